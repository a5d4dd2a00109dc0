// buildTestApp(): the real application on a fresh database of its own, with a clock the test
// controls and file storage in a temporary folder.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { connect, ensureDatabase, type Db } from '../src/db/client.js';
import { LocalStorage } from '../src/storage/local.js';
import { dbUrl } from './global-setup.js';

export class TestClock {
  private offsetMs = 0;
  now = (): Date => new Date(Date.now() + this.offsetMs);
  advance(ms: number) {
    this.offsetMs += ms;
  }
}

// Closed by test/setup.ts after each file. (An afterAll registered inside beforeAll never runs.)
const cleanups: (() => Promise<void>)[] = [];
export async function closeTestApps() {
  await Promise.all(cleanups.splice(0).map((c) => c()));
}

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  clock: TestClock;
  config: Config;
  /** Statements sent to the database so far; diff it around a request to count its queries. */
  queries: { count: number };
  dbName: string;
  /** The driver's pool, for SQL the query builder cannot say (EXPLAIN of a statement). */
  pool: pg.Pool;
}

/** Builds the app once per test file; tears it down (and drops the database) after the file. */
export async function buildTestApp(
  env: Record<string, string> = {},
  /** Extra routes, for testing the access rules themselves. */
  extend?: (app: FastifyInstance) => void,
  /** Another context's database: a second server process on the same data. */
  sharing?: TestContext,
): Promise<TestContext> {
  const name = sharing?.dbName ?? `lf_t_${randomBytes(6).toString('hex')}`;
  if (!sharing) await ensureDatabase(inject('adminDbUrl'), name, inject('templateDb'));
  const queries = { count: 0 };
  const database = connect(dbUrl(inject('adminDbUrl'), name), 5, () => queries.count++);
  const filesDir = await mkdtemp(path.join(os.tmpdir(), 'lf-test-files-'));
  // The session cache's TTL is wall-clock time: with it on, whether a request looks its session
  // up would depend on how long a test took. Off unless a test turns it on (sessions.test.ts).
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', SESSION_CACHE_SECONDS: '0', ...env });
  const clock = new TestClock();
  const app = await buildApp({ config, db: database.db, storage: new LocalStorage(filesDir), now: clock.now });
  extend?.(app);
  await app.ready();
  cleanups.push(async () => {
    await app.close();
    await database.close();
    await rm(filesDir, { recursive: true, force: true });
  });
  return { app, db: database.db, pool: database.pool, dbName: name, clock, config, queries };
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

/** The API's error body, for asserting code and message. */
export const errorOf = (res: LightMyRequestResponse) => (res.json() as { error: { code: string; message: string } }).error;

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
