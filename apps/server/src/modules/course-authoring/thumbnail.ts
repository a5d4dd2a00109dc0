// Uploading a course thumbnail (Create/Edit Course's picker and drag and drop): an image by its
// bytes (JPEG, PNG, GIF or WebP: an SVG, which can carry script, is refused like any other
// non-image) of at most 5 MB, stored publicly with its responsive WebP copies. The upload is the
// caller's; the course form then names it (`thumbnailFileId`), and only its uploader may
// (save.ts). One that no course takes within the file sweep's grace period (24 hours) is removed.
import type { Readable } from 'node:stream';
import { canCreateCourse, MESSAGES, type Actor, type ThumbnailUploadResponse } from '@app/core';
import type { Deps } from '../../deps.js';
import { forbidden } from '../../lib/errors.js';
import { pictureUrlOf } from '../../storage/file-url.js';
import { commitImage, storeImageWithVariants } from '../../storage/image-variants.js';
import { pictureOf } from '../../storage/picture.js';
import { THUMBNAIL_RULES } from '../../storage/upload-rules.js';

export async function uploadThumbnail(
  deps: Pick<Deps, 'db' | 'storage'>,
  actor: NonNullable<Actor>,
  image: { file: Readable; filename: string },
): Promise<ThumbnailUploadResponse> {
  if (!canCreateCourse(actor)) throw forbidden();
  const stored = await storeImageWithVariants(deps.storage, image.file, THUMBNAIL_RULES);
  const fileId = await commitImage(
    deps.db,
    deps.storage,
    stored,
    { originalName: image.filename, isPublic: true, uploadedBy: actor.id },
    async (_tx, id) => id,
  );
  return { fileId, url: pictureUrlOf(fileId, null)!, srcSet: pictureOf(fileId).srcSet!, message: MESSAGES.thumbnailUploaded };
}
