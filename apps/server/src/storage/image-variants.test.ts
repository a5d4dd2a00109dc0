import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, THUMBNAIL_MAX_BYTES } from '@app/core';
import { buildTestApp, databaseState, type TestContext } from '../../test/app.js';
import { createCourse } from '../../test/factories.js';
import { courses, files, fileVariants } from '../db/schema.js';
import { HttpError } from '../lib/errors.js';
import { commitImage, storeImageWithVariants, VARIANT_WIDTHS } from './image-variants.js';
import { coursePictures, pictureOf } from './picture.js';
import { sweepFiles } from './sweep.js';
import { THUMBNAIL_RULES } from './upload-rules.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});

const rules = {
  ...THUMBNAIL_RULES,
  invalidTypeMessage: MESSAGES.thumbnailUnsupported,
  tooLargeMessage: MESSAGES.thumbnailTooLarge,
};
const image = (width: number, height: number, format: 'png' | 'jpeg' | 'gif' | 'webp' = 'png') => {
  const canvas = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 20 } } });
  return canvas.toFormat(format).toBuffer();
};
const thumbnailsOnDisk = async () => (await readdir(path.join(t.filesDir, 'thumbnail')).catch(() => [])).sort();

/** Stores and commits `bytes` as the thumbnail of a new course; returns the course's file id. */
async function thumbnailOf(bytes: Buffer) {
  const course = await createCourse(t.db);
  const stored = await storeImageWithVariants(t.app.deps.storage, Readable.from([bytes]), rules);
  const fileId = await commitImage(
    t.db,
    t.app.deps.storage,
    stored,
    { originalName: 'cover.png', isPublic: true, uploadedBy: null },
    async (tx, id) => {
      await tx.update(courses).set({ thumbnailFileId: id }).where(eq(courses.id, course.id));
      return id;
    },
  );
  return { course, fileId };
}

async function refusal(bytes: Buffer): Promise<HttpError> {
  const before = await databaseState(t.db);
  const onDisk = await thumbnailsOnDisk();
  const err = await storeImageWithVariants(t.app.deps.storage, Readable.from([bytes]), rules).catch((e: unknown) => e);
  expect(await databaseState(t.db)).toEqual(before);
  expect(await thumbnailsOnDisk()).toEqual(onDisk);
  expect(err).toBeInstanceOf(HttpError);
  return err as HttpError;
}

