// The application on an object store (s3rver): a file uploaded through one server process is
// served by another on the same database and bucket; public files are cached for a year or sent
// to PUBLIC_FILES_BASE_URL; a wrong bucket or wrong credentials stop the start-up with a message
// that names the setting, and a process running on them says so in its health check and answers
// uploads with a clear 503 instead of crashing.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/core';
import { api, buildAppOn, buildTestApp, errorOf, multipartFile, TINY_PNG, type TestContext } from '../../test/app.js';
import { createCourse, signedIn } from '../../test/factories.js';
import { mp4Bytes, uploadClient } from '../../test/lesson-uploads.js';
import { startS3Server, type TestS3Server } from '../../test/s3-server.js';
import { files } from '../db/schema.js';
import { loadConfig } from '../config.js';
import { openStorage } from './factory.js';
import { S3Storage } from './s3.js';

let s3: TestS3Server;
let a: TestContext;
let b: TestContext;
beforeAll(async () => {
  s3 = await startS3Server({ prefix: 'app-test' });
  a = await buildTestApp({}, undefined, { storage: () => new S3Storage(s3.settings) });
  b = await buildAppOn(a, {}, { storage: () => new S3Storage(s3.settings) });
});
afterAll(() => s3?.close());

const s3Env = (over: Record<string, string> = {}) => ({
  STORAGE: 's3',
  S3_BUCKET: s3.settings.bucket,
  S3_ENDPOINT: s3.endpoint,
  S3_FORCE_PATH_STYLE: 'true',
  S3_ACCESS_KEY_ID: s3.settings.accessKeyId!,
  S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey!,
  ...over,
});

describe('files on S3 across server processes', () => {
  it('serves an avatar and a thumbnail with its copies, uploaded through one process, from the other', async () => {
    const user = await signedIn(a.app, a.db, { role: 'instructor' });
    const avatar = multipartFile('avatar', 'me.png', TINY_PNG, 'image/png');
    const uploaded = await user.http.post('/api/profile/avatar', avatar.body, avatar.headers);
    expect(uploaded.statusCode).toBe(200);
    const avatarUrl = uploaded.json().profile.avatarUrl as string;
    const served = await api(b.app).get(avatarUrl);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
    expect(served.headers).toMatchObject({ 'content-type': 'image/png', 'cache-control': 'public, max-age=31536000, immutable' });

    const picture = await sharp({ create: { width: 800, height: 450, channels: 3, background: { r: 10, g: 120, b: 200 } } })
      .png()
      .toBuffer();
    const form = multipartFile('thumbnail', 'cover.png', picture, 'image/png');
    const thumb = await user.http.post('/api/instructor/thumbnails', form.body, form.headers);
    expect(thumb.statusCode).toBe(201);
    const { fileId } = thumb.json() as { fileId: string };
    expect((await api(b.app).get(`/api/files/${fileId}`)).rawPayload.equals(picture)).toBe(true);
    const copy = await api(b.app).get(`/api/files/${fileId}/w/320`);
    expect(copy.headers['content-type']).toBe('image/webp');
    expect((await sharp(copy.rawPayload).metadata()).width).toBe(320);
  });

  it('sends public files to PUBLIC_FILES_BASE_URL, for as long as they are cached', async () => {
    const cdn = await buildAppOn(
      a,
      { PUBLIC_FILES_BASE_URL: 'https://cdn.example.com/learnflix/' },
      { storage: () => new S3Storage(s3.settings) },
    );
    const user = await signedIn(a.app, a.db);
    const avatar = multipartFile('avatar', 'me.png', TINY_PNG, 'image/png');
    const avatarUrl = (await user.http.post('/api/profile/avatar', avatar.body, avatar.headers)).json().profile.avatarUrl as string;
    const [row] = await a.db
      .select()
      .from(files)
      .where(eq(files.id, avatarUrl.split('/').pop()!));
    const res = await api(cdn.app).get(avatarUrl);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`https://cdn.example.com/learnflix/${row!.storageKey}`);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('a bucket that cannot be used', () => {
  it('stops the start-up with a message naming what is wrong, before any request', async () => {
    await expect(openStorage(loadConfig(s3Env()))).resolves.toBeInstanceOf(S3Storage);
    await expect(openStorage(loadConfig(s3Env({ S3_BUCKET: 'no-such-bucket' })))).rejects.toThrow(
      /bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+ does not exist \(S3_BUCKET, S3_ENDPOINT, S3_REGION\)/,
    );
    await expect(openStorage(loadConfig(s3Env({ S3_ACCESS_KEY_ID: 'WRONG' })))).rejects.toThrow(
      /refused access to bucket .*check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
    await expect(openStorage(loadConfig(s3Env({ S3_ENDPOINT: 'http://127.0.0.1:9' })))).rejects.toThrow(/cannot be reached .*ECONNREFUSED/);
  });

  it('makes a process running on it say so in its health check and answer uploads with a clear 503', async () => {
    const wrong = await buildAppOn(a, {}, { storage: () => new S3Storage({ ...s3.settings, accessKeyId: 'WRONG' }) });
    const health = await api(wrong.app).get('/api/health');
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'error', database: 'ok', storage: 'unavailable' });
    const ready = await api(wrong.app).get('/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not ready', role: 'all', notReady: ['storage'] });

    const user = await signedIn(wrong.app, wrong.db, { role: 'instructor' });
    const avatar = multipartFile('avatar', 'me.png', TINY_PNG, 'image/png');
    const refused = await user.http.post('/api/profile/avatar', avatar.body, avatar.headers);
    expect(refused.statusCode).toBe(503);
    expect(errorOf(refused)).toEqual({ code: 'STORAGE_UNAVAILABLE', message: MESSAGES.storageUnavailable });
    const course = await createCourse(wrong.db, { instructorId: user.user.id });
    const tus = await uploadClient(wrong.app, user.cookie).create({ courseId: course.id, filename: 'a.mp4' }, mp4Bytes().length);
    expect(tus.statusCode).toBe(503);
    expect(errorOf(tus).code).toBe('STORAGE_UNAVAILABLE');
  });
});
