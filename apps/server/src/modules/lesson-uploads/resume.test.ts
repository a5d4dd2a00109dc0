// Resuming: an upload interrupted half-way (cleanly, or by a connection cut mid-piece) goes on
// from the offset the server reports, on another server process on the same database and disk,
// and the stored file is exactly the one sent.
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildAppOn, buildTestApp, type TestContext } from '../../../test/app.js';
import { createCourse, signedIn } from '../../../test/factories.js';
import { mp4Bytes, sha256, TUS, uploadClient, uploadIdOf } from '../../../test/lesson-uploads.js';
import { LocalStorage } from '../../storage/local.js';

let a: TestContext;
let b: TestContext;
let cookie: string;
let courseId: string;
beforeAll(async () => {
  a = await buildTestApp();
  // A second server process: its own pool, locks and tus server, the same database and disk.
  b = await buildAppOn(a, {}, { storage: () => new LocalStorage(a.filesDir) });
  const instructor = await signedIn(a.app, a.db, { role: 'instructor' });
  cookie = instructor.cookie;
  courseId = (await createCourse(a.db, { instructorId: instructor.user.id })).id;
});

describe('resuming a lesson upload', () => {
  it('goes on from the offset HEAD reports, on another process, and the file is intact', async () => {
    const bytes = mp4Bytes(512 * 1024);
    const half = bytes.length / 2;
    const onA = uploadClient(a.app, cookie);
    const onB = uploadClient(b.app, cookie);
    const url = (await onA.create({ courseId, filename: 'lecture.mp4' }, bytes.length)).headers.location as string;
    expect((await onA.patch(url, 0, bytes.subarray(0, half))).statusCode).toBe(204);

    // The browser reloads; its next requests reach the other process.
    const head = await onB.head(url);
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe(String(half));
    expect(head.headers['upload-length']).toBe(String(bytes.length));
    const rest = await onB.patch(url, half, bytes.subarray(half));
    expect(rest.statusCode).toBe(200);
    expect(rest.json()).toMatchObject({ fileId: uploadIdOf(url) });
    expect(sha256(await readFile(path.join(a.filesDir, 'lesson', uploadIdOf(url))))).toBe(sha256(bytes));
  });

  it('keeps what arrived of a piece whose connection was cut, and resumes from there', async () => {
    const bytes = mp4Bytes(2 * 1024 * 1024);
    const url = (await uploadClient(a.app, cookie).create({ courseId, filename: 'cut.mp4' }, bytes.length)).headers.location as string;
    const file = path.join(a.filesDir, 'lesson', uploadIdOf(url));

    // A real connection to process A, cut after part of the piece has been written to disk.
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = a.app.server.address() as AddressInfo;
    const piece = request({
      host: '127.0.0.1',
      port,
      method: 'PATCH',
      path: url,
      headers: { ...TUS, cookie, 'content-type': 'application/offset+octet-stream', 'upload-offset': '0', 'content-length': bytes.length },
    });
    piece.on('error', () => undefined); // the cut is the point
    piece.write(bytes.subarray(0, 768 * 1024));
    await vi.waitFor(async () => expect((await stat(file)).size).toBeGreaterThan(0), { timeout: 15_000, interval: 20 });
    piece.destroy();

    // HEAD on process B waits for A's request to let go of the upload, then reports what is stored.
    const onB = uploadClient(b.app, cookie);
    const head = await onB.head(url);
    expect(head.statusCode).toBe(200);
    const offset = Number(head.headers['upload-offset']);
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(768 * 1024);
    expect(sha256(await readFile(file))).toBe(sha256(bytes.subarray(0, offset)));

    const rest = await onB.patch(url, offset, bytes.subarray(offset));
    expect(rest.statusCode).toBe(200);
    expect(sha256(await readFile(file))).toBe(sha256(bytes));
  });

  it('answers a finished upload the same from every process', async () => {
    const { url } = await uploadClient(a.app, cookie).upload({ courseId, filename: 'done.mp4' }, mp4Bytes());
    for (const app of [a.app, b.app]) {
      const status = await uploadClient(app, cookie).status(url);
      expect(status.json()).toMatchObject({ fileId: uploadIdOf(url) });
    }
  });
});
