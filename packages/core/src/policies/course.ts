// Who may do what to one course. A course belongs to its instructor; admins manage every course;
// subadmins read every course's management data and change nothing.
import type { CourseStatus } from '../enums.js';
import { MESSAGES } from '../messages.js';
import { can, type Actor } from './abilities.js';

export interface CourseRecord {
  instructorId: string | null;
  status: CourseStatus;
}

/**
 * The catalogue, by a course's status: a published course is listed (catalogue, search, home,
 * recommendations) and takes new enrollments; an archived or draft one is neither, and is 'Course
 * Not Found' to anyone who is not already its learner or teacher. A learner's enrollment, not the
 * status, is what opens a course to them (enrollment.ts, `learnerAccess`): an archived course, or
 * one taken back to draft, stays theirs. Its teachers open it in any status, in preview mode.
 */
export const inCatalogue = (course: Pick<CourseRecord, 'status'>): boolean => course.status === 'published';

export type CourseAction =
  /** See the course at all: anyone while it is in the catalogue; otherwise only the people below. */
  | 'view'
  /** Open the player in preview mode: everything unlocked, nothing recorded. */
  | 'preview'
  /** Read what only its teachers see: students, progress, attempts, grading, analytics. */
  | 'read'
  /** Change it: details, status, curriculum, lessons, files, quizzes, grades, enrollments. */
  | 'manage'
  /** Assign it to people and groups with a due date (issue 30): whoever manages it; only a published course takes assignments (a rule, not a permission). */
  | 'assign';

/**
 * The course is in the actor's name, whatever their role now: they never enroll in it or rate it,
 * and its page offers them their own view of it.
 */
export const isCourseInstructor = (actor: { id: string } | null | undefined, course: Pick<CourseRecord, 'instructorId'>): boolean =>
  actor != null && course.instructorId !== null && course.instructorId === actor.id;

/** Teaches it: the course is theirs and their role still teaches. */
const teaches = (actor: Actor, course: CourseRecord) => can(actor, 'teach') && isCourseInstructor(actor, course);

export function canCourse(actor: Actor, action: CourseAction, course: CourseRecord): boolean {
  switch (action) {
    case 'manage':
    case 'assign':
    case 'preview':
      return can(actor, 'administer') || teaches(actor, course);
    case 'read':
      return can(actor, 'read:platform') || teaches(actor, course);
    case 'view':
      return inCatalogue(course) || canCourse(actor, 'read', course);
  }
}

/** Whether the actor may create courses at all (they become the new course's instructor). */
export const canCreateCourse = (actor: Actor) => can(actor, 'teach');

/**
 * How the server refuses an action the policy denies: 404 when the course is none of the actor's
 * business (another instructor's course: they may not even learn that it exists), else 403 (a
 * student, or a subadmin asking to change what they may only read).
 */
export function courseDenial(actor: Actor, action: CourseAction, course: CourseRecord): 403 | 404 | null {
  if (canCourse(actor, action, course)) return null;
  if (!canCourse(actor, 'view', course)) return 404;
  if (can(actor, 'teach') && !canCourse(actor, 'read', course)) return 404;
  return 403;
}

/** A course as the management lists know it, with whether anyone has learned in it. */
export interface RemovableCourse extends CourseRecord {
  /** An enrollment in any status, or a certificate that outlived its learner's account. */
  hasLearners: boolean;
}

/**
 * Why the course may not be deleted, or null (PRODUCT-DECISIONS): one with learners never is, by
 * anyone, so that they keep their access and certificates; archiving takes it out of the catalogue.
 */
export const courseDeleteRefusal = (course: Pick<RemovableCourse, 'hasLearners'>): string | null =>
  course.hasLearners ? MESSAGES.courseHasLearners : null;

export type CourseRemoval = 'delete' | 'archive';

/**
 * What a course list offers for taking the course away: 'delete' when the deletion would be
 * allowed, 'archive' for a course with learners that is not archived yet, and nothing for an
 * archived course with learners or to someone who may not manage it.
 */
export function courseRemoval(actor: Actor, course: RemovableCourse): CourseRemoval | null {
  if (!canCourse(actor, 'manage', course)) return null;
  if (courseDeleteRefusal(course) === null) return 'delete';
  return course.status === 'archived' ? null : 'archive';
}
