// SQL of groups. Lists are ordered by name whatever its case (the unique index on lower(name) serves
// the order and the uniqueness); a group's member count comes from the membership key, and a
// group's members are read through it, a constant number of statements per page.
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { likePattern } from '../../db/like.js';
import { groupMembers, groups, users } from '../../db/schema.js';

export const groupColumns = {
  id: groups.id,
  name: groups.name,
  createdAt: groups.createdAt,
  memberCount: sql<number>`(select count(*)::int from ${groupMembers} where ${groupMembers.groupId} = ${groups.id})`,
};

const matching = (q: string | undefined) => (q ? ilike(groups.name, likePattern(q)) : undefined);

export function groupRows(db: DbOrTx, q: string | undefined, page: { limit: number; offset: number }) {
  return db
    .select(groupColumns)
    .from(groups)
    .where(matching(q))
    .orderBy(asc(sql`lower(${groups.name})`), asc(groups.id))
    .limit(page.limit)
    .offset(page.offset);
}
export type GroupRecord = Awaited<ReturnType<typeof groupRows>>[number];

export async function countGroups(db: DbOrTx, q: string | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(groups)
    .where(matching(q));
  return row?.n ?? 0;
}

/** Locks one group's row until the transaction ends (alone in its statement, as lockCategory explains). */
export async function lockGroup(tx: DbOrTx, id: string): Promise<{ id: string; name: string } | null> {
  const [row] = await tx.select({ id: groups.id, name: groups.name }).from(groups).where(eq(groups.id, id)).for('update');
  return row ?? null;
}

export async function groupWithCount(db: DbOrTx, id: string): Promise<GroupRecord | null> {
  const [row] = await db.select(groupColumns).from(groups).where(eq(groups.id, id));
  return row ?? null;
}

const memberMatching = (groupId: string, q: string | undefined) =>
  and(eq(groupMembers.groupId, groupId), q ? or(ilike(users.fullName, likePattern(q)), ilike(users.staffId, likePattern(q))) : undefined);

export function memberRows(db: DbOrTx, groupId: string, q: string | undefined, page: { limit: number; offset: number }) {
  return db
    .select({
      id: users.id,
      staffId: users.staffId,
      fullName: users.fullName,
      role: users.role,
      addedAt: groupMembers.addedAt,
      managedBy: groupMembers.managedBy,
    })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(memberMatching(groupId, q))
    .orderBy(asc(users.fullName), asc(users.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countMembers(db: DbOrTx, groupId: string, q: string | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(groupMembers)
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(memberMatching(groupId, q));
  return row?.n ?? 0;
}

/** The accounts of these staff IDs (matched as the sign-in matches them, whatever their case). */
export function usersByStaffIds(db: DbOrTx, staffIds: string[]) {
  return db
    .select({ id: users.id, staffId: users.staffId })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.staffId})`,
        staffIds.map((s) => s.toLowerCase()),
      ),
    );
}
