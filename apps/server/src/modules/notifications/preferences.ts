// The notification toggles of Settings, stored per user (no row: the spec's defaults), the daily
// digest e-mail, and the user's time zone. Which toggle governs which notification is core's
// NOTIFICATION_PREFERENCE_OF, applied where notifications are written (write.ts); which governs
// which e-mail is EMAIL_PREFERENCE_OF, applied by the outbox (modules/email/outbox.ts).
import { eq, sql } from 'drizzle-orm';
import {
  dateIn,
  NOTIFICATION_PREFERENCE_DEFAULTS,
  type NotificationPreferenceKey,
  type NotificationPreferences,
  type NotificationPreferencesInput,
} from '@app/core';
import type { DbOrTx } from '../../db/client.js';
import { notificationPreferences } from '../../db/schema.js';
import type { Deps } from '../../deps.js';

const columns = {
  emailNotifications: notificationPreferences.emailNotifications,
  courseUpdates: notificationPreferences.courseUpdates,
  newMessages: notificationPreferences.newMessages,
  marketingEmails: notificationPreferences.marketingEmails,
  emailDigest: notificationPreferences.emailDigest,
};

const DEFAULTS = { ...NOTIFICATION_PREFERENCE_DEFAULTS, emailDigest: false };

export async function getPreferences(deps: Pick<Deps, 'db' | 'mail'>, userId: string): Promise<NotificationPreferences> {
  const [row] = await deps.db.select(columns).from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  return { ...(row ?? DEFAULTS), emailEnabled: deps.mail !== null };
}

/** Stores them all at once: the last save wins (they are one person's own switches). Without `emailDigest`, the stored one stays. */
export async function savePreferences(
  deps: Pick<Deps, 'db' | 'clock' | 'mail'>,
  userId: string,
  prefs: NotificationPreferencesInput,
): Promise<NotificationPreferences> {
  const now = deps.clock();
  const { emailDigest, ...four } = prefs;
  const set = { ...four, ...(emailDigest === undefined ? {} : { emailDigest }), updatedAt: now };
  const [row] = await deps.db
    .insert(notificationPreferences)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set })
    .returning(columns);
  return { ...row!, emailEnabled: deps.mail !== null };
}

/** Turns one toggle off, the others kept (as they are, or the defaults): an e-mail's one-click unsubscribe. */
export async function turnOff(tx: DbOrTx, userId: string, key: NotificationPreferenceKey, now: Date): Promise<void> {
  const off = { [key]: false } as Partial<Record<NotificationPreferenceKey, boolean>>;
  await tx
    .insert(notificationPreferences)
    .values({ userId, ...off, updatedAt: now })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...off, updatedAt: now } });
}

/** The user's calendar date at `now` in their time zone (none reported yet: UTC). */
export async function userToday(db: DbOrTx, userId: string, now: Date): Promise<string> {
  const [row] = await db
    .select({ timeZone: notificationPreferences.timeZone })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return dateIn(now, row?.timeZone);
}

/** The user's IANA time zone, as their browser reports it (checked by the contract): their "today". */
export async function saveTimeZone(deps: Pick<Deps, 'db' | 'clock'>, userId: string, timeZone: string): Promise<{ timeZone: string }> {
  const now = deps.clock();
  await deps.db
    .insert(notificationPreferences)
    .values({ userId, timeZone, updatedAt: now })
    // Reported on every page load: the same zone again writes nothing.
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { timeZone, updatedAt: now },
      setWhere: sql`${notificationPreferences.timeZone} is distinct from excluded.time_zone`,
    });
  return { timeZone };
}
