// The demo's notification history, derived from the learning data just inserted, as the server
// would have written it (modules/notifications/write.ts): answers waiting for their instructor,
// results of graded attempts and certificates for their learners, recent enrollments for the
// instructors. Older ones are read; the last few days' are not, so the bells have something new.
import { sql } from 'drizzle-orm';
import type { Tx } from '../client.js';

const quizFacts = sql`'courseId', c.id, 'courseTitle', c.title, 'quizId', q.id, 'quizTitle', q.title, 'lessonId', q.lesson_id, 'attemptId', a.id`;

export async function seedNotifications(tx: Tx, now: Date) {
  const recent = sql`${new Date(now.getTime() - 3 * 86_400_000)}::timestamptz`;
  const readAt = (at: ReturnType<typeof sql>) => sql`case when ${at} < ${recent} then ${at} + interval '1 hour' end`;
  await tx.execute(sql`
    insert into notifications (recipient_id, kind, data, created_at, read_at)
    select c.instructor_id, 'grading_needed',
           jsonb_build_object(${quizFacts}, 'learnerName', u.full_name, 'pendingCount', p.n),
           a.completed_at, ${readAt(sql`a.completed_at`)}
      from quiz_attempts a
      join quizzes q on q.id = a.quiz_id join courses c on c.id = q.course_id join users u on u.id = a.user_id
      join lateral (select count(*)::int as n from quiz_answers qa where qa.attempt_id = a.id and qa.evaluation_status = 'pending') p on true
     where a.completed_at is not null and p.n > 0 and c.instructor_id is not null`);
  await tx.execute(sql`
    insert into notifications (recipient_id, kind, data, created_at, read_at)
    select a.user_id, 'quiz_graded',
           jsonb_build_object(${quizFacts}, 'percentage', a.percentage, 'passingScore', q.passing_score, 'passed', a.is_passed),
           g.at, ${readAt(sql`g.at`)}
      from quiz_attempts a
      join quizzes q on q.id = a.quiz_id join courses c on c.id = q.course_id
      join lateral (select max(qa.evaluated_at) as at from quiz_answers qa where qa.attempt_id = a.id and qa.evaluated_by is not null) g on true
     where g.at is not null
       and not exists (select 1 from quiz_answers qa where qa.attempt_id = a.id and qa.evaluation_status = 'pending')`);
  await tx.execute(sql`
    insert into notifications (recipient_id, kind, data, created_at, read_at)
    select ce.user_id, 'certificate_issued', jsonb_build_object('courseId', ce.course_id, 'courseTitle', ce.course_title, 'code', ce.code),
           ce.issued_at, ${readAt(sql`ce.issued_at`)}
      from certificates ce where ce.user_id is not null`);
  await tx.execute(sql`
    insert into notifications (recipient_id, kind, data, created_at, read_at)
    select c.instructor_id, 'new_enrollment', jsonb_build_object('courseId', c.id, 'courseTitle', c.title, 'learnerName', u.full_name),
           e.enrolled_at, ${readAt(sql`e.enrolled_at`)}
      from enrollments e join courses c on c.id = e.course_id join users u on u.id = e.user_id
     where c.instructor_id is not null and e.enrolled_at > ${new Date(now.getTime() - 14 * 86_400_000)}::timestamptz`);
}
