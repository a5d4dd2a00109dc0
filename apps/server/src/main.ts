// Entry point: read config, open the database (embedded unless DATABASE_URL), migrate, seed,
// serve. ROLE=web serves HTTP and sends background work, ROLE=worker runs that work (and answers
// its probes), ROLE=all (the default) does both. Ctrl-C (SIGINT) and SIGTERM drain (lifecycle.ts),
// then close the jobs, the pool and the embedded cluster in that order, keeping the data; a second
// Ctrl-C stops at once.
import './v8-flags.js'; // first: V8 settings before any other module allocates
import path from 'node:path';
import pino from 'pino';
import { setTimeout as wait } from 'node:timers/promises';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { closeWithin, createLifecycle } from './lifecycle.js';
import { availabilityOf } from './db/availability.js';
import { connect, ensureDatabase, startEmbeddedPostgres, type EmbeddedCluster } from './db/client.js';
import { MigrationsAheadError, runMigrations } from './db/migrations.js';
import { DEMO_USERS } from './db/seed/demo-users.js';
import { seedIfEmpty } from './db/seed/index.js';
import { startBackgroundJobs } from './jobs/index.js';
import { requeueStalled } from './modules/transcoding/state.js';
import { systemClock } from './deps.js';
import { serveMetrics } from './metrics/expose.js';
import { createMetrics } from './metrics/metrics.js';
import { openStorageOrExit } from './storage/factory.js';
import { requestSerializer } from './http/log-redaction.js';

const config = loadConfig();
const pretty = config.env !== 'production' && process.stdout.isTTY;
const log = pino({
  level: config.logLevel,
  redact: ['req.headers.cookie', 'res.headers["set-cookie"]'],
  serializers: { req: requestSerializer },
  ...(pretty
    ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true } } }
    : {}),
});

// First: a bucket that cannot be used stops the start-up before anything needs stopping.
const storage = await openStorageOrExit(config);

let cluster: EmbeddedCluster | undefined;
let url = config.databaseUrl;
// What keeps session state (migrations, jobs, LISTEN, upload locks) bypasses a pooler in transaction mode.
let directUrl = config.databaseDirectUrl;
if (!url) {
  cluster = await startEmbeddedPostgres(path.join(config.dataDir, 'postgres'), config.embeddedPgPort, log);
  await ensureDatabase(cluster.url('postgres'), 'app');
  url = directUrl = cluster.url('app');
  log.info({ port: config.embeddedPgPort }, 'embedded PostgreSQL started');
}
directUrl ??= url;

// Migrations and the demo seed run long statements on purpose: a connection without timeouts.
const setup = connect(directUrl, { max: 1, statementTimeoutMs: 0, queryTimeoutMs: 0, log });
try {
  // The seed under the migrations' lock: of several processes starting on an empty database, one seeds it.
  await runMigrations(setup.db, undefined, config.seedDemo ? () => seedIfEmpty(setup.db, storage, log) : undefined);
} catch (err) {
  // An older version after a newer one migrated: say so and stop, with no stack trace to read through.
  if (!(err instanceof MigrationsAheadError)) throw err;
  log.fatal(err.message);
  await setup.close();
  await cluster?.stop();
  process.exit(1);
}
await setup.close();

const database = connect(url, { ...config.db, max: config.db.poolSize, directUrl, log });
const availability = availabilityOf(database, log, { timeoutMs: config.healthTimeoutMs });
const metrics = config.metrics.enabled ? createMetrics() : undefined;
// The job runner first: routes send it work (an import to run).
const jobs = await startBackgroundJobs(
  { db: database.db, clock: systemClock, storage, config },
  { connectionString: directUrl, log, metrics, work: config.role !== 'web', stopTimeoutMs: config.shutdown.timeoutMs },
);
// Lesson files queued before this worker started (the demo seed's) are sent now, not at the
// watchdog's next minute.
if (config.role !== 'web')
  await requeueStalled({ db: database.db, clock: systemClock, jobs }, systemClock()).catch((err: unknown) =>
    log.warn({ err }, 'sending queued transcodes failed; the watchdog sends them within minutes'),
  );
const lifecycle = createLifecycle();
const app = await buildApp({
  config,
  db: database.db,
  exportPool: database.exports,
  storage,
  logger: log,
  availability,
  jobs,
  metrics,
  lifecycle,
});
const metricsServer = metrics && config.metrics.port ? await serveMetrics(metrics, config.metrics.port, config.metrics.host) : undefined;

let closingSince = 0;
async function shutdown(signal: NodeJS.Signals) {
  if (closingSince) {
    // `npm start` forwards the terminal's Ctrl-C, so one key press arrives more than once.
    if (Date.now() - closingSince < 1000) return;
    console.log('\n  Stopping now.');
    process.exit(130);
  }
  closingSince = Date.now();
  if (process.stdout.isTTY) process.stdout.write('\n');
  log.info(signal === 'SIGINT' ? 'Ctrl-C: shutting down (press Ctrl-C again to stop at once)' : `${signal}: shutting down`);
  // At once: /api/ready says 503, while the process still serves for SHUTDOWN_DELAY_MS.
  lifecycle.draining = true;
  if (config.shutdown.delayMs > 0) await wait(config.shutdown.delayMs);
  // In order: no new requests, in-flight ones finish; then the jobs; then the pool; then the database it used.
  await closeWithin(app, config.shutdown.timeoutMs).catch((err: unknown) => log.error({ err }, 'closing HTTP server'));
  availability.stop();
  metricsServer?.close();
  await jobs.stop().catch((err) => log.error({ err }, 'stopping background jobs'));
  await database.close().catch((err) => log.error({ err }, 'closing database pool'));
  await cluster?.stop().catch((err) => log.error({ err }, 'stopping embedded PostgreSQL'));
  log.flush();
  process.exit(0);
}
process.on('SIGINT', (s) => void shutdown(s));
process.on('SIGTERM', (s) => void shutdown(s));

await app.listen({ port: config.port, host: config.host });
availability.start();

// Last, so that the address and the demo accounts stay on screen.
const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
const address = `http://${shown}:${config.port}`;
const lines = [
  config.role === 'worker'
    ? `\n  LearnFlix worker is running background jobs (health and readiness at ${address}/api/ready)\n`
    : `\n  LearnFlix is ready at ${address}${config.role === 'web' ? ' (ROLE=web: worker processes run the background jobs)' : ''}\n`,
];
if (config.seedDemo) {
  lines.push('  Demo accounts (Staff ID / password):');
  for (const u of DEMO_USERS) lines.push(`    ${u.role.padEnd(10)} ${u.staffId.padEnd(8)} ${u.password}`);
  lines.push('');
}
lines.push('  Press Ctrl-C to stop.\n');
// After the logger (a worker thread when pretty) has printed what came before.
log.flush(() => console.log(lines.join('\n')));
