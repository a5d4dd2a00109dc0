// A user's own notifications: the latest a page at a time, the unread count, read marks. Every
// statement is scoped to the caller as recipient: another user's notification is 'not found' and
// nothing of it changes. Each read runs on an index of (recipient, created_at, id).
import { and, count, desc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { MESSAGES, NOTIFICATIONS_PAGE_SIZE, type NotificationsResponse } from '@app/core';
import type { DbOrTx } from '../../db/client.js';
import { notifications } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { notFound } from '../../lib/errors.js';
import { presentNotification } from './presenter.js';

const mine = (userId: string) => eq(notifications.recipientId, userId);

export const unreadCount = (deps: Pick<Deps, 'db'>, userId: string): Promise<number> => countUnread(deps.db, userId);

/** On the pool, or in a read mark's transaction: its answer is the count its change leaves. */
async function countUnread(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(mine(userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Where a notification of the caller's sits in the order; null for anyone else's. */
async function positionOf(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .select({ createdAt: notifications.createdAt, id: notifications.id })
    .from(notifications)
    .where(and(mine(userId), eq(notifications.id, id)));
  return row ?? null;
}

/** Newest first, a page at a time: `before` is the last notification of the page before. */
export async function listNotifications(
  deps: Pick<Deps, 'db'>,
  userId: string,
  before: string | undefined,
): Promise<NotificationsResponse> {
  const { db } = deps;
  const cursor = before ? await positionOf(db, userId, before) : null;
  if (before && !cursor) throw notFound(MESSAGES.notificationNotFound);
  const older = cursor
    ? or(lt(notifications.createdAt, cursor.createdAt), and(eq(notifications.createdAt, cursor.createdAt), lt(notifications.id, cursor.id)))
    : undefined;
  const [rows, unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(and(mine(userId), older))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(NOTIFICATIONS_PAGE_SIZE + 1),
    countUnread(db, userId),
  ]);
  const page = rows.slice(0, NOTIFICATIONS_PAGE_SIZE);
  return {
    notifications: page.map(presentNotification),
    nextCursor: rows.length > NOTIFICATIONS_PAGE_SIZE ? page.at(-1)!.id : null,
    unreadCount: unread,
  };
}

/** Marks one of the caller's notifications read (again: nothing changes); anyone else's is 'not found'. */
export async function markRead(deps: Pick<Deps, 'db' | 'clock'>, userId: string, id: string) {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, ${now}::timestamptz)` })
      .where(and(mine(userId), eq(notifications.id, id)))
      .returning({ id: notifications.id });
    if (!row) throw notFound(MESSAGES.notificationNotFound);
    return { unreadCount: await countUnread(tx, userId) };
  });
}

/**
 * Marks the caller's unread notifications read, up to the newest one they have seen (`upTo`, one of
 * theirs): one that arrived after it stays unread. Without `upTo`, all of them.
 */
export async function markAllRead(deps: Pick<Deps, 'db' | 'clock'>, userId: string, upTo: string | undefined) {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const limit = upTo ? await positionOf(tx, userId, upTo) : null;
    if (upTo && !limit) throw notFound(MESSAGES.notificationNotFound);
    const upToLimit = limit
      ? or(lt(notifications.createdAt, limit.createdAt), and(eq(notifications.createdAt, limit.createdAt), lte(notifications.id, limit.id)))
      : undefined;
    await tx
      .update(notifications)
      .set({ readAt: now })
      .where(and(mine(userId), isNull(notifications.readAt), upToLimit));
    return { unreadCount: await countUnread(tx, userId) };
  });
}
