// The daily digest (docs/notifications.md, "E-mail"): a learner who chose it gets their e-mails
// 'held', and once a day, at or after DIGEST_HOUR in their own time zone, one 'digest' e-mail
// gathering them, oldest first. The job runs hourly; the dedupe key `digest:{user}:{their date}`
// makes it once per user and day however often it runs, and held rows are taken by the same
// statement that writes the digest, so each goes out in exactly one. A statement count that does
// not grow with the number of users: the zones, the digests, their jobs.
import { sql } from 'drizzle-orm';
import { dateIn, NOTIFICATION_PREFERENCE_DEFAULTS } from '@app/core';
import type { Deps } from '../../deps.js';
import { emailInsert, sendJobsFor } from './outbox.js';

/** The local hour from which a day's digest goes out. */
export const DIGEST_HOUR = 8;

/** The local hour (0-23) of `at` in `timeZone`. */
function hourIn(at: Date, timeZone: string): number {
  try {
    return Number(new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(at));
  } catch {
    return at.getUTCHours();
  }
}

export async function sendDigests(deps: Pick<Deps, 'db' | 'clock' | 'mail' | 'jobs'>): Promise<{ digests: number }> {
  if (!deps.mail) return { digests: 0 };
  const now = deps.clock();
  // The zones of everyone waiting for a digest (a handful), and each zone's date where it is past the hour.
  const { rows: zones } = await deps.db.execute<{ zone: string }>(sql`
    select distinct coalesce(np.time_zone, 'UTC') as zone
      from email_messages m left join notification_preferences np on np.user_id = m.user_id
     where m.status = 'held'`);
  const ready = zones.filter((z) => hourIn(now, z.zone) >= DIGEST_HOUR).map((z) => ({ zone: z.zone, date: dateIn(now, z.zone) }));
  if (ready.length === 0) return { digests: 0 };

  return deps.db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: string; status: string }>(sql`
      with zones as (
        select z.zone, z.date from json_to_recordset(${JSON.stringify(ready)}::json) as z(zone text, date text)),
      due as (
        -- Users past the hour whose digest of their day is not written yet (a message held after
        -- it waits for tomorrow's), and who still get e-mail (else theirs stay held, untouched).
        select distinct m.user_id, z.date
          from email_messages m
          join users u on u.id = m.user_id
          left join notification_preferences np on np.user_id = m.user_id
          join zones z on z.zone = coalesce(np.time_zone, 'UTC')
         where m.status = 'held'
           and nullif(trim(u.email), '') is not null
           and coalesce(np.email_notifications, ${NOTIFICATION_PREFERENCE_DEFAULTS.emailNotifications})
           and not exists (select 1 from email_messages d where d.dedupe_key = 'digest:' || m.user_id || ':' || z.date)),
      taken as (
        update email_messages m set status = 'sent', sent_at = ${now}::timestamptz
          from due where m.user_id = due.user_id and m.status = 'held'
        returning m.id, m.user_id, m.kind, m.data, m.created_at),
      source as (
        select t.user_id, 'digest:' || t.user_id || ':' || d.date as dedupe_key,
               jsonb_build_object('date', d.date,
                                  'messages', jsonb_agg(jsonb_build_object('kind', t.kind, 'data', t.data) order by t.created_at, t.id)) as data
          from taken t join due d on d.user_id = t.user_id
         group by t.user_id, d.date)
      ${emailInsert('digest', sql`select user_id, dedupe_key, data from source`)}`);
    return { digests: await sendJobsFor(deps, tx, rows) };
  });
}
