// A query built once runs where it is asked to: inside the caller's transaction, on that
// transaction's connection, or on the pool; and each database handle counts its own statements.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, countQueries, type TestContext } from '../../test/app.js';
import type { DbOrTx } from './client.js';
import { prepared } from './prepared.js';
import { categories } from './schema.js';

let t: TestContext;
let other: TestContext;

beforeAll(async () => {
  t = await buildTestApp();
  other = await buildTestApp();
});

const byName = (db: DbOrTx, name: string) =>
  prepared(db, 'test_category_by_name', (db) =>
    db
      .select({ name: categories.name })
      .from(categories)
      .where(eq(categories.name, sql.placeholder('name'))),
  ).execute({ name });

describe('prepared queries', () => {
  it("run inside the caller's transaction", async () => {
    await t.db
      .transaction(async (tx) => {
        await tx.insert(categories).values({ name: 'Uncommitted' });
        // Only the transaction's own connection can see its uncommitted row.
        expect(await byName(tx, 'Uncommitted')).toEqual([{ name: 'Uncommitted' }]);
        expect(await byName(t.db, 'Uncommitted')).toEqual([]);
        throw new Error('roll back');
      })
      .catch((err: Error) => expect(err.message).toBe('roll back'));
    expect(await byName(t.db, 'Uncommitted')).toEqual([]);
  });

  it('run on the database they are given, which counts them', async () => {
    await other.db.insert(categories).values({ name: 'Elsewhere' });
    expect(await countQueries(other, async () => expect(await byName(other.db, 'Elsewhere')).toHaveLength(1))).toBe(1);
    expect(await countQueries(t, async () => expect(await byName(t.db, 'Elsewhere')).toHaveLength(0))).toBe(1);
  });
});
