import type { SessionUser } from '@app/core';
import { isInstructorRole } from '@app/core';
import type { users } from '../db/schema.js';
import type { sessionUserColumns } from './sessions.js';

type Row = Pick<typeof users.$inferSelect, keyof typeof sessionUserColumns>;
export type AuthUser = Row;

/**
 * Who makes a change, and from where: what a service needs to ask the policy (id, role) and, when
 * the change is recorded (core's isAuditedChange), what the audit row copies (staff ID and name,
 * which stay readable after the account is deleted, and the client address).
 */
export interface RequestActor {
  id: string;
  role: Row['role'];
  staffId: string;
  fullName: string;
  ip: string | null;
}

/** The one presenter of a user to themself. Password hashes never leave the server. */
export function presentSessionUser(u: Row): SessionUser {
  return {
    id: u.id,
    staffId: u.staffId,
    fullName: u.fullName,
    email: u.email,
    role: u.role,
    isInstructor: isInstructorRole(u.role),
    avatarUrl: u.avatarUrl,
    bio: u.bio,
    specialization: u.specialization,
    mustChangePassword: u.mustChangePassword,
    createdAt: u.createdAt.toISOString(),
  };
}
