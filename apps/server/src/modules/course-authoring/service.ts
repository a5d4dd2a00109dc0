// The instructor area's reads of courses: the dashboard, the course list, the Edit Course form,
// the Overview and Reviews tabs. An instructor sees their own courses, an admin every course
// (the policy's scope); a course that is none of the caller's business is a 404.
import { eq } from 'drizzle-orm';
import {
  MESSAGES,
  RECENT_COURSES,
  type Actor,
  type CourseAction,
  type CourseOverviewResponse,
  type CourseReviewsResponse,
  type EditableCourse,
  type InstructorCourseListResponse,
  type InstructorDashboardResponse,
} from '@app/core';
import type { DbOrTx } from '../../db/client.js';
import { readTogether } from '../../db/read-together.js';
import { courses } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { notFound } from '../../lib/errors.js';
import { authorizeCourse, manageableCourses } from '../../authorization/course.js';
import { pictureUrlOf } from '../../storage/file-url.js';
import { courseRows, countCourses, dashboardStats, overviewRow, reviewRows } from './queries.js';
import { presentEditable, presentOverview, presentRow } from './presenter.js';

/** The dashboard table's first page. */
export const DASHBOARD_TABLE_ROWS = 20;

/** The four cards, the five most recent courses and the table's first page: two statements. */
export async function instructorDashboard(deps: Pick<Deps, 'db'>, actor: Actor): Promise<InstructorDashboardResponse> {
  const { db } = deps;
  const scope = manageableCourses(actor);
  const [stats, rows] = await readTogether(
    db,
    () => dashboardStats(db, scope),
    () => courseRows(db, scope, { limit: DASHBOARD_TABLE_ROWS, offset: 0 }),
  );
  const courses = rows.map(presentRow);
  return {
    stats: { totalCourses: stats.totalCourses, published: stats.published, totalStudents: stats.totalStudents, revenue: stats.revenue },
    recentCourses: courses.slice(0, RECENT_COURSES),
    courses,
    total: stats.totalCourses,
  };
}

/** One page of the course list, searched by title. */
export async function listCourses(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  query: { q?: string; page: number; pageSize: number },
): Promise<InstructorCourseListResponse> {
  const { db } = deps;
  const scope = manageableCourses(actor);
  const [rows, total] = await readTogether(
    db,
    () => courseRows(db, scope, { q: query.q, limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
    () => countCourses(db, scope, query.q),
  );
  return { courses: rows.map(presentRow), total, page: query.page, pageSize: query.pageSize };
}

/**
 * The whole course row, if the actor may do `action` to it; `lock` holds it until the transaction
 * ends: 'no key update' for a change of its columns (enrollments, whose foreign key only shares the
 * key, go on meanwhile), 'update' for its deletion (a new enrollment must wait, then find none).
 */
export async function courseRecord(db: DbOrTx, actor: Actor, action: CourseAction, courseId: string, lock?: 'update' | 'no key update') {
  const query = db.select().from(courses).where(eq(courses.id, courseId));
  const [course] = lock ? await query.for(lock) : await query;
  if (!course) throw notFound(MESSAGES.courseNotFound);
  authorizeCourse(actor, action, course);
  return course;
}

export const presentCourse = (c: typeof courses.$inferSelect): EditableCourse =>
  presentEditable(c, pictureUrlOf(c.thumbnailFileId, c.thumbnailUrl));

/** The course as the Edit Course form loads it, with its version. */
export async function courseForEditing(deps: Pick<Deps, 'db'>, actor: Actor, courseId: string): Promise<EditableCourse> {
  return presentCourse(await courseRecord(deps.db, actor, 'manage', courseId));
}

/** The Overview tab. */
export async function courseOverview(deps: Pick<Deps, 'db'>, actor: Actor, courseId: string): Promise<CourseOverviewResponse> {
  const row = await overviewRow(deps.db, courseId);
  if (!row) throw notFound(MESSAGES.courseNotFound);
  authorizeCourse(actor, 'read', row.course);
  return presentOverview(row);
}

/** The Reviews tab: one page, newest first. */
export async function courseReviews(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  courseId: string,
  query: { page: number; pageSize: number },
): Promise<CourseReviewsResponse> {
  const { db } = deps;
  const course = await courseRecord(db, actor, 'read', courseId);
  const rows = await reviewRows(db, courseId, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
  return {
    reviews: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    total: course.reviewCount,
    page: query.page,
    pageSize: query.pageSize,
  };
}
