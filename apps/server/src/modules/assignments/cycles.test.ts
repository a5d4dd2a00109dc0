// Statuses over time and recertification (issue 30): a completion with an interval opens the next
// cycle 30 days before it expires; the closed cycle's lessons and attempts move to its history, the
// course starts afresh, certificates of every cycle stay. Reminders, overdue and recertification
// notices are sent once per assignment, cycle and notice, however often and however many times at
// once the job runs.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths, dateIn, type MyAssignmentsResponse } from '@app/core';
import { api, buildTestApp, type TestContext } from '../../../test/app.js';
import { createCourse, createLesson, createQuiz, createSection, createUser, login, signedIn } from '../../../test/factories.js';
import {
  assignmentCycles,
  assignmentNotices,
  certificates,
  enrollments,
  learnerAssignments,
  lessonProgress,
  notifications,
  quizAttempts,
} from '../../db/schema.js';
import { runAssignmentNotices } from './reminders.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});

const DAY = 86_400_000;
const today = () => dateIn(t.clock.now(), 'UTC');
const runJob = () => runAssignmentNotices({ ...t.deps, reminderDays: [7, 1] });
/** Moves the clock for the body, and back after it. */
async function later<T>(days: number, body: () => Promise<T>): Promise<T> {
  t.clock.advance(days * DAY);
  try {
    return await body();
  } finally {
    t.clock.advance(-days * DAY);
  }
}

async function assignedCourse(o: { recertMonths?: number; dueDays?: number } = {}) {
  const course = await createCourse(t.db);
  const section = await createSection(t.db, course.id);
  const lesson = await createLesson(t.db, section);
  const learner = await createUser(t.db, { role: 'student', email: null });
  const admin = await signedIn(t.app, t.db, { role: 'admin' });
  const res = await admin.http.post(`/api/courses/${course.id}/assignments`, {
    staffIds: [learner.staffId],
    due: { type: 'days', days: o.dueDays ?? 30 },
    recertMonths: o.recertMonths ?? null,
  });
  expect(res.statusCode, res.body).toBe(202);
  const [row] = await t.db.select().from(learnerAssignments).where(eq(learnerAssignments.userId, learner.id));
  return { course, lesson, learner, assignment: row! };
}
const as = async (user: { staffId: string; password: string }) => api(t.app, await login(t.app, user));
const mine = async (user: { staffId: string; password: string }) =>
  (await (await as(user)).get('/api/me/assignments')).json<MyAssignmentsResponse>().assignments[0]!;
const noticesOf = (userId: string, kind: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientId, userId), eq(notifications.kind, kind as 'assignment_due')));

describe('statuses follow the learner’s progress', () => {
  it('not started, in progress, completed with its date', async () => {
    const course = await createCourse(t.db);
    const section = await createSection(t.db, course.id);
    const [first, second] = [await createLesson(t.db, section, { orderIndex: 0 }), await createLesson(t.db, section, { orderIndex: 1 })];
    const learner = await createUser(t.db, { role: 'student' });
    const admin = await signedIn(t.app, t.db, { role: 'admin' });
    await admin.http.post(`/api/courses/${course.id}/assignments`, { staffIds: [learner.staffId], due: { type: 'days', days: 10 } });
    expect((await mine(learner)).status).toBe('not_started');
    const http = await as(learner);
    expect((await http.post(`/api/lessons/${first.id}/complete`)).statusCode).toBe(200);
    expect(await mine(learner)).toMatchObject({ status: 'in_progress', progress: 50 });
    expect((await http.post(`/api/lessons/${second.id}/complete`)).statusCode).toBe(200);
    const done = await mine(learner);
    expect(done).toMatchObject({ status: 'completed', progress: 100, expiresOn: null });
    expect(done.completedAt).not.toBeNull();
  });
});

