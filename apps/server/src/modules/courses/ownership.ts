// Whose a course is: the one lookup of a course's owner and status, for every service that asks
// the policy about a course before touching it.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { MESSAGES, type Actor, type CourseAction } from '@app/core';
import type { DbOrTx } from '../../db/client.js';
import { courses } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { authorizeCourse } from '../../authorization/course.js';

/**
 * Courses in the catalogue (core's `inCatalogue`), as a condition on `courses`: what the catalogue,
 * search, home and recommendations list, and what takes new enrollments. Whether a learner may
 * open a course they are enrolled in is core's `learnerAccess` (archived courses stay theirs),
 * asked by the player's `courseAccess`. A test holds this condition and `inCatalogue` together.
 */
export const isPublished: SQL = sql`${courses.status} = 'published'`;

export interface CourseLookup {
  /** Only a course in the catalogue: a draft or archived one is 'Course not found' (ratings). */
  published?: boolean;
  /** Hold the course row until the transaction ends ('share': it may not change or go meanwhile). */
  lock?: 'share' | 'update';
}

/** The course's id, title, instructor, status and curriculum version; 404 'Course not found' when there is none. */
export async function findCourse(db: DbOrTx, courseId: string, opts: CourseLookup = {}) {
  const query = db
    .select({
      id: courses.id,
      title: courses.title,
      instructorId: courses.instructorId,
      status: courses.status,
      curriculumVersion: courses.curriculumVersion,
    })
    .from(courses)
    .where(and(eq(courses.id, courseId), opts.published ? isPublished : undefined));
  const [row] = opts.lock ? await query.for(opts.lock) : await query;
  if (!row) throw notFound(MESSAGES.courseNotFound);
  return row;
}

/** The course if the actor may do `action` to it; the policy's refusal otherwise. */
export async function courseFor(db: DbOrTx, actor: Actor, action: CourseAction, courseId: string, opts: CourseLookup = {}) {
  const course = await findCourse(db, courseId, opts);
  authorizeCourse(actor, action, course);
  return course;
}
