// Courses on the server: the core policy answers "may this actor do this to this course"; here
// that answer becomes the HTTP refusal, and "which courses may they" becomes a SQL condition on
// `courses` that says exactly what the core policy says, row by row.
import { eq, sql, type SQL } from 'drizzle-orm';
import { can, canCourse, courseDenial, MESSAGES, type Actor, type CourseAction, type CourseRecord } from '@app/core';
import { courses } from '../db/schema.js';
import { forbidden, notFound } from '../lib/errors.js';

/** Nothing: for actors the policy grants no course at all. */
const none: SQL = sql`false`;

/**
 * Throws unless the actor may do `action` to the course: 404 for a course that is none of their
 * business (they may not learn that it exists), 403 for one they may see but not change.
 */
export function authorizeCourse(
  actor: Actor,
  action: CourseAction,
  course: CourseRecord,
  notFoundMessage: string = MESSAGES.courseNotFound,
) {
  const denial = courseDenial(actor, action, course);
  if (denial === 404) throw notFound(notFoundMessage);
  if (denial === 403) throw forbidden();
}

/** Opens the course in preview mode: everything unlocked, nothing recorded. */
export const previewsCourse = (actor: Actor, course: CourseRecord) => canCourse(actor, 'preview', course);

/** The courses the actor manages (canCourse 'manage'): every course for admins, their own for instructors. */
export function manageableCourses(actor: Actor): SQL | undefined {
  if (can(actor, 'administer')) return undefined;
  return actor && can(actor, 'teach') ? eq(courses.instructorId, actor.id) : none;
}

/** The courses whose management data the actor reads (canCourse 'read'): every course for the platform's readers. */
export function readableCourses(actor: Actor): SQL | undefined {
  if (can(actor, 'read:platform')) return undefined;
  return actor && can(actor, 'teach') ? eq(courses.instructorId, actor.id) : none;
}
