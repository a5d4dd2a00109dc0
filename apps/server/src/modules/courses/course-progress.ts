// Stored progress: each enrollment's progress_percentage, status and completion, and the
// certificate that completion earns. The player shows progress live from the learner's completed
// lessons; what is stored here must always say the same, so every change that moves it (a lesson
// completed, a quiz passed, a lesson added to or deleted from the curriculum) ends with
// `recomputeProgress` in its own transaction. The rules are core's (rules/progress.ts).
import { randomInt } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { courseComplete, progressPercent, statusAfterProgress, type EnrollmentStatus } from '@app/core';
import type { DbOrTx } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { certificates, enrollments, quizzes } from '../../db/schema.js';
import { certificateNotificationsFromIssued } from '../notifications/write.js';
import { emailInsert, sendJobsFor, type Outbox } from '../email/outbox.js';
import { assessmentQuizId, curriculumLessonIds } from './published-curriculum.js';

export interface RecomputeScope {
  courseId: string;
  /** One learner; without it every enrollment of the course. */
  userId?: string;
  /** When a completion happens (completed_at, the certificate's date). */
  now: Date;
  /** The learner's own action at this time: recorded as their last access. */
  accessedAt?: Date;
}

export interface RecomputedProgress {
  userId: string;
  progressPercentage: number;
  completedLessons: number;
  status: EnrollmentStatus;
  /** The learner's certificate when the enrollment is completed. */
  certificateCode: string | null;
}

/**
 * Rewrites stored progress for one learner or a whole course, in the caller's transaction: the
 * enrollment rows are locked, the percentage is recomputed from the published curriculum, a
 * learner who now meets the completion rule completes (and gets their certificate, announced in
 * the bell and by e-mail through `deps`), and a completion once earned is kept. Five statements at
 * most, whatever the number of learners.
 */
export async function recomputeProgress(deps: Outbox, tx: DbOrTx, scope: RecomputeScope): Promise<RecomputedProgress[]> {
  const { courseId, userId, now } = scope;
  const course = sql`${courseId}::uuid`;
  const assessment = assessmentQuizId(course);
  const { rows } = await tx.execute<{
    id: string;
    user_id: string;
    status: EnrollmentStatus;
    total: number;
    done: number;
    has_assessment: boolean;
    passed: boolean;
  }>(sql`
    with curriculum as materialized (${curriculumLessonIds(course)}),
         done as (
           -- Completed lessons per learner, counted once for all of them: one pass over the
           -- course's progress rows (a count per enrollment re-read them learner by learner).
           select lp.user_id, count(*)::int as n
             from lesson_progress lp
             join curriculum c on c.id = lp.lesson_id
            where lp.course_id = ${course} and lp.completed ${userId ? sql`and lp.user_id = ${userId}::uuid` : sql``}
            group by lp.user_id)
    select e.id, e.user_id, e.status,
           (select count(*)::int from curriculum) as total,
           coalesce(d.n, 0) as done,
           ${assessment} is not null as has_assessment,
           exists (select 1 from quiz_attempts a where a.quiz_id = ${assessment} and a.user_id = e.user_id and a.is_passed) as passed
      from enrollments e
      left join done d on d.user_id = e.user_id
     where e.course_id = ${course} ${userId ? sql`and e.user_id = ${userId}::uuid` : sql``}
     order by e.id
       for update of e`);
  if (rows.length === 0) return [];

  const results = rows.map((r) => ({
    id: r.id,
    userId: r.user_id,
    completedLessons: r.done,
    ...progressOutcome({ status: r.status, done: r.done, total: r.total, assessment: r.has_assessment ? { passed: r.passed } : null }),
  }));
  const values = results.map((r) => sql`(${r.id}::uuid, ${r.progressPercentage}::int, ${r.status}, ${r.completes}::boolean)`);
  await tx.execute(sql`
    update enrollments e
       set progress_percentage = v.pct, status = v.status,
           completed_at = case when v.completes then ${now}::timestamptz else e.completed_at end
           ${scope.accessedAt ? sql`, last_accessed_at = ${scope.accessedAt}::timestamptz` : sql``}
      from (values ${sql.join(values, sql`, `)}) as v(id, pct, status, completes)
     where e.id = v.id`);

  const completed = results.filter((r) => r.status === 'completed').map((r) => r.userId);
  const codes = await issueCertificates(deps, tx, courseId, completed, now);
  return results.map(({ userId, progressPercentage, completedLessons, status }) => ({
    userId,
    progressPercentage,
    completedLessons,
    status,
    certificateCode: codes.get(userId) ?? null,
  }));
}

