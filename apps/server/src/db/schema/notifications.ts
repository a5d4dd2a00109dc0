// Notifications and each user's preferences for them.
import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_KINDS, NOTIFICATION_PREFERENCE_DEFAULTS } from '@app/core';
import { oneOf, id, createdAt, updatedAt } from './columns.js';
import { users } from './people.js';

/**
 * In-app notifications (issue 18, modules/notifications): written in the transaction of the event
 * they tell of, by the module that makes the event, for a recipient whose preference lets the kind
 * through. `data` holds the event's facts (kind by kind: core's `notificationData`); the texts and
 * the link are made from them when read. A statement-level trigger (migration 0013) tells every
 * server process of new rows and of read marks with NOTIFY, delivered only at commit.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    data: jsonb('data').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // "My latest", a page at a time (keyset on created_at, id).
    index('notifications_recipient_created_idx').on(t.recipientId, t.createdAt.desc(), t.id.desc()),
    // "My unread count": only unread rows are in it, so the count reads a handful of entries.
    index('notifications_recipient_unread_idx')
      .on(t.recipientId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.readAt} is null`),
    check('notifications_kind_check', oneOf('kind', NOTIFICATION_KINDS)),
    check('notifications_data_object', sql`jsonb_typeof(${t.data}) = 'object'`),
  ],
);

/**
 * The four notification toggles of Settings, per user. No row: the spec's defaults, which the
 * column defaults repeat from core (`NOTIFICATION_PREFERENCE_DEFAULTS`). A table of its own, not
 * columns of `users`: a change of users moves the catalogue's cache version.
 */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailNotifications: boolean('email_notifications').notNull().default(NOTIFICATION_PREFERENCE_DEFAULTS.emailNotifications),
  courseUpdates: boolean('course_updates').notNull().default(NOTIFICATION_PREFERENCE_DEFAULTS.courseUpdates),
  newMessages: boolean('new_messages').notNull().default(NOTIFICATION_PREFERENCE_DEFAULTS.newMessages),
  marketingEmails: boolean('marketing_emails').notNull().default(NOTIFICATION_PREFERENCE_DEFAULTS.marketingEmails),
  updatedAt: updatedAt(),
});
