// Enrollments: who may enroll in a course, rate it, read an enrollment or change its status.
import type { EnrollmentStatus } from '../enums.js';
import { opensCourse } from '../rules/locking.js';
import { can, type Actor } from './abilities.js';
import { canCourse, isCourseInstructor, type CourseRecord } from './course.js';

/**
 * Why the actor may not enroll in the course, or null if they may. Instructors and admins may learn
 * from other people's courses; nobody enrolls in a course they teach (they open it in preview mode).
 */
export function enrollRefusal(actor: Actor, course: Pick<CourseRecord, 'instructorId'>): 'role' | 'teaches' | null {
  if (!can(actor, 'learn')) return 'role';
  return isCourseInstructor(actor, course) ? 'teaches' : null;
}

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
