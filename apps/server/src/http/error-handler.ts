// The one error shape of the API, `{ error: { code, message } }`, for every error a route or a
// hook throws: our own HttpErrors, schema validation, and Fastify's own errors.
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@app/core';
import { HttpError } from '../lib/errors.js';
import { dependencyFailure } from './unavailable.js';

function sendHttpError(reply: FastifyReply, err: HttpError) {
  return reply
    .code(err.statusCode)
    .headers(err.headers)
    .send({ error: { code: err.code, message: err.message } });
}

export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof HttpError) return sendHttpError(reply, err);
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const field = first?.instancePath ? first.instancePath.replace(/^\//, '').replace(/\//g, '.') : '';
      const message = first?.message ?? MESSAGES.badRequest;
      return reply
        .code(400)
        .send({ error: { code: 'VALIDATION_ERROR', message: field && message.startsWith('Invalid') ? `${field}: ${message}` : message } });
    }
    if (err.statusCode === 429)
      return reply.code(429).send({ error: { code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' } });
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return reply.code(413).send({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' } });
    if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
      return reply.code(415).send({ error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the request as JSON.' } });
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500)
      return reply.code(400).send({
        error: {
          code: 'VALIDATION_ERROR',
          message: err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? 'The request body is not valid JSON.' : err.message,
        },
      });
    const failure = dependencyFailure(err);
    if (failure) {
      if (failure.code === 'SERVICE_UNAVAILABLE') app.dbAvailability.suspect();
      req.log.warn({ err: { message: err.message, code: err.code } }, failure.message);
      return sendHttpError(reply, failure);
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ error: { code: 'INTERNAL', message: MESSAGES.internal } });
  });
}
