import type { SessionUser } from '@app/core';

/** The role as the user menu names it. */
export function roleLabel(user: Pick<SessionUser, 'role'>): string {
  switch (user.role) {
    case 'admin':
      return 'Admin';
    case 'subadmin':
      return 'Subadmin';
    case 'instructor':
      return 'Instructor';
    default:
      return 'Student';
  }
}

/** Full name, else email, else 'User'. */
export function displayName(user: Pick<SessionUser, 'fullName' | 'email'>): string {
  return user.fullName.trim() || user.email || 'User';
}
