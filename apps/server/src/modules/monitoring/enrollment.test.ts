// A learner's detail and the enrollment status switch over HTTP: what the detail panel holds, who
// may deactivate and restore, what the learner's player then says, and refusals that change nothing.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StudentDetailResponse } from '@app/core';
import { buildTestApp, databaseState, errorOf, type TestContext } from '../../../test/app.js';
import { enrollUser, signedIn } from '../../../test/factories.js';
import { monitoringWorld, type MonitoringWorld } from '../../../test/monitoring-world.js';
import { certificates, enrollments } from '../../db/schema.js';

let t: TestContext;
let w: MonitoringWorld;
beforeAll(async () => {
  t = await buildTestApp();
  w = await monitoringWorld(t);
});

const stored = async (id: string) => (await t.db.select().from(enrollments).where(eq(enrollments.id, id)))[0]!;

describe('student detail', () => {
  it('lists the lessons in curriculum order with completion dates and every quiz attempt', async () => {
    const res = await w.owner.http.get(`/api/instructor/enrollments/${w.ada.enrollment.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json() as StudentDetailResponse;
    expect(detail.student).toMatchObject({ enrollmentId: w.ada.enrollment.id, lessonsDone: 1, pendingAnswers: 1 });
    expect(detail.lessons.map((l) => [l.title, l.completedAt !== null])).toEqual([
      ['Numbers', true],
      ['Check yourself', false],
      ['Equations', false],
    ]);
    expect(detail.attempts).toEqual([
      expect.objectContaining({
        quizId: w.quiz.id,
        attemptNumber: 1,
        status: 'Pending Evaluation',
        score: 1,
        maxScore: 2,
        percentage: 50,
        pendingAnswers: 1,
        pendingQuestionId: w.questions[1]!.id,
      }),
    ]);
  });

  it("is 'not found' for another instructor and for a student; admins and subadmins read it", async () => {
    const url = `/api/instructor/enrollments/${w.ada.enrollment.id}`;
    expect((await w.other.http.get(url)).statusCode).toBe(404);
    expect(errorOf(await w.other.http.get(url)).message).toBe('Enrollment not found');
    expect((await w.bob.http.get(url)).statusCode).toBe(403);
    for (const role of ['admin', 'subadmin'] as const)
      expect((await (await signedIn(t.app, t.db, { role })).http.get(url)).statusCode).toBe(200);
    expect((await w.owner.http.get('/api/instructor/enrollments/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('setting an enrollment inactive and active again', () => {
  it("deactivates: the learner's player says Enrollment Inactive; restoring lets them continue", async () => {
    const url = `/api/instructor/enrollments/${w.bob.enrollment.id}/status`;
    const off = await w.owner.http.patch(url, { status: 'inactive' });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().enrollment).toEqual({ id: w.bob.enrollment.id, status: 'inactive', progressPercentage: 0 });
    const player = await w.bob.http.get(`/api/courses/${w.course.id}/player`);
    expect([player.statusCode, errorOf(player).code]).toEqual([403, 'ENROLLMENT_INACTIVE']);
    expect((await w.bob.http.post(`/api/lessons/${w.lessons[0]!.id}/complete`)).statusCode).toBe(403);
    // Again: nothing more happens.
    expect((await w.owner.http.patch(url, { status: 'inactive' })).json().enrollment.status).toBe('inactive');

    const on = await w.owner.http.patch(url, { status: 'active' });
    expect(on.json().enrollment).toEqual({ id: w.bob.enrollment.id, status: 'active', progressPercentage: 0 });
    expect((await w.bob.http.get(`/api/courses/${w.course.id}/player`)).statusCode).toBe(200);
    expect((await w.bob.http.post(`/api/lessons/${w.lessons[0]!.id}/complete`)).statusCode).toBe(200);
  });

  it('gives a learner who had completed the course their completion back, certificate kept', async () => {
    const url = `/api/instructor/enrollments/${w.cy.enrollment.id}/status`;
    const completedAt = (await stored(w.cy.enrollment.id)).completedAt;
    expect((await w.owner.http.patch(url, { status: 'inactive' })).json().enrollment.status).toBe('inactive');
    const restored = await w.owner.http.patch(url, { status: 'active' });
    expect(restored.json().enrollment).toEqual({ id: w.cy.enrollment.id, status: 'completed', progressPercentage: 100 });
    expect((await stored(w.cy.enrollment.id)).completedAt).toEqual(completedAt);
    const certs = await t.db
      .select()
      .from(certificates)
      .where(and(eq(certificates.userId, w.cy.user.id), eq(certificates.courseId, w.course.id)));
    expect(certs).toHaveLength(1);
  });

  it('completes, on restoring, a learner whom a deletion brought to 100% while inactive', async () => {
    const learner = await signedIn(t.app, t.db);
    const e = await enrollUser(t.db, learner.user.id, w.second.id);
    const lesson = (await learner.http.get(`/api/courses/${w.second.id}/player`)).json().sections[0].lessons[0].id as string;
    await w.complete(learner, lesson);
    // A course of one lesson: the completion was immediate; take it back as if it never happened.
    expect((await stored(e.id)).status).toBe('completed');
    await t.db.update(enrollments).set({ status: 'inactive', completedAt: null }).where(eq(enrollments.id, e.id));
    const restored = await w.owner.http.patch(`/api/instructor/enrollments/${e.id}/status`, { status: 'active' });
    expect(restored.json().enrollment).toEqual({ id: e.id, status: 'completed', progressPercentage: 100 });
    expect((await stored(e.id)).completedAt).not.toBeNull();
  });

  it('lets admins switch any enrollment', async () => {
    const admin = await signedIn(t.app, t.db, { role: 'admin' });
    const url = `/api/instructor/enrollments/${w.eve.enrollment.id}/status`;
    expect((await admin.http.patch(url, { status: 'inactive' })).json().enrollment.status).toBe('inactive');
    expect((await admin.http.patch(url, { status: 'active' })).json().enrollment.status).toBe('active');
  });

  it.each([
    ["another instructor's learner", () => w.other, () => w.ada.enrollment.id, { status: 'inactive' }, 404],
    ['a subadmin', () => 'subadmin' as const, () => w.ada.enrollment.id, { status: 'inactive' }, 403],
    ['a student', () => w.bob, () => w.ada.enrollment.id, { status: 'inactive' }, 403],
    ["the learner's own enrollment", () => w.ada, () => w.ada.enrollment.id, { status: 'inactive' }, 403],
    ['an unknown enrollment', () => w.owner, () => '00000000-0000-4000-8000-000000000000', { status: 'inactive' }, 404],
    ["'completed', which is earned and never set", () => w.owner, () => w.ada.enrollment.id, { status: 'completed' }, 400],
    ['an unknown field', () => w.owner, () => w.ada.enrollment.id, { status: 'inactive', progress: 100 }, 400],
  ])('%s is refused and changes nothing', async (_label, who, id, body, status) => {
    const actor = who();
    const http = actor === 'subadmin' ? (await signedIn(t.app, t.db, { role: 'subadmin' })).http : actor.http;
    const before = await databaseState(t.db);
    const res = await http.patch(`/api/instructor/enrollments/${id()}/status`, body);
    expect(res.statusCode, res.body).toBe(status);
    expect(await databaseState(t.db)).toEqual(before);
  });
});
