// The server outlives its database: connections that drop, a database that refuses connections or
// stops answering. Requests made meanwhile fail fast with 503; service resumes by itself.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { eq } from 'drizzle-orm';
import { api, buildTestApp, errorOf, multipartFile, TINY_PNG, type TestContext } from '../../test/app.js';
import { startDbProxy, type DbProxy } from '../../test/db-proxy.js';
import { signedIn } from '../../test/factories.js';
import { LocalStorage } from '../storage/local.js';
import { isDatabaseUnavailable } from './availability.js';
import { files, users } from './schema.js';

/** Ends every connection to this file's database, as a restart or `pg_terminate_backend` does. */
async function terminateBackends(dbName: string) {
  const admin = new pg.Client({ connectionString: inject('adminDbUrl') });
  await admin.connect();
  const { rowCount } = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [dbName]);
  await admin.end();
  return rowCount ?? 0;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('connections that drop', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
  });

  it('survives every connection being terminated, idle or inside a transaction, and serves the next request', async () => {
    // Idle connections in the pool...
    await Promise.all([1, 2, 3].map(() => api(t.app).get('/api/courses')));
    // ...and one held by a transaction when its backend is killed.
    const inTransaction = t.db.transaction(async (tx) => {
      await tx.execute('select 1');
      expect(await terminateBackends(t.dbName)).toBeGreaterThan(1);
      await sleep(100); // the driver has seen the connection go ('error' on the client)
      await tx.execute('select 1');
    });
    const failure = await inTransaction.then(
      () => null,
      (err: unknown) => err,
    );
    expect(isDatabaseUnavailable(failure)).toBe(true);
    await sleep(50);
    // An 'error' event without a listener would have thrown by now (vitest reports it and fails).
    const res = await api(t.app).get('/api/courses');
    expect(res.statusCode).toBe(200);
  });
});

describe('a database that refuses connections or stops answering', () => {
  let t: TestContext;
  let proxy: DbProxy;
  let cookie: string;
  beforeAll(async () => {
    proxy = await startDbProxy(inject('adminDbUrl'));
    // Short timeouts so the test runs in seconds; the defaults are in config.ts.
    t = await buildTestApp({ DB_CONNECT_TIMEOUT_MS: '800', DB_QUERY_TIMEOUT_MS: '800', HEALTH_TIMEOUT_MS: '300' }, undefined, {
      dbUrl: (url) => proxy.route(url),
    });
    ({ cookie } = await signedIn(t.app, t.db));
  });
  afterAll(() => proxy.close());

  /** A request that must answer 503 SERVICE_UNAVAILABLE with Retry-After, and how long it took. */
  async function expectUnavailable(url: string, withCookie = false) {
    const started = Date.now();
    const res = await api(t.app, withCookie ? cookie : undefined).get(url);
    const ms = Date.now() - started;
    expect(res.statusCode, res.body).toBe(503);
    expect(errorOf(res)).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The service is temporarily unavailable. Please try again in a few seconds.',
    });
    expect(res.headers['retry-after']).toBe('5');
    return ms;
  }

  it('answers 503 at once while connections are refused, with and without a session, and recovers by itself', async () => {
    await proxy.refuse();
    expect(await expectUnavailable('/api/courses')).toBeLessThan(500);
    expect(await expectUnavailable('/api/me/courses', true)).toBeLessThan(500);
    // The health check reports it, whatever the cookie says, and never with the error shape of a 500.
    const health = await api(t.app, cookie).get('/api/health');
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'error', database: 'unreachable', storage: 'ok' });
    // Readiness names it, so that a balancer takes the process out of rotation.
    const ready = await api(t.app).get('/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not ready', role: 'all', notReady: ['database'] });
    expect(t.availability.isDown).toBe(true);

    // While down, requests are refused before any query is tried.
    const before = t.queries.count;
    expect(await expectUnavailable('/api/courses')).toBeLessThan(100);
    expect(t.queries.count).toBe(before);

    await proxy.accept();
    expect(await t.availability.check()).toBe(true);
    expect((await api(t.app, cookie).get('/api/me/courses')).statusCode).toBe(200);
  });

  it('does not hang on a frozen database: the health check answers within its timeout, requests within theirs', async () => {
    await api(t.app).get('/api/courses'); // warm connections, frozen below like the rest
    proxy.freeze();
    try {
      let started = Date.now();
      const health = await api(t.app, cookie).get('/api/health');
      expect(health.statusCode).toBe(503);
      expect(Date.now() - started).toBeLessThan(2000);

      started = Date.now();
      const slow = await expectUnavailable('/api/courses');
      expect(slow).toBeLessThan(3000); // the query timeout (800 ms here), not the length of the freeze

      // Two slow pings and the database counts as down: from then on, 503 at once.
      await t.availability.check();
      expect(t.availability.isDown).toBe(true);
      expect(await expectUnavailable('/api/courses')).toBeLessThan(100);
    } finally {
      proxy.thaw();
    }
    await expect.poll(() => t.availability.check(), { timeout: 5000 }).toBe(true);
    expect((await api(t.app).get('/api/courses')).statusCode).toBe(200);
  });

  it('loses only the requests made while connections drop', async () => {
    await Promise.all([1, 2, 3].map(() => api(t.app).get('/api/courses')));
    proxy.dropAll();
    await sleep(50);
    const res = await api(t.app, cookie).get('/api/me/courses');
    expect(res.statusCode).toBe(200);
  });
});

