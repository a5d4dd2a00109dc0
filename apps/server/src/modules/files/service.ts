// Public files: thumbnails, avatars and site assets, by id. Private lesson files are served by
// the player, which checks that the caller may open the lesson.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { files } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import type { Storage } from '../../storage/storage.js';

/** The public file and its size on disk (the Content-Length that will be sent). */
export async function publicFile(deps: { db: Db; storage: Storage }, fileId: string) {
  const [file] = await deps.db
    .select({ id: files.id, storageKey: files.storageKey, mimeType: files.mimeType, isPublic: files.isPublic })
    .from(files)
    .where(eq(files.id, fileId));
  if (!file || !file.isPublic) throw notFound('File not found');
  // A row whose bytes have gone is our fault, not the caller's: a logged 500, before any
  // header of the file is set.
  const size = await deps.storage.size(file.storageKey);
  if (size === null) throw new Error(`Stored file ${file.id} is missing (${file.storageKey})`);
  return { storageKey: file.storageKey, mimeType: file.mimeType, size };
}

/** The headers a public file goes out with. */
export function publicFileHeaders(file: { mimeType: string; size: number }): Record<string, string | number> {
  return {
    'content-type': file.mimeType,
    'content-length': file.size,
    'cache-control': 'public, max-age=3600',
    'x-content-type-options': 'nosniff',
    // SVG can carry script; served as a sandboxed document it cannot run any.
    ...(file.mimeType === 'image/svg+xml' ? { 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox" } : {}),
  };
}
