// Category management: the list with course counts, create, rename and delete. Names are unique
// whatever their case (a name taken meanwhile is a 409 too); a category any course uses stays;
// every change is audited with it and a refused one leaves no trace; the public catalogue shows a
// renamed category on the very next request, its cache notwithstanding.
import { randomUUID } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminCategoriesResponse, AdminCategoryRow } from '@app/core';
import { api, buildTestApp, countQueries, databaseState, errorOf, type TestContext } from '../../../test/app.js';
import { createCategory, createCourse, signedIn } from '../../../test/factories.js';
import { auditEvents, categories } from '../../db/schema.js';

let t: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedIn(t.app, t.db, { role: 'admin' });
});

const unique = (name: string) => `${name} ${randomUUID().slice(0, 6)}`;
const auditOf = (id: string) => t.db.select().from(auditEvents).where(eq(auditEvents.entityId, id));
const categoryRow = async (id: string) => (await t.db.select().from(categories).where(eq(categories.id, id)))[0];

describe('GET /api/admin/categories', () => {
  it('lists categories by name whatever the case, with their course counts, in a constant number of statements', async () => {
    const mark = randomUUID().slice(0, 6);
    const b = await createCategory(t.db, `${mark} beta`);
    const a = await createCategory(t.db, `${mark} Alpha`);
    await createCourse(t.db, { categoryId: b.id, status: 'published' });
    await createCourse(t.db, { categoryId: b.id, status: 'draft' });
    await createCourse(t.db, { categoryId: b.id, status: 'archived' });
    let res!: Awaited<ReturnType<typeof admin.http.get>>;
    const statements = await countQueries(t, async () => (res = await admin.http.get(`/api/admin/categories?q=${mark}`)));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminCategoriesResponse>()).toEqual({
      categories: [
        { id: a.id, name: `${mark} Alpha`, courseCount: 0, publishedCount: 0, createdAt: expect.any(String) },
        { id: b.id, name: `${mark} beta`, courseCount: 3, publishedCount: 1, createdAt: expect.any(String) },
      ],
      total: 2,
      page: 1,
      pageSize: 50,
    });
    expect(statements).toBeLessThanOrEqual(3);
  });

  it('refuses bad pages and oversized searches, and anyone but admins and subadmins', async () => {
    for (const q of ['page=0', 'page=10001', 'page=x', `q=${'a'.repeat(201)}`, 'other=1']) {
      expect((await admin.http.get(`/api/admin/categories?${q}`)).statusCode, q).toBe(400);
    }
    const sub = await signedIn(t.app, t.db, { role: 'subadmin' });
    expect((await sub.http.get('/api/admin/categories')).statusCode).toBe(200);
    for (const role of ['student', 'instructor'] as const) {
      expect((await (await signedIn(t.app, t.db, { role })).http.get('/api/admin/categories')).statusCode).toBe(403);
    }
    expect((await api(t.app).get('/api/admin/categories')).statusCode).toBe(401);
  });
});