describe('a database that freezes under requests already waiting on it', () => {
  let t: TestContext;
  let proxy: DbProxy;
  beforeAll(async () => {
    proxy = await startDbProxy(inject('adminDbUrl'));
    // A query timeout far beyond this test's: only the monitor's verdict can end the waiting request.
    t = await buildTestApp({ DB_QUERY_TIMEOUT_MS: '120000', HEALTH_TIMEOUT_MS: '300' }, undefined, { dbUrl: (url) => proxy.route(url) });
  });
  afterAll(() => proxy.close());

  it('fails the requests already waiting as soon as the monitor finds it down, not at the query timeout', async () => {
    await api(t.app).get('/api/courses'); // warm connections, frozen below like the rest
    proxy.freeze();
    try {
      const waiting = api(t.app).get('/api/categories');
      // Two slow pings: down. The waiting request is answered then.
      await t.availability.check();
      await t.availability.check();
      expect(t.availability.isDown).toBe(true);
      const res = await waiting;
      expect(res.statusCode).toBe(503);
      expect(errorOf(res).code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      proxy.thaw();
    }
    await expect.poll(() => t.availability.check(), { timeout: 5000 }).toBe(true);
    expect((await api(t.app).get('/api/categories')).statusCode).toBe(200);
  });
});

describe('the health check', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
  });

  it('never looks up the session, valid or not', async () => {
    const { cookie } = await signedIn(t.app, t.db);
    for (const c of [cookie, 'sid=not-a-session', undefined]) {
      const before = t.queries.count;
      const res = await api(t.app, c).get('/api/health');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', database: 'ok', storage: 'ok' });
      expect(res.headers['cache-control']).toBe('no-store');
      expect(t.queries.count).toBe(before); // it pings on a connection of its own
    }
  });
});

describe('file storage that fails', () => {
  let t: TestContext;
  let failure: NodeJS.ErrnoException | null = null;
  beforeAll(async () => {
    t = await buildTestApp({}, undefined, {
      storage: (dir) => {
        const local = new LocalStorage(dir);
        // A full or read-only disk, as the file system reports it.
        local.put = async (...args) => {
          if (failure) throw failure;
          return LocalStorage.prototype.put.apply(local, args);
        };
        return local;
      },
    });
  });
  const fsError = (code: string) =>
    Object.assign(new Error(`${code}: simulated, write`), { code, syscall: 'write', errno: -1 }) as NodeJS.ErrnoException;

  it.each([
    ['ENOSPC', 507, 'STORAGE_FULL'],
    ['EROFS', 503, 'STORAGE_UNAVAILABLE'],
  ])('an upload on a disk failing with %s answers %i %s, and changes nothing', async (code, status, errorCode) => {
    const { http, user } = await signedIn(t.app, t.db);
    failure = fsError(code);
    try {
      const { body, headers } = multipartFile('avatar', 'me.png', TINY_PNG, 'image/png');
      const res = await http.post('/api/profile/avatar', body, headers);
      expect(res.statusCode).toBe(status);
      expect(errorOf(res).code).toBe(errorCode);
      expect(res.headers['retry-after']).toBe('5');
      const [row] = await t.db.select({ avatarUrl: users.avatarUrl }).from(users).where(eq(users.id, user.id));
      expect(row!.avatarUrl).toBeNull();
      expect(await t.db.select().from(files)).toEqual([]);
    } finally {
      failure = null;
    }
  });

  it('is reported by the health check', async () => {
    failure = fsError('EROFS');
    try {
      const res = await api(t.app).get('/api/health');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'error', database: 'ok', storage: 'unavailable' });
      const ready = await api(t.app).get('/api/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ notReady: ['storage'] });
    } finally {
      failure = null;
    }
  });
});
