// buildApp(): the whole HTTP application, without listening. main.ts and the tests call it.
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import accessPlugin from './auth/access.js';
import type { SessionTimes } from './auth/sessions.js';
import { catalogueVersionReader } from './cache/catalogue-version.js';
import { VersionedCache } from './cache/versioned-cache.js';
import { installErrorHandler } from './http/error-handler.js';
import { registerSecurityHeaders } from './http/security.js';
import { registerWebApp } from './http/web-app.js';
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
    /** Public catalogue responses (modules/catalogue/service.ts). */
    catalogueCache: VersionedCache;
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
  app.decorate('catalogueCache', new VersionedCache({ readVersion: catalogueVersionReader(deps.db), enabled: config.responseCache }));

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Learning platform API', version: '1.0.0' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifyCookie);
  await registerSecurityHeaders(app, config);
  await app.register(fastifyRateLimit, { global: false });
  // Per-route limits (avatar 5 MB, lesson files 5 GB) are set where each upload is read.
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 10, fieldSize: 10_000 } });
  await app.register(accessPlugin);

  installErrorHandler(app);

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

  await registerWebApp(app, config);

  return app;
}
