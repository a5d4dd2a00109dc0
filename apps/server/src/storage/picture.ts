// A stored picture as an <img> takes it: `src` plus a `srcSet` of its responsive widths
// (image-variants.ts), so the browser downloads the copy that fits the slot ('sizes', which the
// page knows) instead of the original. Each width is served by /api/files/{id}/w/{width}, which
// falls back to the original for a picture stored before it had variants.
import { VARIANT_WIDTHS } from './image-variants.js';
import { fileIdOfUrl } from './file-url.js';

export interface Picture {
  src: string;
  /** Absent for an external picture: we know nothing of its sizes. */
  srcSet?: string;
}

/** The path of one width of a stored picture. */
export const variantPath = (fileId: string, width: number) => `/api/files/${fileId}/w/${width}`;

/** A stored picture by its file id; `src` is the middle width, what a browser without srcset shows. */
export function pictureOf(fileId: string): Picture {
  return {
    src: variantPath(fileId, 640),
    srcSet: VARIANT_WIDTHS.map((w) => `${variantPath(fileId, w)} ${w}w`).join(', '),
  };
}

/**
 * The picture of a URL as the presenters have it today (`thumbnailUrl`, `avatarUrl`): our own
 * `/api/files/{id}` gets its widths, an external address stays as it is, none is null.
 */
export function pictureOfUrl(url: string | null): Picture | null {
  if (!url) return null;
  const fileId = fileIdOfUrl(url);
  return fileId ? pictureOf(fileId) : { src: url };
}
