// A stored picture as an <img> takes it: `src` plus a `srcSet` of its responsive widths
// (image-variants.ts), so the browser downloads the copy that fits the slot ('sizes', which the
// page knows) instead of the original. Each width is served by /api/files/{id}/w/{width}.
//
// A list names only the widths a picture has: the select reads them with the row
// (`storedWidths`, one subquery on file_variants' primary key in the same statement), so a
// picture stored before it had copies, or one we do not resize, is offered as it is.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Picture } from '@app/core';
import { BACKDROP_WIDTHS, VARIANT_WIDTHS } from './image-variants.js';
import { pictureUrlOf } from './file-url.js';

export type { Picture };

/** The path of one width of a stored picture. */
export const variantPath = (fileId: string, width: number) => `/api/files/${fileId}/w/${width}`;

const srcSetOf = (fileId: string, widths: readonly number[]) => widths.map((w) => `${variantPath(fileId, w)} ${w}w`).join(', ');

/** A stored picture with all its copies; `src` is the middle width, what a browser without srcset shows. */
export function pictureOf(fileId: string): Picture {
  return { src: variantPath(fileId, 640), srcSet: srcSetOf(fileId, VARIANT_WIDTHS) };
}

/** The widths stored for a picture (ascending), or null: a select column, evaluated per returned row. */
export const storedWidths = (fileId: AnyPgColumn | SQL): SQL<number[] | null> =>
  sql<number[] | null>`(select array_agg(fv.width order by fv.width) from file_variants fv where fv.file_id = ${fileId})`;

export interface CoursePictures {
  /** The original (our `/api/files/{id}`) or the external address; null without a thumbnail. */
  thumbnailUrl: string | null;
  /** The thumbnail's responsive copies, when it has them. */
  thumbnailSrcSet: string | null;
  /** What a hero or a page backdrop shows: the text-free copies when stored, else the thumbnail. */
  backdrop: Picture | null;
}

/**
 * A course's pictures from its row: the thumbnail (file id or external URL) and the widths stored
 * for it. The card widths are the thumbnail itself; the backdrop widths, when present, are the same
 * art without its lettering (the demo's posters print the title, which a hero already shows).
 */
export function coursePictures(fileId: string | null, url: string | null, widths: readonly number[] | null): CoursePictures {
  const thumbnailUrl = pictureUrlOf(fileId, url);
  if (!fileId || !thumbnailUrl)
    return { thumbnailUrl, thumbnailSrcSet: null, backdrop: thumbnailUrl ? { src: thumbnailUrl, srcSet: null } : null };
  const has = new Set(widths ?? []);
  const card = VARIANT_WIDTHS.filter((w) => has.has(w));
  const backdrop = BACKDROP_WIDTHS.filter((w) => has.has(w));
  const thumbnailSrcSet = card.length ? srcSetOf(fileId, card) : null;
  return {
    thumbnailUrl,
    thumbnailSrcSet,
    backdrop: backdrop.length
      ? { src: variantPath(fileId, backdrop[0]!), srcSet: srcSetOf(fileId, backdrop) }
      : { src: thumbnailUrl, srcSet: thumbnailSrcSet },
  };
}
