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

/**
 * What is made from a stored file lives beside it, under `{key}.hls/` (its streaming copies,
 * modules/transcoding): it goes when the file goes.
 */
export const derivedFolder = (key: string) => `${key}.hls/`;

/**
 * Removes the bytes of forgotten files, and what was made from them, after commit. If this fails
 * (or the process dies first), the sweep removes them.
 */
export async function removeForgotten(storage: Storage, keys: readonly (string | null)[]): Promise<void> {
  await Promise.all(
    keys.map(async (key) => {
      if (!key) return;
      await storage.remove(key).catch(() => undefined);
      await removeAll(storage, derivedFolder(key)).catch(() => undefined);
    }),
  );
}

/** Removes every object under `prefix`, a few at a time. */
export async function removeAll(storage: Storage, prefix: string): Promise<void> {
  const keys: string[] = [];
  for await (const o of storage.list(prefix)) keys.push(o.key);
  const worker = async () => {
    for (let key = keys.pop(); key !== undefined; key = keys.pop()) await storage.remove(key);
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

const OUTPUT_KEY = /^(.+)\.hls\/([0-9a-f-]{36})\//;

/**
 * Of `keys`, the derived objects of a transcode run that its file's row still names (the sweep
 * keeps them; a run that lost its row, or died, left the others): one statement for the batch.
 */
export async function keptDerivedKeys(db: DbOrTx, keys: readonly string[]): Promise<Set<string>> {
  const runs = new Map<string, { sourceKey: string; runId: string }>();
  for (const key of keys) {
    const m = OUTPUT_KEY.exec(key);
    if (m) runs.set(`${m[1]}\n${m[2]}`, { sourceKey: m[1]!, runId: m[2]! });
  }
  if (runs.size === 0) return new Set();
  const list = [...runs.values()];
  const { rows } = await db.execute<{ storage_key: string; run_id: string }>(sql`
    select f.storage_key, t.run_id from media_transcodes t join files f on f.id = t.file_id
     where (f.storage_key, t.run_id) in (
       select * from unnest(${sql.param(list.map((r) => r.sourceKey))}::text[], ${sql.param(list.map((r) => r.runId))}::uuid[]))`);
  const live = new Set(rows.map((r) => `${r.storage_key}\n${r.run_id}`));
  return new Set(
    keys.filter((key) => {
      const m = OUTPUT_KEY.exec(key);
      return m !== null && live.has(`${m[1]}\n${m[2]}`);
    }),
  );
}
