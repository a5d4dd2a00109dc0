// The admin's Course Management. The list is every course (the platform's readers: admins and
// subadmins); a status change and a deletion go through the course-authoring functions, so the
// version check, the learners rule and the audit row are the instructor area's own.
import {
  ADMIN_COURSES_PAGE_SIZE,
  MESSAGES,
  type Actor,
  type AdminCoursesQuery,
  type AdminCoursesResponse,
  type CourseStatus,
  type CourseStatusResponse,
} from '@app/core';
import { readTogether } from '../../db/read-together.js';
import type { Deps } from '../../deps.js';
import type { RequestActor } from '../../auth/user.js';
import { deleteCourse } from '../course-authoring/delete.js';
import { setCourseStatus } from '../course-authoring/save.js';
import { presentAdminCourse } from './presenter.js';
import { adminCourseRows, countAdminCourses } from './queries.js';

export async function listAdminCourses(deps: Pick<Deps, 'db'>, actor: Actor, query: AdminCoursesQuery): Promise<AdminCoursesResponse> {
  const { db } = deps;
  const pageSize = ADMIN_COURSES_PAGE_SIZE;
  const [rows, total] = await readTogether(
    db,
    () => adminCourseRows(db, query, { limit: pageSize, offset: (query.page - 1) * pageSize }),
    () => countAdminCourses(db, query),
  );
  return { courses: rows.map(presentAdminCourse), total, page: query.page, pageSize };
}

/** The status select: any of the three, refused (409) when the course changed since the list was read. */
export async function changeCourseStatus(
  deps: Pick<Deps, 'db' | 'clock'>,
  actor: RequestActor,
  courseId: string,
  change: { status: CourseStatus; version: string },
): Promise<CourseStatusResponse> {
  const result = await setCourseStatus(deps, actor, courseId, change.status, { version: change.version });
  // The spec's one toast for the admin's select, whichever status was chosen.
  return { ...result, message: MESSAGES.courseStatusUpdated };
}

export const removeCourse = (deps: Pick<Deps, 'db' | 'storage'>, actor: RequestActor, courseId: string) =>
  deleteCourse(deps, actor, courseId);
