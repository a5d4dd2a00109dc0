// Server-side sessions. The cookie holds a random 256-bit token; the database holds only its
// SHA-256, so a leaked database cannot be replayed as cookies.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, or } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.js';
import { sessions, users } from '../db/schema.js';
import { pictureUrl } from '../storage/file-url.js';

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
  meta: { ip?: string; userAgent?: string },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + times.maxMs);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    ip: meta.ip ?? null,
    userAgent: meta.userAgent?.slice(0, 500) ?? null,
  });
  return { token, expiresAt };
}

export const sessionUserColumns = {
  id: users.id,
  staffId: users.staffId,
  fullName: users.fullName,
  email: users.email,
  role: users.role,
  avatarUrl: pictureUrl(users.avatarFileId, users.avatarUrl),
  bio: users.bio,
  specialization: users.specialization,
  mustChangePassword: users.mustChangePassword,
  createdAt: users.createdAt,
};

/** Finds the live session for a token: not past its absolute expiry, not idle too long. */
export async function findSession(db: Db, token: string, now: Date, times: SessionTimes) {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ ...sessionUserColumns, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, new Date(now.getTime() - times.idleMs))),
    )
    .limit(1);
  if (!row) return null;
  // Touch at most once a minute: a write per request would be wasteful.
  if (now.getTime() - row.lastSeenAt.getTime() > 60_000) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
  }
  const { lastSeenAt: _ignored, ...user } = row;
  return { tokenHash, user };
}

export const deleteSession = (db: DbOrTx, tokenHash: string) => db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));

/**
 * Revokes every session of a user: on password change, role change and deletion. Call it in the
 * transaction that changes the user's row, so that a racing sign-in waits for it (see signIn).
 */
export const revokeUserSessions = (db: DbOrTx, userId: string) => db.delete(sessions).where(eq(sessions.userId, userId));

export const purgeExpiredSessions = (db: Db, now: Date, idleMs: number) =>
  db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - idleMs))));