describe('recertification', () => {
  it('opens the next cycle 30 days before expiry: history kept, course afresh, every certificate kept', async () => {
    const { course, lesson, learner, assignment } = await assignedCourse({ recertMonths: 12 });
    const quiz = await createQuiz(t.db, { courseId: course.id, questions: [{ type: 'true_false', answer: true }] });
    await t.db
      .insert(quizAttempts)
      .values({ quizId: quiz.quiz.id, userId: learner.id, attemptNumber: 1, score: 1, maxScore: 1, percentage: 100, isPassed: true });
    expect((await (await as(learner)).post(`/api/lessons/${lesson.id}/complete`)).statusCode).toBe(200);
    const completed = await mine(learner);
    const expiresOn = addMonths(today(), 12);
    expect(completed).toMatchObject({ status: 'completed', expiresOn, cycle: 1 });
    const [firstCertificate] = await t.db.select().from(certificates).where(eq(certificates.userId, learner.id));
    expect(firstCertificate).toMatchObject({ cycle: 1 });

    // 40 days before expiry: nothing yet. 29 days before: the next cycle opens.
    const days = (date: string) => Math.round((Date.parse(date) - Date.parse(today())) / DAY);
    expect(await later(days(expiresOn) - 40, runJob)).toMatchObject({ recertified: 0 });
    await later(days(expiresOn) - 29, async () => {
      expect(await runJob()).toMatchObject({ recertified: 1 });
      expect(await runJob()).toMatchObject({ recertified: 0 });
      const now = await mine(learner);
      expect(now).toMatchObject({ status: 'expiring_soon', cycle: 2, dueOn: expiresOn, progress: 0, completedAt: null });
    });
    expect(await t.db.select().from(lessonProgress).where(eq(lessonProgress.userId, learner.id))).toEqual([]);
    expect(await t.db.select().from(quizAttempts).where(eq(quizAttempts.userId, learner.id))).toEqual([]);
    const [history] = await t.db.select().from(assignmentCycles).where(eq(assignmentCycles.learnerAssignmentId, assignment.id));
    expect(history).toMatchObject({ cycle: 1, expiresOn, lessons: [expect.objectContaining({ lessonId: lesson.id })] });
    expect(history!.attempts).toEqual([expect.objectContaining({ quizId: quiz.quiz.id, passed: true, answers: [] })]);
    const [enrollment] = await t.db.select().from(enrollments).where(eq(enrollments.userId, learner.id));
    expect(enrollment).toMatchObject({ cycle: 2, progressPercentage: 0, completedAt: null, status: 'active' });
    expect(await noticesOf(learner.id, 'recertification_due')).toHaveLength(1);

    // Completed again in the new cycle (its assessment passed again): a second certificate, the first one stays.
    await later(days(expiresOn) - 10, async () => {
      await t.db
        .insert(quizAttempts)
        .values({ quizId: quiz.quiz.id, userId: learner.id, attemptNumber: 1, score: 1, maxScore: 1, percentage: 100, isPassed: true });
      expect((await (await as(learner)).post(`/api/lessons/${lesson.id}/complete`)).statusCode).toBe(200);
      expect(await mine(learner)).toMatchObject({ status: 'completed', cycle: 2, expiresOn: addMonths(today(), 12) });
    });
    const all = await t.db.select().from(certificates).where(eq(certificates.userId, learner.id));
    expect(all.map((c) => c.cycle).sort()).toEqual([1, 2]);
    expect(all.find((c) => c.cycle === 1)?.code).toBe(firstCertificate!.code);
  });

  it('is expired once the date passes without the course done again', async () => {
    const { lesson, learner } = await assignedCourse({ recertMonths: 1 });
    expect((await (await as(learner)).post(`/api/lessons/${lesson.id}/complete`)).statusCode).toBe(200);
    await later(2, async () => expect(await runJob()).toMatchObject({ recertified: 1 }));
    await later(40, async () => expect(await mine(learner)).toMatchObject({ status: 'expired', cycle: 2 }));
  });
});

describe('reminders and overdue notices', () => {
  it('go out once per assignment, cycle and offset, however often and however many runs at once', async () => {
    const { learner, assignment, course } = await assignedCourse({ dueDays: 8 });
    await later(1, async () => {
      await Promise.all([runJob(), runJob(), runJob()]);
      await runJob();
    });
    expect((await noticesOf(learner.id, 'assignment_due')).map((n) => n.data)).toEqual([
      { courseId: course.id, courseTitle: course.title, dueOn: assignment.dueOn, daysBefore: 7 },
    ]);
    await later(7, () => Promise.all([runJob(), runJob()]));
    expect((await noticesOf(learner.id, 'assignment_due')).map((n) => (n.data as { daysBefore: number }).daysBefore).sort()).toEqual([
      1, 7,
    ]);
    await later(9, async () => {
      await Promise.all([runJob(), runJob()]);
      expect(await mine(learner)).toMatchObject({ status: 'overdue' });
    });
    await later(10, runJob);
    expect(await noticesOf(learner.id, 'assignment_overdue')).toHaveLength(1);
    const rows = await t.db.select().from(assignmentNotices).where(eq(assignmentNotices.learnerAssignmentId, assignment.id));
    expect(rows.map((r) => r.notice).sort()).toEqual(['overdue', 'reminder:1', 'reminder:7']);
  });

  it('skip completed and waived assignments', async () => {
    const done = await assignedCourse({ dueDays: 7 });
    expect((await (await as(done.learner)).post(`/api/lessons/${done.lesson.id}/complete`)).statusCode).toBe(200);
    const waived = await assignedCourse({ dueDays: 7 });
    const admin = await signedIn(t.app, t.db, { role: 'admin' });
    expect((await admin.http.post(`/api/learner-assignments/${waived.assignment.id}/waive`, { reason: 'Done elsewhere' })).statusCode).toBe(
      200,
    );
    await runJob();
    await later(10, runJob);
    for (const who of [done.learner, waived.learner]) {
      expect(await noticesOf(who.id, 'assignment_due')).toEqual([]);
      expect(await noticesOf(who.id, 'assignment_overdue')).toEqual([]);
    }
    expect(await mine(waived.learner)).toMatchObject({ status: 'waived' });
    expect(addDays(today(), 0)).toBe(today());
  });
});