/**
 * A learner's stored progress from their completed lessons of the published curriculum, by core's
 * rules; `completes`: this change completes the enrollment (a completion once earned is kept).
 * `assessment`: the course's final assessment and whether they passed it, or null without one.
 */
export function progressOutcome(r: { status: EnrollmentStatus; done: number; total: number; assessment: { passed: boolean } | null }) {
  const progressPercentage = progressPercent(r.done, r.total);
  const status = statusAfterProgress(r.status, courseComplete(progressPercentage, r.assessment));
  return { progressPercentage, status, completes: status === 'completed' && r.status !== 'completed' };
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I: read aloud and typed
const newCode = () =>
  Array.from({ length: 3 }, () => Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')).join('-');

/**
 * Issues each learner's certificate of the course once, with the names as they are now; a learner
 * who has one keeps it. Returns every one of these learners' codes.
 */
export async function issueCertificates(
  deps: Outbox,
  tx: DbOrTx,
  courseId: string,
  userIds: string[],
  now: Date,
): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const values = userIds.map((id) => sql`(${id}::uuid, ${newCode()})`);
  // The certificates issued now (not those a learner already had) are announced to their learners
  // by the same statement, in the bell and (with SMTP_URL) by e-mail: a constant number of
  // statements whatever the number of learners.
  const issued = sql`
    with issued as (
      insert into certificates (id, code, user_id, course_id, learner_name, course_title, issued_at, cycle)
      select gen_random_uuid(), v.code, u.id, c.id, u.full_name, c.title, ${now}::timestamptz, coalesce(e.cycle, 1)
        from (values ${sql.join(values, sql`, `)}) as v(user_id, code)
        join users u on u.id = v.user_id
        join courses c on c.id = ${courseId}::uuid
        left join enrollments e on e.user_id = u.id and e.course_id = c.id
          on conflict (user_id, course_id, cycle) do nothing
      returning id, user_id, course_id, course_title, code)`;
  if (deps.mail) {
    const { rows: mailed } = await tx.execute<{ id: string; status: string }>(sql`
      ${issued}, notified as (${certificateNotificationsFromIssued(now)})
      ${emailInsert(
        'certificate_issued',
        sql`select i.user_id, 'certificate:' || i.id as dedupe_key,
                   jsonb_build_object('courseId', i.course_id, 'courseTitle', i.course_title, 'code', i.code) as data
              from issued i`,
      )}`);
    await sendJobsFor(deps, tx, mailed);
  } else {
    await tx.execute(sql`${issued} ${certificateNotificationsFromIssued(now)}`);
  }
  // Each learner's certificate of their current cycle (a recertification's earlier ones stay theirs too).
  const rows = await tx
    .select({ userId: certificates.userId, code: certificates.code })
    .from(certificates)
    .innerJoin(enrollments, and(eq(enrollments.userId, certificates.userId), eq(enrollments.courseId, certificates.courseId)))
    .where(and(eq(certificates.courseId, courseId), inArray(certificates.userId, userIds), eq(certificates.cycle, enrollments.cycle)));
  // The filter names these learners, so every row has its user (only a deleted learner's has none).
  return new Map(rows.map((r) => [r.userId!, r.code]));
}

/** The course's published final assessment and whether the learner has passed it. */
export async function assessmentState(db: DbOrTx, userId: string, courseId: string) {
  const [row] = await prepared(db, 'assessment_state', (db) =>
    db
      .select({
        quizId: quizzes.id,
        title: quizzes.title,
        // Spelled out: drizzle leaves columns unqualified in a one-table select, and "id" would
        // then mean the attempt's id inside the subquery.
        passed: sql<boolean>`exists (select 1 from quiz_attempts a where a.quiz_id = quizzes.id and a.user_id = ${sql.placeholder('userId')} and a.is_passed)`,
      })
      .from(quizzes)
      .where(eq(quizzes.id, assessmentQuizId(sql.placeholder('courseId')))),
  ).execute({ userId, courseId });
  return row ?? null;
}
