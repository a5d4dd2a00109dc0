// The compliance report (issue 30): admins and subadmins read every course's assignments, an
// instructor their own courses' (another's is 404), students nothing; filters by course, group and
// status; the CSV export streams the same rows with formula cells neutralised; waivers are the
// admins', with a reason.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateIn, MESSAGES, type ComplianceResponse } from '@app/core';
import { buildTestApp, databaseState, errorOf, type TestContext } from '../../../test/app.js';
import { createCourse, createLesson, createSection, createUser, login, signedIn } from '../../../test/factories.js';
import { api } from '../../../test/app.js';
import { learnerAssignments } from '../../db/schema.js';

let t: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
let subadmin: Awaited<ReturnType<typeof signedIn>>;
let teacher: Awaited<ReturnType<typeof signedIn>>;
const world = {} as {
  own: { id: string; title: string };
  other: { id: string; title: string };
  g1: string;
  g2: string;
  done: { id: string; staffId: string };
  late: { id: string; staffId: string };
  fresh: { id: string; staffId: string };
  formula: { id: string; staffId: string };
};

beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedIn(t.app, t.db, { role: 'admin' });
  subadmin = await signedIn(t.app, t.db, { role: 'subadmin' });
  teacher = await signedIn(t.app, t.db, { role: 'instructor' });
  const own = await createCourse(t.db, { instructorId: teacher.user.id, title: `Fire safety ${randomUUID().slice(0, 4)}` });
  const lesson = await createLesson(t.db, await createSection(t.db, own.id));
  const other = await createCourse(t.db, { title: `Data protection ${randomUUID().slice(0, 4)}` });
  const person = (fullName: string) => createUser(t.db, { role: 'student', fullName, email: `${randomUUID().slice(0, 6)}@example.org` });
  const [done, late, fresh, formula] = [
    await person('Ada Done'),
    await person('Ben Late'),
    await person('Cy Fresh'),
    await person('=HYPERLINK("x")'),
  ];
  const group = async (...who: { staffId: string }[]) => {
    const g = (await admin.http.post('/api/admin/groups', { name: `Ward ${randomUUID().slice(0, 6)}` })).json().group.id as string;
    await admin.http.post(`/api/admin/groups/${g}/members`, { staffIds: who.map((w) => w.staffId) });
    return g;
  };
  const g1 = await group(done, late);
  const g2 = await group(fresh, formula);
  const due = { type: 'date', date: addDays(dateIn(t.clock.now(), 'UTC'), 20) };
  for (const [course, who] of [
    [own, [done, late, fresh]],
    [other, [fresh, formula]],
  ] as const)
    expect((await admin.http.post(`/api/courses/${course.id}/assignments`, { staffIds: who.map((w) => w.staffId), due })).statusCode).toBe(
      202,
    );
  expect((await api(t.app, await login(t.app, done)).post(`/api/lessons/${lesson.id}/complete`)).statusCode).toBe(200);
  await t.db.execute(sql`update learner_assignments set due_on = current_date - 2 where user_id = ${late.id}::uuid`);
  Object.assign(world, { own, other, g1, g2, done, late, fresh, formula });
});

