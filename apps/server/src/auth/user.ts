import { sql } from 'drizzle-orm';
import type { SessionUser } from '@app/core';
import { isInstructorRole } from '@app/core';
import { users } from '../db/schema.js';
import { pictureUrl } from '../storage/file-url.js';

/** The columns of a signed-in user: what a session lookup reads, and a profile change returns. */
export const sessionUserColumns = {
  id: users.id,
  staffId: users.staffId,
  fullName: users.fullName,
  email: users.email,
  role: users.role,
  avatarUrl: pictureUrl(users.avatarFileId, users.avatarUrl),
  bio: users.bio,
  specialization: users.specialization,
  mustChangePassword: users.mustChangePassword,
  directory: users.directory,
  hasLocalPassword: sql<boolean>`(${users.passwordHash} is not null or ${users.mustChangePassword})`,
  createdAt: users.createdAt,
};

type Row = Pick<typeof users.$inferSelect, Exclude<keyof typeof sessionUserColumns, 'hasLocalPassword'>> & { hasLocalPassword: boolean };
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
    directory: u.directory,
    hasLocalPassword: u.hasLocalPassword,
    createdAt: u.createdAt.toISOString(),
  };
}
