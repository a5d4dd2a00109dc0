// Every request has an id: in the x-request-id header, in its error body and on its log lines; a
// trusted proxy's id is kept, anyone else's replaced.
import { describe, expect, it } from 'vitest';
import { api, buildTestApp, memoryLogger } from '../../test/app.js';

const ID = /^[0-9a-f-]{36}$/;

describe('request ids', () => {
  it('are on every answer, in every error body and on the log lines of the request', async () => {
    const { logger, entries } = memoryLogger();
    const t = await buildTestApp({ LOG_LEVEL: 'info', LOG_REQUESTS: 'true' }, undefined, { logger });
    const ok = await api(t.app).get('/api/categories');
    expect(ok.headers['x-request-id']).toMatch(ID);
    const refused = await api(t.app).get('/api/courses/not-an-id');
    expect(refused.json().error.requestId).toBe(refused.headers['x-request-id']);
    expect(entries.some((e) => (e as { reqId?: string }).reqId === refused.headers['x-request-id'])).toBe(true);
    // Each request its own.
    expect(ok.headers['x-request-id']).not.toBe(refused.headers['x-request-id']);
  });

  it("keep a trusted proxy's id, and replace one from anyone else or one that is not plain", async () => {
    const direct = await buildTestApp();
    expect((await api(direct.app).get('/api/categories', { 'x-request-id': 'chosen-by-client' })).headers['x-request-id']).toMatch(ID);
    const proxied = await buildTestApp({ TRUST_PROXY: '127.0.0.1' });
    expect((await api(proxied.app).get('/api/categories', { 'x-request-id': 'nginx-7f3a.1' })).headers['x-request-id']).toBe(
      'nginx-7f3a.1',
    );
    for (const bad of ['has space', 'x'.repeat(200), '<script>'])
      expect((await api(proxied.app).get('/api/categories', { 'x-request-id': bad })).headers['x-request-id']).toMatch(ID);
  });
});
