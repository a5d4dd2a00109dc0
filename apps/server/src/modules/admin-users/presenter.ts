// What leaves the server of an account on the admin screens: picked field by field, never the
// password hash (there is no column for it to leak through: queries.ts does not select it).
import type { AdminUserRow } from '@app/core';
import type { AdminUserData } from './queries.js';

export function presentAdminUser(u: AdminUserData): AdminUserRow {
  return {
    id: u.id,
    staffId: u.staffId,
    fullName: u.fullName,
    email: u.email,
    role: u.role,
    specialization: u.specialization,
    avatarUrl: u.avatarUrl,
    passwordChangePending: u.mustChangePassword,
    courseCount: u.courseCount,
    createdAt: u.createdAt.toISOString(),
  };
}
