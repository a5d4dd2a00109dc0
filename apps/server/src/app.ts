// buildApp(): the whole HTTP application, without listening. main.ts and the tests call it.
import { setTimeout as wait } from 'node:timers/promises';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { MESSAGES, type RandomSource } from '@app/core';
import { systemClock, type Deps } from './deps.js';
import type { Config } from './config.js';
import { sql } from 'drizzle-orm';
import { DatabaseAvailability, AVAILABILITY_DEFAULTS } from './db/availability.js';
import { exportPoolBeside, poolOf, type Db, type ExportPool } from './db/client.js';
import accessPlugin from './auth/route-access.js';
import type { SessionTimes } from './auth/sessions.js';
import { catalogueVersionReader } from './cache/catalogue-version.js';
import { VersionedCache } from './cache/versioned-cache.js';
import { installAvailabilityGate } from './http/availability-gate.js';
import { installCompression } from './http/compression.js';
import { clientErrorHandler, frameworkErrorHandler, installErrorHandler } from './http/error-handler.js';
import { responseSerializerCompiler } from './http/json-serializer.js';
import { installTextGuard } from './http/text-guard.js';
import { registerOpenApi } from './http/openapi.js';
import { registerSecurityHeaders, securityHeaderLines, securityHeaders } from './http/security.js';
import { registerWebApp } from './http/web-app.js';
import type { JobQueue } from './jobs/runner.js';
import { installRequestIdHeader, requestIdOf } from './http/request-id.js';
import { installMetrics } from './metrics/install.js';
import { createLifecycle, type Lifecycle } from './lifecycle.js';
import type { Metrics } from './metrics/metrics.js';
import { serviceUnavailable } from './lib/errors.js';
import type { Storage } from './storage/storage.js';
import { createLive, type Live } from './modules/notifications/live/index.js';
import { apiModules, healthRoutes } from './modules/index.js';
import { openDirectories, type Directories } from './modules/directory/directories.js';
import { loggableUrl } from './http/log-redaction.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** What every service is given (deps.ts): routes pass it whole, a service names the parts it uses. */
    deps: Deps;
    sleep: (ms: number) => Promise<void>;
    sessionTimes: SessionTimes;
    dbAvailability: DatabaseAvailability;
    /** Public catalogue responses (modules/catalogue/service.ts). */
    catalogueCache: VersionedCache;
    /** This process's live notification streams and its LISTEN connection (modules/notifications/live). */
    live: Live;
    /** Connections for long downloads (CSV exports), apart from the API's. */
    exportPool: ExportPool;
    /** This process's Prometheus metrics, when on (METRICS_PORT or METRICS_TOKEN). */
    metrics: Metrics | null;
    /** Whether this process is on its way out (SIGTERM): /api/ready reads it. */
    lifecycle: Lifecycle;
    /** The organisation's OpenID provider and LDAP directory, where set up (modules/directory). */
    directories: Directories;
  }
}

export interface AppDeps {
  config: Config;
  db: Db;
  storage: Storage;
  /** The clock; tests inject one to move time. */
  clock?: () => Date;
  /** Draws attempts' question and option orders; tests inject a seeded one. */
  random?: RandomSource;
  /** Waiting (sign-in slow-down); tests inject one that records instead of waiting. */
  sleep?: (ms: number) => Promise<void>;
  logger?: FastifyBaseLogger;
  /** Watches the database (availabilityOf(database) pings on a connection of its own). */
  availability?: DatabaseAvailability;
  /** The background job runner (main.ts starts it; API tests about jobs pass one). */
  jobs?: JobQueue;
  /** The pool of long downloads (`connect()`'s `exports`); without one, the app opens its own beside `db`'s. */
  exportPool?: ExportPool;
  /** The process's metrics (main.ts makes them when the configuration turns them on). */
  metrics?: Metrics;
  /** main.ts's, which its SIGTERM handler marks as draining. */
  lifecycle?: Lifecycle;
}