/** A PNG that declares `width` x `height` pixels in a few bytes (a decompression bomb's header). */
function pngDeclaring(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'ascii');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.alloc(64)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('responsive image variants', () => {
  it('stores 320, 640 and 1280 px wide WebP copies linked to the original', async () => {
    const { fileId } = await thumbnailOf(await image(2000, 1000));
    const links = await t.db.select().from(fileVariants).where(eq(fileVariants.fileId, fileId));
    expect(links.map((l) => l.width).sort((a, b) => a - b)).toEqual([...VARIANT_WIDTHS]);
    for (const link of links) {
      const [row] = await t.db.select().from(files).where(eq(files.id, link.variantFileId));
      expect(row).toMatchObject({ kind: 'thumbnail', mimeType: 'image/webp', isPublic: true });
      const meta = await sharp(path.join(t.filesDir, row!.storageKey)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', link.width, link.width / 2]);
    }
  });

  it('never enlarges a small picture, and takes JPEG, GIF and WebP too', async () => {
    for (const format of ['jpeg', 'gif', 'webp'] as const) {
      const { fileId } = await thumbnailOf(await image(200, 100, format));
      const variants = await t.db
        .select({ key: files.storageKey })
        .from(fileVariants)
        .innerJoin(files, eq(files.id, fileVariants.variantFileId))
        .where(eq(fileVariants.fileId, fileId));
      expect(variants).toHaveLength(3);
      for (const v of variants) expect((await sharp(path.join(t.filesDir, v.key)).metadata()).width).toBe(200);
    }
  });

  it('refuses an SVG (with script or not), a file over 5 MB, a broken image and a pixel bomb, storing nothing', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    expect(await refusal(svg)).toMatchObject({ statusCode: 415, message: MESSAGES.thumbnailUnsupported });
    const big = Buffer.concat([await image(10, 10), Buffer.alloc(THUMBNAIL_MAX_BYTES)]);
    expect(await refusal(big)).toMatchObject({ statusCode: 413, message: MESSAGES.thumbnailTooLarge });
    const png = await image(50, 50);
    const broken = Buffer.concat([png.subarray(0, 60), Buffer.alloc(200, 7)]);
    expect(await refusal(broken)).toMatchObject({ statusCode: 400, message: MESSAGES.imageUnreadable });
    expect(await refusal(pngDeclaring(30_000, 30_000))).toMatchObject({ statusCode: 400, message: MESSAGES.imageUnreadable });
  });

  it('serves each width by /api/files/{id}/w/{width}, and the original for a picture without variants', async () => {
    const { fileId } = await thumbnailOf(await image(1600, 900));
    const res = await t.app.inject(`/api/files/${fileId}/w/320`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(320);
    const big = await t.app.inject(`/api/files/${fileId}/w/1280`);
    expect(big.rawPayload.length).toBeGreaterThan(res.rawPayload.length);

    const [plain] = await t.db.select().from(files).where(eq(files.id, fileId));
    const old = await t.app.deps.storage.put('thumbnail/old.png', await image(30, 30));
    const [legacy] = await t.db
      .insert(files)
      .values({ ...plain!, id: crypto.randomUUID(), storageKey: 'thumbnail/old.png', size: old.size, mimeType: 'image/png' })
      .returning();
    const fallback = await t.app.inject(`/api/files/${legacy!.id}/w/640`);
    expect([fallback.statusCode, fallback.headers['content-type']]).toEqual([200, 'image/png']);

    expect((await t.app.inject(`/api/files/${fileId}/w/500`)).statusCode).toBe(400);
    expect((await t.app.inject(`/api/files/${crypto.randomUUID()}/w/320`)).statusCode).toBe(404);
    await t.db.update(files).set({ isPublic: false }).where(eq(files.id, legacy!.id));
    expect((await t.app.inject(`/api/files/${legacy!.id}/w/320`)).statusCode).toBe(404);
  });

  it('keeps variants while their original is referenced, and sweeps them with it in the same run', async () => {
    const { course, fileId } = await thumbnailOf(await image(800, 400));
    const variantIds = (await t.db.select().from(fileVariants).where(eq(fileVariants.fileId, fileId))).map((l) => l.variantFileId);
    const ids = [fileId, ...variantIds];
    const later = new Date(Date.now() + 3 * 86_400_000);
    await sweepFiles({ ...t.deps, clock: () => later });
    expect(await t.db.select({ id: files.id }).from(files).where(inArray(files.id, ids))).toHaveLength(4);

    await t.db.update(courses).set({ thumbnailFileId: null }).where(eq(courses.id, course.id));
    const keys = (await t.db.select({ key: files.storageKey }).from(files).where(inArray(files.id, ids))).map((r) => r.key);
    await sweepFiles({ ...t.deps, clock: () => later });
    expect(await t.db.select({ id: files.id }).from(files).where(inArray(files.id, ids))).toEqual([]);
    for (const key of keys) expect(await t.app.deps.storage.head(key)).toBeNull();
  });
});

describe('coursePictures', () => {
  const id = '8f14e45f-ceea-4e7a-9e3b-1c2d3e4f5a6b';
  const w = (width: number) => `/api/files/${id}/w/${width}`;
  const cardSet = `${w(320)} 320w, ${w(640)} 640w, ${w(1280)} 1280w`;

  it('offers the widths a stored picture has, and its text-free copies as the backdrop when it has them', () => {
    expect(pictureOf(id)).toEqual({ src: w(640), srcSet: cardSet });
    // An upload: the card widths, and the picture itself as its backdrop.
    expect(coursePictures(id, null, [320, 640, 1280])).toEqual({
      thumbnailUrl: `/api/files/${id}`,
      thumbnailSrcSet: cardSet,
      backdrop: { src: `/api/files/${id}`, srcSet: cardSet },
    });
    // The demo's posters: the card widths, and the backdrop widths for the hero.
    expect(coursePictures(id, null, [320, 640, 960, 1280, 1920])).toEqual({
      thumbnailUrl: `/api/files/${id}`,
      thumbnailSrcSet: cardSet,
      backdrop: { src: w(960), srcSet: `${w(960)} 960w, ${w(1920)} 1920w` },
    });
    // Stored before it had copies (or one we do not resize): offered as it is, never a missing width.
    expect(coursePictures(id, null, null)).toEqual({
      thumbnailUrl: `/api/files/${id}`,
      thumbnailSrcSet: null,
      backdrop: { src: `/api/files/${id}`, srcSet: null },
    });
    expect(coursePictures(id, null, [640])).toMatchObject({ thumbnailSrcSet: `${w(640)} 640w` });
  });

  it('leaves an external picture as it is, and has nothing without a picture', () => {
    const url = 'https://cdn.example.com/cover.jpg';
    expect(coursePictures(null, url, null)).toEqual({ thumbnailUrl: url, thumbnailSrcSet: null, backdrop: { src: url, srcSet: null } });
    expect(coursePictures(null, null, null)).toEqual({ thumbnailUrl: null, thumbnailSrcSet: null, backdrop: null });
  });
});
