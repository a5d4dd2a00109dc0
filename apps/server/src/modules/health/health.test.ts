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
