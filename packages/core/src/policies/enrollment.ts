// Enrollments: who may enroll in a course, rate it, read an enrollment or change its status.
import type { EnrollmentStatus } from '../enums.js';
import { opensCourse } from '../rules/locking.js';
import { can, type Actor } from './abilities.js';
import { canCourse, inCatalogue, isCourseInstructor, type CourseRecord } from './course.js';

/**
 * Why the actor may not enroll in the course, or null if they may. Instructors and admins may learn
 * from other people's courses; nobody enrolls in a course they teach (they open it in preview mode);
 * only a course in the catalogue takes new enrollments (an archived or draft one is 'closed').
 */
export function enrollRefusal(actor: Actor, course: Pick<CourseRecord, 'instructorId' | 'status'>): 'role' | 'teaches' | 'closed' | null {
  if (!can(actor, 'learn')) return 'role';
  if (isCourseInstructor(actor, course)) return 'teaches';
  return inCatalogue(course) ? null : 'closed';
}

/**
 * What a course is to someone who does not teach it, given their enrollment in it (null for none,
 * and for visitors): the one answer to "may this learner open this course", asked by the player,
 * its lessons and files, quizzes and progress. The enrollment opens the course whatever its status:
 * a course archived or taken back to draft stays its learners' (lessons, quizzes, progress,
 * completion, certificate); the status only decides who else finds it (`inCatalogue`).
 * - 'learner': an active or completed enrollment: they learn it;
 * - 'inactive': theirs, but an instructor or admin deactivated the enrollment;
 * - 'not-enrolled': a catalogue course they have not joined: its free lessons and an offer to enroll;
 * - 'not-found': none of their business ('Course Not Found'): out of the catalogue and never joined.
 */
export type LearnerAccess = 'learner' | 'inactive' | 'not-enrolled' | 'not-found';

export function learnerAccess(course: Pick<CourseRecord, 'status'>, enrollment: { status: string } | null | undefined): LearnerAccess {
  if (enrollment) return opensCourse(enrollment) ? 'learner' : 'inactive';
  return inCatalogue(course) ? 'not-enrolled' : 'not-found';
}

/**
 * The actor may learn that the course exists (a refusal says why rather than 'Course Not Found'):
 * it is in the catalogue, they teach or read it, or it is one of their courses.
 */
export const knowsCourse = (actor: Actor, course: CourseRecord, enrollment: { status: string } | null | undefined): boolean =>
  canCourse(actor, 'view', course) || learnerAccess(course, enrollment) !== 'not-found';

/**
 * Why the actor may not rate the course, or null if they may: only a learner whose enrollment is
 * active or completed, in a course they do not teach, so that nobody lifts their own course's rating.
 */
export function ratingRefusal(
  rater: { id: string },
  course: Pick<CourseRecord, 'instructorId'>,
  enrollment: { status: EnrollmentStatus | string } | null | undefined,
): 'teaches' | 'not-enrolled' | 'inactive' | null {
  if (isCourseInstructor(rater, course)) return 'teaches';
  if (!enrollment) return 'not-enrolled';
  return opensCourse(enrollment) ? null : 'inactive';
}

export interface EnrollmentRecord {
  userId: string;
}

export type EnrollmentAction =
  /** Its learner's, and the course's teachers' (and the platform's readers'). */
  | 'read'
  /** Deactivate or restore it: whoever manages the course. */
  | 'set-status';

export function canEnrollment(actor: Actor, action: EnrollmentAction, enrollment: EnrollmentRecord, course: CourseRecord): boolean {
  if (action === 'set-status') return canCourse(actor, 'manage', course);
  return (actor != null && enrollment.userId === actor.id) || canCourse(actor, 'read', course);
}
