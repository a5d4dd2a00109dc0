// Links to a lesson's streaming files, signed so that a segment request needs no session and no
// query: a player fetches hundreds per lesson, and on an object store they can go straight to it.
// A link names its lesson, its transcode run and when it stops working; the signature covers all
// three, so a link from one lesson's playlist opens nothing of another's, and nothing once expired.
// The key is the server's own (server_keys), made once and shared by every process.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { serverKey } from '../../db/server-keys.js';

const KEY_NAME = 'stream-links';

/** This database's signing key: read once per process, made by the first process that asks. */
export const streamKey = (db: Db): Promise<Buffer> => serverKey(db, KEY_NAME);

export interface RunLink {
  lessonId: string;
  runId: string;
  /** Unix seconds. */
  expires: number;
}

export const signRun = (key: Buffer, l: RunLink): string =>
  createHmac('sha256', key).update(`${l.lessonId}\n${l.runId}\n${l.expires}`).digest('base64url').slice(0, 32);

export function validSignature(key: Buffer, l: RunLink, signature: string): boolean {
  const expected = Buffer.from(signRun(key, l));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** How long a playlist's links work: the lesson's length three times over, and at least an hour (a paused lesson resumes). */
export const linkLifetimeSeconds = (durationSeconds: number) => Math.max(3600, Math.ceil(durationSeconds * 3));
