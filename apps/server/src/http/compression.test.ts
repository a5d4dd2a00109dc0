import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, TINY_PNG, type TestContext } from '../../test/app.js';
import { createCourse, createLesson, createSection, createStudent } from '../../test/factories.js';
import { certificates, files } from '../db/schema.js';
import { chooseEncoding } from './compression.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** Bytes that compress very well: if anything compressed them, the test would see it. */
const REPEATING = Buffer.alloc(8000, 'abcdefgh');
const SVG = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(200)}</svg>`);

async function publicFile(bytes: Buffer, mimeType: string) {
  const key = `thumbnail/${randomUUID()}`;
  await t.app.deps.storage.put(key, bytes);
  const [row] = await t.db
    .insert(files)
    .values({ storageKey: key, originalName: 'x', size: bytes.length, mimeType, kind: 'thumbnail', isPublic: true })
    .returning();
  return row!;
}

/** A free video lesson of a published course: its media are open to anyone. */
async function freeVideoLesson(bytes: Buffer) {
  const key = `lesson/${randomUUID()}.mp4`;
  await t.app.deps.storage.put(key, bytes);
  const [file] = await t.db
    .insert(files)
    .values({ storageKey: key, originalName: 'clip.mp4', size: bytes.length, mimeType: 'video/mp4', kind: 'lesson', isPublic: false })
    .returning();
  const course = await createCourse(t.db);
  const section = await createSection(t.db, course.id);
  return createLesson(t.db, section, { contentType: 'video', fileId: file!.id, isFree: true });
}

describe('response compression', () => {
  it('sends JSON above 1 KB as brotli or gzip, as the client accepts, and says it varies by Accept-Encoding', async () => {
    const plain = await get('/api/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get('/api/openapi.json', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await get('/api/openapi.json', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('honours a refused encoding (q=0) and answers plainly when nothing acceptable is offered', async () => {
    const gzipOnly = await get('/api/openapi.json', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    const none = await get('/api/openapi.json', { 'accept-encoding': 'deflate, identity' });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.headers.vary).toMatch(/accept-encoding/i);
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('*, br;q=0')).toBe('gzip');
    expect(chooseEncoding('gzip;q=0, br;q=0')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });

  it('compresses a cached answer once and sends the same bytes again', async () => {
    await createCourse(t.db, { title: 'A course long enough to pass the threshold '.repeat(20) });
    const first = await get('/api/courses', { 'accept-encoding': 'br' });
    const second = await get('/api/courses', { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(JSON.parse(brotliDecompressSync(second.rawPayload).toString()).total).toBeGreaterThan(0);
  });

  it('sends small JSON as it is', async () => {
    const res = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('never compresses images: a public SVG goes out byte for byte with its own length', async () => {
    const file = await publicFile(SVG, 'image/svg+xml');
    const res = await get(`/api/files/${file.id}`, { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(Number(res.headers['content-length'])).toBe(SVG.length);
    expect(res.rawPayload.equals(SVG)).toBe(true);

    const png = await publicFile(TINY_PNG, 'image/png');
    const pngRes = await get(`/api/files/${png.id}`, { 'accept-encoding': 'br, gzip' });
    expect(pngRes.headers['content-encoding']).toBeUndefined();
    expect(pngRes.rawPayload.equals(TINY_PNG)).toBe(true);
  });

  it('never compresses lesson media, whole or in ranges', async () => {
    const lesson = await freeVideoLesson(REPEATING);
    const whole = await get(`/api/lessons/${lesson.id}/media`, { 'accept-encoding': 'br, gzip' });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(Number(whole.headers['content-length'])).toBe(REPEATING.length);
    expect(whole.rawPayload.equals(REPEATING)).toBe(true);

    const part = await get(`/api/lessons/${lesson.id}/media`, { 'accept-encoding': 'br, gzip', range: 'bytes=100-4099' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.headers['content-range']).toBe(`bytes 100-4099/${REPEATING.length}`);
    expect(part.rawPayload.equals(REPEATING.subarray(100, 4100))).toBe(true);
  });

  it('never compresses a certificate PDF download', async () => {
    const learner = await createStudent(t.db);
    const course = await createCourse(t.db);
    const code = 'TEST-PDF0-0001';
    await t.db
      .insert(certificates)
      .values({ code, userId: learner.id, courseId: course.id, learnerName: 'Ada', courseTitle: course.title });
    const res = await api(t.app).get(`/api/certificates/${code}/pdf`, { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
