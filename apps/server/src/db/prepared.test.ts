// A query built once runs where it is asked to: inside the caller's transaction, on that
// transaction's connection, or on the pool; and each database handle counts its own statements.
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, countQueries, type TestContext } from '../../test/app.js';
import { createCourse, createStudent, enrollUser } from '../../test/factories.js';
import type { DbOrTx } from './client.js';
import { prepared } from './prepared.js';
import { categories, courses, enrollments, users } from './schema.js';

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

  it('map rows as Drizzle does: nested objects, left joins with no match, mapped SQL, dates', async () => {
    const course = await createCourse(t.db);
    const learner = await createStudent(t.db);
    const stranger = await createStudent(t.db);
    await enrollUser(t.db, learner.id, course.id, { progressPercentage: 40 });
    const select = (db: DbOrTx, userId: unknown) =>
      db
        .select({
          id: courses.id,
          createdAt: courses.createdAt,
          price: courses.price,
          twice: sql<number>`${courses.durationHours} * 2`.mapWith(Number),
          instructor: { id: users.id, name: users.fullName },
          enrollment: { id: enrollments.id, progress: enrollments.progressPercentage, enrolledAt: enrollments.enrolledAt },
        })
        .from(courses)
        .leftJoin(users, eq(users.id, courses.instructorId))
        .leftJoin(enrollments, and(eq(enrollments.courseId, courses.id), eq(enrollments.userId, userId as string)))
        .where(eq(courses.id, course.id));
    for (const userId of [learner.id, stranger.id]) {
      const drizzle = await select(t.db, userId);
      const ours = await prepared(t.db, 'test_mapping', (db) => select(db, sql.placeholder('userId'))).execute({ userId });
      expect(ours).toEqual(drizzle);
      expect(ours[0]!.createdAt).toBeInstanceOf(Date);
    }
    expect((await select(t.db, stranger.id))[0]!.enrollment).toBeNull();
    const whole = (db: DbOrTx, userId: unknown) =>
      db
        .select({ enrollment: enrollments, title: courses.title })
        .from(enrollments)
        .innerJoin(courses, eq(courses.id, enrollments.courseId))
        .where(eq(enrollments.userId, userId as string));
    expect(
      await prepared(t.db, 'test_mapping_whole', (db) => whole(db, sql.placeholder('userId'))).execute({ userId: learner.id }),
    ).toEqual(await whole(t.db, learner.id));
  });
});

describe('behind a pooler that keeps no named statements (DB_PREPARED=false)', () => {
  /** Named statements the connection of `tx` holds after running the query once there. */
  const namedAfterQuery = (c: TestContext) =>
    c.db.transaction(async (tx) => {
      await byName(tx, 'Anything');
      const { rows } = await tx.execute<{ n: number }>(sql`select count(*)::int as n from pg_prepared_statements`);
      return rows[0]!.n;
    });

  it('sends the same query unnamed: the connection keeps no statement between transactions', async () => {
    const unnamed = await buildTestApp({ DB_PREPARED: 'false' });
    expect(await namedAfterQuery(unnamed)).toBe(0);
    expect(await byName(unnamed.db, 'Anything')).toEqual([]);
    // The default names it, and the connection keeps it.
    expect(await namedAfterQuery(t)).toBeGreaterThan(0);
  });
});