/** Without a runner nothing would ever take the job: say so rather than queue it into silence. */
const noJobRunner: JobQueue = {
  send: () => Promise.reject(serviceUnavailable(MESSAGES.backgroundJobsUnavailable)),
  sendMany: () => Promise.reject(serviceUnavailable(MESSAGES.backgroundJobsUnavailable)),
};

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const setSecurityHeaders = securityHeaders(config);
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    trustProxy: config.trustProxy,
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    frameworkErrors: frameworkErrorHandler(setSecurityHeaders),
    clientErrorHandler: clientErrorHandler(securityHeaderLines(config)),
    genReqId: requestIdOf(config.trustProxy),
  });
  if (!config.logRequests) logSlowRequests(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler(config.checkResponses, serializerCompiler));

  app.decorate('config', config);
  app.decorate('sleep', deps.sleep ?? ((ms: number) => wait(ms)));
  app.decorate('sessionTimes', { idleMs: config.sessionIdleMs, maxMs: config.sessionMaxMs });
  app.decorate('dbAvailability', deps.availability ?? pingThroughPool(deps.db, config.healthTimeoutMs));
  app.decorate(
    'catalogueCache',
    new VersionedCache({ readVersion: catalogueVersionReader(deps.db), enabled: config.responseCache, check: config.checkResponses }),
  );
  const serviceDeps: Deps = {
    db: deps.db,
    clock: deps.clock ?? systemClock,
    storage: deps.storage,
    jobs: deps.jobs ?? noJobRunner,
    random: deps.random ?? Math.random,
    mail: config.email,
  };
  app.decorate('deps', serviceDeps);
  app.decorate('metrics', deps.metrics ?? null);
  app.decorate('lifecycle', deps.lifecycle ?? createLifecycle());
  const directories = openDirectories(config.signInMethods, app.log);
  app.decorate('directories', directories);
  app.addHook('onClose', async () => directories.ldap?.close());
  // ROLE=worker: the background jobs' process answers its probes (health, readiness) and nothing else.
  const servesApi = config.role !== 'worker';
  app.decorate('live', createLive({ db: deps.db, config, clock: serviceDeps.clock, idleMs: config.sessionIdleMs, log: app.log }));
  // Before the server waits for open connections to end: a live stream never would by itself.
  app.addHook('preClose', () => app.live.close());
  // A process that caches sessions hears of every revocation, in any process, from the start.
  if (servesApi && config.sessionCacheMs > 0) app.addHook('onReady', (done) => (app.live.listener.keepListening(), done()));
  if (deps.exportPool) app.decorate('exportPool', deps.exportPool);
  else {
    const own = exportPoolBeside(poolOf(deps.db), config.db.exportPoolSize);
    app.decorate('exportPool', own);
    app.addHook('onClose', () => own.close());
  }

  // First, so that every response that runs hooks has the headers, whichever later hook fails.
  await registerSecurityHeaders(app, config);
  installRequestIdHeader(app);
  if (deps.metrics) installMetrics(app, deps.metrics, config.metrics.token);
  // Before any route: it completes each route's schema as the route is registered.
  await registerOpenApi(app);
  await app.register(fastifyCookie);
  installCompression(app);
  // Per-route limits (avatar 5 MB, lesson files 5 GB) are set where each upload is read.
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 10, fieldSize: 10_000 } });
  installAvailabilityGate(app);
  await app.register(accessPlugin);

  // The API takes JSON (and multipart uploads): a text/plain body is a 415 like any other type.
  app.removeContentTypeParser('text/plain');
  installErrorHandler(app, setSecurityHeaders);
  installTextGuard(app);

  await app.register(healthRoutes);
  if (!servesApi) return app;
  for (const routes of apiModules) await app.register(routes);
  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());

  await registerWebApp(app, config);

  return app;
}

/** Without a connection of its own, the ping waits in the pool's queue like any query. */
function pingThroughPool(db: Db, timeoutMs: number) {
  return new DatabaseAvailability(
    async (ms) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('ping timeout')), ms)));
      try {
        await Promise.race([db.execute(sql`select 1`), timeout]);
      } finally {
        clearTimeout(timer);
      }
    },
    { ...AVAILABILITY_DEFAULTS, timeoutMs },
  );
}

const SLOW_REQUEST_MS = 1000;

/** Without a line per request, the requests worth a look still get one. (500s log their error.) */
function logSlowRequests(app: FastifyInstance) {
  app.addHook('onResponse', (req, reply, done) => {
    if (reply.elapsedTime >= SLOW_REQUEST_MS)
      req.log.warn(
        { method: req.method, url: loggableUrl(req.url), statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) },
        'slow request',
      );
    done();
  });
}
