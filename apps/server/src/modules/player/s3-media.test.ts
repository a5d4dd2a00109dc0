// Lesson media on an object store (s3rver): after the access check, a 302 to a presigned GET that
// the store honours with a Range; the link dies with its expiry and works for its own key only;
// without access there is no link at all. S3_PROXY_MEDIA streams through the server instead.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, buildTestApp, errorOf, type TestContext } from '../../../test/app.js';
import { createCourse, createInstructor, createLesson, createSection, enrollUser, signedIn } from '../../../test/factories.js';
import { startS3Server, type TestS3Server } from '../../../test/s3-server.js';
import { files } from '../../db/schema.js';
import { S3Storage } from '../../storage/s3.js';
import { MEDIA_LINK_SECONDS } from './media.js';

const MEDIA = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251));

let s3: TestS3Server;
let t: TestContext;
let proxied: TestContext;
beforeAll(async () => {
  s3 = await startS3Server({ prefix: 'media-test' });
  t = await buildTestApp({}, undefined, { storage: () => new S3Storage(s3.settings) });
  proxied = await buildTestApp({ S3_PROXY_MEDIA: 'true' }, undefined, { storage: () => new S3Storage(s3.settings) });
});
afterAll(() => s3?.close());

/** A published course whose first lesson is a video in the bucket, and a learner enrolled in it. */
async function videoLesson(ctx: TestContext) {
  const course = await createCourse(ctx.db, { instructorId: (await createInstructor(ctx.db)).id, status: 'published' });
  const section = await createSection(ctx.db, course.id);
  const key = `lesson/${randomUUID()}`;
  await ctx.app.deps.storage.put(key, MEDIA);
  const [file] = await ctx.db
    .insert(files)
    .values({ storageKey: key, originalName: 'intro.mp4', size: MEDIA.length, mimeType: 'video/mp4', kind: 'lesson', isPublic: false })
    .returning();
  const lesson = await createLesson(ctx.db, section, { orderIndex: 0, contentType: 'video', fileId: file!.id });
  const learner = await signedIn(ctx.app, ctx.db);
  await enrollUser(ctx.db, learner.user.id, course.id);
  return { course, lesson, key, learner, url: `/api/lessons/${lesson.id}/media` };
}

describe('lesson media on S3', () => {
  it('redirects a learner who may open the lesson to a presigned GET that the store honours with a Range', async () => {
    const { learner, url, key } = await videoLesson(t);
    const res = await learner.http.get(url);
    expect(res.statusCode).toBe(302);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const link = new URL(res.headers.location as string);
    expect(link.origin).toBe(s3.endpoint);
    expect(link.pathname).toBe(`/${s3.settings.bucket}/media-test/${key}`);
    expect(link.searchParams.get('X-Amz-Expires')).toBe(String(MEDIA_LINK_SECONDS));
    // What the browser's video element does next: Range requests to the store, not to us.
    const part = await fetch(link, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 100-199/5000');
    expect(part.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await part.arrayBuffer()).equals(MEDIA.subarray(100, 200))).toBe(true);
  });

  it('gives links the store refuses once expired, or for another key', async () => {
    const mine = await videoLesson(t);
    const theirs = await videoLesson(t);
    // A link signed six minutes ago: past its five.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - (MEDIA_LINK_SECONDS + 60) * 1000 });
    let old: string;
    try {
      old = (await mine.learner.http.get(mine.url)).headers.location as string;
    } finally {
      vi.useRealTimers();
    }
    expect((await fetch(old)).status).toBe(403);
    const fresh = (await mine.learner.http.get(mine.url)).headers.location as string;
    expect((await fetch(fresh)).status).toBe(200);
    // The same signature on another lesson's file, which this learner may not open.
    const forged = fresh.replace(mine.key, theirs.key);
    expect(forged).not.toBe(fresh);
    const refused = await fetch(forged);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('SignatureDoesNotMatch');
  });

  it('gives no link to a caller who may not open the lesson: not a stranger, a visitor or a locked lesson', async () => {
    const { course, url } = await videoLesson(t);
    const locked = await createLesson(t.db, await createSection(t.db, course.id, { orderIndex: 5 }), {
      orderIndex: 9,
      contentType: 'video',
    });
    const stranger = await signedIn(t.app, t.db);
    for (const res of [
      await stranger.http.get(url),
      await api(t.app).get(url),
      await stranger.http.get(`/api/lessons/${locked.id}/media`),
    ]) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.headers.location).toBeUndefined();
      expect(res.body).not.toContain('X-Amz-Signature');
      expect(res.body).not.toContain(s3.endpoint);
    }
    expect(errorOf(await stranger.http.get(url)).code).toBe('NOT_ENROLLED');
  });

  it("lets the web app's players and PDF frame follow the redirect: the store's origin is in the CSP", async () => {
    const onS3 = await buildTestApp(
      { STORAGE: 's3', S3_BUCKET: s3.settings.bucket, S3_ENDPOINT: s3.endpoint, S3_FORCE_PATH_STYLE: 'true' },
      undefined,
      { storage: () => new S3Storage(s3.settings) },
    );
    const csp = (await api(onS3.app).get('/api/health')).headers['content-security-policy'] as string;
    const directive = (name: string) => csp.split(';').find((d) => d.startsWith(`${name} `)) ?? '';
    expect(directive('media-src')).toContain(s3.endpoint);
    expect(directive('frame-src')).toContain(s3.endpoint);
    // Streamed through the server, the files are ours: nothing to add.
    const proxiedCsp = (await api(proxied.app).get('/api/health')).headers['content-security-policy'] as string;
    expect(proxiedCsp).not.toContain(s3.endpoint);
  });

  it('streams through the server with Range support when S3_PROXY_MEDIA is set', async () => {
    const { learner, url } = await videoLesson(proxied);
    const full = await learner.http.get(url);
    expect(full.statusCode).toBe(200);
    expect(full.headers.location).toBeUndefined();
    expect(full.rawPayload.equals(MEDIA)).toBe(true);
    const part = await learner.http.get(url, { range: 'bytes=4990-' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 4990-4999/5000');
    expect(part.rawPayload.equals(MEDIA.subarray(4990))).toBe(true);
  });
});
