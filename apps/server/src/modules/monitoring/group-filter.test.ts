// The group filter of the students list and its export (issue 29, item 4): only the learners of
// the group, whatever the other filters, sort and page, its pages walked by their links as by their
// numbers; an id of no group lists nobody; a malformed one is a 400 that changes nothing. The
// group select's options (GET /api/groups/options) are read by instructors, admins and subadmins,
// and refused to students.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  GROUP_FILTER_INVALID,
  STUDENT_EXPORT_COLUMNS,
  STUDENT_SORTS,
  STUDENTS_PAGE_SIZE,
  type GroupOptionsResponse,
  type StudentsResponse,
} from '@app/core';
import { api, buildTestApp, countQueries, databaseState, errorOf, type TestContext } from '../../../test/app.js';
import { createCourse, signedIn } from '../../../test/factories.js';
import { monitoringWorld, type MonitoringWorld } from '../../../test/monitoring-world.js';
import { enrollments, groupMembers, groups, users } from '../../db/schema.js';

let t: TestContext;
let w: MonitoringWorld;
let admin: Awaited<ReturnType<typeof signedIn>>;
let subadmin: Awaited<ReturnType<typeof signedIn>>;
let student: Awaited<ReturnType<typeof signedIn>>;
/** Ward A: Ada (two enrollments), Cy and Eve (the other instructor's learner). Ward B: Bob. Empty: nobody. */
const g = {} as Record<'wardA' | 'wardB' | 'empty' | 'most' | 'few', string>;
/** The pager courses' learners: `most` holds nine in ten of them, `few` one in ten. */
let pagerCourse: string;

async function group(name: string, userIds: string[]) {
  const [row] = await t.db.insert(groups).values({ name }).returning({ id: groups.id });
  if (userIds.length) await t.db.insert(groupMembers).values(userIds.map((userId) => ({ groupId: row!.id, userId })));
  return row!.id;
}

beforeAll(async () => {
  t = await buildTestApp();
  w = await monitoringWorld(t);
  admin = await signedIn(t.app, t.db, { role: 'admin' });
  subadmin = await signedIn(t.app, t.db, { role: 'subadmin' });
  student = await signedIn(t.app, t.db);
  g.wardA = await group('Ward A', [w.ada.user.id, w.cy.user.id, w.eve.user.id]);
  g.wardB = await group('ward b', [w.bob.user.id]);
  g.empty = await group('Accounts', []);

  // Two more courses of the owner's with 200 learners between them, for the pages: a group of
  // nearly all of them (read course by course) and one of a few (joined), sorted every way.
  pagerCourse = (await createCourse(t.db, { instructorId: w.owner.user.id, title: 'Pager One' })).id;
  const pagerTwo = (await createCourse(t.db, { instructorId: w.owner.user.id, title: 'Pager Two' })).id;
  const learners = await t.db
    .insert(users)
    .values(
      Array.from({ length: 200 }, (_, i) => ({
        staffId: `PG-${i}-${randomUUID().slice(0, 6)}`,
        fullName: `Pager ${['Ann', 'Ben', 'Col', 'Dot'][i % 4]}`,
        email: i % 5 === 0 ? null : `pager${i % 7}@x.org`,
        role: 'student' as const,
        passwordHash: 'not-a-hash',
      })),
    )
    .returning({ id: users.id });
  const statuses = ['active', 'active', 'inactive', 'completed'] as const;
  await t.db.insert(enrollments).values(
    learners.map((l, i) => ({
      userId: l.id,
      courseId: i % 3 === 0 ? pagerTwo : pagerCourse,
      enrolledAt: new Date(Date.UTC(2025, 1, 1 + (i % 5))),
      lastAccessedAt: i % 2 ? new Date(Date.UTC(2025, 2, 1 + (i % 4))) : null,
      progressPercentage: [0, 50, 100][i % 3]!,
      status: statuses[i % 4]!,
      completedAt: statuses[i % 4] === 'completed' ? new Date(Date.UTC(2025, 2, 9)) : null,
    })),
  );
  g.most = await group(
    'Most',
    learners.filter((_, i) => i % 10 !== 0).map((l) => l.id),
  );
  g.few = await group(
    'Few',
    learners.filter((_, i) => i % 10 === 0).map((l) => l.id),
  );
});

