// Streaming a lesson (docs/video.md): the master playlist to a caller who may open the lesson,
// with every address in it signed; then playlists, segments, the poster and the storyboard to
// whoever holds a link that is signed and unexpired, without a session (so without a lookup).
import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '@app/core';
import type { AuthUser } from '../../auth/user.js';
import { files, lessons, mediaTranscodes } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { assertCanOpen, courseAccess } from '../player/course-access.js';
import { outputType, runFolder } from '../transcoding/outputs.js';
import type { TranscodeOutputs } from '../transcoding/state.js';
import { lowestOnly, rewritePlaylist, rewriteStoryboard } from './playlists.js';
import { linkLifetimeSeconds, signRun, streamKey, validSignature, type RunLink } from './signing.js';

type Caller = Pick<AuthUser, 'id' | 'role'> | null;

/** What a lesson streams from, once its transcode is ready. */
export interface ReadyStream {
  runId: string;
  folder: string;
  outputs: TranscodeOutputs;
}

/** Addresses a player needs for a ready stream: the master (checked against the session) and signed poster and storyboard. */
export interface StreamAddresses {
  masterUrl: string;
  posterUrl: string | null;
  storyboardUrl: string | null;
  renditions: { name: string; width: number; height: number }[];
}

const base = (link: RunLink) => `/api/stream/${link.lessonId}/${link.runId}/`;
const query = (link: RunLink, signature: string) => `?e=${link.expires}&s=${signature}`;

async function signer(deps: Pick<Deps, 'db' | 'clock'>, lessonId: string, stream: ReadyStream) {
  const key = await streamKey(deps.db);
  const link: RunLink = {
    lessonId,
    runId: stream.runId,
    expires: Math.floor(deps.clock().getTime() / 1000) + linkLifetimeSeconds(stream.outputs.durationSeconds),
  };
  const q = query(link, signRun(key, link));
  return (path: string) => `${base(link)}${path}${q}`;
}

/** The addresses of a ready stream, for the lesson's content (player/presenter.ts). */
export async function streamAddresses(deps: Pick<Deps, 'db' | 'clock'>, lessonId: string, stream: ReadyStream): Promise<StreamAddresses> {
  const link = await signer(deps, lessonId, stream);
  return {
    masterUrl: `/api/lessons/${lessonId}/stream/master.m3u8`,
    posterUrl: stream.outputs.poster ? link(stream.outputs.poster) : null,
    storyboardUrl: stream.outputs.storyboard ? link(stream.outputs.storyboard) : null,
    renditions: stream.outputs.renditions.map(({ name, width, height }) => ({ name, width, height })),
  };
}

/** A row's ready stream, or null (not transcoded, or not yet). */
export function readyStream(row: {
  storageKey: string | null;
  state: string | null;
  runId: string | null;
  outputs: unknown;
}): ReadyStream | null {
  if (row.state !== 'ready' || !row.runId || !row.storageKey || !row.outputs) return null;
  return { runId: row.runId, folder: runFolder(row.storageKey, row.runId), outputs: row.outputs as TranscodeOutputs };
}

/** The master playlist, to a caller who may open the lesson; `lowest`: its lowest rendition alone (the preview clip). */
export async function masterPlaylist(
  deps: Pick<Deps, 'db' | 'clock' | 'storage'>,
  user: Caller,
  lessonId: string,
  lowest: boolean,
): Promise<string> {
  const { db } = deps;
  const [row] = await db
    .select({
      courseId: lessons.courseId,
      storageKey: files.storageKey,
      state: mediaTranscodes.state,
      runId: mediaTranscodes.runId,
      outputs: mediaTranscodes.outputs,
    })
    .from(lessons)
    .leftJoin(files, eq(files.id, lessons.fileId))
    .leftJoin(mediaTranscodes, eq(mediaTranscodes.fileId, lessons.fileId))
    .where(eq(lessons.id, lessonId));
  if (!row) throw notFound(MESSAGES.lessonNotFound);
  assertCanOpen(await courseAccess(db, user, row.courseId), lessonId);
  const stream = readyStream(row);
  if (!stream) throw notFound(MESSAGES.streamNotReady);
  const link = await signer(deps, lessonId, stream);
  const master = await readText(deps, `${stream.folder}master.m3u8`);
  return rewritePlaylist(lowest ? lowestOnly(master) : master, link);
}

