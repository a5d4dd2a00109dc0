// The students list's page links (keyset pages): walking the list through the links the server
// gives, forwards from the first page or backwards from the last, lists every enrollment exactly
// once in the order the numbered pages give, for every sort both ways and across ties; a link made
// for other filters is not used; a forged or broken one is a 400 that changes nothing.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { STUDENT_SORTS, STUDENTS_PAGE_SIZE, type StudentsResponse } from '@app/core';
import { buildTestApp, countQueries, databaseState, errorOf, type TestContext } from '../../../test/app.js';
import { createCourse, createStudent, enrollUser, signedIn } from '../../../test/factories.js';

let t: TestContext;
let owner: Awaited<ReturnType<typeof signedIn>>;
let courseA: string;
const LEARNERS = 47;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await signedIn(t.app, t.db, { role: 'instructor' });
  courseA = (await createCourse(t.db, { instructorId: owner.user.id, title: 'Pager A' })).id;
  const courseB = (await createCourse(t.db, { instructorId: owner.user.id, title: 'Pager B' })).id;
  const statuses = ['active', 'active', 'inactive', 'completed'] as const;
  // Few distinct values per column, so that every sort has long runs of ties.
  for (let i = 0; i < LEARNERS; i++) {
    const s = await createStudent(t.db, {
      fullName: `Pager ${['Ada', 'Bob', 'Cy'][i % 3]}`,
      email: i % 4 === 0 ? null : `pager${i % 5}@x.org`,
    });
    await enrollUser(t.db, s.id, i % 3 === 0 ? courseB : courseA, {
      enrolledAt: new Date(Date.UTC(2025, 0, 1 + (i % 3))),
      lastAccessedAt: i % 2 ? new Date(Date.UTC(2025, 1, 1 + (i % 4))) : null,
      progressPercentage: [0, 50, 100][i % 3],
      status: statuses[i % 4],
    });
  }
  // Microseconds, which a JavaScript date would lose on the way through a link.
  await t.db.execute(sql`update enrollments set enrolled_at = enrolled_at + (random() * 1000)::int * interval '1 microsecond'`);
});

