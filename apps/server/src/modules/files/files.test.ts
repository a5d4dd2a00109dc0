import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/core';
import { api, buildTestApp, memoryLogger, TINY_PNG, type TestContext } from '../../../test/app.js';
import { files } from '../../db/schema.js';

let t: TestContext;
const log = memoryLogger();
beforeAll(async () => {
  t = await buildTestApp({}, undefined, { logger: log.logger });
});

async function publicFile(key = `avatar/${randomUUID()}.png`, bytes: Buffer | null = TINY_PNG) {
  if (bytes) await t.app.deps.storage.put(key, bytes);
  const [row] = await t.db
    .insert(files)
    .values({ storageKey: key, originalName: 'me.png', size: TINY_PNG.length, mimeType: 'image/png', kind: 'avatar', isPublic: true })
    .returning();
  return row!;
}

describe('public files', () => {
  it('serves a public file with its type, size and a public cache', async () => {
    const file = await publicFile();
    const res = await api(t.app).get(`/api/files/${file.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({ 'content-type': 'image/png', 'content-length': String(TINY_PNG.length) });
    // A file id names the same bytes for ever: cached for a year.
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(TINY_PNG)).toBe(true);
  });

  it('answers a file gone from storage with a logged 500 in the one shape, never cached', async () => {
    const file = await publicFile(undefined, null);
    const res = await api(t.app).get(`/api/files/${file.id}`);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { code: 'INTERNAL', message: MESSAGES.internal, requestId: expect.any(String) } });
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(log.entries.some((e) => e.level >= 50 && e.err?.message?.includes(file.id))).toBe(true);
  });

  it('drops the headers of the file when reading it fails after they were set', async () => {
    // A directory where the file should be: it has a size, but reading it fails (EISDIR).
    const folder = `avatar/${randomUUID()}`;
    await t.app.deps.storage.put(`${folder}/inside.png`, TINY_PNG);
    const file = await publicFile(folder, null);
    const res = await api(t.app).get(`/api/files/${file.id}`);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { code: 'INTERNAL', message: MESSAGES.internal, requestId: expect.any(String) } });
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