const list = async (query: string, http = w.owner.http) => {
  const res = await http.get(`/api/instructor/students?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as StudentsResponse;
};
const names = (r: StudentsResponse) => r.students.map((s) => `${s.student.fullName} / ${s.course.title}`);
const ids = (r: StudentsResponse) => r.students.map((s) => s.enrollmentId);

/** Every page of a query, by page number. */
async function allPages(query: string, http = w.owner.http) {
  const first = await list(`${query}&page=1`, http);
  const rows = [...ids(first)];
  for (let p = 2; p <= Math.ceil(first.total / STUDENTS_PAGE_SIZE); p++) rows.push(...ids(await list(`${query}&page=${p}`, http)));
  return { total: first.total, rows };
}

/** Every page of a query, each from the link of the page before (Next, Next, ...). */
async function byLink(query: string) {
  let page = await list(`${query}&page=1`);
  const rows = [...ids(page)];
  for (let p = 2; p <= Math.ceil(page.total / STUDENTS_PAGE_SIZE); p++) {
    page = await list(`${query}&page=${p}&after=${page.cursors.next}`);
    rows.push(...ids(page));
  }
  return rows;
}

describe('the students list of one group', () => {
  it('lists the group’s learners only, with every other filter', async () => {
    const base = `courseId=${w.course.id}&sort=name&dir=asc`;
    expect(names(await list(base))).toHaveLength(5);
    const wardA = await list(`${base}&group=${g.wardA}`);
    expect([wardA.total, names(wardA)]).toEqual([2, ['Ada Lovelace / Algebra Basics', 'Cy Finisher / Algebra Basics']]);
    // All the owner's courses: Ada twice (a tie of names: in enrollment order); Eve is the other instructor's learner.
    const everywhere = await list(`group=${g.wardA}&sort=name&dir=asc`);
    expect(names(everywhere).sort()).toEqual([
      'Ada Lovelace / Algebra Basics',
      'Ada Lovelace / Zoology Intro',
      'Cy Finisher / Algebra Basics',
    ]);
    expect(names(await list(`group=${g.wardA}&status=completed`))).toEqual(['Cy Finisher / Algebra Basics']);
    expect(names(await list(`group=${g.wardA}&q=lovelace&sort=course&dir=desc`))).toEqual([
      'Ada Lovelace / Zoology Intro',
      'Ada Lovelace / Algebra Basics',
    ]);
    expect(names(await list(`group=${g.wardB}`))).toEqual(['Bob Struggle / Algebra Basics']);
    expect(await list(`group=${g.wardB}&status=completed`)).toMatchObject({ total: 0, students: [] });
  });

  it('lists nobody for a group without members or an id of no group (not an error)', async () => {
    expect(await list(`group=${g.empty}`)).toMatchObject({ total: 0, students: [] });
    expect(await list(`group=${randomUUID()}&courseId=${w.course.id}`)).toMatchObject({
      total: 0,
      students: [],
      course: { id: w.course.id },
    });
  });

  it('lets admins and subadmins filter every course, the other instructor’s learners included', async () => {
    for (const http of [admin.http, subadmin.http]) {
      expect(names(await list(`group=${g.wardA}&sort=name&dir=asc`, http)).sort()).toEqual([
        'Ada Lovelace / Algebra Basics',
        'Ada Lovelace / Zoology Intro',
        'Cy Finisher / Algebra Basics',
        'Eve Elsewhere / Foreign Course',
      ]);
    }
  });

  it('pages a group of most learners and one of a few in every order exactly as the unfiltered list filtered by hand, by number and by link', async () => {
    const members = async (groupId: string) =>
      new Set(
        (
          await t.db
            .select({ id: enrollments.id })
            .from(enrollments)
            .innerJoin(groupMembers, eq(groupMembers.userId, enrollments.userId))
            .where(eq(groupMembers.groupId, groupId))
        ).map((r) => r.id),
      );
    const inMost = await members(g.most);
    const inFew = await members(g.few);
    expect([inMost.size, inFew.size]).toEqual([180, 20]);
    for (const sort of STUDENT_SORTS)
      for (const dir of ['asc', 'desc'] as const) {
        const order = `sort=${sort}&dir=${dir}&q=pager`;
        const everyone = await allPages(order);
        expect(everyone.total).toBe(200);
        for (const [groupId, inGroup] of [
          [g.most, inMost],
          [g.few, inFew],
        ] as const) {
          const query = `${order}&group=${groupId}`;
          const expected = everyone.rows.filter((id) => inGroup.has(id));
          const numbered = await allPages(query);
          expect([numbered.total, numbered.rows], `${query} by number`).toEqual([expected.length, expected]);
          expect(await byLink(query), `${query} by link`).toEqual(expected);
        }
        // Without a search, sorted by an enrollment column: each course read from its index.
        const unsearched = `sort=${sort}&dir=${dir}&courseId=${pagerCourse}&group=${g.most}`;
        const all = await allPages(`sort=${sort}&dir=${dir}&courseId=${pagerCourse}`);
        const expected = all.rows.filter((id) => inMost.has(id));
        expect((await allPages(unsearched)).rows, unsearched).toEqual(expected);
        expect(await byLink(unsearched), `${unsearched} by link`).toEqual(expected);
      }
  });

  it('does not use a page link made for another group (or none): the page is counted from the start', async () => {
    const query = `q=pager&sort=name&dir=asc`;
    const unfiltered = await list(`${query}&page=1`);
    const byNumber = await list(`${query}&group=${g.most}&page=2`);
    const withForeignLink = await list(`${query}&group=${g.most}&page=2&after=${unfiltered.cursors.next}`);
    expect(ids(withForeignLink)).toEqual(ids(byNumber));
    const fewLink = (await list(`${query}&group=${g.few}&page=1`)).cursors.next;
    expect(ids(await list(`${query}&group=${g.most}&page=2&after=${fewLink}`))).toEqual(ids(byNumber));
  });

  it('asks the database as many statements with a group as without', async () => {
    const without = await countQueries(t, () => list('q=pager&sort=progress'));
    const withGroup = await countQueries(t, () => list(`q=pager&sort=progress&group=${g.few}`));
    expect(withGroup).toBe(without);
  });
});

describe('the export of one group', () => {
  const BOM = '\uFEFF';
  const exportOf = async (query: string, http = w.owner.http) => {
    const res = await http.get(`/api/instructor/students/export?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.body.slice(BOM.length).replace(/\r\n$/, '').split('\r\n');
  };

  it('holds the group’s rows only, in the screen’s order', async () => {
    const [header, ...rows] = await exportOf(`group=${g.wardA}&sort=name&dir=asc`);
    expect(header).toBe(STUDENT_EXPORT_COLUMNS.join(','));
    expect(rows.map((r) => r.split(',').slice(0, 3).join(' | ')).sort()).toEqual([
      'Ada Lovelace | ada@example.org | Algebra Basics',
      'Ada Lovelace | ada@example.org | Zoology Intro',
      'Cy Finisher | cy@example.org | Algebra Basics',
    ]);
    const subadmins = await exportOf(`group=${g.wardA}&sort=name&dir=asc`, subadmin.http);
    expect(subadmins.slice(1).map((r) => r.split(',')[0])).toEqual(['Ada Lovelace', 'Ada Lovelace', 'Cy Finisher', 'Eve Elsewhere']);
  });

  it('holds the header only for an id of no group', async () => {
    expect(await exportOf(`group=${randomUUID()}`)).toEqual([STUDENT_EXPORT_COLUMNS.join(',')]);
  });

  it('matches the list row for row for a large group', async () => {
    const query = `q=pager&sort=lastActivity&dir=desc&group=${g.most}`;
    const [, ...rows] = await exportOf(query);
    const listed = await allPages(query);
    expect(rows).toHaveLength(listed.total);
    expect(listed.total).toBe(180);
  });
});

