// Assigning a course (issue 30): admins any published course, instructors their own; to people by
// Staff ID at once and to groups through the background job, which later joiners follow with their
// own due dates. Every refusal is a clear error that changes nothing.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateIn, MESSAGES, type MyAssignmentsResponse } from '@app/core';
import { api, buildTestApp, countQueries, databaseState, errorOf, type TestContext } from '../../../test/app.js';
import { createCourse, createUser, enrollUser, login, signedIn } from '../../../test/factories.js';
import { assignments, auditEvents, enrollments, groupMembers, learnerAssignments, notifications } from '../../db/schema.js';
import { ASSIGN_GROUP_JOB } from './assign.js';
import { GROUP_BATCH, runGroupAssignment } from './group-job.js';

let t: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
let subadmin: Awaited<ReturnType<typeof signedIn>>;
let teacher: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedIn(t.app, t.db, { role: 'admin' });
  subadmin = await signedIn(t.app, t.db, { role: 'subadmin' });
  teacher = await signedIn(t.app, t.db, { role: 'instructor' });
});

const today = () => dateIn(t.clock.now(), 'UTC');
const learner = () => createUser(t.db, { role: 'student', fullName: `Learner ${randomUUID().slice(0, 6)}` });
const rowsOf = (courseId: string) => t.db.select().from(learnerAssignments).where(eq(learnerAssignments.courseId, courseId));
async function group(...members: { staffId: string }[]) {
  const res = await admin.http.post('/api/admin/groups', { name: `Dept ${randomUUID().slice(0, 8)}` });
  const g = res.json().group as { id: string };
  if (members.length) await admin.http.post(`/api/admin/groups/${g.id}/members`, { staffIds: members.map((m) => m.staffId) });
  return g;
}
const assign = (who: typeof admin, courseId: string, body: Record<string, unknown>) =>
  who.http.post(`/api/courses/${courseId}/assignments`, body);

describe('assigning a course to people', () => {
  it('assigns and enrolls them at once (an existing enrollment is reused), tells them, and audits the admin', async () => {
    const course = await createCourse(t.db);
    const [a, b] = [await learner(), await learner()];
    const kept = await enrollUser(t.db, b.id, course.id, { progressPercentage: 40 });
    const due = addDays(today(), 14);
    const res = await assign(admin, course.id, { staffIds: [a.staffId, b.staffId.toLowerCase()], due: { type: 'date', date: due } });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ assignedNow: 2, message: 'Assigned to 2 people.' });
    const rows = await rowsOf(course.id);
    expect(rows.map((r) => [r.userId, r.dueOn, r.progress, r.cycle]).sort()).toEqual(
      [
        [a.id, due, 0, 1],
        [b.id, due, 40, 1],
      ].sort(),
    );
    const enrolled = await t.db.select().from(enrollments).where(eq(enrollments.courseId, course.id));
    expect(enrolled).toHaveLength(2);
    expect(enrolled.find((e) => e.userId === b.id)?.id).toBe(kept.id);
    const told = await t.db.select().from(notifications).where(eq(notifications.recipientId, a.id));
    expect(told).toEqual([
      expect.objectContaining({ kind: 'course_assigned', data: { courseId: course.id, courseTitle: course.title, dueOn: due } }),
    ]);
    const audit = await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, res.json().assignmentIds[0]));
    expect(audit).toEqual([expect.objectContaining({ action: 'assignment.created', actorId: admin.user.id })]);
  });

  it('lets an instructor assign their own course (not audited: it is theirs), and leaves someone already assigned as they are', async () => {
    const course = await createCourse(t.db, { instructorId: teacher.user.id });
    const a = await learner();
    const first = await assign(teacher, course.id, { staffIds: [a.staffId], due: { type: 'days', days: 10 } });
    expect(first.statusCode, first.body).toBe(202);
    const again = await assign(teacher, course.id, { staffIds: [a.staffId], due: { type: 'days', days: 3 } });
    expect(again.json()).toMatchObject({ assignedNow: 0 });
    const [row] = await rowsOf(course.id);
    expect(row!.dueOn).toBe(addDays(today(), 10));
    expect(await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, first.json().assignmentIds[0]))).toEqual([]);
  });

  it('leaves out the course’s own instructor and subadmins, who do not learn it', async () => {
    const course = await createCourse(t.db, { instructorId: teacher.user.id });
    const res = await assign(admin, course.id, { staffIds: [teacher.user.staffId, subadmin.user.staffId], due: { type: 'days', days: 5 } });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json().assignedNow).toBe(0);
    expect(await rowsOf(course.id)).toEqual([]);
  });
});

