// Uploads are kept for 24 hours (docs/storage.md, "Resumable lesson uploads"): then their rows
// go, and the bytes of those never finished. A finished one's bytes are a stored file by then,
// which the file sweep keeps or removes by whether a lesson points at it.
import { inArray, sql } from 'drizzle-orm';
import { files } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { lessonUploadKeys, UPLOAD_EXPIRY_MS } from './lesson-file-store.js';

const BATCH = 500;

export async function expireLessonUploads(
  deps: Pick<Deps, 'db' | 'storage' | 'clock'>,
  opts: { maxAgeMs?: number } = {},
): Promise<{ expired: number; unfinished: number }> {
  const { db, storage } = deps;
  const cutoff = new Date(deps.clock().getTime() - (opts.maxAgeMs ?? UPLOAD_EXPIRY_MS));
  let expired = 0;
  let unfinished = 0;
  for (;;) {
    // SKIP LOCKED: an upload being finished right now (finish.ts holds its row) is left for the next run.
    const { rows } = await db.execute<{ id: string }>(sql`
      delete from lesson_uploads where id in (
        select id from lesson_uploads where created_at < ${cutoff} limit ${BATCH} for update skip locked)
      returning id`);
    if (rows.length === 0) break;
    const ids = rows.map((r) => r.id);
    // Read after the delete committed: a finish that committed before it is seen, and one that
    // comes after finds no upload row and stores nothing.
    const finished = new Set((await db.select({ id: files.id }).from(files).where(inArray(files.id, ids))).map((f) => f.id));
    const left = ids.filter((id) => !finished.has(id));
    for (const id of left) for (const key of lessonUploadKeys(id)) await storage.remove(key);
    expired += ids.length;
    unfinished += left.length;
    if (rows.length < BATCH) break;
  }
  return { expired, unfinished };
}
