// The four notification toggles of Settings, stored per user (no row: the spec's defaults). Which
// toggle governs which notification is core's NOTIFICATION_PREFERENCE_OF, applied where
// notifications are written (write.ts).
import { eq } from 'drizzle-orm';
import { NOTIFICATION_PREFERENCE_DEFAULTS, type NotificationPreferences } from '@app/core';
import { notificationPreferences } from '../../db/schema.js';
import type { Deps } from '../../deps.js';

const columns = {
  emailNotifications: notificationPreferences.emailNotifications,
  courseUpdates: notificationPreferences.courseUpdates,
  newMessages: notificationPreferences.newMessages,
  marketingEmails: notificationPreferences.marketingEmails,
};

export async function getPreferences(deps: Pick<Deps, 'db'>, userId: string): Promise<NotificationPreferences> {
  const [row] = await deps.db.select(columns).from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  return row ?? { ...NOTIFICATION_PREFERENCE_DEFAULTS };
}

/** Stores all four at once: the last save wins (they are one person's own switches). */
export async function savePreferences(
  deps: Pick<Deps, 'db' | 'clock'>,
  userId: string,
  prefs: NotificationPreferences,
): Promise<NotificationPreferences> {
  const now = deps.clock();
  const [row] = await deps.db
    .insert(notificationPreferences)
    .values({ userId, ...prefs, updatedAt: now })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...prefs, updatedAt: now } })
    .returning(columns);
  return row!;
}