describe('assigning a course to a group', () => {
  it('is done by the job, a batch at a time; later joiners get their own due date, and leaving keeps the history', async () => {
    const course = await createCourse(t.db);
    const members = [await learner(), await learner()];
    const g = await group(...members);
    const res = await assign(admin, course.id, { groupIds: [g.id], due: { type: 'days', days: 7 }, recertMonths: 12 });
    expect(res.statusCode, res.body).toBe(202);
    const [assignmentId] = res.json().assignmentIds as string[];
    expect(t.sentJobs).toContainEqual({ name: ASSIGN_GROUP_JOB, data: { assignmentId } });
    expect((await t.db.select().from(assignments).where(eq(assignments.id, assignmentId!)))[0]?.state).toBe('assigning');

    expect(await runGroupAssignment(t.deps, assignmentId!)).toEqual({ assigned: 2 });
    expect((await t.db.select().from(assignments).where(eq(assignments.id, assignmentId!)))[0]?.state).toBe('done');
    expect((await rowsOf(course.id)).map((r) => r.dueOn)).toEqual([addDays(today(), 7), addDays(today(), 7)]);
    // Running it again (a retry) changes nothing.
    expect(await runGroupAssignment(t.deps, assignmentId!)).toEqual({ assigned: 0 });

    t.clock.advance(3 * 86_400_000);
    try {
      // Sessions are idle-limited: three days on, the admin signs in again.
      const later = await signedIn(t.app, t.db, { role: 'admin' });
      const late = await learner();
      await later.http.post(`/api/admin/groups/${g.id}/members`, { staffIds: [late.staffId] });
      const lateRow = (await rowsOf(course.id)).find((r) => r.userId === late.id);
      expect(lateRow).toMatchObject({ dueOn: addDays(today(), 7), recertMonths: 12 });

      const left = await later.http.delete(`/api/admin/groups/${g.id}/members/${members[0]!.id}`);
      expect(left.statusCode, left.body).toBe(200);
      expect((await rowsOf(course.id)).map((r) => r.userId)).toContain(members[0]!.id);
    } finally {
      t.clock.advance(-3 * 86_400_000);
    }
  });

  it('takes a large group in batches of the same statements', async () => {
    const course = await createCourse(t.db);
    const g = await group();
    const people = await Promise.all(Array.from({ length: 30 }, () => learner()));
    await t.db.insert(groupMembers).values(people.map((p) => ({ groupId: g.id, userId: p.id })));
    const [made] = await t.db
      .insert(assignments)
      .values({ courseId: course.id, groupId: g.id, groupName: 'x', dueDays: 5, state: 'assigning' })
      .returning();
    const statements = await countQueries(t, () => runGroupAssignment(t.deps, made!.id));
    expect((await rowsOf(course.id)).length).toBe(30);
    // One batch (30 < GROUP_BATCH): read, members, assign (+ notices, e-mail off), done — whatever the size.
    expect(GROUP_BATCH).toBeGreaterThan(30);
    expect(statements).toBeLessThanOrEqual(9);
  });
});

describe("a course's assignments", () => {
  it('are listed for whoever reads the course: its instructor, admins, subadmins; another instructor gets 404, a student 403', async () => {
    const course = await createCourse(t.db, { instructorId: teacher.user.id });
    const g = await group(await learner());
    const res = await assign(admin, course.id, { groupIds: [g.id], due: { type: 'date', date: addDays(today(), 20) }, recertMonths: 12 });
    await runGroupAssignment(t.deps, res.json().assignmentIds[0]);
    for (const who of [teacher, admin, subadmin]) {
      const list = await who.http.get(`/api/courses/${course.id}/assignments`);
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().assignments).toEqual([
        expect.objectContaining({
          target: { type: 'group', groupId: g.id, groupName: expect.any(String) },
          due: { type: 'date', date: addDays(today(), 20) },
          recertMonths: 12,
          learnerCount: 1,
          state: 'done',
          createdByName: admin.user.fullName,
        }),
      ]);
    }
    const other = await signedIn(t.app, t.db, { role: 'instructor' });
    expect((await other.http.get(`/api/courses/${course.id}/assignments`)).statusCode).toBe(404);
    const student = await signedIn(t.app, t.db, { role: 'student' });
    expect((await student.http.get(`/api/courses/${course.id}/assignments`)).statusCode).toBe(403);
    expect((await admin.http.get(`/api/courses/${randomUUID()}/assignments`)).statusCode).toBe(404);
    expect((await admin.http.get('/api/courses/not-an-id/assignments')).statusCode).toBe(400);
  });
});