// A run's folder by its id, as this process last read it: a learner's player asks for a segment
// every few seconds, and a run's folder never changes. Whether the run is still the file's ready
// one is read again at most every RECHECK_MS, not per segment: a file replaced meanwhile has its
// copies removed at once, and a segment asked for in that window finds nothing (404, below).
const folders = new Map<string, { folder: string; checkedAt: number }>();
const FOLDERS_KEPT = 2000;
const RECHECK_MS = 30_000;

async function folderOfRun(deps: Pick<Deps, 'db'>, runId: string, now: number): Promise<string | null> {
  const known = folders.get(runId);
  if (known && now - known.checkedAt < RECHECK_MS) return known.folder;
  const [row] = await deps.db
    .select({ storageKey: files.storageKey })
    .from(mediaTranscodes)
    .innerJoin(files, eq(files.id, mediaTranscodes.fileId))
    .where(and(eq(mediaTranscodes.runId, runId), eq(mediaTranscodes.state, 'ready')));
  folders.delete(runId);
  if (!row) return null;
  if (folders.size >= FOLDERS_KEPT) folders.delete(folders.keys().next().value!);
  const folder = runFolder(row.storageKey, runId);
  folders.set(runId, { folder, checkedAt: now });
  return folder;
}

/** A variant playlist (`0/index.m3u8`), a segment (`0/segment-0001.ts`), the poster, the storyboard or a sprite sheet. */
const STREAM_PATH = /^(?:\d{1,2}\/)?[a-z0-9][a-z0-9-]{0,40}\.(?:m3u8|ts|jpg|png|vtt)$/;

export type StreamFile =
  { kind: 'text'; body: string; contentType: string } | { kind: 'stored'; storageKey: string; mimeType: string; missing: () => Error };

/**
 * A file of a run, to whoever holds a signed link to it: refused (403) when the link is expired or
 * signed for another lesson or run; 404 when the run's outputs are gone (the file replaced).
 */
export async function streamFile(
  deps: Pick<Deps, 'db' | 'clock' | 'storage'>,
  link: RunLink,
  signature: string,
  path: string,
): Promise<StreamFile> {
  const key = await streamKey(deps.db);
  if (!validSignature(key, link, signature)) throw forbidden(MESSAGES.streamLinkInvalid);
  const now = deps.clock().getTime();
  if (link.expires * 1000 <= now) throw forbidden(MESSAGES.streamLinkExpired);
  if (!STREAM_PATH.test(path)) throw notFound(MESSAGES.streamNotReady);
  const folder = await folderOfRun(deps, link.runId, now);
  if (!folder) throw notFound(MESSAGES.streamNotReady);
  const storageKey = `${folder}${path}`;
  const q = query(link, signature);
  // Addresses in a variant playlist or a storyboard are relative to it: they get the same link.
  const dir = path.includes('/') ? path.slice(0, path.lastIndexOf('/') + 1) : '';
  const signed = (uri: string) => `${base(link)}${dir}${uri}${q}`;
  if (path.endsWith('.m3u8'))
    return { kind: 'text', body: rewritePlaylist(await readText(deps, storageKey), signed), contentType: outputType(path) };
  if (path.endsWith('.vtt'))
    return { kind: 'text', body: rewriteStoryboard(await readText(deps, storageKey), signed), contentType: outputType(path) };
  // No HEAD here: the local disk's is the sender's own, and a store's redirect answers 404 itself.
  const missing = () => {
    folders.delete(link.runId);
    return notFound(MESSAGES.streamNotReady);
  };
  return { kind: 'stored', storageKey, mimeType: outputType(path), missing };
}

async function readText(deps: Pick<Deps, 'storage'>, key: string): Promise<string> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of await deps.storage.read(key)) chunks.push(chunk as Buffer);
  } catch {
    for (const [runId, known] of folders) if (key.startsWith(known.folder)) folders.delete(runId);
    throw notFound(MESSAGES.streamNotReady);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** For tests: forget the runs' folders this process knows. */
export const forgetRunFolders = () => folders.clear();
