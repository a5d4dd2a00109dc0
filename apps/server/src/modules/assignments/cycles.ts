// Recertification (issue 30, docs/assignments.md "Recertification"): a completion with a
// recertification interval is due again on its expiry date. Thirty days before it, the learner's
// next cycle opens: what they did in the closed cycle (lessons completed, quiz attempts with their
// answers) moves to assignment_cycles, their enrollment starts afresh in the new cycle (progress 0,
// not completed), and they are told. Their certificates stay: each is kept with the cycle it was
// earned in. Batches of NOTICE_BATCH with the same statements each.
import { sql } from 'drizzle-orm';
import { EXPIRING_SOON_DAYS } from '@app/core';
import type { Deps } from '../../deps.js';
import { sendAssignmentNotices } from './notices.js';
import { learnerToday } from './status-sql.js';

const BATCH = 500;

export async function openRecertificationCycles(deps: Pick<Deps, 'db' | 'clock' | 'jobs' | 'mail'>): Promise<number> {
  const now = deps.clock();
  let opened = 0;
  for (;;) {
    const count = await deps.db.transaction(async (tx) => {
      // 1: completions whose expiry is within the window on the learner's own date; locked, and
      // skipped when another worker holds them (it is opening them).
      const { rows } = await tx.execute<{ id: string }>(sql`
        select la.id from learner_assignments la
         where la.expires_on is not null and la.waived_at is null and la.completed_at is not null
           and la.expires_on <= (${now}::timestamptz at time zone 'UTC')::date + ${EXPIRING_SOON_DAYS + 1}::int
           and la.expires_on <= ${learnerToday(now, sql`la.user_id`)} + ${EXPIRING_SOON_DAYS}::int
         order by la.expires_on, la.id
         limit ${BATCH}
           for update of la skip locked`);
      if (rows.length === 0) return 0;
      const ids = sql`${sql.param(rows.map((r) => r.id))}::uuid[]`;
      // 2: the closed cycle, with what was done in it.
      await tx.execute(sql`
        insert into assignment_cycles (learner_assignment_id, cycle, due_on, completed_at, expires_on, closed_at, lessons, attempts)
        select la.id, la.cycle, la.due_on, la.completed_at, la.expires_on, ${now}::timestamptz,
               (select coalesce(jsonb_agg(jsonb_build_object('lessonId', lp.lesson_id, 'completedAt', lp.completed_at) order by lp.completed_at), '[]'::jsonb)
                  from lesson_progress lp where lp.user_id = la.user_id and lp.course_id = la.course_id and lp.completed),
               (select coalesce(jsonb_agg(jsonb_build_object(
                         'quizId', qa.quiz_id, 'quizTitle', q.title, 'attemptNumber', qa.attempt_number, 'score', qa.score, 'maxScore', qa.max_score,
                         'percentage', qa.percentage, 'passed', qa.is_passed, 'startedAt', qa.started_at, 'completedAt', qa.completed_at,
                         'answers', (select coalesce(jsonb_agg(to_jsonb(ans) - 'attempt_id'), '[]'::jsonb) from quiz_answers ans where ans.attempt_id = qa.id))
                       order by qa.created_at), '[]'::jsonb)
                  from quiz_attempts qa join quizzes q on q.id = qa.quiz_id
                 where qa.user_id = la.user_id and q.course_id = la.course_id)
          from learner_assignments la where la.id = any(${ids})`);
      // 3, 4: the course starts afresh: lesson progress and quiz attempts (their answers with them).
      await tx.execute(sql`
        delete from lesson_progress lp using learner_assignments la
         where la.id = any(${ids}) and lp.user_id = la.user_id and lp.course_id = la.course_id`);
      await tx.execute(sql`
        delete from quiz_attempts qa using learner_assignments la, quizzes q
         where la.id = any(${ids}) and q.course_id = la.course_id and qa.quiz_id = q.id and qa.user_id = la.user_id`);
      // 5: the assignment's next cycle, due when the last completion expires.
      await tx.execute(sql`
        update learner_assignments la
           set cycle = la.cycle + 1, due_on = la.expires_on, completed_at = null, expires_on = null, progress = 0
         where la.id = any(${ids})`);
      // 6: the enrollment follows (its trigger finds the assignment already in the new cycle, with nothing to change).
      await tx.execute(sql`
        update enrollments e
           set cycle = la.cycle, progress_percentage = 0, completed_at = null,
               status = case when e.status = 'completed' then 'active' else e.status end
          from learner_assignments la
         where la.id = any(${ids}) and e.user_id = la.user_id and e.course_id = la.course_id`);
      // 7: once per cycle, then told.
      await tx.execute(sql`
        insert into assignment_notices (learner_assignment_id, cycle, notice, sent_at)
        select la.id, la.cycle, 'recertification', ${now}::timestamptz from learner_assignments la where la.id = any(${ids})
            on conflict do nothing`);
      await sendAssignmentNotices(deps, tx, 'recertification_due', sql`select unnest(${ids}) as id, null::int as days_before`, now);
      return rows.length;
    });
    opened += count;
    if (count < BATCH) return opened;
  }
}
