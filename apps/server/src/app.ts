// buildApp(): the whole HTTP application, without listening. main.ts and the tests call it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { MESSAGES } from '@app/core';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import accessPlugin from './auth/access.js';
import type { SessionTimes } from './auth/sessions.js';
import { HttpError } from './lib/errors.js';
import type { Storage } from './storage/storage.js';
import authRoutes from './modules/auth/routes.js';
import catalogueRoutes from './modules/catalogue/routes.js';
import enrollmentRoutes from './modules/enrollments/routes.js';
import playerRoutes from './modules/player/routes.js';
import certificateRoutes from './modules/certificates/routes.js';
import fileRoutes from './modules/files/routes.js';
import healthRoutes from './modules/health/routes.js';
import profileRoutes from './modules/profile/routes.js';
import quizRoutes from './modules/quizzes/routes.js';
import gradingRoutes from './modules/grading/routes.js';
import quizAuthoringRoutes from './modules/quiz-authoring/routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    storage: Storage;
    now: () => Date;
    sessionTimes: SessionTimes;
  }
}

export interface AppDeps {
  config: Config;
  db: Db;
  storage: Storage;
  /** The clock; tests inject one to move time. */
  now?: () => Date;
  logger?: FastifyBaseLogger;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    trustProxy: config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('db', deps.db);
  app.decorate('storage', deps.storage);
  app.decorate('now', deps.now ?? (() => new Date()));
  app.decorate('sessionTimes', { idleMs: config.sessionIdleMs, maxMs: config.sessionMaxMs });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Learning platform API', version: '1.0.0' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://www.youtube.com', 'https://player.vimeo.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        // 'self': PDF lessons are shown in an iframe of their own media URL.
        frameSrc: ["'self'", 'https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        connectSrc: ["'self'", 'https://vimeo.com', 'https://www.youtube.com'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        // Same-origin framing only (the PDF viewer above); no other site may frame us.
        frameAncestors: ["'self'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.cookieSecure ? [] : null,
      },
    },
    // HSTS only where we are served over HTTPS.
    hsts: config.cookieSecure ? { maxAge: 31536000, includeSubDomains: true } : false,
    // Embedded players and media from other origins need these relaxed.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  await app.register(fastifyRateLimit, { global: false });
  // Per-route limits (avatar 5 MB, lesson files 5 GB) are set where each upload is read.
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 10, fieldSize: 10_000 } });
  await app.register(accessPlugin);

  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof HttpError) return reply.code(err.statusCode).send({ error: { code: err.code, message: err.message } });
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
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ error: { code: 'INTERNAL', message: MESSAGES.internal } });
  });

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(profileRoutes);
  await app.register(fileRoutes);
  await app.register(catalogueRoutes);
  await app.register(enrollmentRoutes);
  await app.register(playerRoutes);
  await app.register(certificateRoutes);
  await app.register(quizRoutes);
  await app.register(gradingRoutes);
  await app.register(quizAuthoringRoutes);
  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());

  // The built web app, with every unknown non-API path answered by index.html (client routing).
  const hasWeb = existsSync(path.join(config.webDistDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      wildcard: false,
      setHeaders: (res, filePath) => {
        res.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/') || !hasWeb || req.method !== 'GET') {
      return reply.code(404).send({ error: { code: 'NOT_FOUND', message: MESSAGES.notFound } });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });

  return app;
}
