// Who the directory says signed in, what a directory sign-in needs, and what of the account the
// directory would change: shared by the quick way (unchanged.ts) and the transactional one (accounts.ts).
import { roleFromGroups, type Directory, type RoleMap } from '@app/core';
import { users } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import type { SessionTimes } from '../../auth/sessions.js';
import { sessionUserColumns, type AuthUser } from '../../auth/user.js';

/** Who the directory says signed in. Every field comes from the directory, never from the browser. */
export interface DirectoryPerson {
  directory: Directory;
  /** The directory's own, lasting id for them: the ID token's `sub`, the entry's DN. */
  subject: string;
  staffId: string;
  fullName: string | null;
  email: string | null;
  /** Their directory groups; null when the directory sends none (no groups claim or attribute configured). */
  groups: string[] | null;
}

export interface DirectorySignInDeps extends Pick<Deps, 'db' | 'clock' | 'jobs' | 'mail'> {
  sessionTimes: SessionTimes;
  roleMap: RoleMap;
  /** ADMIN_STAFF_IDS: admins when their account is made, as at sign-up. */
  adminStaffIds: string[];
  log: { warn(obj: object, msg: string): void };
}

export type Account = AuthUser & { directory: Directory | null };
export const accountColumns = { ...sessionUserColumns, directory: users.directory };

/** What the directory says that the account does not: its name and e-mail where they differ, and a role other than its own (or null). */
export function directoryChanges(
  deps: Pick<DirectorySignInDeps, 'adminStaffIds' | 'roleMap'>,
  account: Pick<Account, 'staffId' | 'fullName' | 'email' | 'role'>,
  person: DirectoryPerson,
) {
  const profile: { fullName?: string; email?: string } = {};
  if (person.fullName !== null && person.fullName !== account.fullName) profile.fullName = person.fullName;
  if (person.email !== null && person.email !== account.email) profile.email = person.email;
  const designated = deps.adminStaffIds.includes(account.staffId.toLowerCase());
  const role = designated ? null : roleFromGroups(person.groups ?? [], deps.roleMap);
  return { profile, role: role !== null && role !== account.role ? role : null };
}
