// Completing lessons and the enrollment figures that follow from it. One transaction, a
// constant number of queries; the enrollment row is locked first so that two lessons completed
// at the same moment both count.
import { and, eq, sql } from 'drizzle-orm';
import { MESSAGES, nextLesson, type CompleteLessonResponse } from '@app/core';
import type { AuthUser } from '../../auth/user.js';
import type { DbOrTx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { enrollments, lessonProgress, lessons } from '../../db/schema.js';
import { prepared } from '../../db/prepared.js';
import { badRequest, notEnrolled, notFound } from '../../lib/errors.js';
import { recomputeProgress } from '../courses/course-progress.js';
import type { Outbox } from '../email/outbox.js';
import { assertCanOpen, assertLearner, courseAccess, type CourseAccess } from './course-access.js';

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
  deps: Pick<Deps, 'db' | 'clock' | 'mail' | 'jobs'>,
  user: Pick<AuthUser, 'id' | 'role'>,
  lessonId: string,
  opts: { viaQuiz?: boolean } = {},
): Promise<CompleteLessonResponse> {
  const { db } = deps;
  const now = deps.clock();
  const { courseId, contentType } = await lessonCourseId(db, lessonId);
  if (contentType === 'quiz' && !opts.viaQuiz) throw badRequest(MESSAGES.finishQuizToComplete);
  return db.transaction(async (tx) => ({
    lessonId,
    ...(await completeInTx(deps, tx, user, courseId, lessonId, now)),
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
export async function completeInTx(
  deps: Outbox,
  tx: DbOrTx,
  user: Pick<AuthUser, 'id' | 'role'>,
  courseId: string,
  lessonId: string,
  now: Date,
) {
  await lockEnrollment(tx, user.id, courseId);
  const access = await courseAccess(tx, user, courseId);
  assertLearner(access);
  assertCanOpen(access, lessonId);
  return markLessonDone(deps, tx, user.id, access, lessonId, now);
}

/** Records a completed lesson and refreshes the enrollment; the caller has locked and checked. */
export async function markLessonDone(deps: Outbox, tx: DbOrTx, userId: string, access: CourseAccess, lessonId: string, now: Date) {
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
  return refreshEnrollment(deps, tx, userId, access, now);
}

/**
 * The learner's enrollment after their progress moved: stored progress recomputed (and completion,
 * and its certificate) by the course domain, and where 'Continue Learning' goes now.
 */
export async function refreshEnrollment(deps: Outbox, tx: DbOrTx, userId: string, access: CourseAccess, now: Date) {
  const [mine] = await recomputeProgress(deps, tx, { courseId: access.course.id, userId, now, accessedAt: now });
  if (!mine || mine.status === 'inactive') throw notEnrolled();
  return {
    progressPercentage: mine.progressPercentage,
    completedLessons: mine.completedLessons,
    enrollmentStatus: mine.status,
    nextLessonId: nextLesson({ lessons: access.lessons, completed: access.completed, hasAccess: true }),
    certificateCode: mine.certificateCode,
  };
}
