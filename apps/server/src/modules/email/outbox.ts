// The e-mail outbox (docs/notifications.md, "E-mail"): an event's module writes its e-mails in its
// own transaction, as rows of `email_messages`, and a job per row sends each later (send.ts), never
// inside the request. Rows and jobs commit or roll back with the event. Two statements whatever the
// number of recipients: the insert, and the jobs of the rows it queued.
import { sql, type SQL } from 'drizzle-orm';
import { EMAIL_PREFERENCE_OF, NOTIFICATION_PREFERENCE_DEFAULTS, type EmailKind, type NotificationPreferenceKey } from '@app/core';
import type { DbOrTx } from '../../db/client.js';
import type { Deps } from '../../deps.js';

/** The job that sends one outbox row: data `{ messageId }`. */
export const SEND_EMAIL_JOB = 'send-email';

/** What writing e-mails needs: whether there is e-mail at all, and the queue its jobs go to. */
export type Outbox = Pick<Deps, 'mail' | 'jobs'>;

const PREFERENCE_COLUMN: Record<NotificationPreferenceKey, string> = {
  emailNotifications: 'email_notifications',
  courseUpdates: 'course_updates',
  newMessages: 'new_messages',
  marketingEmails: 'marketing_emails',
};

/** The recipient's toggle `key` (np: their preferences row, perhaps missing: the spec's default). */
const preference = (key: NotificationPreferenceKey) =>
  sql`coalesce(${sql.raw(`np.${PREFERENCE_COLUMN[key]}`)}, ${NOTIFICATION_PREFERENCE_DEFAULTS[key]})`;

/**
 * The insert of `kind` e-mails for the rows of `source` (columns `user_id uuid, dedupe_key text,
 * data jsonb`), returning `id, status` of the rows it wrote: a statement, or the last part of one
 * after data-modifying CTEs `source` reads (issueCertificates). Only recipients with an e-mail
 * address whose 'Email Notifications' and the kind's own toggle are on; held for the daily digest
 * when they chose it (a digest itself never is). A dedupe key already written writes nothing.
 */
export function emailInsert(kind: EmailKind, source: SQL): SQL {
  const own = EMAIL_PREFERENCE_OF[kind];
  const held = kind === 'digest' ? sql`false` : sql`coalesce(np.email_digest, false)`;
  return sql`
    insert into email_messages (user_id, kind, dedupe_key, data, status)
    select s.user_id, ${kind}, s.dedupe_key, s.data, case when ${held} then 'held' else 'queued' end
      from (${source}) s
      join users u on u.id = s.user_id
      left join notification_preferences np on np.user_id = s.user_id
     where nullif(trim(u.email), '') is not null
       and ${preference('emailNotifications')}
       ${own === 'emailNotifications' ? sql`` : sql`and ${preference(own)}`}
    on conflict (dedupe_key) do nothing
    returning id, status`;
}

/** Sends the jobs of the rows an `emailInsert` wrote and queued, in the same transaction. */
export async function sendJobsFor(deps: Outbox, tx: DbOrTx, rows: { id: string; status: string }[]): Promise<number> {
  const queued = rows.filter((r) => r.status === 'queued');
  await deps.jobs.sendMany(
    SEND_EMAIL_JOB,
    queued.map((r) => ({ data: { messageId: r.id } })),
    { tx },
  );
  return rows.length;
}

/**
 * Writes `kind` e-mails for the rows of `source` (a select of `user_id uuid, dedupe_key text, data
 * jsonb`; data: core's `emailData[kind]`) in the caller's transaction, and queues their sending.
 * Returns how many were written (queued or held); none, and nothing run, without SMTP_URL.
 */
export async function queueEmails(deps: Outbox, tx: DbOrTx, kind: EmailKind, source: SQL): Promise<number> {
  if (!deps.mail) return 0;
  const { rows } = await tx.execute<{ id: string; status: string }>(emailInsert(kind, source));
  return sendJobsFor(deps, tx, rows);
}
