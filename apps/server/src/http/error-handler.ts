// The one error shape of the API, `{ error: { code, message, requestId } }`, for every error a route or a
// hook throws (our own HttpErrors, schema validation, Fastify's and its plugins' errors), for
// the errors Fastify answers before any hook runs (frameworkErrors), and for the requests Node
// could not even parse (clientErrorHandler). Every error response carries
// the security headers, is never cached, and never passes on the headers of a file a route was
// about to send.
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES, type ErrorCode } from '@app/core';
import { HttpError } from '../lib/errors.js';
import { dependencyFailure } from './unavailable.js';

export type SetSecurityHeaders = (req: IncomingMessage, res: ServerResponse) => void;

export interface ErrorAnswer {
  status: number;
  code: ErrorCode;
  message: string;
  /** Headers the answer needs (Retry-After on a 503). */
  headers?: Record<string, string>;
}

/** Headers that describe a body: a route that failed after setting them (a file's) must not send them with the error. */
const BODY_HEADERS = ['content-type', 'content-length', 'content-disposition', 'content-range', 'accept-ranges', 'etag', 'last-modified'];

/** Every error response goes out here. */
export function sendError(reply: FastifyReply, { status, code, message, headers = {} }: ErrorAnswer) {
  for (const name of BODY_HEADERS) reply.removeHeader(name);
  return reply
    .code(status)
    .headers(headers)
    .header('cache-control', 'no-store')
    .send({ error: { code, message, requestId: reply.request.id } });
}

const fromHttpError = (err: HttpError): ErrorAnswer => ({
  status: err.statusCode,
  code: err.code,
  message: err.message,
  headers: err.headers,
});

export function installErrorHandler(app: FastifyInstance, setSecurityHeaders: SetSecurityHeaders) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    // Helmet's onRequest hook has set these by now, unless the error came before it ran.
    if (!reply.raw.hasHeader('content-security-policy')) setSecurityHeaders(req.raw, reply.raw);
    if (err instanceof HttpError) return sendError(reply, fromHttpError(err));
    const known = validationError(err) ?? multipartError(err) ?? fastifyError(err);
    if (known) return sendError(reply, known);
    // The database or file storage failing: 503 (or 507 for a full disk), never a 500.
    const failure = dependencyFailure(err);
    if (failure) {
      if (failure.code === 'SERVICE_UNAVAILABLE') app.dbAvailability.suspect();
      app.metrics?.dependencyFailure(failure.code === 'SERVICE_UNAVAILABLE' ? 'database' : 'storage');
      req.log.warn({ err: { message: err.message, code: err.code } }, failure.message);
      return sendError(reply, fromHttpError(failure));
    }
    req.log.error({ err }, 'unhandled error');
    return sendError(reply, { status: 500, code: 'INTERNAL', message: MESSAGES.internal });
  });
}

/**
 * Fastify's `frameworkErrors` option: errors found while routing, before any hook (helmet's
 * included) runs — a malformed percent-encoding in the path, a path parameter over
 * `maxParamLength` characters. Both are an address no route can answer.
 */
export function frameworkErrorHandler(setSecurityHeaders: SetSecurityHeaders) {
  return (err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    setSecurityHeaders(req.raw, reply.raw);
    if (err.code === 'FST_ERR_BAD_URL' || err.code === 'FST_ERR_MAX_PARAM_LENGTH')
      return sendError(reply, { status: 400, code: 'VALIDATION_ERROR', message: MESSAGES.badAddress });
    req.log.error({ err }, 'unhandled framework error');
    return sendError(reply, { status: 500, code: 'INTERNAL', message: MESSAGES.internal });
  };
}

/**
 * Fastify's `clientErrorHandler` option: a request Node's HTTP parser refused (malformed, headers
 * too large, too slow). There is no request to answer, only the socket: the response is written
 * to it by hand, in the one shape and with the security headers, and the connection is closed.
 */
export function clientErrorHandler(securityHeaderLines: string) {
  return (err: Error & { code?: string }, socket: Socket) => {
    // A reset connection has nobody left to answer.
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const answer: ErrorAnswer =
      err.code === 'HPE_HEADER_OVERFLOW'
        ? { status: 431, code: 'PAYLOAD_TOO_LARGE', message: 'The request headers are too large.' }
        : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? { status: 408, code: 'VALIDATION_ERROR', message: 'The request took too long to arrive.' }
          : { status: 400, code: 'VALIDATION_ERROR', message: MESSAGES.badRequest };
    const body = JSON.stringify({ error: { code: answer.code, message: answer.message } });
    if (socket.writable)
      socket.write(
        `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status]}\r\n` +
          'content-type: application/json; charset=utf-8\r\n' +
          `content-length: ${Buffer.byteLength(body)}\r\n` +
          'cache-control: no-store\r\n' +
          securityHeaderLines +
          'connection: close\r\n\r\n' +
          body,
      );
    socket.destroy(err);
  };
}

/** Schema validation: the first problem, named by its field when the message alone would not say which. */
function validationError(err: FastifyError): ErrorAnswer | null {
  if (!hasZodFastifySchemaValidationErrors(err)) return null;
  const first = err.validation[0];
  const field = first?.instancePath ? first.instancePath.replace(/^\//, '').replace(/\//g, '.') : '';
  const message = first?.message ?? MESSAGES.badRequest;
  return {
    status: 400,
    code: 'VALIDATION_ERROR',
    message: field && message.startsWith('Invalid') ? `${field}: ${message}` : message,
  };
}

/** @fastify/multipart's errors: a form with too many parts, a forbidden field name, not a form at all. */
function multipartError(err: FastifyError): ErrorAnswer | null {
  switch (err.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The file is too large.' };
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return { status: 413, code: 'PAYLOAD_TOO_LARGE', message: MESSAGES.uploadTooManyParts };
    case 'FST_PROTO_VIOLATION':
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return { status: 400, code: 'VALIDATION_ERROR', message: MESSAGES.uploadUnreadable };
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the file as multipart/form-data.' };
    default:
      return null;
  }
}

/** Fastify's own client errors: throttling, body size and type, unparsable JSON. */
function fastifyError(err: FastifyError): ErrorAnswer | null {
  if (err.statusCode === 429) return { status: 429, code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' };
  if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' };
  if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the request as JSON.' };
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500)
    return {
      status: 400,
      code: 'VALIDATION_ERROR',
      message: err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? 'The request body is not valid JSON.' : err.message,
    };
  return null;
}
