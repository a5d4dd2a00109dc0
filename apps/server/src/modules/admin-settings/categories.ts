// Category management (PRODUCT-DECISIONS: list, create, rename, delete when unused). Names are
// unique whatever their letter case (the unique index on lower(name)); a name taken, even by a
// request that committed a moment earlier, is a 409 with the name. A category that any course uses
// (whatever its status) is never deleted: the foreign key would silently leave those courses
// uncategorised. Each change writes its audit row in its transaction; a refused one writes none.
// The public catalogue's cache follows by itself (the categories trigger of migration 0008).
import { eq } from 'drizzle-orm';
import {
  ADMIN_CATEGORIES_PAGE_SIZE,
  categoryInUseMessage,
  categoryNameTakenMessage,
  MESSAGES,
  type Actor,
  type AdminCategoriesResponse,
  type AdminCategoryRow,
  type CategorySaveResponse,
} from '@app/core';
import { readTogether } from '../../db/read-together.js';
import { categories } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { conflict, isUniqueViolation, notFound } from '../../lib/errors.js';
import type { RequestActor } from '../../auth/user.js';
import { recordAdminChange } from '../audit/admin-change.js';
import { categoryRows, categoryWithCounts, countCategories, lockCategory, type CategoryRecord } from './category-queries.js';

const NAME_INDEX = 'categories_name_lower_key';

const present = (c: CategoryRecord): AdminCategoryRow => ({
  id: c.id,
  name: c.name,
  courseCount: c.courseCount,
  publishedCount: c.publishedCount,
  createdAt: c.createdAt.toISOString(),
});

export async function listCategories(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  query: { q?: string; page: number },
): Promise<AdminCategoriesResponse> {
  const { db } = deps;
  const pageSize = ADMIN_CATEGORIES_PAGE_SIZE;
  const [rows, total] = await readTogether(
    db,
    () => categoryRows(db, query.q, { limit: pageSize, offset: (query.page - 1) * pageSize }),
    () => countCategories(db, query.q),
  );
  return { categories: rows.map(present), total, page: query.page, pageSize };
}

/** Runs a change whose name may collide with another category's: the collision is a 409 naming it. */
async function withUniqueName<T>(name: string, change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (err) {
    if (isUniqueViolation(err, NAME_INDEX)) throw conflict(categoryNameTakenMessage(name));
    throw err;
  }
}

export async function createCategory(deps: Pick<Deps, 'db'>, actor: RequestActor, name: string): Promise<CategorySaveResponse> {
  const row = await withUniqueName(name, () =>
    deps.db.transaction(async (tx) => {
      const [created] = await tx.insert(categories).values({ name }).returning({ id: categories.id, createdAt: categories.createdAt });
      await recordAdminChange(tx, actor, null, {
        action: 'category.created',
        entityType: 'category',
        entityId: created!.id,
        entityLabel: name,
        before: null,
        after: { name },
      });
      return { ...created!, name, courseCount: 0, publishedCount: 0 };
    }),
  );
  return { category: present(row), message: MESSAGES.categoryCreated };
}

export async function renameCategory(
  deps: Pick<Deps, 'db'>,
  actor: RequestActor,
  id: string,
  input: { name: string; currentName: string },
): Promise<CategorySaveResponse> {
  const row = await withUniqueName(input.name, () =>
    deps.db.transaction(async (tx) => {
      const current = await lockCategory(tx, id);
      if (!current) throw notFound(MESSAGES.categoryNotFound);
      if (current.name !== input.currentName) throw conflict(MESSAGES.categoryChangedElsewhere);
      if (current.name === input.name) return (await categoryWithCounts(tx, id))!;
      await tx.update(categories).set({ name: input.name }).where(eq(categories.id, id));
      await recordAdminChange(tx, actor, null, {
        action: 'category.renamed',
        entityType: 'category',
        entityId: id,
        entityLabel: input.name,
        before: { name: current.name },
        after: { name: input.name },
      });
      return (await categoryWithCounts(tx, id))!;
    }),
  );
  return { category: present(row), message: MESSAGES.categoryRenamed };
}

export async function deleteCategory(deps: Pick<Deps, 'db'>, actor: RequestActor, id: string): Promise<{ message: string }> {
  await deps.db.transaction(async (tx) => {
    // Locked: a course being saved into this category meanwhile either committed first (and is
    // counted below) or waits for this transaction and then finds no category (course-authoring's
    // category check shares the lock).
    const current = await lockCategory(tx, id);
    if (!current) throw notFound(MESSAGES.categoryNotFound);
    const counted = (await categoryWithCounts(tx, id))!;
    if (counted.courseCount > 0) throw conflict(categoryInUseMessage(counted.courseCount));
    await tx.delete(categories).where(eq(categories.id, id));
    await recordAdminChange(tx, actor, null, {
      action: 'category.deleted',
      entityType: 'category',
      entityId: id,
      entityLabel: current.name,
      before: { name: current.name },
      after: null,
    });
  });
  return { message: MESSAGES.categoryDeleted };
}
