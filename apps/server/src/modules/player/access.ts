// Who may open what in a course: the one place the player's rules meet the database. Whether
// the caller may open the course at all is core's answer (previewsCourse for its teachers,
// learnerAccess for everyone else, by the course's status and their enrollment); every learner
// route (player, lessons, files, quizzes, progress) comes through here.
// Three queries, whatever the size of the course.
import { and, eq, sql } from 'drizzle-orm';
import { learnerAccess, lockedLessons, MESSAGES, type PlayerMode } from '@app/core';
import type { AuthUser } from '../../auth/user.js';
import type { DbOrTx } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { readTogether } from '../../db/read-together.js';
import { courses, enrollments, lessonProgress, users } from '../../db/schema.js';
import { HttpError, notFound } from '../../lib/errors.js';
import { pictureUrl } from '../../storage/file-url.js';
import { previewsCourse } from '../../policies/course.js';
import { publishedCurriculum } from '../courses/curriculum.js';

export type CourseAccess = Awaited<ReturnType<typeof courseAccess>>;

/** The course as the caller may open it; 404 'Course Not Found' when it is none of their business. */
export async function courseAccess(db: DbOrTx, user: Pick<AuthUser, 'id' | 'role'> | null, courseId: string) {
  const userId = user?.id ?? null;
  const [[row], sections, progress] = await readTogether(
    db,
    () =>
      prepared(db, 'course_access', (db) =>
        db
          .select({
            id: courses.id,
            title: courses.title,
            status: courses.status,
            thumbnailUrl: pictureUrl(courses.thumbnailFileId, courses.thumbnailUrl),
            instructorId: courses.instructorId,
            instructorName: users.fullName,
            enrollment: { id: enrollments.id, status: enrollments.status, completedAt: enrollments.completedAt },
          })
          .from(courses)
          .leftJoin(users, eq(users.id, courses.instructorId))
          // No user: user_id = null matches no enrollment.
          .leftJoin(enrollments, and(eq(enrollments.courseId, courses.id), eq(enrollments.userId, sql.placeholder('userId'))))
          .where(eq(courses.id, sql.placeholder('courseId'))),
      ).execute({ courseId, userId }),
    () => publishedCurriculum(db, courseId),
    () =>
      userId
        ? prepared(db, 'course_access_progress', (db) =>
            db
              .select({
                lessonId: lessonProgress.lessonId,
                positionSeconds: lessonProgress.positionSeconds,
                completed: lessonProgress.completed,
              })
              .from(lessonProgress)
              .where(and(eq(lessonProgress.userId, sql.placeholder('userId')), eq(lessonProgress.courseId, sql.placeholder('courseId')))),
          ).execute({ courseId, userId })
        : Promise.resolve([]),
  );
  if (!row) throw notFound(MESSAGES.courseNotFound);
  const enrollment = row.enrollment?.id ? row.enrollment : null;
  // Whoever may preview the course (its instructor, admins) sees everything, recording nothing.
  const preview = previewsCourse(user, row);
  const standing = preview ? 'preview' : learnerAccess(row, enrollment);
  if (standing === 'not-found') throw notFound(MESSAGES.courseNotFound);
  const hasAccess = standing === 'learner';
  const lessons = sections.flatMap((s) => s.lessons);
  const completed = new Set(progress.filter((p) => p.completed).map((p) => p.lessonId));
  const locked = lockedLessons({ lessons, completed, hasAccess, preview });
  const mode: PlayerMode | null = preview ? 'preview' : hasAccess ? 'learner' : null;
  return {
    course: row,
    mode,
    standing,
    enrollment,
    hasAccess,
    sections,
    lessons,
    completed,
    locked,
    positions: new Map(progress.map((p) => [p.lessonId, p.positionSeconds])),
  };
}

/** The lesson may be opened: it is in a published section and not locked for this caller. */
export function assertCanOpen(access: CourseAccess, lessonId: string) {
  if (!access.lessons.some((l) => l.id === lessonId)) throw notFound(MESSAGES.lessonNotFound);
  if (access.locked.has(lessonId)) {
    if (!access.hasAccess && !access.mode) throw new HttpError(403, 'NOT_ENROLLED', MESSAGES.notEnrolled);
    throw new HttpError(403, 'LESSON_LOCKED', MESSAGES.lessonLocked);
  }
}

/** Only an enrolled learner (not preview) records progress. */
export function assertLearner(access: CourseAccess) {
  if (access.mode === 'preview') throw new HttpError(403, 'FORBIDDEN', MESSAGES.previewNotRecorded);
  if (access.mode !== 'learner') throw new HttpError(403, 'NOT_ENROLLED', MESSAGES.notEnrolled);
}