describe('a malformed group', () => {
  it.each([
    ['the list', '/api/instructor/students?group=ward-a'],
    ['the list, with a page link', '/api/instructor/students?group=1&page=2&after=abc'],
    ['the export', '/api/instructor/students/export?group=ward-a'],
    ['the list, an empty group', '/api/instructor/students?group='],
  ])('is a clear 400 on %s that changes nothing', async (_label, url) => {
    const before = await databaseState(t.db);
    const res = await w.owner.http.get(url);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual({ code: 'VALIDATION_ERROR', message: GROUP_FILTER_INVALID });
    expect(await databaseState(t.db)).toEqual(before);
  });
});

describe('the group select’s options', () => {
  const options = async (http: ReturnType<typeof api>) => {
    const res = await http.get('/api/groups/options');
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as GroupOptionsResponse;
  };

  it('are every group’s id and name, by name whatever its case, for instructors, admins and subadmins', async () => {
    const expected = {
      groups: [
        { id: g.empty, name: 'Accounts' },
        { id: g.few, name: 'Few' },
        { id: g.most, name: 'Most' },
        { id: g.wardA, name: 'Ward A' },
        { id: g.wardB, name: 'ward b' },
      ],
      total: 5,
    };
    expect(await options(w.owner.http)).toEqual(expected);
    expect(await options(admin.http)).toEqual(expected);
    expect(await options(subadmin.http)).toEqual(expected);
    expect(await countQueries(t, () => options(w.owner.http))).toBeLessThanOrEqual(2);
  });

  it('are refused to students (403) and visitors (401)', async () => {
    const refused = await student.http.get('/api/groups/options');
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe('FORBIDDEN');
    expect((await api(t.app).get('/api/groups/options')).statusCode).toBe(401);
  });
});
