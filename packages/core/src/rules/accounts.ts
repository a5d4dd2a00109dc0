// The rules of administering accounts (PRODUCT-DECISIONS, "Identity" and "Authoring and
// administration"). The server applies them under lock, the web app asks the same functions to
// disable what the server would refuse and to say why.
import { ROLES, type Role } from '../enums.js';
import { can } from '../policies/abilities.js';

/** Each role as screens and messages name it (a label: what a role may do is the policy's). */
export const ROLE_NAMES: Record<Role, string> = { student: 'Student', instructor: 'Instructor', admin: 'Admin', subadmin: 'Subadmin' };

/** The roles an admin gives when creating an account (the spec's Create User); subadmins are made on Role Management. */
export const CREATABLE_ROLES = ['student', 'instructor', 'admin'] as const satisfies readonly Role[];
export type CreatableRole = (typeof CREATABLE_ROLES)[number];

/** Whether someone with this role may own courses (the instructor area's 'teach': instructors and admins). */
export const mayOwnCourses = (role: Role): boolean => can(role, 'teach');

/**
 * Why this change would leave the platform without an admin, or null. `newRole` null is a deletion;
 * `adminCount` counts the admins now, the target included when they are one.
 */
export function lastAdminRefusal(target: { role: Role }, newRole: Role | null, adminCount: number): string | null {
  if (target.role !== 'admin' || newRole === 'admin' || adminCount > 1) return null;
  return newRole === null
    ? 'This is the only admin, so the account cannot be deleted. Make another user an admin first.'
    : 'This is the only admin, so their role cannot change. Make another user an admin first.';
}

/**
 * Whether the user's courses must go to another instructor first: they own some and either leave
 * (`newRole` null) or take a role that cannot teach. Courses never lose their instructor.
 */
export const courseHandoverNeeded = (target: { courseCount: number }, newRole: Role | null): boolean =>
  target.courseCount > 0 && (newRole === null || !mayOwnCourses(newRole));

/** The refusal when a hand-over is needed and none was named. */
export const handoverNeededMessage = (fullName: string, courseCount: number) =>
  `${fullName} teaches ${courseCount === 1 ? '1 course' : `${courseCount} courses`}. Choose another instructor to take ${courseCount === 1 ? 'it' : 'them'} over.`;

/** The refusal of a role change sent for a role that is no longer the user's. */
export const roleChangedMeanwhileMessage = (current: Role) =>
  `Someone changed this user's role after you loaded the list: it is now ${ROLE_NAMES[current]}. Check it and try again.`;

/**
 * The role a search names, if it names one ("admin", "Instructor"): the users list then also shows
 * that role's users. Whole names (or their plural) only, so that "admin" does not also mean "subadmin".
 */
export function roleNamedBy(search: string | undefined): Role | null {
  const text = search?.trim().toLowerCase();
  if (!text) return null;
  return ROLES.find((r) => r === text || `${r}s` === text) ?? null;
}

/**
 * What a role change asks for, given the user's role now, the role the admin saw and the one they
 * chose: a refusal when the role changed meanwhile ('stale', never overwritten silently), nothing
 * when the user already has the chosen role, else the change.
 */
export function roleChangeStep(current: Role, seen: Role, wanted: Role): 'stale' | 'unchanged' | 'change' {
  if (current !== seen) return 'stale';
  return current === wanted ? 'unchanged' : 'change';
}