const list = async (query: string) => {
  const res = await owner.http.get(`/api/instructor/students?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as StudentsResponse;
};
const at = (query: string, page: number, after?: string | null) => list(`${query}&page=${page}${after ? `&after=${after}` : ''}`);
const ids = (r: StudentsResponse) => r.students.map((s) => s.enrollmentId);

describe('page links', () => {
  it('walk every sort both ways forwards and backwards, each enrollment once, in the order of the numbered pages', async () => {
    for (const sort of STUDENT_SORTS)
      for (const dir of ['asc', 'desc'] as const)
        for (const scope of [`courseId=${courseA}`, 'q=pager', 'status=active', 'q=pager&status=completed', 'q=x.org']) {
          const query = `${scope}&sort=${sort}&dir=${dir}`;
          const first = await at(query, 1);
          const pages = Math.ceil(first.total / STUDENTS_PAGE_SIZE);
          expect(pages, query).toBeGreaterThan(0);
          const numbered = [ids(first)];
          for (let p = 2; p <= pages; p++) numbered.push(ids(await at(query, p)));

          // Next, Next, ...: each page from the link of the page before.
          const forwards = [ids(first)];
          let link = first.cursors.next;
          for (let p = 2; p <= pages; p++) {
            const r = await at(query, p, link);
            forwards.push(ids(r));
            link = r.cursors.next;
          }
          expect(forwards, `${query} forwards`).toEqual(numbered);

          // The last page, then Previous, Previous, ...
          const last = await at(query, pages, first.cursors.end);
          const backwards = [ids(last)];
          link = last.cursors.next;
          for (let p = pages - 1; p >= 1; p--) {
            const r = await at(query, p, link);
            backwards.unshift(ids(r));
            link = r.cursors.next;
          }
          expect(backwards, `${query} backwards`).toEqual(numbered);

          const all = numbered.flat();
          expect(new Set(all).size, query).toBe(first.total);
          expect(all.length, query).toBe(first.total);
        }
  });

  it('reach pages two ahead and two back of the page on screen', async () => {
    const query = 'q=pager&sort=name&dir=asc';
    const [p1, p2, p3] = [await at(query, 1), await at(query, 2), await at(query, 3)];
    expect(ids(await at(query, 3, p1.cursors.next))).toEqual(ids(p3));
    expect(ids(await at(query, 1, p3.cursors.next))).toEqual(ids(p1));
    expect(ids(await at(query, 2, p3.cursors.next))).toEqual(ids(p2));
    // Past the end: no rows, the total still there (the screen then moves to the last page).
    const past = await at(query, 5, p3.cursors.next);
    expect([past.students.length, past.total]).toEqual([0, LEARNERS]);
  });

  it('are not used for other filters or another order', async () => {
    const byName = await at('sort=name&dir=asc', 1);
    for (const other of ['sort=name&dir=desc', 'sort=progress&dir=asc', 'sort=name&dir=asc&status=active', 'sort=name&dir=asc&q=ada'])
      expect(ids(await at(other, 2, byName.cursors.next)), other).toEqual(ids(await at(other, 2)));
  });

  it('cost the same number of statements as numbered pages', async () => {
    const query = 'sort=enrolled&dir=desc';
    const first = await at(query, 1);
    const numbered = await countQueries(t, () => at(query, 2));
    expect(await countQueries(t, () => at(query, 2, first.cursors.next))).toBe(numbered);
    expect(await countQueries(t, () => at('q=pager&sort=name&dir=asc', 3, first.cursors.end))).toBe(numbered);
  });
});

describe('a search that matches many learners', () => {
  it('reads its pages course by course and finds the same rows, in the same order, as the joined shape', async () => {
    // 150 matching learners among 200 in one course: the first page and every page reached by a
    // link are read course by course (at least 4 x 20 matches per course searched); numbered pages
    // deep enough to want more rows than that are read joined. Both must give the same list.
    const bulk = (await createCourse(t.db, { instructorId: owner.user.id, title: 'Bulk Course' })).id;
    await t.db.execute(sql`
      with learners as (
        insert into users (staff_id, full_name, email, role, password_hash)
        select 'BULK-' || g, case when g % 4 = 0 then 'Other ' else 'Bulk ' end || (g % 7),
               case when g % 4 = 0 or g % 3 = 0 then null else 'bulk' || (g % 11) || '@x.org' end, 'student', 'x'
          from generate_series(1, 200) g
        returning id, staff_id)
      insert into enrollments (user_id, course_id, status, progress_percentage, enrolled_at, last_accessed_at)
      select id, ${bulk}::uuid, (array['active','inactive','completed'])[1 + n % 3], (n * 7) % 5 * 25,
             timestamptz '2025-03-01' + (n % 4) * interval '1 day' + (n % 5) * interval '1 microsecond',
             case when n % 2 = 0 then timestamptz '2025-04-01' + (n % 3) * interval '1 hour' end
        from (select id, substr(staff_id, 6)::int as n from learners) l`);
    for (const sort of ['enrolled', 'progress', 'status', 'lastActivity', 'course'] as const)
      for (const dir of ['asc', 'desc'] as const) {
        const query = `courseId=${bulk}&q=bulk&sort=${sort}&dir=${dir}`;
        const first = await at(query, 1);
        expect(first.total).toBe(150);
        const numbered = [ids(first)];
        for (let p = 2; p <= 8; p++) numbered.push(ids(await at(query, p)));
        const linked = [ids(first)];
        let link = first.cursors.next;
        for (let p = 2; p <= 8; p++) {
          const r = await at(query, p, link);
          linked.push(ids(r));
          link = r.cursors.next;
        }
        expect(linked, query).toEqual(numbered);
        expect(new Set(numbered.flat()).size, query).toBe(150);
      }
  });
});

describe('bad page links', () => {
  const tampered = async (
    change: (payload: { f: string; i: number; k: unknown[] | null }) => unknown,
    order = 'sort=enrolled&dir=desc',
  ) => {
    const first = await at(order, 1);
    const payload = JSON.parse(Buffer.from(first.cursors.next!, 'base64url').toString()) as { f: string; i: number; k: unknown[] | null };
    return Buffer.from(JSON.stringify(change(payload))).toString('base64url');
  };
  it.each([
    ['not base64url', async () => 'a+b/c='],
    ['not JSON', async () => Buffer.from('hello').toString('base64url')],
    ['a date that is none', () => tampered((p) => ({ ...p, k: ['yesterday', p.k![1]] }))],
    ['an id that is none', () => tampered((p) => ({ ...p, k: [p.k![0], "1' or 1=1"] }))],
    ['a missing key', () => tampered((p) => ({ ...p, k: [p.k![0]] }))],
    ['an empty key where none can be', () => tampered((p) => ({ ...p, k: [null, p.k![1]] }))],
    ['a negative place', () => tampered((p) => ({ ...p, i: -1 }))],
    ['an unknown field', () => tampered((p) => ({ ...p, x: 1 }))],
    ['a very long link', async () => 'a'.repeat(5000)],
    // Inside the encoding, where the query string's own check cannot see them; PostgreSQL would fail the query.
    [
      'a NUL in a name',
      () => tampered((p) => ({ ...p, k: [`${p.k![0] as string}\u0000`, p.k![1]] }), 'sort=name&dir=asc'),
      'sort=name&dir=asc',
    ],
    ['a lone surrogate in a name', () => tampered((p) => ({ ...p, k: ['Ada \ud800', p.k![1]] }), 'sort=name&dir=asc'), 'sort=name&dir=asc'],
    ['a NUL in the fingerprint', () => tampered((p) => ({ ...p, f: `${p.f}\u0000` }))],
  ])('%s is a 400 that changes nothing', async (_label, link, order = 'sort=enrolled&dir=desc') => {
    const after = await link();
    const before = await databaseState(t.db);
    const res = await owner.http.get(`/api/instructor/students?${order}&page=2&after=${encodeURIComponent(after)}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res)).toEqual({
      code: 'VALIDATION_ERROR',
      message: expect.stringContaining('page link is not valid') as unknown as string,
    });
    expect(await databaseState(t.db)).toEqual(before);
  });
});
