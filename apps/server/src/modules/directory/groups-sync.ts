// Directory groups (an OIDC groups claim, an LDAP attribute) kept in step at each sign-in: the
// person is in the groups of those names (made when new), and leaves the ones the directory put
// them in and no longer lists. Memberships an admin or an import added are theirs, never touched.
// Four statements whatever the number of groups (docs/admin.md, "Groups").
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Directory } from '@app/core';
import type { Tx } from '../../db/client.js';
import { groupMembers, groups } from '../../db/schema.js';

export async function syncDirectoryGroups(tx: Tx, userId: string, directory: Directory, names: string[], now: Date): Promise<void> {
  let ids: string[] = [];
  if (names.length > 0) {
    await tx
      .insert(groups)
      .values(names.map((name) => ({ name, createdAt: now })))
      .onConflictDoNothing();
    const lower = names.map((n) => n.toLowerCase());
    const rows = await tx
      .select({ id: groups.id })
      .from(groups)
      .where(inArray(sql`lower(${groups.name})`, lower));
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
  if (ids.length > 0)
    await tx
      .insert(groupMembers)
      .values(ids.map((groupId) => ({ groupId, userId, addedAt: now, managedBy: directory })))
      .onConflictDoNothing();
}
