// A lesson file's transcode, as its row says (db/schema/media.ts, mediaTranscodes): asked for,
// taken by one run, kept alive by that run's heartbeats, and finished or failed by it alone. Every
// change after the request names the run (`run_id`), so a run that lost its turn changes nothing.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { TranscodeKind } from '@app/core';
import type { DbOrTx } from '../../db/client.js';
import { files, mediaTranscodes } from '../../db/schema.js';
import type { Deps } from '../../deps.js';

export const TRANSCODE_JOB = 'transcode-media';
/** A run that has not said it is alive for this long is taken to have died with its worker. */
export const STALLED_AFTER_MS = 2 * 60_000;
/** How often a run says it is alive (and learns whether it still should run). */
export const HEARTBEAT_MS = 5_000;

export type TranscodeRow = typeof mediaTranscodes.$inferSelect;

/** The kind of copy a file gets in a lesson of `contentType`, or null when it gets none. */
export function transcodeKindFor(contentType: string, mimeType: string): TranscodeKind | null {
  if (contentType === 'video' && mimeType.startsWith('video/')) return 'video';
  if (contentType === 'audio' && (mimeType.startsWith('audio/') || mimeType.startsWith('video/'))) return 'audio';
  return null;
}

/**
 * Asks for a file's streaming copies: queued, and the job sent in the caller's transaction (it
 * exists only if that commits). Asking again for a file already asked for does nothing, unless its
 * last run failed or made the other kind of copy (a lesson moved from video to audio).
 */
export async function requestTranscode(
  deps: Pick<Deps, 'jobs'>,
  tx: DbOrTx,
  file: { id: string; kind: TranscodeKind },
  now: Date,
): Promise<void> {
  const { rows } = await tx.execute<{ file_id: string }>(sql`
    insert into ${mediaTranscodes} (file_id, kind, state, requested_at)
    values (${file.id}, ${file.kind}, 'queued', ${now})
    on conflict (file_id) do update
      set kind = excluded.kind, state = 'queued', progress = 0, error = null, run_id = null, heartbeat_at = null,
          outputs = null, finished_at = null, requested_at = excluded.requested_at
      where ${mediaTranscodes.state} = 'failed' or ${mediaTranscodes.kind} <> excluded.kind
    returning file_id`);
  if (rows.length > 0) await sendTranscodeJob(deps, tx, file.id);
}

/** One waiting job per file at most (the queue's stately policy, keyed by the file): sending twice is harmless. */
export const sendTranscodeJob = (deps: Pick<Deps, 'jobs'>, tx: DbOrTx, fileId: string) =>
  deps.jobs.send(TRANSCODE_JOB, { fileId }, { tx, singletonKey: fileId });

/**
 * Takes the file's transcode for a new run: a queued one, or one whose run stopped saying it was
 * alive. Null when there is nothing to do (done, failed, gone, or another run is alive).
 */
export async function claimTranscode(
  db: DbOrTx,
  fileId: string,
  now: Date,
): Promise<(TranscodeRow & { storageKey: string; size: number }) | null> {
  const runId = randomUUID();
  const stalledBefore = new Date(now.getTime() - STALLED_AFTER_MS);
  const [row] = await db
    .update(mediaTranscodes)
    .set({ state: 'processing', runId, heartbeatAt: now, progress: 0, error: null, attempts: sql`${mediaTranscodes.attempts} + 1` })
    .where(
      and(
        eq(mediaTranscodes.fileId, fileId),
        sql`(${mediaTranscodes.state} = 'queued' or (${mediaTranscodes.state} = 'processing' and ${mediaTranscodes.heartbeatAt} < ${stalledBefore}))`,
      ),
    )
    .returning();
  if (!row) return null;
  const [file] = await db.select({ storageKey: files.storageKey, size: files.size }).from(files).where(eq(files.id, fileId));
  return file ? { ...row, ...file } : null;
}

/** The run is alive at `progress` percent; false when it no longer holds the row (the file replaced, or taken again). */
export async function heartbeat(db: DbOrTx, fileId: string, runId: string, progress: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(mediaTranscodes)
    .set({ progress: Math.max(0, Math.min(99, Math.floor(progress))), heartbeatAt: now })
    .where(and(eq(mediaTranscodes.fileId, fileId), eq(mediaTranscodes.runId, runId), eq(mediaTranscodes.state, 'processing')))
    .returning({ fileId: mediaTranscodes.fileId });
  return rows.length > 0;
}

export async function markReady(db: DbOrTx, fileId: string, runId: string, outputs: TranscodeOutputs, now: Date): Promise<boolean> {
  const rows = await db
    .update(mediaTranscodes)
    .set({ state: 'ready', progress: 100, outputs, finishedAt: now, heartbeatAt: now })
    .where(and(eq(mediaTranscodes.fileId, fileId), eq(mediaTranscodes.runId, runId), eq(mediaTranscodes.state, 'processing')))
    .returning({ fileId: mediaTranscodes.fileId });
  return rows.length > 0;
}

export async function markFailed(db: DbOrTx, fileId: string, runId: string, reason: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(mediaTranscodes)
    .set({ state: 'failed', error: reason.slice(0, 1000), finishedAt: now, heartbeatAt: now })
    .where(and(eq(mediaTranscodes.fileId, fileId), eq(mediaTranscodes.runId, runId), eq(mediaTranscodes.state, 'processing')))
    .returning({ fileId: mediaTranscodes.fileId });
  return rows.length > 0;
}

/**
 * The watchdog (a job every minute): runs whose worker died go back to the queue, and a file queued
 * for a while whose job was lost is sent again. At a worker's start (`waitingSince` the start
 * itself), every queued file is: the demo seed queues one before any runner exists.
 */
export async function requeueStalled(deps: Pick<Deps, 'db' | 'clock' | 'jobs'>, waitingSince?: Date): Promise<{ requeued: number }> {
  const now = deps.clock();
  const quietSince = new Date(now.getTime() - STALLED_AFTER_MS);
  return deps.db.transaction(async (tx) => {
    const stalled = await tx
      .update(mediaTranscodes)
      .set({ state: 'queued', runId: null })
      .where(and(eq(mediaTranscodes.state, 'processing'), lt(mediaTranscodes.heartbeatAt, quietSince)))
      .returning({ fileId: mediaTranscodes.fileId });
    const waiting = await tx
      .select({ fileId: mediaTranscodes.fileId })
      .from(mediaTranscodes)
      .where(and(eq(mediaTranscodes.state, 'queued'), lt(mediaTranscodes.requestedAt, waitingSince ?? quietSince)))
      .limit(500);
    const ids = [...new Set([...stalled, ...waiting].map((r) => r.fileId))];
    // One statement for them all; the queue keys them by file, so one already waiting is kept.
    await deps.jobs.sendMany(
      TRANSCODE_JOB,
      ids.map((fileId) => ({ data: { fileId }, singletonKey: fileId })),
      { tx },
    );
    return { requeued: ids.length };
  });
}

/** What a finished run made, relative to its folder `{file key}.hls/{run id}/`. */
export interface TranscodeOutputs {
  durationSeconds: number;
  renditions: { name: string; width: number; height: number; bandwidth: number }[];
  poster: string | null;
  storyboard: string | null;
}

export async function transcodesOf(db: DbOrTx, fileIds: string[]): Promise<TranscodeRow[]> {
  if (fileIds.length === 0) return [];
  return db.select().from(mediaTranscodes).where(inArray(mediaTranscodes.fileId, fileIds));
}
