// Who may open what in a course: the one place the player's rules meet the database. Whether
// the caller may open the course at all is core's answer (previewsCourse for its teachers,
// learnerAccess for everyone else, by the course's status and their enrollment); every learner
// route (player, lessons, files, quizzes, progress) comes through here.
// One statement, whatever the size of the course.
import { and, eq, sql, type SQLWrapper } from 'drizzle-orm';
import {
  learnerAccess,
  lockedLessons,
  MESSAGES,
  type CourseStatus,
  type CurriculumSection,
  type EnrollmentStatus,
  type PlayerMode,
} from '@app/core';
import type { AuthUser } from '../../auth/user.js';
import type { DbOrTx } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { courses, enrollments, lessonProgress, users } from '../../db/schema.js';
import { forbidden, lessonLocked, notEnrolled, notFound } from '../../lib/errors.js';
import { pictureUrl } from '../../storage/file-url.js';
import { previewsCourse } from '../../authorization/course.js';
import { curriculumFromRows, curriculumRowsJson } from '../courses/published-curriculum.js';

export type CourseAccess = Awaited<ReturnType<typeof courseAccess>>;

/** The course row of a course access: the course, its instructor, and the caller's enrollment. */
export const accessRowColumns = {
  id: courses.id,
  title: courses.title,
  status: courses.status,
  thumbnailUrl: pictureUrl(courses.thumbnailFileId, courses.thumbnailUrl),
  instructorId: courses.instructorId,
  instructorName: users.fullName,
  enrollment: { id: enrollments.id, status: enrollments.status, completedAt: enrollments.completedAt },
};
export interface AccessRow {
  id: string;
  title: string;
  status: CourseStatus;
  thumbnailUrl: string | null;
  instructorId: string | null;
  instructorName: string | null;
  enrollment: { id: string | null; status: EnrollmentStatus | null; completedAt: Date | null } | null;
}

export interface ProgressRow {
  lessonId: string;
  positionSeconds: number;
  completed: boolean;
}

/** The learner's progress rows in the course as one JSON array (null user: none). */
export const progressRowsJson = (userId: SQLWrapper, courseId: SQLWrapper) => sql<ProgressRow[]>`(
  select coalesce(json_agg(json_build_object('lessonId', lp.lesson_id, 'positionSeconds', lp.position_seconds, 'completed', lp.completed)), '[]'::json)
    from ${lessonProgress} lp where lp.user_id = ${userId} and lp.course_id = ${courseId})`;

/**
 * How a course access joins the course's instructor and the caller's enrollment (no user:
 * user_id = null matches no enrollment); statements that read the access beside their own rows
 * (a quiz's) join the same way.
 */
export const instructorOfCourse = eq(users.id, courses.instructorId);
export const enrollmentOfCaller = (userId: SQLWrapper) => and(eq(enrollments.courseId, courses.id), eq(enrollments.userId, userId));

/** The course as the caller may open it; 404 'Course Not Found' when it is none of their business. One statement. */
export async function courseAccess(db: DbOrTx, user: Pick<AuthUser, 'id' | 'role'> | null, courseId: string) {
  const [row] = await prepared(db, 'course_access', (db) =>
    db
      .select({
        ...accessRowColumns,
        curriculum: curriculumRowsJson(courses.id),
        progress: progressRowsJson(sql.placeholder('userId'), courses.id),
      })
      .from(courses)
      .leftJoin(users, instructorOfCourse)
      .leftJoin(enrollments, enrollmentOfCaller(sql.placeholder('userId')))
      .where(eq(courses.id, sql.placeholder('courseId'))),
  ).execute({ courseId, userId: user?.id ?? null });
  if (!row) throw notFound(MESSAGES.courseNotFound);
  return accessFrom(user, row, curriculumFromRows(row.curriculum), row.progress);
}

/** The access rules applied to what was read: core's learnerAccess and lockedLessons, previews for the course's teachers. */
export function accessFrom(
  user: Pick<AuthUser, 'id' | 'role'> | null,
  row: AccessRow,
  sections: CurriculumSection[],
  progress: ProgressRow[],
) {
  const enrollment = row.enrollment?.id ? (row.enrollment as { id: string; status: EnrollmentStatus; completedAt: Date | null }) : null;
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
    if (!access.hasAccess && !access.mode) throw notEnrolled();
    throw lessonLocked();
  }
}

/** Only an enrolled learner (not preview) records progress. */
export function assertLearner(access: CourseAccess) {
  if (access.mode === 'preview') throw forbidden(MESSAGES.previewNotRecorded);
  if (access.mode !== 'learner') throw notEnrolled();
}
