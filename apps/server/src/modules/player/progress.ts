// Completing lessons and the enrollment figures that follow from it. One transaction, a
// constant number of queries; the enrollment row is locked first so that two lessons completed
// at the same moment both count.
import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { MESSAGES, nextLesson, progressPercent, type CompleteLessonResponse } from '@app/core';
import type { AuthUser } from '../../auth/user.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { certificates, courses, enrollments, lessonProgress, lessons, quizzes, users } from '../../db/schema.js';
import { fixedLimit, prepared } from '../../db/prepared.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { assertCanOpen, assertLearner, courseAccess, type CourseAccess } from './access.js';

export async function lessonCourseId(db: DbOrTx, lessonId: string) {
  const [row] = await prepared(db, 'lesson_course', (db) =>
    db
      .select({ courseId: lessons.courseId, contentType: lessons.contentType })
      .from(lessons)
      .where(eq(lessons.id, sql.placeholder('lessonId'))),
  ).execute({ lessonId });
  if (!row) throw notFound(MESSAGES.lessonNotFound);
  return row;
}

/**
 * Marks a lesson completed for a learner. Quiz lessons complete only through their quiz
 * (`viaQuiz`), which the quiz service passes when an attempt passes.
 */
export async function completeLesson(
  db: Db,
  user: Pick<AuthUser, 'id' | 'role'>,
  lessonId: string,
  now: Date,
  opts: { viaQuiz?: boolean } = {},
): Promise<CompleteLessonResponse> {
  const { courseId, contentType } = await lessonCourseId(db, lessonId);
  if (contentType === 'quiz' && !opts.viaQuiz) throw badRequest(MESSAGES.finishQuizToComplete);
  return db.transaction(async (tx) => ({
    lessonId,
    ...(await completeInTx(tx, user, courseId, lessonId, now)),
    message: MESSAGES.lessonCompleted,
  }));
}

/** Locks the learner's enrollment row so that concurrent progress updates serialise. */
export async function lockEnrollment(tx: DbOrTx, userId: string, courseId: string) {
  await prepared(tx, 'lock_enrollment', (db) =>
    db
      .select({ id: enrollments.id })
      .from(enrollments)
      .where(and(eq(enrollments.userId, sql.placeholder('userId')), eq(enrollments.courseId, sql.placeholder('courseId'))))
      .for('update'),
  ).execute({ userId, courseId });
}

/** Completion inside a caller's transaction: locks the enrollment, checks the rules, records. */
export async function completeInTx(tx: DbOrTx, user: Pick<AuthUser, 'id' | 'role'>, courseId: string, lessonId: string, now: Date) {
  await lockEnrollment(tx, user.id, courseId);
  const access = await courseAccess(tx, user, courseId);
  assertLearner(access);
  assertCanOpen(access, lessonId);
  return markLessonDone(tx, user.id, access, lessonId, now);
}

/** Records a completed lesson and refreshes the enrollment; the caller has locked and checked. */
export async function markLessonDone(tx: DbOrTx, userId: string, access: CourseAccess, lessonId: string, now: Date) {
  const courseId = access.course.id;
  // Progress is only ever set: a second completion keeps the first time.
  await prepared(tx, 'lesson_done', (db) => {
    const at = sql.placeholder('now');
    return db
      .insert(lessonProgress)
      .values({
        userId: sql.placeholder('userId'),
        lessonId: sql.placeholder('lessonId'),
        courseId: sql.placeholder('courseId'),
        completed: true,
        completedAt: at,
        updatedAt: at,
      })
      .onConflictDoUpdate({
        target: [lessonProgress.userId, lessonProgress.lessonId],
        set: { completed: true, completedAt: sql`coalesce(${lessonProgress.completedAt}, ${at}::timestamptz)`, updatedAt: sql`${at}` },
      });
  }).execute({ userId, lessonId, courseId, now });
  access.completed.add(lessonId);
  return refreshEnrollment(tx, userId, access, now);
}

/**
 * Recomputes the enrollment from the learner's progress: percentage, and completion (100% and,
 * when the course has a published assessment, a passed attempt), issuing the certificate.
 */
export async function refreshEnrollment(tx: DbOrTx, userId: string, access: CourseAccess, now: Date) {
  const done = access.lessons.filter((l) => access.completed.has(l.id)).length;
  const pct = progressPercent(done, access.lessons.length);
  const assessment = await assessmentState(tx, userId, access.course.id);
  const complete = pct === 100 && (!assessment || assessment.passed);
  const wasComplete = access.enrollment?.status === 'completed';
  const status = complete ? 'completed' : wasComplete ? 'completed' : 'active';
  const completes = complete && !wasComplete;
  await prepared(tx, `enrollment_progress${completes ? '_completed' : ''}`, (db) =>
    db
      .update(enrollments)
      .set({
        progressPercentage: sql`${sql.placeholder('pct')}`,
        status: sql`${sql.placeholder('status')}`,
        lastAccessedAt: sql`${sql.placeholder('now')}`,
        ...(completes ? { completedAt: sql`${sql.placeholder('now')}` } : {}),
      })
      .where(and(eq(enrollments.userId, sql.placeholder('userId')), eq(enrollments.courseId, sql.placeholder('courseId')))),
  ).execute({ pct, status, now, userId, courseId: access.course.id });
  const certificateCode = status === 'completed' ? await issueCertificate(tx, userId, access.course.id, now) : null;
  return {
    progressPercentage: pct,
    completedLessons: done,
    enrollmentStatus: status as 'active' | 'completed',
    nextLessonId: nextLesson({ lessons: access.lessons, completed: access.completed, hasAccess: true }),
    certificateCode,
  };
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
      .where(and(eq(quizzes.courseId, sql.placeholder('courseId')), eq(quizzes.quizType, 'course'), eq(quizzes.isPublished, true)))
      .orderBy(quizzes.createdAt)
      .limit(fixedLimit(1)),
  ).execute({ userId, courseId });
  return row ?? null;
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I: read aloud and typed
const newCode = () =>
  Array.from({ length: 3 }, () => Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')).join('-');

/** Issues the certificate once; later calls return the same code. */
export async function issueCertificate(tx: DbOrTx, userId: string, courseId: string, now: Date): Promise<string> {
  await tx
    .insert(certificates)
    .select(
      tx
        .select({
          id: sql`gen_random_uuid()`.as('id'),
          code: sql`${newCode()}`.as('code'),
          userId: users.id,
          courseId: courses.id,
          learnerName: users.fullName,
          courseTitle: courses.title,
          issuedAt: sql`${now}::timestamptz`.as('issued_at'),
        })
        .from(users)
        .innerJoin(courses, eq(courses.id, courseId))
        .where(eq(users.id, userId)),
    )
    .onConflictDoNothing({ target: [certificates.userId, certificates.courseId] });
  const [row] = await tx
    .select({ code: certificates.code })
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)));
  return row!.code;
}