describe('what a learner sees', () => {
  it('lists their assignments with status and due date, overdue first', async () => {
    const me = await signedIn(t.app, t.db, { role: 'student' });
    const [soon, later] = [await createCourse(t.db), await createCourse(t.db)];
    await assign(admin, later.id, { staffIds: [me.user.staffId], due: { type: 'days', days: 30 } });
    await assign(admin, soon.id, { staffIds: [me.user.staffId], due: { type: 'days', days: 2 } });
    let res = await me.http.get('/api/me/assignments');
    expect(res.statusCode, res.body).toBe(200);
    let list = res.json<MyAssignmentsResponse>().assignments;
    expect(list.map((a) => [a.course.id, a.status])).toEqual([
      [soon.id, 'not_started'],
      [later.id, 'not_started'],
    ]);
    expect(list[0]!.today).toBe(today());
    t.clock.advance(5 * 86_400_000);
    try {
      const cookie = await login(t.app, me.user);
      res = await api(t.app, cookie).get('/api/me/assignments');
      list = res.json<MyAssignmentsResponse>().assignments;
      expect(list[0]).toMatchObject({ status: 'overdue', course: { id: soon.id } });
      expect(list[1]).toMatchObject({ status: 'not_started', course: { id: later.id } });
    } finally {
      t.clock.advance(-5 * 86_400_000);
    }
  });

  it('reads "today" in the learner’s own time zone', async () => {
    const me = await signedIn(t.app, t.db, { role: 'student' });
    const tz = await me.http.put('/api/me/time-zone', { timeZone: 'Pacific/Kiritimati' });
    expect(tz.statusCode, tz.body).toBeLessThan(300);
    const res = await me.http.get('/api/me/assignments');
    expect(res.statusCode).toBe(200);
    const course = await createCourse(t.db);
    await assign(admin, course.id, { staffIds: [me.user.staffId], due: { type: 'days', days: 1 } });
    const [a] = (await me.http.get('/api/me/assignments')).json<MyAssignmentsResponse>().assignments;
    expect(a!.today).toBe(dateIn(t.clock.now(), 'Pacific/Kiritimati'));
    expect(a!.dueOn).toBe(addDays(a!.today, 1));
  });
});

describe('refusals, each changing nothing', () => {
  const due = () => ({ type: 'date', date: addDays(today(), 10) });
  async function refused(who: typeof admin, courseId: string, body: unknown, status: number, message?: string) {
    const before = await databaseState(t.db);
    const res = await who.http.post(`/api/courses/${courseId}/assignments`, body);
    expect(res.statusCode, res.body).toBe(status);
    if (message) expect(errorOf(res).message).toBe(message);
    expect(await databaseState(t.db)).toEqual(before);
    return res;
  }

  it('a due date in the past or 20 years ahead', async () => {
    const course = await createCourse(t.db);
    const a = await learner();
    await refused(
      admin,
      course.id,
      { staffIds: [a.staffId], due: { type: 'date', date: addDays(today(), -1) } },
      400,
      MESSAGES.assignDueInPast,
    );
    await refused(
      admin,
      course.id,
      { staffIds: [a.staffId], due: { type: 'date', date: addDays(today(), 365 * 20) } },
      400,
      MESSAGES.assignDueTooFar,
    );
    await refused(admin, course.id, { staffIds: [a.staffId], due: { type: 'date', date: '2026-02-30' } }, 400);
    await refused(admin, course.id, { staffIds: [a.staffId], due: { type: 'days', days: 0 } }, 400);
  });

  it('a draft or archived course', async () => {
    const a = await learner();
    for (const status of ['draft', 'archived'] as const) {
      const course = await createCourse(t.db, { status });
      await refused(admin, course.id, { staffIds: [a.staffId], due: due() }, 400, MESSAGES.assignOnlyPublished);
    }
  });

  it('a deleted group, and Staff IDs of nobody', async () => {
    const course = await createCourse(t.db);
    const g = await group();
    await admin.http.delete(`/api/admin/groups/${g.id}`);
    await refused(admin, course.id, { groupIds: [g.id], due: due() }, 404, MESSAGES.assignGroupNotFound);
    await refused(
      admin,
      course.id,
      { staffIds: ['NOBODY-1'], due: due() },
      400,
      'This Staff ID was not found: NOBODY-1. Nothing was assigned.',
    );
  });

  it('a recertification interval of 0 or 1,000 months, and wrong types', async () => {
    const course = await createCourse(t.db);
    const a = await learner();
    await refused(admin, course.id, { staffIds: [a.staffId], due: due(), recertMonths: 0 }, 400);
    await refused(admin, course.id, { staffIds: [a.staffId], due: due(), recertMonths: 1000 }, 400);
    await refused(admin, course.id, { staffIds: a.staffId, due: due() }, 400);
    await refused(admin, course.id, { staffIds: [a.staffId], due: '2030-01-01' }, 400);
    await refused(admin, course.id, { due: due() }, 400);
    await refused(admin, course.id, { staffIds: Array.from({ length: 501 }, (_, i) => `S-${i}`), due: due() }, 400);
  });

  it('another instructor’s course (404), a subadmin (403), a student (403), a course of nobody (404)', async () => {
    const course = await createCourse(t.db);
    const a = await learner();
    await refused(teacher, course.id, { staffIds: [a.staffId], due: due() }, 404, MESSAGES.courseNotFound);
    await refused(subadmin, course.id, { staffIds: [a.staffId], due: due() }, 403);
    const student = await signedIn(t.app, t.db, { role: 'student' });
    await refused(student, course.id, { staffIds: [a.staffId], due: due() }, 403);
    await refused(admin, randomUUID(), { staffIds: [a.staffId], due: due() }, 404, MESSAGES.courseNotFound);
  });
});
