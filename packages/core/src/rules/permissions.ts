// One table of who may do what. The server enforces it; the web app uses it to hide controls.
import type { Role } from '../enums.js';

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
