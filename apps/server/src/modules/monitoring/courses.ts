// The courses whose learners and figures the actor reads: the course picker, and the one course a
// students page or an analytics view is about (another instructor's course is 'Course Not Found').
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import { COURSE_PICKER_LIMIT, MESSAGES, type Actor, type MonitoredCourse, type MonitoredCoursesQuery } from '@app/core';
import type { DbOrTx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { likePattern } from '../../db/like.js';
import { courses, users } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { authorizeCourse, readableCourses } from '../../authorization/course.js';

const fields = {
  id: courses.id,
  title: courses.title,
  status: courses.status,
  instructorId: courses.instructorId,
  instructorName: users.fullName,
};

const fromCourses = (db: DbOrTx) => db.select(fields).from(courses).leftJoin(users, eq(users.id, courses.instructorId));

/**
 * The courses the actor monitors (their own for an instructor, all for admins and subadmins) whose
 * title or instructor's name contains the search, by title: the first COURSE_PICKER_LIMIT and how
 * many match, in one statement.
 */
export async function monitoredCourses(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  q: MonitoredCoursesQuery,
): Promise<{ courses: MonitoredCourse[]; total: number }> {
  const pattern = q.q ? likePattern(q.q) : undefined;
  const rows = await deps.db
    .select({ ...fields, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(courses)
    .leftJoin(users, eq(users.id, courses.instructorId))
    .where(and(readableCourses(actor), pattern ? or(ilike(courses.title, pattern), ilike(users.fullName, pattern)) : undefined))
    .orderBy(asc(courses.title), asc(courses.id))
    .limit(COURSE_PICKER_LIMIT);
  return { courses: rows.map(({ total: _total, ...course }) => course), total: rows[0]?.total ?? 0 };
}

/** The course if the actor reads its learners and figures (canCourse 'read'); 404 or 403 otherwise. */
export async function monitoredCourse(db: DbOrTx, actor: Actor, courseId: string): Promise<MonitoredCourse> {
  const [course] = await fromCourses(db).where(eq(courses.id, courseId));
  if (!course) throw notFound(MESSAGES.courseNotFound);
  authorizeCourse(actor, 'read', course);
  return course;
}
