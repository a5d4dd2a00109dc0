// Responsive copies of an uploaded picture (a course thumbnail): the original, checked by its bytes
// (JPEG, PNG, GIF or WebP, at most its size limit; SVG and anything else refused), plus one WebP
// per width of VARIANT_WIDTHS, each a files row of its own linked to the original
// (file_variants). A page then offers the widths in a srcset (picture.ts) and a phone downloads
// the 320 or 640 px copy, never the original. Same order as every upload (save-file.ts): every
// byte first, then one transaction for the rows and the owner's pointer.
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { MESSAGES } from '@app/core';
import type { Db, Tx } from '../db/client.js';
import { files, fileVariants } from '../db/schema.js';
import { badRequest } from '../lib/errors.js';
import { commitUpload, storeUpload, type StoredUpload } from './save-file.js';
import type { Storage } from './storage.js';
import type { UploadRules } from './upload-rules.js';

/** The widths a page may ask for (picture.ts builds the srcset from the same list). */
export const VARIANT_WIDTHS = [320, 640, 1280] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];

/**
 * The widths of a thumbnail's backdrop: the same art without its lettering, for a full-width hero
 * (picture.ts). Only pictures that have lettering we can leave out get them (the demo's generated
 * posters); an uploaded thumbnail is its own backdrop. They are kept in file_variants beside the
 * card widths, so they need widths of their own: the link's key is (original, width).
 */
export const BACKDROP_WIDTHS = [960, 1920] as const;

/** Every width /api/files/{id}/w/{width} serves. */
export const STORED_WIDTHS = [...VARIANT_WIDTHS, ...BACKDROP_WIDTHS].sort((a, b) => a - b);

/**
 * More pixels than any picture we show needs: a few-kilobyte PNG can declare 30,000 x 30,000
 * pixels and take gigabytes to decode, so bigger ones are refused before decoding.
 */
const MAX_INPUT_PIXELS = 50_000_000;
export const WEBP_QUALITY = 78;

export interface StoredImage {
  original: StoredUpload;
  variants: { width: VariantWidth; upload: StoredUpload }[];
}

/** Stores the image and its variants; 415, 413 or 400 (unreadable) otherwise, leaving no bytes behind. */
export async function storeImageWithVariants(storage: Storage, source: Readable, rules: UploadRules): Promise<StoredImage> {
  const { bytes: input, ...original } = await storeUpload(storage, source, rules, { keepBytes: true });
  const variants: StoredImage['variants'] = [];
  try {
    let copies: Buffer[];
    try {
      copies = await webpCopies(input!, VARIANT_WIDTHS);
    } catch {
      // Bytes of an image type that do not decode, or more pixels than we take.
      throw badRequest(MESSAGES.imageUnreadable);
    }
    for (const [i, width] of VARIANT_WIDTHS.entries()) {
      const bytes = copies[i]!;
      const id = randomUUID();
      const storageKey = `${original.kind}/${id}.webp`;
      await storage.put(storageKey, bytes, { contentType: 'image/webp' });
      variants.push({ width, upload: { id, kind: original.kind, storageKey, size: bytes.length, mimeType: 'image/webp' } });
    }
    return { original, variants };
  } catch (err) {
    await removeAll(storage, [original, ...variants.map((v) => v.upload)]);
    throw err;
  }
}

/**
 * One transaction: the original's files row, its variants' rows and links, and `attach` (which
 * points the owner row at the original). On failure nothing points at the bytes, so they are removed.
 */
export async function commitImage<T>(
  db: Db,
  storage: Storage,
  image: StoredImage,
  meta: { originalName: string; isPublic: boolean; uploadedBy: string | null },
  attach: (tx: Tx, fileId: string) => Promise<T>,
): Promise<T> {
  const base = meta.originalName.replace(/\.[^.]*$/, '').slice(0, 200);
  try {
    return await commitUpload(db, storage, image.original, meta, async (tx) => {
      await tx.insert(files).values(
        image.variants.map(({ width, upload }) => ({
          id: upload.id,
          storageKey: upload.storageKey,
          originalName: `${base}-${width}w.webp`,
          size: upload.size,
          mimeType: upload.mimeType,
          kind: upload.kind,
          isPublic: meta.isPublic,
          uploadedBy: meta.uploadedBy,
        })),
      );
      await tx
        .insert(fileVariants)
        .values(image.variants.map(({ width, upload }) => ({ fileId: image.original.id, width, variantFileId: upload.id })));
      return attach(tx, image.original.id);
    });
  } catch (err) {
    await removeAll(
      storage,
      image.variants.map((v) => v.upload),
    );
    throw err;
  }
}

/**
 * WebP copies of a picture, one per width: the first frame of an animation, turned upright by its
 * EXIF orientation, metadata dropped. A picture narrower than a width is kept at its own size
 * (never enlarged), so every width a srcset names exists and is at most that wide.
 */
export async function webpCopies(input: Buffer, widths: readonly number[]): Promise<Buffer[]> {
  const decoded = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  const copies: Buffer[] = [];
  for (const width of widths)
    copies.push(await decoded.clone().resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toBuffer());
  return copies;
}

/** If this fails too, the sweep removes the bytes later (no row names them). */
const removeAll = (storage: Storage, uploads: StoredUpload[]) =>
  Promise.all(uploads.map((u) => storage.remove(u.storageKey).catch(() => undefined)));
