// Uploading a course thumbnail: an image by its bytes, at most 5 MB, with its responsive copies;
// the course form then names it.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, databaseState, errorOf, multipartFile, TINY_PNG, type TestContext } from '../../../test/app.js';
import { createCategory, signedIn } from '../../../test/factories.js';
import { fileVariants } from '../../db/schema.js';

let t: TestContext;
let categoryId: string;
beforeAll(async () => {
  t = await buildTestApp();
  categoryId = (await createCategory(t.db)).id;
});

const png = (width = 1600, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 200 } } })
    .png()
    .toBuffer();
const onDisk = async () => (await readdir(path.join(t.filesDir, 'thumbnail')).catch(() => [])).sort();

async function upload(cookie: string | undefined, name: string, bytes: Buffer, type = 'image/png') {
  const form = multipartFile('thumbnail', name, bytes, type);
  return t.app.inject({
    method: 'POST',
    url: '/api/instructor/thumbnails',
    headers: { ...form.headers, 'x-requested-with': 'fetch', ...(cookie ? { cookie } : {}) },
    payload: form.body,
  });
}

describe('thumbnail upload', () => {
  it('stores an image with its 320, 640 and 1280 px copies, which the caller then saves into a course', async () => {
    const me = await signedIn(t.app, t.db, { role: 'instructor' });
    const res = await upload(me.cookie, 'cover.png', await png());
    expect(res.statusCode, res.body).toBe(201);
    const { fileId, url, srcSet, message } = res.json();
    expect(message).toBe('Thumbnail uploaded successfully!');
    expect(url).toBe(`/api/files/${fileId}`);
    expect(srcSet).toBe(`/api/files/${fileId}/w/320 320w, /api/files/${fileId}/w/640 640w, /api/files/${fileId}/w/1280 1280w`);
    const variants = await t.db.select().from(fileVariants).where(eq(fileVariants.fileId, fileId));
    expect(variants.map((v) => v.width).sort((a, b) => a - b)).toEqual([320, 640, 1280]);
    expect((await api(t.app).get(`/api/files/${fileId}/w/320`)).headers['content-type']).toBe('image/webp');

    const course = await me.http.post('/api/instructor/courses', {
      title: 'T',
      shortDescription: 'S',
      description: 'D',
      categoryId,
      thumbnailFileId: fileId,
    });
    expect(course.statusCode, course.body).toBe(201);
    expect(course.json().course.thumbnailSrc).toBe(url);
    // A smaller copy is not a thumbnail of its own.
    const copy = await me.http.post('/api/instructor/courses', {
      title: 'T',
      shortDescription: 'S',
      description: 'D',
      categoryId,
      thumbnailFileId: variants[0]!.variantFileId,
    });
    expect(copy.statusCode).toBe(400);
  });

  it.each([
    [
      'an SVG with a script',
      'x.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'image/svg+xml',
      415,
      'Please select an image file',
    ],
    ['a PDF', 'x.png', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), 'image/png', 415, 'Please select an image file'],
    [
      'an .exe renamed .png',
      'x.png',
      Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4096, 0x90)]),
      'image/png',
      415,
      'Please select an image file',
    ],
    [
      'an image over 5 MB',
      'big.png',
      Buffer.concat([TINY_PNG, Buffer.alloc(5 * 1024 * 1024, 1)]),
      'image/png',
      413,
      'File size must be less than 5MB',
    ],
  ])('refuses %s and stores nothing', async (_what, name, bytes, type, status, message) => {
    const me = await signedIn(t.app, t.db, { role: 'instructor' });
    const [before, disk] = [await databaseState(t.db), await onDisk()];
    const res = await upload(me.cookie, name, bytes, type);
    expect(res.statusCode).toBe(status);
    expect(errorOf(res).message).toBe(message);
    expect(await databaseState(t.db)).toEqual(before);
    expect(await onDisk()).toEqual(disk);
  });

  it('answers only those who may teach: a visitor 401, a student and a subadmin 403, before any byte is stored', async () => {
    const student = await signedIn(t.app, t.db);
    const subadmin = await signedIn(t.app, t.db, { role: 'subadmin' });
    const admin = await signedIn(t.app, t.db, { role: 'admin' });
    const bytes = await png(400, 300);
    const before = await onDisk();
    expect((await upload(undefined, 'a.png', bytes)).statusCode).toBe(401);
    expect((await upload(student.cookie, 'a.png', bytes)).statusCode).toBe(403);
    expect((await upload(subadmin.cookie, 'a.png', bytes)).statusCode).toBe(403);
    expect(await onDisk()).toEqual(before);
    expect((await upload(admin.cookie, 'a.png', bytes)).statusCode).toBe(201);
  });

  it('refuses a form without the image', async () => {
    const me = await signedIn(t.app, t.db, { role: 'instructor' });
    const form = multipartFile('picture', 'a.png', await png(10, 10));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/instructor/thumbnails',
      headers: { ...form.headers, 'x-requested-with': 'fetch', cookie: me.cookie },
      payload: form.body,
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe('Send the image in a field named thumbnail.');
  });
});
