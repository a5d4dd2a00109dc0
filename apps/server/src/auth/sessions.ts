// Server-side sessions. The cookie holds a random 256-bit token; the database holds only its
// SHA-256, so a leaked database cannot be replayed as cookies.
import { createHash, randomBytes } from 'node:crypto';
import { eq, lt, or, sql } from 'drizzle-orm';
import type { Directory } from '@app/core';
import type { DbOrTx } from '../db/client.js';
import { prepared } from '../db/prepared.js';
import { sessions, users } from '../db/schema.js';
import type { Deps } from '../deps.js';
import { sessionCache } from './session-cache.js';
import { sessionUserColumns } from './user.js';

export const SESSION_COOKIE = 'sid';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SessionTimes {
  idleMs: number;
  maxMs: number;
}

export async function createSession(
  db: DbOrTx,
  userId: string,
  now: Date,
  times: SessionTimes,
  meta: { ip?: string; userAgent?: string; directory?: Directory },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + times.maxMs);
  // Every sign-in makes one: built once (db/prepared.ts).
  await prepared(db, 'session_insert', (db) =>
    db.insert(sessions).values({
      tokenHash: sql.placeholder('tokenHash'),
      userId: sql.placeholder('userId'),
      createdAt: sql.placeholder('now'),
      lastSeenAt: sql.placeholder('now'),
      expiresAt: sql.placeholder('expiresAt'),
      ip: sql.placeholder('ip'),
      userAgent: sql.placeholder('userAgent'),
      directory: sql.placeholder('directory'),
    }),
  ).execute({
    tokenHash: hashToken(token),
    userId,
    now,
    expiresAt,
    ip: meta.ip ?? null,
    userAgent: meta.userAgent?.slice(0, 500) ?? null,
    directory: meta.directory ?? null,
  });
  return { token, expiresAt };
}

/**
 * Finds the live session for a token: not past its absolute expiry, not idle too long. Reads may
 * reuse this process's lookup of the last `cache.ms` (auth/session-cache.ts); expiry is checked
 * on every call against the app's clock, cached or not.
 */
export async function findSession(
  deps: Pick<Deps, 'db' | 'clock'>,
  token: string,
  times: SessionTimes,
  cache: SessionCacheUse = { ms: 0 },
) {
  const { db } = deps;
  const now = deps.clock();
  const tokenHash = hashToken(token);
  let row = cache.ms > 0 && !cache.fresh ? sessionCache.get(tokenHash, cache.ms) : undefined;
  if (!row) {
    const mark = sessionCache.mark();
    [row] = await prepared(db, 'session_lookup', (db) =>
      db
        .select({ ...sessionUserColumns, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.tokenHash, sql.placeholder('tokenHash'))),
    ).execute({ tokenHash });
    if (!row) sessionCache.drop(tokenHash);
    else if (cache.ms > 0) sessionCache.set(tokenHash, row, mark);
  }
  if (!row || row.expiresAt <= now || row.lastSeenAt <= new Date(now.getTime() - times.idleMs)) return null;
  // Touch at most once a minute: a write per request would be wasteful.
  if (now.getTime() - row.lastSeenAt.getTime() > 60_000) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
    row.lastSeenAt = now;
  }
  const { lastSeenAt: _seen, expiresAt: _expires, ...user } = row;
  return { tokenHash, user };
}

export interface SessionCacheUse {
  /** How long a looked-up session may be reused; 0: not at all. */
  ms: number;
  /** Look the session up even when cached (state-changing requests). */
  fresh?: boolean;
}

/** Ends a session; the directory it was signed in through, if any (sign-out may end the provider's too). */
export async function deleteSession(deps: Pick<Deps, 'db'>, tokenHash: string): Promise<{ directory: Directory | null } | null> {
  sessionCache.forgetToken(tokenHash);
  const [row] = await deps.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash)).returning({ directory: sessions.directory });
  return row ?? null;
}

/**
 * Revokes every session of a user: on password change, role change and deletion. Call it in the
 * transaction that changes the user's row, so that a racing sign-in waits for it (see signIn).
 */
export const revokeUserSessions = (db: DbOrTx, userId: string) => {
  sessionCache.forgetUser(userId, true);
  return db.delete(sessions).where(eq(sessions.userId, userId));
};

export async function purgeExpiredSessions(deps: Pick<Deps, 'db' | 'clock'>, idleMs: number) {
  const now = deps.clock();
  return deps.db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - idleMs))));
}
