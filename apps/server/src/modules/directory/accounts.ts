// Signing in someone the organisation's directory vouched for (an OpenID provider's ID token, an
// LDAP bind): find their account by the directory's own id for them, else link the local account of
// the same Staff ID, else create one just in time; keep its name, e-mail, role and directory groups
// in step with the directory; start a session. All in one transaction, audited, unless nothing
// changes (unchanged.ts) (docs/auth.md, "Directory sign-in").
import { and, eq, sql } from 'drizzle-orm';
import { courseHandoverNeeded, MESSAGES, roleFromGroups, type Role } from '@app/core';
import type { Tx } from '../../db/client.js';
import { courses, roleAssignments, userIdentities, users } from '../../db/schema.js';
import { createSession, revokeUserSessions } from '../../auth/sessions.js';
import { conflict, isUniqueViolation } from '../../lib/errors.js';
import { recordAudit, type AuditActor } from '../audit/record.js';
import { accountLabel } from '../admin-users/change.js';
import { lockAdmins } from '../admin-users/queries.js';
import { syncDirectoryGroups } from './groups-sync.js';
import { assignGroupCourses } from '../assignments/learners.js';
import { signInUnchanged } from './unchanged.js';
import { accountColumns, directoryChanges, type Account, type DirectoryPerson, type DirectorySignInDeps } from './person.js';

export type { DirectoryPerson, DirectorySignInDeps };

/** Signs the person in; their account as it is now, and a new session. */
export async function signInDirectoryPerson(deps: DirectorySignInDeps, person: DirectoryPerson, meta: { ip: string; userAgent?: string }) {
  // Most sign-ins change nothing: one read and the session, no transaction (signInUnchanged).
  const unchanged = await signInUnchanged(deps, person, meta);
  if (unchanged) return unchanged;
  try {
    return await attempt(deps, person, meta);
  } catch (err) {
    // Two first sign-ins of one person at once: the second finds the account the first made.
    if (isUniqueViolation(err, 'users_staff_id_lower_key') || isUniqueViolation(err, 'user_identities_directory_subject_pk'))
      return attempt(deps, person, meta);
    throw err;
  }
}

function attempt(deps: DirectorySignInDeps, person: DirectoryPerson, meta: { ip: string; userAgent?: string }) {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const found = await accountOf(tx, person);
    const account = found ?? (await createAccount(tx, deps, person, meta.ip));
    const actor: AuditActor = { id: account.id, staffId: account.staffId, fullName: account.fullName, ip: meta.ip };
    const user = await keepInStep(tx, deps, account, person, actor, now);
    const joined = person.groups !== null ? await syncDirectoryGroups(tx, user.id, person.directory, person.groups, now) : [];
    // The courses assigned to the groups joined now (issue 30).
    if (joined.length > 0)
      await assignGroupCourses(deps, tx, sql`select unnest(${sql.param(joined)}::uuid[]) as group_id, ${user.id}::uuid as user_id`, now);
    const session = await createSession(tx, user.id, now, deps.sessionTimes, { ...meta, directory: person.directory });
    return { user, session, created: found === null };
  });
}

/** The account the directory's id names, else the local one of the same Staff ID (linked now), else null. */
async function accountOf(tx: Tx, person: DirectoryPerson): Promise<Account | null> {
  const [known] = await tx
    .select(accountColumns)
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.directory, person.directory), eq(userIdentities.subject, person.subject)))
    .for('update', { of: users });
  if (known) return known;

  const [local] = await tx
    .select({
      ...accountColumns,
      linked: sql<boolean>`exists (select 1 from ${userIdentities} where ${userIdentities.userId} = ${users.id} and ${userIdentities.directory} = ${person.directory})`,
    })
    .from(users)
    .where(eq(sql`lower(${users.staffId})`, person.staffId.toLowerCase()))
    .for('update');
  if (!local) return null;
  // Someone else at the directory already holds this account: a Staff ID reused for another person.
  if (local.linked) throw conflict(MESSAGES.directoryAccountTaken);
  const { linked: _linked, ...account } = local;
  await tx.insert(userIdentities).values({ directory: person.directory, subject: person.subject, userId: account.id });
  await tx.update(users).set({ directory: person.directory }).where(eq(users.id, account.id));
  await recordAudit(
    tx,
    { id: account.id, staffId: account.staffId, fullName: account.fullName, ip: null },
    {
      action: 'user.directory_linked',
      entityType: 'user',
      entityId: account.id,
      entityLabel: accountLabel(account),
      after: { directory: person.directory, subject: person.subject },
    },
  );
  return { ...account, directory: person.directory };
}

