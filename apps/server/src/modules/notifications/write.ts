// Writing notifications, always in the transaction of the event they tell of (pass its handle):
// they commit or roll back with it, so a refused event leaves none. Each function is one
// statement whatever the number of recipients; a recipient whose preference turns the kind off
// (core's NOTIFICATION_PREFERENCE_OF) gets nothing. The data of each kind is core's
// `notificationData`, built here in SQL; the tests parse every row against it.
import { sql, type SQL } from 'drizzle-orm';
import {
  ACCESS_STATUSES,
  NOTIFICATION_PREFERENCE_DEFAULTS,
  NOTIFICATION_PREFERENCE_OF,
  type NotificationKind,
  type NotificationPreferenceKey,
} from '@app/core';
import type { DbOrTx } from '../../db/client.js';

const PREFERENCE_COLUMN: Record<NotificationPreferenceKey, string> = {
  emailNotifications: 'email_notifications',
  courseUpdates: 'course_updates',
  newMessages: 'new_messages',
  marketingEmails: 'marketing_emails',
};

/** Whether the recipient's preference lets `kind` through (no row: the spec's default). */
function allows(kind: NotificationKind, recipient: SQL): SQL {
  const key = NOTIFICATION_PREFERENCE_OF[kind];
  if (!key) return sql`true`;
  const column = sql.raw(`np.${PREFERENCE_COLUMN[key]}`);
  return sql`coalesce((select ${column} from notification_preferences np where np.user_id = ${recipient}), ${NOTIFICATION_PREFERENCE_DEFAULTS[key]})`;
}

/** `kind` notifications for the rows of `source`, a select of `recipient_id` and `data` (jsonb). */
function insertFrom(kind: NotificationKind, source: SQL, now: Date): SQL {
  return sql`
    insert into notifications (recipient_id, kind, data, created_at)
    select s.recipient_id, ${kind}, s.data, ${now}::timestamptz
      from (${source}) s
     where s.recipient_id is not null and ${allows(kind, sql`s.recipient_id`)}`;
}

const run = async (tx: DbOrTx, statement: SQL) => {
  await tx.execute(statement);
};

/** jsonb_build_object of a quiz's facts: course, quiz, lesson (null for an assessment), attempt. The e-mails of a grade carry the same (modules/email/graded.ts). */
export const quizFacts = (attemptId: string) =>
  sql`'courseId', c.id, 'courseTitle', c.title, 'quizId', q.id, 'quizTitle', q.title, 'lessonId', q.lesson_id, 'attemptId', ${attemptId}::uuid`;

export const fromQuiz = (quizId: string) => sql`from quizzes q join courses c on c.id = q.course_id where q.id = ${quizId}::uuid`;

export interface GradedAttempt {
  attemptId: string;
  quizId: string;
  learnerId: string;
}

/** One answer of an attempt graded while others still wait: the learner hears of the grade. */
export const notifyAnswerGraded = (tx: DbOrTx, a: GradedAttempt & { points: number; maxPoints: number; pendingCount: number }, now: Date) =>
  run(
    tx,
    insertFrom(
      'answer_graded',
      sql`select ${a.learnerId}::uuid as recipient_id,
                 jsonb_build_object(${quizFacts(a.attemptId)}, 'points', ${a.points}::numeric, 'maxPoints', ${a.maxPoints}::numeric,
                                    'pendingCount', ${a.pendingCount}::int) as data
            ${fromQuiz(a.quizId)}`,
      now,
    ),
  );

/** The last answer of an attempt graded: the learner hears the attempt's result. */
export const notifyQuizGraded = (tx: DbOrTx, a: GradedAttempt & { percentage: number; passed: boolean }, now: Date) =>
  run(
    tx,
    insertFrom(
      'quiz_graded',
      sql`select ${a.learnerId}::uuid as recipient_id,
                 jsonb_build_object(${quizFacts(a.attemptId)}, 'percentage', ${a.percentage}::numeric,
                                    'passingScore', q.passing_score, 'passed', ${a.passed}::boolean) as data
            ${fromQuiz(a.quizId)}`,
      now,
    ),
  );