describe('POST /api/admin/categories', () => {
  it('creates a category, trimmed, with its audit row', async () => {
    const name = unique('Robotics');
    const res = await admin.http.post('/api/admin/categories', { name: `  ${name}  ` });
    expect(res.statusCode, res.body).toBe(201);
    const { category, message } = res.json<{ category: AdminCategoryRow; message: string }>();
    expect(message).toBe('Category created successfully');
    expect(category).toMatchObject({ name, courseCount: 0, publishedCount: 0 });
    expect(await categoryRow(category.id)).toMatchObject({ name });
    expect(await auditOf(category.id)).toEqual([
      expect.objectContaining({
        action: 'category.created',
        entityType: 'category',
        entityLabel: name,
        before: null,
        after: { name },
        actorId: admin.user.id,
      }),
    ]);
  });

  it('refuses a name taken in another letter case with 409, writing nothing', async () => {
    const existing = await createCategory(t.db, unique('Data Science'));
    const before = await databaseState(t.db);
    const res = await admin.http.post('/api/admin/categories', { name: existing.name.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toEqual({
      code: 'CONFLICT',
      message: `A category named "${existing.name.toUpperCase()}" already exists. Choose another name.`,
    });
    expect(await databaseState(t.db)).toEqual(before);
  });

  it('gives the second of two simultaneous creations of one name a 409, and audits only the first', async () => {
    const name = unique('Cloud');
    const results = await Promise.all([
      admin.http.post('/api/admin/categories', { name }),
      admin.http.post('/api/admin/categories', { name: name.toLowerCase() }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const rows = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'category.created'));
    expect(rows.filter((r) => r.entityLabel?.toLowerCase() === name.toLowerCase())).toHaveLength(1);
  });

  it.each([
    [{ name: '' }, 'Category name is required'],
    [{ name: '   ' }, 'Category name is required'],
    [{ name: 'x'.repeat(81) }, 'Category name must be at most 80 characters'],
    [{ name: 'bad\u0000name' }, 'Category name contains a character that is not allowed'],
    [{ name: 7 }, 'Category name is required'],
    [{}, 'Category name is required'],
    [{ name: 'Fine', id: randomUUID() }, null],
  ])('refuses %j with 400', async (body, message) => {
    const before = await databaseState(t.db);
    const res = await admin.http.post('/api/admin/categories', body);
    expect(res.statusCode).toBe(400);
    if (message) expect(errorOf(res).message).toBe(message);
    expect(await databaseState(t.db)).toEqual(before);
  });
});

describe('PATCH /api/admin/categories/{id}', () => {
  it('renames a category (the same name in another case is fine) with its audit row', async () => {
    const category = await createCategory(t.db, unique('web dev'));
    const res = await admin.http.patch(`/api/admin/categories/${category.id}`, {
      name: category.name.toUpperCase(),
      currentName: category.name,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      category: { id: category.id, name: category.name.toUpperCase() },
      message: 'Category renamed successfully',
    });
    expect(await auditOf(category.id)).toEqual([
      expect.objectContaining({
        action: 'category.renamed',
        before: { name: category.name },
        after: { name: category.name.toUpperCase() },
      }),
    ]);
  });

  it("refuses another category's name (any case) and a stale current name with 409, changing nothing", async () => {
    const taken = await createCategory(t.db, unique('Mobile'));
    const mine = await createCategory(t.db, unique('Desktop'));
    const before = await databaseState(t.db);
    const clash = await admin.http.patch(`/api/admin/categories/${mine.id}`, { name: taken.name.toLowerCase(), currentName: mine.name });
    expect(clash.statusCode).toBe(409);
    expect(errorOf(clash).message).toBe(`A category named "${taken.name.toLowerCase()}" already exists. Choose another name.`);
    const stale = await admin.http.patch(`/api/admin/categories/${mine.id}`, {
      name: 'Anything new',
      currentName: 'What it was called before',
    });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).message).toMatch(/^Someone renamed this category after you opened it/);
    expect(await databaseState(t.db)).toEqual(before);
  });

  it('does nothing without an audit row when the name is unchanged', async () => {
    const category = await createCategory(t.db, unique('Same'));
    const before = await databaseState(t.db);
    const res = await admin.http.patch(`/api/admin/categories/${category.id}`, { name: category.name, currentName: category.name });
    expect(res.statusCode).toBe(200);
    expect(await databaseState(t.db)).toEqual(before);
  });

  it('answers 404 for an unknown category, 400 for a bad id or body', async () => {
    expect((await admin.http.patch(`/api/admin/categories/${randomUUID()}`, { name: 'X', currentName: 'Y' })).statusCode).toBe(404);
    expect((await admin.http.patch('/api/admin/categories/123', { name: 'X', currentName: 'Y' })).statusCode).toBe(400);
    const category = await createCategory(t.db, unique('Body'));
    expect((await admin.http.patch(`/api/admin/categories/${category.id}`, { name: 'X' })).statusCode).toBe(400);
    expect(
      (await admin.http.patch(`/api/admin/categories/${category.id}`, { name: 'y'.repeat(81), currentName: category.name })).statusCode,
    ).toBe(400);
  });

  it('shows the new name in the public catalogue on the very next request, cache and all', async () => {
    const category = await createCategory(t.db, unique('Old Name'));
    const course = await createCourse(t.db, { categoryId: category.id, status: 'published' });
    const publicCategory = async () =>
      (await api(t.app).get('/api/categories')).json().categories.find((c: { id: string }) => c.id === category.id)?.name;
    const cardCategory = async () => (await api(t.app).get(`/api/courses/${course.id}`)).json().course.category?.name;
    // Warm the cache.
    expect(await publicCategory()).toBe(category.name);
    expect(await cardCategory()).toBe(category.name);
    const renamed = unique('New Name');
    expect((await admin.http.patch(`/api/admin/categories/${category.id}`, { name: renamed, currentName: category.name })).statusCode).toBe(
      200,
    );
    expect(await publicCategory()).toBe(renamed);
    expect(await cardCategory()).toBe(renamed);
  });
});

describe('DELETE /api/admin/categories/{id}', () => {
  it.each(['published', 'draft', 'archived'] as const)(
    'refuses to delete a category a %s course uses (409), changing nothing',
    async (status) => {
      const category = await createCategory(t.db, unique('Used'));
      await createCourse(t.db, { categoryId: category.id, status });
      const before = await databaseState(t.db);
      const res = await admin.http.delete(`/api/admin/categories/${category.id}`);
      expect(res.statusCode).toBe(409);
      expect(errorOf(res).message).toBe('This category has 1 course, so it cannot be deleted. Move it to another category first.');
      expect(await databaseState(t.db)).toEqual(before);
    },
  );

  it('deletes an unused category with its audit row', async () => {
    const category = await createCategory(t.db, unique('Unused'));
    const res = await admin.http.delete(`/api/admin/categories/${category.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Category deleted successfully' });
    expect(await categoryRow(category.id)).toBeUndefined();
    expect(await auditOf(category.id)).toEqual([
      expect.objectContaining({ action: 'category.deleted', entityLabel: category.name, before: { name: category.name }, after: null }),
    ]);
  });

  it('answers 404 for an unknown category and 400 for a bad id', async () => {
    expect((await admin.http.delete(`/api/admin/categories/${randomUUID()}`)).statusCode).toBe(404);
    expect((await admin.http.delete('/api/admin/categories/nope')).statusCode).toBe(400);
  });

  it('makes a course saved into a category being deleted wait, then refuses it with 400 instead of failing', async () => {
    const category = await createCategory(t.db, unique('Racing'));
    const teacher = await signedIn(t.app, t.db, { role: 'instructor' });
    // The admin's deletion holds the category's row lock...
    const client = await t.pool.connect();
    try {
      await client.query('begin');
      await client.query('select id from categories where id = $1 for update', [category.id]);
      // ...while an instructor saves a course into it: the save waits for the lock.
      const saving = teacher.http.post('/api/instructor/courses', {
        title: 'Into the void',
        shortDescription: 'Short',
        description: 'Long',
        categoryId: category.id,
      });
      await waitForLockWaiter(client);
      await client.query('delete from categories where id = $1', [category.id]);
      await client.query('commit');
      const res = await saving;
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toBe('Choose one of the categories.');
    } finally {
      client.release();
    }
  });
});

/** Until another backend waits for a lock this connection holds. */
async function waitForLockWaiter(client: { query: (sql: string) => Promise<{ rows: { n: number }[] }> }) {
  for (;;) {
    const { rows } = await client.query(
      "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and pg_backend_pid() = any(pg_blocking_pids(pid))",
    );
    if (rows[0]!.n > 0) return;
    await setTimeout(10);
  }
}
