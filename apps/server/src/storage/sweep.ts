// The sweep: removes stored files that no row points at. Runs as a background job on any process
// (jobs/), and is safe when two run at once.
//
// 1. files rows of the swept kinds that nothing points at (storage/references.ts), with their bytes.
// 2. bytes that have no files row at all: an upload whose process died between storing the bytes
//    and committing its row, or a row removed by a process that died before removing the bytes.
// 3. on an object store, multipart uploads never completed or aborted (a resumable upload left
//    unfinished, a put whose process died): their parts are stored, and billed, until aborted.
// All leave anything younger than the grace period alone, so an upload in flight (bytes written,
// row not yet committed) is never touched.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { Deps } from '../deps.js';
import { keptDerivedKeys, SWEPT_KINDS, unreferenced } from './references.js';
import type { Storage, StoredObject } from './storage.js';

export const SWEEP_GRACE_MS = 24 * 3600_000;
const BATCH = 500;
const PARALLEL_REMOVALS = 8;

export interface SweepOptions {
  /** Files younger than this are never swept. */
  graceMs?: number;
}

export interface SweepResult {
  /** files rows removed (their bytes too). */
  rows: number;
  /** Stored objects removed that had no row. */
  orphans: number;
  /** Incomplete multipart uploads aborted. */
  abortedUploads: number;
}

export async function sweepFiles(deps: Pick<Deps, 'db' | 'clock' | 'storage'>, opts: SweepOptions = {}): Promise<SweepResult> {
  const { db, storage } = deps;
  const now = deps.clock();
  const cutoff = new Date(now.getTime() - (opts.graceMs ?? SWEEP_GRACE_MS));
  const rows = await sweepRows(db, storage, cutoff);
  const orphans = await sweepOrphans(db, storage, now, cutoff);
  const abortedUploads = await storage.abortIncompleteUploads(cutoff);
  return { rows, orphans, abortedUploads };
}

async function sweepRows(db: Db, storage: Storage, cutoff: Date): Promise<number> {
  let removed = 0;
  for (;;) {
    const { picked, keys } = await db.transaction(async (tx) => {
      // SKIP LOCKED: another sweep takes other rows, and a row whose foreign key is being checked
      // right now (a transaction attaching it holds a key-share lock) is left for the next run.
      const candidates = await tx.execute<{ id: string }>(sql`
        select f.id from files f
        where f.kind in ${SWEPT_KINDS} and f.created_at < ${cutoff} and ${unreferenced(sql`f.id`)}
        limit ${BATCH}
        for update of f skip locked`);
      if (candidates.rows.length === 0) return { picked: 0, keys: [] };
      // Checked again now that the rows are locked: this statement sees a reference committed after
      // the first one looked, and a reference not yet made must wait for the lock, then fails its
      // foreign key check instead of being set to null.
      const deleted = await tx.execute<{ storage_key: string }>(sql`
        delete from files f
        where f.id = any(${sql.param(candidates.rows.map((r) => r.id))}::uuid[]) and ${unreferenced(sql`f.id`)}
        returning f.storage_key`);
      return { picked: candidates.rows.length, keys: deleted.rows.map((r) => r.storage_key) };
    });
    await removeAll(storage, keys);
    removed += keys.length;
    // A full batch may have more behind it. Removed originals free their image variants (the
    // file_variants rows go with them), which one more pass takes in this same run.
    if (picked < BATCH && keys.length === 0) return removed;
  }
}

async function sweepOrphans(db: Db, storage: Storage, now: Date, cutoff: Date): Promise<number> {
  let removed = 0;
  let batch: StoredObject[] = [];
  const flush = async () => {
    const keys = batch.map((o) => o.key);
    batch = [];
    const known = await db.execute<{ storage_key: string }>(
      sql`select storage_key from files where storage_key = any(${sql.param(keys)}::text[])`,
    );
    const kept = new Set([...known.rows.map((r) => r.storage_key), ...(await keptDerivedKeys(db, keys))]);
    const orphans = keys.filter((k) => !kept.has(k));
    await removeAll(storage, orphans);
    removed += orphans.length;
  };
  for await (const object of storage.list('')) {
    // A listing that gives no date (an object store may leave it out) tells nothing of the
    // object's age: taken as written now, it is too young to remove.
    if ((object.modifiedAt ?? now) >= cutoff) continue;
    batch.push(object);
    if (batch.length === BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  return removed;
}

/** Removes keys a few at a time: a batch is up to 500 files. */
async function removeAll(storage: Storage, keys: string[]): Promise<void> {
  const queue = [...keys];
  const worker = async () => {
    for (let key = queue.pop(); key !== undefined; key = queue.pop()) await storage.remove(key);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_REMOVALS, queue.length) }, worker));
}
