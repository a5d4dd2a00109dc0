// Directory groups (an OIDC groups claim, an LDAP attribute) kept in step at each sign-in: the
// person is in the groups of those names (made when new), and leaves the ones the directory put
// them in and no longer lists. Memberships an admin or an import added are theirs, never touched.
// One read when nothing changed (most sign-ins); four statements at most whatever the number of
// groups (docs/admin.md, "Groups").
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Directory } from '@app/core';
import type { Tx } from '../../db/client.js';
import { groupMembers, groups } from '../../db/schema.js';

/** Returns the groups the person joined now (their assigned courses follow: issue 30). */
export async function syncDirectoryGroups(tx: Tx, userId: string, directory: Directory, names: string[], now: Date): Promise<string[]> {
  const wanted = new Set(names.map((n) => n.toLowerCase()));
  const current = await tx
    .select({ name: sql<string>`lower(${groups.name})`, managedBy: groupMembers.managedBy })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(eq(groupMembers.userId, userId));
  const managed = current.filter((m) => m.managedBy === directory).map((m) => m.name);
  const inAlready = new Set(current.map((m) => m.name));
  if (managed.every((name) => wanted.has(name)) && [...wanted].every((name) => inAlready.has(name))) return [];

  let ids: string[] = [];
  if (names.length > 0) {
    await tx
      .insert(groups)
      .values(names.map((name) => ({ name, createdAt: now })))
      .onConflictDoNothing();
    const rows = await tx
      .select({ id: groups.id })
      .from(groups)
      .where(inArray(sql`lower(${groups.name})`, [...wanted]));
    ids = rows.map((r) => r.id);
  }
  await tx
    .delete(groupMembers)
    .where(
      and(
        eq(groupMembers.userId, userId),
        eq(groupMembers.managedBy, directory),
        ids.length > 0 ? notInArray(groupMembers.groupId, ids) : undefined,
      ),
    );
  if (ids.length === 0) return [];
  const joined = await tx
    .insert(groupMembers)
    .values(ids.map((groupId) => ({ groupId, userId, addedAt: now, managedBy: directory })))
    .onConflictDoNothing()
    .returning({ groupId: groupMembers.groupId });
  return joined.map((j) => j.groupId);
}
