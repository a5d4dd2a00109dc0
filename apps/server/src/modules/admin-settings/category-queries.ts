// SQL of category management. The list is ordered by name whatever its case (the unique index on
// lower(name) serves both the order and the uniqueness); each row's course counts come from
// courses_category_idx, a constant number of statements per page.
import { and, asc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { likePattern } from '../../db/like.js';
import { categories, courses } from '../../db/schema.js';

const courseCount = (extra?: SQL) =>
  sql<number>`(select count(*)::int from ${courses} where ${and(eq(courses.categoryId, categories.id), extra)})`;

export const categoryColumns = {
  id: categories.id,
  name: categories.name,
  createdAt: categories.createdAt,
  courseCount: courseCount(),
  publishedCount: courseCount(eq(courses.status, 'published')),
};

const matching = (q: string | undefined) => (q ? ilike(categories.name, likePattern(q)) : undefined);

export function categoryRows(db: DbOrTx, q: string | undefined, page: { limit: number; offset: number }) {
  return db
    .select(categoryColumns)
    .from(categories)
    .where(matching(q))
    .orderBy(asc(sql`lower(${categories.name})`), asc(categories.id))
    .limit(page.limit)
    .offset(page.offset);
}
export type CategoryRecord = Awaited<ReturnType<typeof categoryRows>>[number];

export async function countCategories(db: DbOrTx, q: string | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(categories)
    .where(matching(q));
  return row?.n ?? 0;
}

/**
 * Locks one category's row until the transaction ends. Alone in its statement: a count in the same
 * statement would be read from the snapshot taken before the lock was granted, and miss a course
 * whose transaction the lock waited for.
 */
export async function lockCategory(tx: DbOrTx, id: string): Promise<{ id: string; name: string } | null> {
  const [row] = await tx.select({ id: categories.id, name: categories.name }).from(categories).where(eq(categories.id, id)).for('update');
  return row ?? null;
}

/** One category with its counts. */
export async function categoryWithCounts(db: DbOrTx, id: string): Promise<CategoryRecord | null> {
  const [row] = await db.select(categoryColumns).from(categories).where(eq(categories.id, id));
  return row ?? null;
}