async function createAccount(tx: Tx, deps: DirectorySignInDeps, person: DirectoryPerson, ip: string): Promise<Account> {
  const designated = deps.adminStaffIds.includes(person.staffId.toLowerCase());
  const role: Role = designated ? 'admin' : (roleFromGroups(person.groups ?? [], deps.roleMap) ?? 'student');
  const fields = { staffId: person.staffId, fullName: person.fullName ?? person.staffId, email: person.email, role };
  const [row] = await tx
    .insert(users)
    .values({ ...fields, directory: person.directory, passwordHash: null, mustChangePassword: false })
    .returning(accountColumns);
  const account = row!;
  await tx.insert(roleAssignments).values({ userId: account.id, role, createdBy: account.id });
  await tx.insert(userIdentities).values({ directory: person.directory, subject: person.subject, userId: account.id });
  await recordAudit(
    tx,
    { id: account.id, staffId: account.staffId, fullName: account.fullName, ip },
    {
      action: 'user.created',
      entityType: 'user',
      entityId: account.id,
      entityLabel: accountLabel(fields),
      after: { ...fields, source: person.directory },
    },
  );
  return account;
}

/**
 * The name, e-mail and role the directory gives, written where they differ, each change audited. A
 * role change the platform cannot take (the last admin leaving, courses left without an instructor)
 * keeps the role and says so in the log: an admin settles it on the users screen.
 */
async function keepInStep(tx: Tx, deps: DirectorySignInDeps, account: Account, person: DirectoryPerson, actor: AuditActor, now: Date) {
  const label = accountLabel(account);
  const { profile, role: wanted } = directoryChanges(deps, account, person);
  let role = wanted;
  if (role !== null) {
    const refusal = await roleChangeRefusal(tx, account, role);
    if (refusal) {
      deps.log.warn({ userId: account.id, from: account.role, to: role, reason: refusal }, 'directory role change not applied');
      role = null;
    }
  }

  if (Object.keys(profile).length === 0 && role === null) return account;
  await tx
    .update(users)
    .set({ ...profile, ...(role ? { role } : {}), updatedAt: now })
    .where(eq(users.id, account.id));
  const before = { fullName: account.fullName, email: account.email };
  if (Object.keys(profile).length > 0)
    await recordAudit(tx, actor, {
      action: 'user.updated_from_directory',
      entityType: 'user',
      entityId: account.id,
      entityLabel: label,
      before: Object.fromEntries(Object.keys(profile).map((k) => [k, before[k as keyof typeof before]])),
      after: { ...profile, source: person.directory },
    });
  if (role) {
    await tx.insert(roleAssignments).values({ userId: account.id, role, createdBy: account.id });
    // As an admin's role change does: the account's other sessions end (the new one is made after this).
    await revokeUserSessions(tx, account.id);
    await recordAudit(tx, actor, {
      action: 'user.role_changed',
      entityType: 'user',
      entityId: account.id,
      entityLabel: label,
      before: { role: account.role },
      after: { role, source: person.directory },
    });
  }
  return { ...account, ...profile, ...(role ? { role } : {}) };
}

async function roleChangeRefusal(tx: Tx, account: Account, role: Role): Promise<string | null> {
  if (account.role === 'admin') {
    const admins = await lockAdmins(tx);
    if (admins.length <= 1) return 'last admin';
  }
  const [owned] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(courses)
    .where(eq(courses.instructorId, account.id));
  if (courseHandoverNeeded({ courseCount: owned?.count ?? 0 }, role)) return 'owns courses';
  return null;
}
