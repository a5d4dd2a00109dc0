// What "a row points at a file" means, written once: the sweep and the replacement of an avatar
// both ask it. A file that any of these columns names is never removed.
import { sql, type SQL } from 'drizzle-orm';
import type { FileKind } from '@app/core';
import type { DbOrTx } from '../db/client.js';
import type { Storage } from './storage.js';

/** Every column that points at a stored file (table, column). */
const REFERENCES = [
  ['users', 'avatar_file_id'],
  ['courses', 'thumbnail_file_id'],
  ['lessons', 'file_id'],
  // A smaller copy of an image is kept while its link to the original is (storage/image-variants.ts).
  ['file_variants', 'variant_file_id'],
] as const;

/**
 * Kinds whose files rows go once nothing points at them. Avatars, thumbnails and lesson files
 * are attached in the transaction that creates their row, so one left unattached is an orphan;
 * a resumably uploaded lesson file is attached when the lesson is saved, within the sweep's 24 hours.
 * Site assets (logo, intro video) are named by site settings, whose values are text and not a
 * foreign key: their rows are kept until they are removed on purpose.
 */
export const SWEPT_KINDS: readonly FileKind[] = ['avatar', 'thumbnail', 'lesson'];

/** True when no row points at the file `fileId` (an SQL expression, e.g. `f.id`). */
export const unreferenced = (fileId: SQL): SQL =>
  sql.join(
    REFERENCES.map(
      ([table, column]) => sql`not exists (select 1 from ${sql.identifier(table)} r where r.${sql.identifier(column)} = ${fileId})`,
    ),
    sql` and `,
  );

/**
 * Deletes the row of a file its owner no longer points at, if it is of `kind` and nothing else
 * points at it; returns its storage key, whose bytes the caller removes after commit (or the
 * sweep does, if the process dies first).
 */
export async function forgetFile(tx: DbOrTx, fileId: string, kind: FileKind): Promise<string | null> {
  const { rows } = await tx.execute<{ storage_key: string }>(sql`
    delete from files f where f.id = ${fileId} and f.kind = ${kind} and ${unreferenced(sql`f.id`)}
    returning f.storage_key`);
  return rows[0]?.storage_key ?? null;
}

/**
 * forgetFile for several files at once (a deleted lesson, section or course): each row of one of
 * `kinds` that nothing points at any more goes, in one statement; returns their storage keys.
 */
export async function forgetFiles(tx: DbOrTx, fileIds: readonly string[], kinds: readonly FileKind[]): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const { rows } = await tx.execute<{ storage_key: string }>(sql`
    delete from files f
     where f.id = any(${sql.param([...fileIds])}::uuid[]) and f.kind = any(${sql.param([...kinds])}::text[]) and ${unreferenced(sql`f.id`)}
    returning f.storage_key`);
  return rows.map((r) => r.storage_key);
}

/** Removes the bytes of forgotten files, after commit. If this fails (or the process dies first), the sweep removes them. */
export async function removeForgotten(storage: Storage, keys: readonly (string | null)[]): Promise<void> {
  await Promise.all(keys.map((key) => (key ? storage.remove(key).catch(() => undefined) : undefined)));
}
