// The courses whose learners and figures the actor reads: the course picker, and the one course a
// students page or an analytics view is about (another instructor's course is 'Course Not Found').
import { asc, eq } from 'drizzle-orm';
import { MESSAGES, type Actor, type MonitoredCourse } from '@app/core';
import type { DbOrTx } from '../../db/client.js';
import { courses, users } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { authorizeCourse, readableCourses } from '../../policies/course.js';

const fields = {
  id: courses.id,
  title: courses.title,
  status: courses.status,
  instructorId: courses.instructorId,
  instructorName: users.fullName,
};

const fromCourses = (db: DbOrTx) => db.select(fields).from(courses).leftJoin(users, eq(users.id, courses.instructorId));

/** Every course the actor monitors, by title: their own for an instructor, all for admins and subadmins. */
export async function monitoredCourses(db: DbOrTx, actor: Actor): Promise<{ courses: MonitoredCourse[] }> {
  return { courses: await fromCourses(db).where(readableCourses(actor)).orderBy(asc(courses.title), asc(courses.id)) };
}

/** The course if the actor reads its learners and figures (canCourse 'read'); 404 or 403 otherwise. */
export async function monitoredCourse(db: DbOrTx, actor: Actor, courseId: string): Promise<MonitoredCourse> {
  const [course] = await fromCourses(db).where(eq(courses.id, courseId));
  if (!course) throw notFound(MESSAGES.courseNotFound);
  authorizeCourse(actor, 'read', course);
  return course;
}
