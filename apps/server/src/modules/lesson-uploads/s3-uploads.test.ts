// Resumable lesson uploads into an object store (s3rver, through @tus/s3-store): two server
// processes on one database and one bucket take the pieces of one upload in turn, a piece cut
// mid-way on one is resumed on the other, the store going down answers a clear 503 and the upload
// goes on once it is back, and what an abandoned upload leaves in the bucket is cleaned up.
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as wait } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAppOn, buildTestApp, errorOf, type TestContext } from '../../../test/app.js';
import { createCourse, signedIn } from '../../../test/factories.js';
import { mp4Bytes, sha256, TUS, uploadClient, uploadIdOf } from '../../../test/lesson-uploads.js';
import { startS3Server, type TestS3Server } from '../../../test/s3-server.js';
import { files } from '../../db/schema.js';
import { S3Storage } from '../../storage/s3.js';
import type { Storage } from '../../storage/storage.js';
import { sweepFiles } from '../../storage/sweep.js';
import { expireLessonUploads } from './expire.js';

const MiB = 1024 * 1024;
const PIECE = 8 * MiB; // what the web app's tus-js-client sends

let s3: TestS3Server;
let a: TestContext;
let b: TestContext;
let cookie: string;
let courseId: string;
beforeAll(async () => {
  s3 = await startS3Server({ prefix: 'uploads-test' });
  a = await buildTestApp({}, undefined, { storage: () => new S3Storage(s3.settings) });
  b = await buildAppOn(a, {}, { storage: () => new S3Storage(s3.settings) });
  const instructor = await signedIn(a.app, a.db, { role: 'instructor' });
  cookie = instructor.cookie;
  courseId = (await createCourse(a.db, { instructorId: instructor.user.id })).id;
});
afterAll(() => s3?.close());

async function stored(storage: Storage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of await storage.read(key)) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

async function keysUnder(prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const o of a.app.deps.storage.list(prefix)) keys.push(o.key);
  return keys;
}

describe('a lesson upload into S3', () => {
  it('takes pieces on two processes in turn, and resumes a piece cut on one from the other', async () => {
    const bytes = mp4Bytes(26 * MiB);
    const onA = uploadClient(a.app, cookie);
    const onB = uploadClient(b.app, cookie);
    const url = (await onA.create({ courseId, filename: 'lecture.mp4' }, bytes.length)).headers.location as string;
    expect((await onA.patch(url, 0, bytes.subarray(0, PIECE))).statusCode).toBe(204);
    expect((await onB.patch(url, PIECE, bytes.subarray(PIECE, 2 * PIECE))).headers['upload-offset']).toBe(String(2 * PIECE));
    // The uploader's status, asked of either process, is what the bucket holds.
    expect((await onA.status(url)).json()).toMatchObject({ offset: 2 * PIECE, fileId: null });

    // The third piece over a real connection to A, cut after 3 MiB.
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    const piece = request({
      host: '127.0.0.1',
      port: (a.app.server.address() as AddressInfo).port,
      method: 'PATCH',
      path: url,
      headers: {
        ...TUS,
        cookie,
        'content-type': 'application/offset+octet-stream',
        'upload-offset': String(2 * PIECE),
        'content-length': PIECE,
      },
    });
    piece.on('error', () => undefined); // the cut is the point
    piece.write(bytes.subarray(2 * PIECE, 2 * PIECE + 3 * MiB));
    await wait(500);
    piece.destroy();

    // The browser comes back on B: HEAD waits for A to let go, then reports what A kept.
    const head = await onB.head(url);
    expect(head.statusCode).toBe(200);
    const offset = Number(head.headers['upload-offset']);
    expect(offset).toBeGreaterThan(2 * PIECE);
    expect(offset).toBeLessThanOrEqual(2 * PIECE + 3 * MiB);
    let at = offset;
    let last;
    for (const client of [onB, onA, onB]) {
      last = await client.patch(url, at, bytes.subarray(at, Math.min(at + PIECE, bytes.length)));
      at = Math.min(at + PIECE, bytes.length);
      if (at === bytes.length) break;
    }
    expect(last!.statusCode).toBe(200);
    const id = uploadIdOf(url);
    expect(last!.json()).toMatchObject({ fileId: id, size: bytes.length, mimeType: 'video/mp4' });
    const [row] = await a.db.select().from(files).where(eq(files.id, id));
    expect(row).toMatchObject({ storageKey: `lesson/${id}`, size: bytes.length });
    expect(sha256(await stored(b.app.deps.storage, row!.storageKey))).toBe(sha256(bytes));
    for (const client of [onA, onB]) expect((await client.status(url)).json()).toMatchObject({ fileId: id, offset: bytes.length });
  });

  it('answers a clear 503 while the store is down, and goes on from the same offset once it is back', async () => {
    const bytes = mp4Bytes(12 * MiB);
    const onA = uploadClient(a.app, cookie);
    const onB = uploadClient(b.app, cookie);
    const url = (await onA.create({ courseId, filename: 'outage.mp4' }, bytes.length)).headers.location as string;
    expect((await onA.patch(url, 0, bytes.subarray(0, PIECE))).statusCode).toBe(204);
    await s3.stop();
    try {
      const down = await onA.patch(url, PIECE, bytes.subarray(PIECE));
      expect(down.statusCode).toBe(503);
      expect(errorOf(down).code).toBe('STORAGE_UNAVAILABLE');
      expect(down.headers['retry-after']).toBe('5');
      const health = await b.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ storage: 'unavailable' });
    } finally {
      await s3.start();
    }
    const head = await onB.head(url);
    expect(head.headers['upload-offset']).toBe(String(PIECE));
    const rest = await onB.patch(url, PIECE, bytes.subarray(PIECE));
    expect(rest.statusCode).toBe(200);
    expect(sha256(await stored(a.app.deps.storage, `lesson/${uploadIdOf(url)}`))).toBe(sha256(bytes));
  });

  it('leaves nothing in the bucket of an upload abandoned half-way, once it has expired and the sweep has run', async () => {
    const bytes = mp4Bytes(12 * MiB);
    const onA = uploadClient(a.app, cookie);
    const url = (await onA.create({ courseId, filename: 'abandoned.mp4' }, bytes.length)).headers.location as string;
    // A whole part and a piece smaller than one: a multipart upload with a part, and a `.part` object.
    expect((await onA.patch(url, 0, bytes.subarray(0, PIECE + MiB))).statusCode).toBe(204);
    const id = uploadIdOf(url);
    expect((await keysUnder(`lesson/${id}`)).sort()).toEqual([`lesson/${id}.info`, `lesson/${id}.part`]);

    const later = new Date(Date.now() + 25 * 3600_000);
    expect((await expireLessonUploads({ ...a.deps, clock: () => later })).unfinished).toBeGreaterThanOrEqual(1);
    expect(await keysUnder(`lesson/${id}`)).toEqual([]);
    expect((await sweepFiles({ ...a.deps, clock: () => later })).abortedUploads).toBeGreaterThanOrEqual(1);
    expect(await a.app.deps.storage.abortIncompleteUploads(later)).toBe(0);
  });
});
