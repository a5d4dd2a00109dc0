// Groups filled by a bulk import (issue 29; docs/bulk-import.md, "The group column"): each batch of
// the import's job names the group of every account it created. In the batch's transaction, and in
// a constant number of statements whatever the number of rows or groups, the groups missing are
// created (names matched whatever their letter case, as the unique index on lower(name) matches
// them) and the accounts are added to theirs. Audited as an admin's changes to groups are:
// `group.created` for each new group, and one `group.members_added` per group with the number added.
// The Staff IDs are left out of that row (an admin adding members by hand has them listed): an
// imported account's Staff ID is its first password, and subadmins read the audit log.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { groupMembers, groups } from '../../db/schema.js';
import { recordAudit, type AuditActor, type AuditEvent } from '../audit/record.js';

export interface ImportedMember {
  userId: string;
  /** The group's name as the file gave it (trimmed, valid): matched whatever its letter case. */
  groupName: string;
}

export interface ImportedMembersResult {
  groupsCreated: number;
  membersAdded: number;
  /** The memberships made, for the courses assigned to those groups (issue 30). */
  joined: { groupId: string; userId: string }[];
}

/**
 * The groups of these names, created when none has the name in any letter case, in one statement.
 * A name in several letter cases is one group, named as it first comes. ON CONFLICT DO UPDATE (a
 * no-op update) rather than DO NOTHING: it returns the existing group too, even one another
 * transaction committed a moment ago (a second SELECT would be needed for that otherwise), and locks
 * it until the batch commits, so that it is not renamed or deleted under the memberships. The rows
 * are taken in the index's order, so that two batches never wait on each other in a circle.
 */
async function ensureGroups(tx: DbOrTx, names: string[]) {
  const { rows } = await tx.execute<{ id: string; name: string; created: boolean }>(sql`
    insert into ${groups} (name)
    select n from (
      select distinct on (lower(n)) n from unnest(${sql.param(names)}::text[]) with ordinality as v(n, i) order by lower(n), i
    ) as wanted
    order by lower(n)
    on conflict ((lower(name))) do update set name = ${groups.name}
    returning id, name, (xmax = 0) as created`);
  return rows;
}

/**
 * Adds the accounts an import just created to their groups, creating the groups missing, with the
 * audit rows, in the caller's transaction: three statements, whatever the number of members or
 * groups. `importLabel` is the import's file name, recorded with the audit rows.
 */
export async function addImportedMembers(
  tx: DbOrTx,
  actor: AuditActor | null,
  importLabel: string,
  members: readonly ImportedMember[],
  now: Date,
): Promise<ImportedMembersResult> {
  if (members.length === 0) return { groupsCreated: 0, membersAdded: 0, joined: [] };
  const found = await ensureGroups(
    tx,
    members.map((m) => m.groupName),
  );
  // Matched to the groups again by lower(name), in SQL: the same comparison as the unique index.
  const { rows: added } = await tx.execute<{ group_id: string; user_id: string }>(sql`
    insert into ${groupMembers} (group_id, user_id, added_at)
    select g.id, v.u, ${now}::timestamptz from unnest(${sql.param(members.map((m) => m.userId))}::uuid[], ${sql.param(members.map((m) => m.groupName))}::text[]) as v(u, n)
      join ${groups} g on lower(g.name) = lower(v.n)
    on conflict do nothing
    returning group_id, user_id`);

  const addedTo = new Map<string, number>();
  for (const a of added) addedTo.set(a.group_id, (addedTo.get(a.group_id) ?? 0) + 1);
  const events: AuditEvent[] = [];
  for (const g of found) {
    if (g.created) {
      events.push({
        action: 'group.created',
        entityType: 'group',
        entityId: g.id,
        entityLabel: g.name,
        before: null,
        after: { name: g.name, import: importLabel },
      });
    }
  }
  for (const g of found) {
    const n = addedTo.get(g.id);
    if (n) {
      events.push({
        action: 'group.members_added',
        entityType: 'group',
        entityId: g.id,
        entityLabel: g.name,
        before: null,
        after: { added: n, import: importLabel },
      });
    }
  }
  await recordAudit(tx, actor, ...events);
  return {
    groupsCreated: found.filter((g) => g.created).length,
    membersAdded: added.length,
    joined: added.map((a) => ({ groupId: a.group_id, userId: a.user_id })),
  };
}
