// Public files: thumbnails, their responsive copies, avatars and site assets, by id. Private lesson
// files are served by the player, which checks that the caller may open the lesson.
//
// A file id names the same bytes for ever (a new picture is a new file), so a public file is
// cached for a year wherever it goes. With PUBLIC_FILES_BASE_URL (a CDN in front of the bucket)
// the answer is a redirect there, cached as long, and the bytes never pass through this process.
import type { FastifyReply } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { MESSAGES } from '@app/core';
import type { StorageConfig } from '../../config.js';
import { files } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { notFound } from '../../lib/errors.js';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface PublicFile {
  id: string;
  storageKey: string;
  mimeType: string;
}

/** The public file of that id; 404 for any other. */
export async function publicFile(deps: Pick<Deps, 'db'>, fileId: string): Promise<PublicFile> {
  const [file] = await deps.db
    .select({ id: files.id, storageKey: files.storageKey, mimeType: files.mimeType, isPublic: files.isPublic })
    .from(files)
    .where(eq(files.id, fileId));
  if (!file || !file.isPublic) throw notFound(MESSAGES.fileNotFound);
  return file;
}

/**
 * One width of a public picture: its WebP copy of that width (`isVariant`), or the original when it
 * has none (stored before variants existed, or not an image we resize); 404 for any other file.
 */
export async function publicFileAtWidth(
  deps: Pick<Deps, 'db'>,
  fileId: string,
  width: number,
): Promise<PublicFile & { isVariant: boolean }> {
  const { rows } = await deps.db.execute<{ id: string; storage_key: string; mime_type: string; is_variant: boolean }>(sql`
    select f.id, f.storage_key, f.mime_type, v.variant_file_id is not null as is_variant
    from files o
    left join file_variants v on v.file_id = o.id and v.width = ${width}
    join files f on f.id = coalesce(v.variant_file_id, o.id)
    where o.id = ${fileId} and o.is_public`);
  const file = rows[0];
  if (!file) throw notFound(MESSAGES.fileNotFound);
  return { id: file.id, storageKey: file.storage_key, mimeType: file.mime_type, isVariant: file.is_variant };
}

/** Answers with the file: a redirect to the CDN, or its bytes with `cacheControl`. */
export async function sendPublicFile(
  deps: Pick<Deps, 'storage'>,
  config: Pick<StorageConfig, 'publicFilesBaseUrl'>,
  reply: FastifyReply,
  file: PublicFile,
  cacheControl = IMMUTABLE,
) {
  const base = config.publicFilesBaseUrl;
  if (base) return reply.code(302).header('location', `${base}/${file.storageKey}`).header('cache-control', cacheControl).send();
  // A row whose bytes have gone is our fault, not the caller's: a logged 500, before any
  // header of the file is set.
  const info = await deps.storage.head(file.storageKey);
  if (!info) throw new Error(`Stored file ${file.id} is missing (${file.storageKey})`);
  const body = await deps.storage.read(file.storageKey);
  reply.headers({
    'content-type': file.mimeType,
    'content-length': info.size,
    'cache-control': cacheControl,
    'x-content-type-options': 'nosniff',
    // SVG can carry script; served as a sandboxed document it cannot run any.
    ...(file.mimeType === 'image/svg+xml' ? { 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox" } : {}),
  });
  return reply.send(body);
}
