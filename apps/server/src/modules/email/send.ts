// Sending one outbox row, the work of a SEND_EMAIL_JOB (docs/notifications.md, "E-mail"). The row
// is locked while it is sent (`for update skip locked`): a second run of the same job, on this
// process or another, finds nothing to do, and a row once 'sent' is never sent again. A refusal or
// a dropped connection counts an attempt and keeps the reason; the job then fails, and pg-boss runs
// it again later, until MAX_ATTEMPTS, when the row is marked 'failed' for good. A process that dies
// mid-send leaves the row queued (its lock goes with it), so a message can, rarely, go twice: its
// Message-ID stays the same, which lets mail systems drop the copy.
import { sql } from 'drizzle-orm';
import { dateIn, EMAIL_PREFERENCE_OF, emailData, type EmailKind } from '@app/core';
import type { Deps } from '../../deps.js';
import { renderEmail } from './templates.js';
import { mailTransport } from './transport.js';
import { unsubscribeQueryString } from './unsubscribe-token.js';

/** Attempts before a message is given up ('failed'): the first and three retries. */
export const MAX_ATTEMPTS = 4;

export type SendOutcome = 'sent' | 'failed' | 'not queued';

type Claimed = {
  id: string;
  user_id: string;
  kind: EmailKind;
  data: unknown;
  attempts: number;
  email: string;
  full_name: string;
  time_zone: string | null;
};

/** The host of an address, for Message-IDs (`<id@host>`). */
const hostOf = (origin: string) => {
  try {
    return new URL(origin).hostname || 'learnflix.local';
  } catch {
    return 'learnflix.local';
  }
};

/** The RFC 8058 headers: the one-click URL (POST), and the same as the first of List-Unsubscribe. */
export const unsubscribeHeaders = (origin: string, query: string) => ({
  'List-Unsubscribe': `<${origin}/api/email/unsubscribe?${query}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/**
 * Sends outbox row `id` if it is still queued. Throws after a failed attempt that will be retried
 * (so the queue runs the job again); returns 'failed' once attempts are used up.
 */
export async function sendEmail(deps: Pick<Deps, 'db' | 'clock' | 'mail'>, id: string): Promise<SendOutcome> {
  const mail = deps.mail;
  if (!mail) return 'not queued';
  const retry = await deps.db.transaction(async (tx) => {
    const { rows } = await tx.execute<Claimed>(sql`
      select m.id, m.user_id, m.kind, m.data, m.attempts, u.email, u.full_name, np.time_zone
        from email_messages m
        join users u on u.id = m.user_id
        left join notification_preferences np on np.user_id = m.user_id
       where m.id = ${id}::uuid and m.status = 'queued'
         for update of m skip locked`);
    const row = rows[0];
    if (!row) return { outcome: 'not queued' as const };
    const attempts = row.attempts + 1;
    const now = deps.clock();
    let error: string;
    try {
      const data = emailData[row.kind].parse(row.data);
      const query = await unsubscribeQueryString(deps.db, row.user_id, EMAIL_PREFERENCE_OF[row.kind], now);
      const rendered = renderEmail(row.kind, data as never, {
        origin: mail.linkOrigin,
        today: dateIn(now, row.time_zone),
        name: row.full_name,
        unsubscribeQuery: query,
      });
      await mailTransport(mail.smtpUrl).sendMail({
        from: mail.from,
        to: { name: row.full_name, address: row.email },
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
        messageId: `<${row.id}@${hostOf(mail.linkOrigin)}>`,
        headers: unsubscribeHeaders(mail.linkOrigin, query),
      });
      await tx.execute(sql`
        update email_messages set status = 'sent', sent_at = ${now}, attempts = ${attempts}, last_error = null where id = ${row.id}::uuid`);
      return { outcome: 'sent' as const };
    } catch (err) {
      error = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
    }
    const giveUp = attempts >= MAX_ATTEMPTS;
    await tx.execute(sql`
      update email_messages
         set attempts = ${attempts}, last_error = ${error}, status = ${giveUp ? 'failed' : 'queued'}
       where id = ${row.id}::uuid`);
    return { outcome: giveUp ? ('failed' as const) : ('retry' as const), error };
  });
  // Thrown once the attempt is recorded: pg-boss runs the job again after its delay.
  if (retry.outcome === 'retry') throw new Error(`e-mail ${id} not sent (attempt will be retried): ${retry.error}`);
  return retry.outcome;
}
