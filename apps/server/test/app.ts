// buildTestApp(): the real application on a fresh database of its own, with a clock the test
// controls, a seeded random source (shuffled quiz attempts draw the same orders on every run) and
// file storage in a temporary folder.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { requestSerializer } from '../src/http/log-redaction.js';
import { loadConfig, type Config } from '../src/config.js';
import { availabilityOf, type DatabaseAvailability } from '../src/db/availability.js';
import { connect, ensureDatabase, type Db } from '../src/db/client.js';
import type { Deps } from '../src/deps.js';
import { startBackgroundJobs } from '../src/jobs/index.js';
import type { JobQueue } from '../src/jobs/runner.js';
import { Rng } from '../src/db/seed/random.js';
import type { Metrics } from '../src/metrics/metrics.js';
import { LocalStorage } from '../src/storage/local.js';
import type { Storage } from '../src/storage/storage.js';
import { dbUrl } from './global-setup.js';

export class TestClock {
  private offsetMs = 0;
  /** Every wait the app asked for (the sign-in slow-down), in ms: recorded, not waited. */
  readonly sleeps: number[] = [];
  now = (): Date => new Date(Date.now() + this.offsetMs);
  advance(ms: number) {
    this.offsetMs += ms;
  }
  sleep = async (ms: number): Promise<void> => {
    this.sleeps.push(ms);
  };
}

// Closed by test/setup.ts after each file. (An afterAll registered inside beforeAll never runs.)
const cleanups: (() => Promise<void>)[] = [];
/** Something else to stop after the file (a server process of the test's: test/processes.ts). */
export const registerCleanup = (cleanup: () => Promise<void>) => void cleanups.push(cleanup);
export async function closeTestApps() {
  await Promise.all(cleanups.splice(0).map((c) => c()));
}

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  /** The app's own deps (its clock is `clock.now`): for calling a service straight from a test. */
  deps: Deps;
  clock: TestClock;
  config: Config;
  /** Statements sent to the database so far; diff it around a request to count its queries. */
  queries: { count: number };
  availability: DatabaseAvailability;
  /** The folder of the app's LocalStorage. */
  filesDir: string;
  /** The test database's name, for another app instance on it (see buildAppOn). */
  dbName: string;
  /** The test database, for a second connection (another server process on the same data). */
  databaseUrl: string;
  /** Jobs the app sent while no runner ran (see TestAppOptions.noJobRunner), oldest first. */
  sentJobs: { name: string; data: Record<string, unknown>; singletonKey?: string }[];
  /** The driver's pool, for SQL the query builder cannot say (EXPLAIN of a statement). */
  pool: pg.Pool;
}

export interface TestAppOptions {
  /** The URL the app connects with, from the test database's own (e.g. through a proxy). */
  dbUrl?: (url: string) => string;
  /** The app's file storage, from the temporary folder it would use. */
  storage?: (filesDir: string) => Storage;
  /** A logger to assert on (see memoryLogger); silent without one. */
  logger?: FastifyBaseLogger;
  /** Settings that have no environment variable (e.g. a web build of the test's own). */
  config?: Partial<Config>;
  /** Run the real background job runner on the test database (polling every second), as main.ts does. */
  jobs?: boolean;
  /**
   * No job queue at all, as a process without a runner: sending work is refused (503). Without this
   * or `jobs`, what the app sends is recorded in `sentJobs` and never run.
   */
  noJobRunner?: boolean;
  /** The process's metrics, as main.ts makes them when METRICS_PORT or METRICS_TOKEN is set. */
  metrics?: Metrics;
}

/** Builds the app once per test file; tears it down (and drops the database) after the file. */
export async function buildTestApp(
  env: Record<string, string> = {},
  /** Extra routes, for testing the access rules themselves. */
  extend?: (app: FastifyInstance) => void,
  options: TestAppOptions = {},
): Promise<TestContext> {
  const name = `${inject('testDbPrefix')}${randomBytes(6).toString('hex')}`;
  await ensureDatabase(inject('adminDbUrl'), name, inject('templateDb'));
  return startApp(name, env, extend, options);
}