/** A submitted attempt with written answers to grade: one notification for the course's instructor, not one per answer. */
export const notifyGradingNeeded = (tx: DbOrTx, a: GradedAttempt & { pendingCount: number }, now: Date) =>
  run(
    tx,
    insertFrom(
      'grading_needed',
      sql`select c.instructor_id as recipient_id,
                 jsonb_build_object(${quizFacts(a.attemptId)}, 'pendingCount', ${a.pendingCount}::int,
                                    'learnerName', (select u.full_name from users u where u.id = ${a.learnerId}::uuid)) as data
            ${fromQuiz(a.quizId)}`,
      now,
    ),
  );

/**
 * Certificates just issued, as a statement to put after a data-modifying CTE named `issued`
 * (user_id, course_id, course_title, code) in the insert that issues them.
 */
export const certificateNotificationsFromIssued = (now: Date) =>
  insertFrom(
    'certificate_issued',
    sql`select i.user_id as recipient_id, jsonb_build_object('courseId', i.course_id, 'courseTitle', i.course_title, 'code', i.code) as data
          from issued i`,
    now,
  );

/** An enrollment made inactive or restored by an instructor or admin: its learner hears of it. */
export const notifyEnrollmentStatus = (
  tx: DbOrTx,
  kind: 'enrollment_deactivated' | 'enrollment_restored',
  enrollmentId: string,
  now: Date,
) =>
  run(
    tx,
    insertFrom(
      kind,
      sql`select e.user_id as recipient_id, jsonb_build_object('courseId', c.id, 'courseTitle', c.title) as data
            from enrollments e join courses c on c.id = e.course_id where e.id = ${enrollmentId}::uuid`,
      now,
    ),
  );

/** A learner enrolled: the course's instructor hears of it. */
export const notifyNewEnrollment = (tx: DbOrTx, enrollmentId: string, now: Date) =>
  run(
    tx,
    insertFrom(
      'new_enrollment',
      sql`select c.instructor_id as recipient_id,
                 jsonb_build_object('courseId', c.id, 'courseTitle', c.title, 'learnerName', u.full_name) as data
            from enrollments e join courses c on c.id = e.course_id join users u on u.id = e.user_id
           where e.id = ${enrollmentId}::uuid`,
      now,
    ),
  );

export interface NewLessons {
  courseId: string;
  /** The (first) lesson that opened, where the notification leads. */
  lessonId: string | null;
  /** Set for a single lesson added to a shown section. */
  lessonTitle: string | null;
  /** Set when a whole section was shown. */
  sectionTitle: string | null;
  count: number;
}

/** Lessons learners can now open: every learner whose enrollment opens the course, in one statement (never a loop). */
export const notifyNewLessons = (tx: DbOrTx, n: NewLessons, now: Date) =>
  run(
    tx,
    insertFrom(
      'new_lessons',
      sql`select e.user_id as recipient_id,
                 jsonb_build_object('courseId', c.id, 'courseTitle', c.title, 'lessonId', ${n.lessonId}::uuid,
                                    'lessonTitle', ${n.lessonTitle}::text, 'sectionTitle', ${n.sectionTitle}::text, 'count', ${n.count}::int) as data
            from enrollments e join courses c on c.id = e.course_id
           where e.course_id = ${n.courseId}::uuid
             and e.status in (${sql.join(
               ACCESS_STATUSES.map((s) => sql`${s}`),
               sql`, `,
             )})`,
      now,
    ),
  );

export type AssignmentNoticeKind = 'course_assigned' | 'assignment_due' | 'assignment_overdue' | 'recertification_due';

/**
 * Assigned training's notices (issue 30) for the learner assignments of `source`, a select of `id`
 * (learner_assignments.id) and `days_before` (int; a reminder's, else null): one statement
 * whatever their number.
 */
export const notifyAssignmentNotices = (tx: DbOrTx, kind: AssignmentNoticeKind, source: SQL, now: Date) =>
  run(
    tx,
    insertFrom(
      kind,
      sql`select la.user_id as recipient_id,
                 jsonb_strip_nulls(jsonb_build_object('courseId', c.id, 'courseTitle', c.title, 'dueOn', to_char(la.due_on, 'YYYY-MM-DD'),
                                                      'daysBefore', s.days_before::int)) as data
            from (${source}) s join learner_assignments la on la.id = s.id join courses c on c.id = la.course_id`,
      now,
    ),
  );
