// Notifications and each user's preferences for them.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { EMAIL_KINDS, NOTIFICATION_KINDS, NOTIFICATION_PREFERENCE_DEFAULTS } from '@app/core';
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
  /** One e-mail a day with everything instead of each as it happens (issue 30). */
  emailDigest: boolean('email_digest').notNull().default(false),
  /** The user's IANA time zone, as their browser reports it: their "today" for due dates and e-mails. Null: UTC. */
  timeZone: text('time_zone'),
  updatedAt: updatedAt(),
});

export const EMAIL_STATUSES = ['queued', 'held', 'sent', 'failed'] as const;

/**
 * The e-mail outbox (issue 30, modules/email): one row per message, written in the transaction of
 * its event with a `dedupe_key` that makes it once-only (a reminder: its assignment, cycle and
 * offset), then sent by a pg-boss job per row with retries. 'held': waiting for the learner's daily
 * digest. The text is made from `data` when sent.
 */
export const emailMessages = pgTable(
  'email_messages',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: EMAIL_KINDS }).notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    data: jsonb('data').notNull(),
    status: text('status', { enum: EMAIL_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('email_messages_dedupe_key').on(t.dedupeKey),
    index('email_messages_held_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.status} = 'held'`),
    index('email_messages_user_idx').on(t.userId, t.createdAt.desc()),
    check('email_messages_kind_check', oneOf('kind', EMAIL_KINDS)),
    check('email_messages_status_check', oneOf('status', EMAIL_STATUSES)),
    check('email_messages_data_object', sql`jsonb_typeof(${t.data}) = 'object'`),
  ],
);