/** A second application (own pool, own clock) on the database of `t`: as a second server process. */
export const buildAppOn = (t: TestContext, env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestContext> =>
  startApp(t.dbName, env, undefined, options);

async function startApp(
  name: string,
  env: Record<string, string>,
  extend?: (app: FastifyInstance) => void,
  options: TestAppOptions = {},
): Promise<TestContext> {
  const queries = { count: 0 };
  const url = dbUrl(inject('adminDbUrl'), name);
  // The session cache's TTL is wall-clock time: with it on, whether a request looks its session
  // up would depend on how long a test took. Off unless a test turns it on (session-cache.test.ts).
  const config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', SESSION_CACHE_SECONDS: '0', ...env }),
    ...options.config,
  };
  const database = connect(options.dbUrl?.(url) ?? url, {
    ...config.db,
    max: 5,
    onQuery: () => queries.count++,
  });
  const filesDir = await mkdtemp(path.join(os.tmpdir(), 'lf-test-files-'));
  const clock = new TestClock();
  const availability = availabilityOf(database, undefined, { timeoutMs: config.healthTimeoutMs });
  const storage = options.storage?.(filesDir) ?? new LocalStorage(filesDir);
  const jobs = options.jobs
    ? await startBackgroundJobs(
        { db: database.db, clock: () => clock.now(), storage, config },
        { connectionString: url, log: options.logger ?? pino({ level: 'silent' }), pollSeconds: 1, metrics: options.metrics ?? null },
      )
    : undefined;
  const sentJobs: TestContext['sentJobs'] = [];
  const recordedJobs: JobQueue = {
    send: async (name, data, o) => {
      sentJobs.push({ name, data, ...(o?.singletonKey ? { singletonKey: o.singletonKey } : {}) });
      return randomBytes(8).toString('hex');
    },
    sendMany: async (name, jobs) => {
      for (const j of jobs) sentJobs.push({ name, data: j.data, ...(j.singletonKey ? { singletonKey: j.singletonKey } : {}) });
    },
  };
  const app = await buildApp({
    config,
    db: database.db,
    exportPool: database.exports,
    storage,
    clock: clock.now,
    sleep: clock.sleep,
    random: new Rng('api-tests').next,
    availability,
    ...(options.logger ? { logger: options.logger } : {}),
    ...(jobs ? { jobs } : options.noJobRunner ? {} : { jobs: recordedJobs }),
    ...(options.metrics ? { metrics: options.metrics } : {}),
  });
  extend?.(app);
  await app.ready();
  cleanups.push(async () => {
    await app.close();
    await jobs?.stop();
    await database.close();
    await rm(filesDir, { recursive: true, force: true });
  });
  return {
    app,
    db: database.db,
    sentJobs,
    deps: app.deps,
    pool: database.pool,
    clock,
    config,
    queries,
    availability,
    filesDir,
    dbName: name,
    databaseUrl: url,
  };
}

/** A logger that keeps every entry it writes, for asserting that something was logged. */
export function memoryLogger() {
  const entries: { level: number; msg?: string; err?: { message?: string } }[] = [];
  const logger = pino(
    { level: 'info', serializers: { req: requestSerializer } },
    { write: (line: string) => void entries.push(JSON.parse(line)) },
  );
  return { logger, entries };
}

/**
 * Every row of every table, one digest per table: equal before and after a request means it
 * changed nothing. A session's last_seen_at is left out (reading a session may touch it).
 */
export async function databaseState(db: Db): Promise<Record<string, string>> {
  const { rows: tables } = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const digests = tables.map(
    ({ name }) =>
      sql`select ${name} as name, md5(coalesce(string_agg((to_jsonb(t) - 'last_seen_at')::text, ',' order by (to_jsonb(t) - 'last_seen_at')::text), '')) as digest from ${sql.identifier(name)} t`,
  );
  const { rows } = await db.execute<{ name: string; digest: string }>(sql.join(digests, sql` union all `));
  return Object.fromEntries(rows.map((r) => [r.name, r.digest]));
}

/** How many statements `fn` sends to the database. */
export async function countQueries(t: TestContext, fn: () => Promise<unknown>): Promise<number> {
  const before = t.queries.count;
  await fn();
  return t.queries.count - before;
}

/** Requests as the web app sends them: JSON, with the header our CSRF check expects. */
export function api(app: FastifyInstance, cookie?: string) {
  const send = (
    method: InjectOptions['method'],
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url,
      headers: { 'x-requested-with': 'fetch', ...(cookie ? { cookie } : {}), ...headers },
      ...(body !== undefined ? { payload: body as InjectOptions['payload'] } : {}),
    });
  return {
    get: (url: string, headers?: Record<string, string>) => send('GET', url, undefined, headers),
    post: (url: string, body?: unknown, headers?: Record<string, string>) => send('POST', url, body, headers),
    patch: (url: string, body?: unknown, headers?: Record<string, string>) => send('PATCH', url, body, headers),
    put: (url: string, body?: unknown, headers?: Record<string, string>) => send('PUT', url, body, headers),
    delete: (url: string, body?: unknown, headers?: Record<string, string>) => send('DELETE', url, body, headers),
  };
}

/** The API's error body, for asserting code and message (the request id differs per request: request-id.test.ts). */
export const errorOf = (res: LightMyRequestResponse) => {
  const { code, message } = (res.json() as { error: { code: string; message: string } }).error;
  return { code, message };
};

/** A multipart/form-data body with one file, as a browser's FormData sends it. */
export function multipartFile(field: string, filename: string, bytes: Buffer, type = 'application/octet-stream') {
  const boundary = `----lf${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  const body = Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The smallest valid PNG (1x1). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
