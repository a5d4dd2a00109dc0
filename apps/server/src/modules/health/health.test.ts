import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, errorOf, type TestContext } from '../../../test/app.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});

describe('platform', () => {
  it('reports health after checking the database', async () => {
    const res = await api(t.app).get('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('serves an OpenAPI document listing the routes', async () => {
    const res = await api(t.app).get('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/auth/sign-in', '/api/auth/sign-up', '/api/profile']));
  });

  it('sends security headers and a Content-Security-Policy', async () => {
    const res = await api(t.app).get('/api/health');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'self'/);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers an unknown API path with the error shape and a 404', async () => {
    const res = await api(t.app).get('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).code).toBe('NOT_FOUND');
  });

  it('refuses an unknown file id and a malformed one', async () => {
    expect((await api(t.app).get('/api/files/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await api(t.app).get('/api/files/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('readiness', () => {
  it('is ready when the database answers, storage works and every migration is applied', async () => {
    const res = await api(t.app).get('/api/ready');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ status: 'ready', role: 'all', notReady: [] });
  });

  it('says 503 "shutting down" as soon as the process drains, while liveness stays 200', async () => {
    const draining = await buildTestApp();
    draining.app.lifecycle.draining = true;
    const res = await api(draining.app).get('/api/ready');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'not ready', role: 'all', notReady: ['shutting down'] });
    // Alive all the same: an orchestrator must not kill it before it has drained.
    expect((await api(draining.app).get('/api/health')).statusCode).toBe(200);
  });

  it('names the migrations when the database lacks one this version has (an older backup restored)', async () => {
    const older = await buildTestApp();
    await older.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const res = await api(older.app).get('/api/ready');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'not ready', role: 'all', notReady: ['migrations'] });
  });

  it('ROLE=worker answers its probes and nothing of the API or the web app', async () => {
    const worker = await buildTestApp({ ROLE: 'worker', DATABASE_URL: 'postgres://shared/app' });
    const ready = await api(worker.app).get('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', role: 'worker', notReady: [] });
    expect((await api(worker.app).get('/api/health')).statusCode).toBe(200);
    for (const url of ['/api/courses', '/api/auth/me', '/']) {
      const res = await api(worker.app).get(url);
      expect(res.statusCode, url).toBe(404);
    }
    const signIn = await api(worker.app).post('/api/auth/sign-in', { staffId: 'STU-001', password: 'student123' });
    expect(signIn.statusCode).toBe(404);
  });
});
