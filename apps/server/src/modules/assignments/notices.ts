// What a learner hears of their assigned training: the in-app notification always, and the e-mail
// when e-mail is on and their preferences let it through (modules/email). Both for the learner
// assignments of `source`, a select of `id` (learner_assignments.id) and `days_before` (a
// reminder's offset, else null), in the caller's transaction: two statements for the notices and
// two for the e-mails, whatever their number.
import { sql, type SQL } from 'drizzle-orm';
import type { EmailKind } from '@app/core';
import type { DbOrTx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { queueEmails } from '../email/outbox.js';
import { notifyAssignmentNotices, type AssignmentNoticeKind } from '../notifications/write.js';

const EMAIL_OF: Record<AssignmentNoticeKind, EmailKind> = {
  course_assigned: 'assigned',
  assignment_due: 'reminder',
  assignment_overdue: 'overdue',
  recertification_due: 'recertification_due',
};

export async function sendAssignmentNotices(
  deps: Pick<Deps, 'mail' | 'jobs'>,
  tx: DbOrTx,
  kind: AssignmentNoticeKind,
  source: SQL,
  now: Date,
): Promise<void> {
  await notifyAssignmentNotices(tx, kind, source, now);
  const email = EMAIL_OF[kind];
  // Once per learner assignment, cycle and notice (a reminder: per offset): the outbox's key.
  await queueEmails(
    deps,
    tx,
    email,
    sql`select la.user_id,
               ${email} || ':' || la.id || ':' || la.cycle || coalesce(':' || s.days_before, '') as dedupe_key,
               jsonb_strip_nulls(jsonb_build_object('courseId', c.id, 'courseTitle', c.title, 'dueOn', to_char(la.due_on, 'YYYY-MM-DD'),
                                                    'daysBefore', s.days_before::int)) as data
          from (${source}) s join learner_assignments la on la.id = s.id join courses c on c.id = la.course_id`,
  );
}
