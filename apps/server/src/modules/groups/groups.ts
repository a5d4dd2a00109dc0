// Groups (departments): list, create, rename, delete (docs/admin.md, "Groups"). Names are unique
// whatever their letter case; a name taken, even by a request that committed a moment earlier, is a
// 409 with the name, and a rename of a group renamed since the form opened is a 409 too. Deleting a
// group removes its memberships and nothing else: accounts, enrollments and progress stay. Each
// change writes its audit row in its transaction; a refused one writes none.
import { eq } from 'drizzle-orm';
import {
  ADMIN_GROUPS_PAGE_SIZE,
  groupNameTakenMessage,
  MESSAGES,
  type Actor,
  type AdminGroupRow,
  type AdminGroupsResponse,
  type GroupSaveResponse,
} from '@app/core';
import type { RequestActor } from '../../auth/user.js';
import { readTogether } from '../../db/read-together.js';
import { groups } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { conflict, isUniqueViolation, notFound } from '../../lib/errors.js';
import { recordAdminChange } from '../audit/admin-change.js';
import { countGroups, groupRows, groupWithCount, lockGroup, type GroupRecord } from './group-queries.js';

const NAME_INDEX = 'groups_name_lower_key';

export const presentGroup = (g: GroupRecord): AdminGroupRow => ({
  id: g.id,
  name: g.name,
  memberCount: g.memberCount,
  createdAt: g.createdAt.toISOString(),
});

export async function listGroups(deps: Pick<Deps, 'db'>, _actor: Actor, query: { q?: string; page: number }): Promise<AdminGroupsResponse> {
  const { db } = deps;
  const pageSize = ADMIN_GROUPS_PAGE_SIZE;
  const [rows, total] = await readTogether(
    db,
    () => groupRows(db, query.q, { limit: pageSize, offset: (query.page - 1) * pageSize }),
    () => countGroups(db, query.q),
  );
  return { groups: rows.map(presentGroup), total, page: query.page, pageSize };
}

async function withUniqueName<T>(name: string, change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (err) {
    if (isUniqueViolation(err, NAME_INDEX)) throw conflict(groupNameTakenMessage(name));
    throw err;
  }
}

export async function createGroup(deps: Pick<Deps, 'db'>, actor: RequestActor, name: string): Promise<GroupSaveResponse> {
  const row = await withUniqueName(name, () =>
    deps.db.transaction(async (tx) => {
      const [created] = await tx.insert(groups).values({ name }).returning({ id: groups.id, createdAt: groups.createdAt });
      await recordAdminChange(tx, actor, null, {
        action: 'group.created',
        entityType: 'group',
        entityId: created!.id,
        entityLabel: name,
        before: null,
        after: { name },
      });
      return { ...created!, name, memberCount: 0 };
    }),
  );
  return { group: presentGroup(row), message: MESSAGES.groupCreated };
}

export async function renameGroup(
  deps: Pick<Deps, 'db'>,
  actor: RequestActor,
  id: string,
  input: { name: string; currentName: string },
): Promise<GroupSaveResponse> {
  const row = await withUniqueName(input.name, () =>
    deps.db.transaction(async (tx) => {
      const current = await lockGroup(tx, id);
      if (!current) throw notFound(MESSAGES.groupNotFound);
      if (current.name !== input.currentName) throw conflict(MESSAGES.groupChangedElsewhere);
      if (current.name !== input.name) {
        await tx.update(groups).set({ name: input.name }).where(eq(groups.id, id));
        await recordAdminChange(tx, actor, null, {
          action: 'group.renamed',
          entityType: 'group',
          entityId: id,
          entityLabel: input.name,
          before: { name: current.name },
          after: { name: input.name },
        });
      }
      return (await groupWithCount(tx, id))!;
    }),
  );
  return { group: presentGroup(row), message: MESSAGES.groupRenamed };
}

export async function deleteGroup(deps: Pick<Deps, 'db'>, actor: RequestActor, id: string): Promise<{ message: string }> {
  await deps.db.transaction(async (tx) => {
    const current = await lockGroup(tx, id);
    if (!current) throw notFound(MESSAGES.groupNotFound);
    const counted = (await groupWithCount(tx, id))!;
    // The memberships go with the group (cascade); the audit row keeps how many there were.
    await tx.delete(groups).where(eq(groups.id, id));
    await recordAdminChange(tx, actor, null, {
      action: 'group.deleted',
      entityType: 'group',
      entityId: id,
      entityLabel: current.name,
      before: { name: current.name, memberCount: counted.memberCount },
      after: null,
    });
  });
  return { message: MESSAGES.groupDeleted };
}
