// One table of who may do what. The server enforces it; the web app uses it to hide controls.
import type { Role } from '../enums.js';
import { opensCourse } from './locking.js';

export type Action =
  | 'browse:catalogue'
  | 'enroll:course'
  | 'take:quiz'
  | 'manage:own-courses'
  | 'grade:own-quizzes'
  | 'view:admin-data'
  | 'manage:users'
  | 'manage:any-course'
  | 'manage:settings';

const GRANTS: Record<Role, readonly Action[]> = {
  student: ['browse:catalogue', 'enroll:course', 'take:quiz'],
  instructor: ['browse:catalogue', 'enroll:course', 'take:quiz', 'manage:own-courses', 'grade:own-quizzes'],
  admin: [
    'browse:catalogue',
    'enroll:course',
    'take:quiz',
    'manage:own-courses',
    'grade:own-quizzes',
    'view:admin-data',
    'manage:users',
    'manage:any-course',
    'manage:settings',
  ],
  subadmin: ['browse:catalogue', 'view:admin-data'],
};

export function can(role: Role | null | undefined, action: Action): boolean {
  return role != null && GRANTS[role].includes(action);
}

/** is_instructor is derived from the role, never stored. */
export const isInstructorRole = (role: Role): boolean => role === 'instructor';

/**
 * Why a user may not enroll in a course, or null if they may. Instructors and admins may learn from
 * other people's courses; nobody enrolls in a course they teach (they open it in preview mode).
 */
export function enrollRefusal(role: Role | null | undefined, teachesCourse: boolean): 'role' | 'teaches' | null {
  if (!can(role, 'enroll:course')) return 'role';
  return teachesCourse ? 'teaches' : null;
}

/**
 * Why a user may not rate a course, or null if they may: only a learner whose enrollment is active
 * or completed, in a course they do not teach, so that nobody lifts their own course's rating.
 */
export function ratingRefusal(
  teachesCourse: boolean,
  enrollment: { status: string } | null | undefined,
): 'teaches' | 'not-enrolled' | 'inactive' | null {
  if (teachesCourse) return 'teaches';
  if (!enrollment) return 'not-enrolled';
  return opensCourse(enrollment) ? null : 'inactive';
}
