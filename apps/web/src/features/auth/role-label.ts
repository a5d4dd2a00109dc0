import type { Role, SessionUser } from '@app/core';

/** Each role as the user menu names it (a label, never a permission: those are @app/core's policies). */
const ROLE_LABELS: Record<Role, string> = { student: 'Student', instructor: 'Instructor', admin: 'Admin', subadmin: 'Subadmin' };

/** The role as the user menu names it. */
export const roleLabel = (user: Pick<SessionUser, 'role'>): string => ROLE_LABELS[user.role];

/** Full name, else email, else 'User'. */
export function displayName(user: Pick<SessionUser, 'fullName' | 'email'>): string {
  return user.fullName.trim() || user.email || 'User';
}