const report = async (who: typeof admin, query = '') => {
  const res = await who.http.get(`/api/compliance${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ComplianceResponse>();
};
const names = (r: ComplianceResponse) => r.rows.map((row) => `${row.learner.fullName}/${row.course.title}/${row.status}`).sort();

describe('the report', () => {
  it('gives admins and subadmins every course, per course and per group, with completions per week', async () => {
    for (const who of [admin, subadmin]) {
      const r = await report(who, `?course=${world.own.id}`);
      expect(r.totals).toEqual({ assigned: 3, completed: 1, overdue: 1 });
      expect(r.byCourse).toEqual([{ courseId: world.own.id, title: world.own.title, assigned: 3, completed: 1, overdue: 1 }]);
      expect(r.byGroup.find((g) => g.groupId === world.g1)).toMatchObject({ assigned: 2, completed: 1, overdue: 1 });
      expect(r.overTime).toHaveLength(12);
      expect(r.overTime.at(-1)!.completed).toBe(1);
      expect(names(r)).toEqual([
        `Ada Done/${world.own.title}/completed`,
        `Ben Late/${world.own.title}/overdue`,
        `Cy Fresh/${world.own.title}/not_started`,
      ]);
    }
  });

  it('filters by group and status', async () => {
    expect(names(await report(admin, `?group=${world.g2}`))).toEqual(
      [
        `=HYPERLINK("x")/${world.other.title}/not_started`,
        `Cy Fresh/${world.other.title}/not_started`,
        `Cy Fresh/${world.own.title}/not_started`,
      ].sort(),
    );
    expect(names(await report(admin, `?status=overdue&course=${world.own.id}`))).toEqual([`Ben Late/${world.own.title}/overdue`]);
    expect((await report(admin, `?status=waived&group=${world.g1}`)).rows).toEqual([]);
  });

  it('gives an instructor their own courses only: another’s is 404, and students get nothing', async () => {
    const mine = await report(teacher);
    expect(new Set(mine.rows.map((r) => r.course.id))).toEqual(new Set([world.own.id]));
    const res = await teacher.http.get(`/api/compliance?course=${world.other.id}`);
    expect(res.statusCode).toBe(404);
    expect((await teacher.http.get(`/api/compliance/export.csv?course=${world.other.id}`)).statusCode).toBe(404);
    const courses = (await teacher.http.get('/api/compliance/courses')).json().courses as { id: string }[];
    expect(courses.map((c) => c.id)).toEqual([world.own.id]);
    const student = await signedIn(t.app, t.db, { role: 'student' });
    for (const path of ['/api/compliance', '/api/compliance/export.csv', '/api/compliance/courses'])
      expect((await student.http.get(path)).statusCode).toBe(403);
  });

  it('refuses bad filters with a clear error', async () => {
    for (const q of ['?status=bogus', '?page=0', '?course=nope', '?group=1', '?extra=1'])
      expect((await admin.http.get(`/api/compliance${q}`)).statusCode, q).toBe(400);
  });
});

describe('the CSV export', () => {
  it('streams the filtered rows with a header, formula cells neutralised', async () => {
    const res = await subadmin.http.get(`/api/compliance/export.csv?course=${world.other.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="compliance-data-protection-[a-z0-9-]+\.csv"$/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Learner,Staff ID,Email,Course,Status,Due date,Progress %,Cycle,Completed at,Recertify by,Waiver reason');
    expect(lines).toHaveLength(3);
    expect(lines.some((l) => l.startsWith(`"'=HYPERLINK(""x"")"`))).toBe(true);
    expect(lines.some((l) => l.includes(world.fresh.staffId) && l.includes('Not started'))).toBe(true);
  });
});

describe('waivers', () => {
  const rowOf = async (userId: string, courseId: string) =>
    (await t.db.select().from(learnerAssignments).where(eq(learnerAssignments.userId, userId))).find((r) => r.courseId === courseId)!;

  it('need an admin and a reason; a waived assignment shows as waived with it, once', async () => {
    const target = await rowOf(world.fresh.id, world.other.id);
    const before = await databaseState(t.db);
    for (const [who, body, status] of [
      [admin, {}, 400],
      [admin, { reason: '   ' }, 400],
      [admin, { reason: 'x'.repeat(501) }, 400],
      [admin, { reason: 7 }, 400],
      [subadmin, { reason: 'Exempt' }, 403],
      [teacher, { reason: 'Exempt' }, 403],
    ] as const) {
      const res = await who.http.post(`/api/learner-assignments/${target.id}/waive`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
    }
    expect((await admin.http.post(`/api/learner-assignments/${randomUUID()}/waive`, { reason: 'Exempt' })).statusCode).toBe(404);
    expect(await databaseState(t.db)).toEqual(before);

    const ok = await admin.http.post(`/api/learner-assignments/${target.id}/waive`, { reason: 'Certified by the previous employer' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ message: MESSAGES.assignmentWaived });
    const again = await admin.http.post(`/api/learner-assignments/${target.id}/waive`, { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(MESSAGES.assignmentAlreadyWaived);
    const r = await report(admin, `?status=waived&course=${world.other.id}`);
    expect(r.rows).toEqual([
      expect.objectContaining({ id: target.id, status: 'waived', waiverReason: 'Certified by the previous employer' }),
    ]);
    expect(r.totals.assigned).toBe(0);
  });
});
