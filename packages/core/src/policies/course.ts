// Who may do what to one course. A course belongs to its instructor; admins manage every course;
// subadmins read every course's management data and change nothing.
import type { CourseStatus } from '../enums.js';
import { can, type Actor } from './abilities.js';

export interface CourseRecord {
  instructorId: string | null;
  status: CourseStatus;
}

export type CourseAction =
  /** See the course at all: in the catalogue when published; otherwise only the people below. */
  | 'view'
  /** Open the player in preview mode: everything unlocked, nothing recorded. */
  | 'preview'
  /** Read what only its teachers see: students, progress, attempts, grading, analytics. */
  | 'read'
  /** Change it: details, status, curriculum, lessons, files, quizzes, grades, enrollments. */
  | 'manage';

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
    case 'preview':
      return can(actor, 'administer') || teaches(actor, course);
    case 'read':
      return can(actor, 'read:platform') || teaches(actor, course);
    case 'view':
      return course.status === 'published' || canCourse(actor, 'read', course);
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
