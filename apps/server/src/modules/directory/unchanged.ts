// The sign-in of someone the directory already knows, whose name, e-mail, role and directory
// groups are as the directory says (most sign-ins): one read of the account with its groups, then
// the session, outside any transaction. Anything to change, or an account not found, goes the
// transactional way (accounts.ts). The read takes no lock: an admin's change in between (a role, a
// deletion) happens before the session is made, and the session reads the account as it is then.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { prepared } from '../../db/prepared.js';
import { groupMembers, groups, userIdentities, users } from '../../db/schema.js';
import { createSession } from '../../auth/sessions.js';
import { sessionUserColumns } from '../../auth/user.js';
import { isForeignKeyViolation } from '../../lib/errors.js';
import { directoryChanges, type DirectoryPerson, type DirectorySignInDeps } from './person.js';

export async function signInUnchanged(deps: DirectorySignInDeps, person: DirectoryPerson, meta: { ip: string; userAgent?: string }) {
  const [row] = await prepared(deps.db, 'directory_account', (db) => {
    const lowerName = sql`lower(${groups.name})`;
    const groupsOf = (managed: SQL | undefined) =>
      sql<
        string[]
      >`(select coalesce(array_agg(${lowerName}), '{}') from ${groupMembers} join ${groups} on ${groups.id} = ${groupMembers.groupId} where ${groupMembers.userId} = ${users.id}${managed ?? sql``})`;
    return db
      .select({
        ...sessionUserColumns,
        // The person's groups by name: all of them, and those this directory keeps.
        groups: groupsOf(undefined),
        managed: groupsOf(sql` and ${groupMembers.managedBy} = ${sql.placeholder('directory')}`),
      })
      .from(userIdentities)
      .innerJoin(users, eq(users.id, userIdentities.userId))
      .where(and(eq(userIdentities.directory, sql.placeholder('directory')), eq(userIdentities.subject, sql.placeholder('subject'))));
  }).execute({ directory: person.directory, subject: person.subject });
  if (!row) return null;
  const { groups: all, managed, ...user } = row;
  const changes = directoryChanges(deps, user, person);
  if (Object.keys(changes.profile).length > 0 || changes.role !== null) return null;
  if (person.groups !== null) {
    const wanted = new Set(person.groups.map((g) => g.toLowerCase()));
    const have = new Set(all);
    if (!managed.every((g) => wanted.has(g)) || ![...wanted].every((g) => have.has(g))) return null;
  }
  try {
    const session = await createSession(deps.db, user.id, deps.clock(), deps.sessionTimes, { ...meta, directory: person.directory });
    return { user, session, created: false };
  } catch (err) {
    // Deleted in between: the transactional way makes the account again, as a first sign-in would.
    if (isForeignKeyViolation(err)) return null;
    throw err;
  }
}
