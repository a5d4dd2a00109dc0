// A group's members (docs/admin.md, "Groups"): read by admins and subadmins, changed by admins. Adding
// takes a list of Staff IDs (a pasted column): the accounts found are added in one statement, those
// already in the group are left as they are, and the Staff IDs of no account are named back, so a
// typo is seen rather than lost. Each change writes its audit row in its transaction.
import { and, eq, sql } from 'drizzle-orm';
import {
  GROUP_MEMBERS_PAGE_SIZE,
  membersAddedMessage,
  MESSAGES,
  type Actor,
  type AddGroupMembersResponse,
  type GroupMembersResponse,
} from '@app/core';
import type { RequestActor } from '../../auth/user.js';
import { readTogether } from '../../db/read-together.js';
import { groupMembers, users } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { notFound } from '../../lib/errors.js';
import { recordAdminChange } from '../audit/admin-change.js';
import { assignGroupCourses } from '../assignments/learners.js';
import { countMembers, groupWithCount, lockGroup, memberRows, usersByStaffIds } from './group-queries.js';
import { presentGroup } from './groups.js';

export async function listMembers(
  deps: Pick<Deps, 'db'>,
  _actor: Actor,
  groupId: string,
  query: { q?: string; page: number },
): Promise<GroupMembersResponse> {
  const { db } = deps;
  const pageSize = GROUP_MEMBERS_PAGE_SIZE;
  const [group, rows, total] = await readTogether(
    db,
    () => groupWithCount(db, groupId),
    () => memberRows(db, groupId, query.q, { limit: pageSize, offset: (query.page - 1) * pageSize }),
    () => countMembers(db, groupId, query.q),
  );
  if (!group) throw notFound(MESSAGES.groupNotFound);
  return {
    group: presentGroup(group),
    members: rows.map((m) => ({ ...m, addedAt: m.addedAt.toISOString() })),
    total,
    page: query.page,
    pageSize,
  };
}

export async function addMembers(
  deps: Pick<Deps, 'db' | 'clock' | 'jobs' | 'mail'>,
  actor: RequestActor,
  groupId: string,
  staffIds: string[],
): Promise<AddGroupMembersResponse> {
  const now = deps.clock();
  // The same Staff ID twice in a pasted list is one.
  const wanted = [...new Map(staffIds.map((s) => [s.toLowerCase(), s])).values()];
  const result = await deps.db.transaction(async (tx) => {
    // Locked: a delete of the group meanwhile either committed first (404 here) or waits for this.
    const group = await lockGroup(tx, groupId);
    if (!group) throw notFound(MESSAGES.groupNotFound);
    const found = await usersByStaffIds(tx, wanted);
    const known = new Set(found.map((u) => u.staffId.toLowerCase()));
    const unknown = wanted.filter((s) => !known.has(s.toLowerCase()));
    const added =
      found.length === 0
        ? []
        : await tx
            .insert(groupMembers)
            .values(found.map((u) => ({ groupId, userId: u.id, addedAt: now })))
            .onConflictDoNothing()
            .returning({ userId: groupMembers.userId });
    const addedIds = new Set(added.map((a) => a.userId));
    // New members get the courses assigned to the group (issue 30), with their own due dates.
    if (added.length > 0)
      await assignGroupCourses(
        deps,
        tx,
        sql`select ${groupId}::uuid as group_id, unnest(${sql.param([...addedIds])}::uuid[]) as user_id`,
        now,
      );
    const alreadyMembers = found.filter((u) => !addedIds.has(u.id)).map((u) => u.staffId);
    if (added.length > 0)
      await recordAdminChange(tx, actor, null, {
        action: 'group.members_added',
        entityType: 'group',
        entityId: groupId,
        entityLabel: group.name,
        before: null,
        after: { staffIds: found.filter((u) => addedIds.has(u.id)).map((u) => u.staffId) },
      });
    return { group: (await groupWithCount(tx, groupId))!, added: added.length, alreadyMembers, unknown };
  });
  return {
    group: presentGroup(result.group),
    added: result.added,
    alreadyMembers: result.alreadyMembers,
    unknown: result.unknown,
    message: membersAddedMessage(result.added, result.alreadyMembers.length, result.unknown.length),
  };
}

export async function removeMember(
  deps: Pick<Deps, 'db'>,
  actor: RequestActor,
  groupId: string,
  userId: string,
): Promise<{ message: string }> {
  await deps.db.transaction(async (tx) => {
    const group = await lockGroup(tx, groupId);
    if (!group) throw notFound(MESSAGES.groupNotFound);
    const [removed] = await tx
      .delete(groupMembers)
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
      .returning({ userId: groupMembers.userId });
    if (!removed) throw notFound(MESSAGES.groupMemberNotFound);
    const [user] = await tx.select({ staffId: users.staffId, fullName: users.fullName }).from(users).where(eq(users.id, userId));
    await recordAdminChange(tx, actor, null, {
      action: 'group.member_removed',
      entityType: 'group',
      entityId: groupId,
      entityLabel: group.name,
      before: { staffId: user?.staffId ?? null, fullName: user?.fullName ?? null },
      after: null,
    });
  });
  return { message: MESSAGES.groupMemberRemoved };
}
