// Each kind of notification is written with its event (in the same transaction), never when the
// event is refused, only for its recipient, and only when the recipient's preference allows it.
// Every stored row is checked against core's data schema of its kind.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { storedNotification, type NotificationKind } from '@app/core';
import { buildTestApp, countQueries, databaseState, type TestContext } from '../../../test/app.js';
import { createCourse, createLesson, createQuiz, createSection, enrollUser, signedIn, type QuestionSpec } from '../../../test/factories.js';
import { certificates, courses, notifications, quizAnswers } from '../../db/schema.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});

/** A user's notifications, oldest first, each checked against its kind's schema. */
async function notesOf(userId: string) {
  const rows = await t.db.select().from(notifications).where(eq(notifications.recipientId, userId)).orderBy(notifications.createdAt);
  for (const r of rows) expect(storedNotification.safeParse({ kind: r.kind, data: r.data }).error, r.kind).toBeUndefined();
  return rows.map((r) => ({ kind: r.kind, data: r.data as Record<string, unknown> }));
}
const kindsOf = async (userId: string): Promise<NotificationKind[]> => (await notesOf(userId)).map((n) => n.kind);

const ESSAYS: QuestionSpec[] = [
  { type: 'true_false', answer: true, points: 2 },
  { type: 'subjective', points: 4, text: 'Explain closures.' },
  { type: 'subjective', points: 4, text: 'Explain hoisting.' },
];

/** A one-lesson course whose lesson is a quiz with written answers; a learner submitted it. */
async function submitted(o: { essays?: string[]; instructorPrefs?: Record<string, boolean> } = {}) {
  const instructor = await signedIn(t.app, t.db, { role: 'instructor' });
  if (o.instructorPrefs)
    expect((await instructor.http.put('/api/me/notification-preferences', { ...DEFAULTS, ...o.instructorPrefs })).statusCode).toBe(200);
  const course = await createCourse(t.db, { instructorId: instructor.user.id, title: 'Closures 101' });
  const section = await createSection(t.db, course.id);
  const lesson = await createLesson(t.db, section, { contentType: 'quiz' });
  const { quiz, questions } = await createQuiz(t.db, {
    courseId: course.id,
    lessonId: lesson.id,
    instructorId: instructor.user.id,
    questions: ESSAYS,
    passingScore: 60,
    title: 'Scope quiz',
  });
  const learner = await signedIn(t.app, t.db, { fullName: 'Lena Learner' });
  await enrollUser(t.db, learner.user.id, course.id);
  const attempt = (await learner.http.post(`/api/quizzes/${quiz.id}/attempts`)).json().attempt.id as string;
  const [tf, e1, e2] = questions;
  const essays = o.essays ?? ['A closure keeps its scope.', 'Declarations move up.'];
  await learner.http.put(`/api/attempts/${attempt}/answers/${tf!.id}`, { optionId: tf!.options.find((x) => x.isCorrect)!.id });
  await learner.http.put(`/api/attempts/${attempt}/answers/${e1!.id}`, { answerText: essays[0] });
  await learner.http.put(`/api/attempts/${attempt}/answers/${e2!.id}`, { answerText: essays[1] });
  expect((await learner.http.post(`/api/attempts/${attempt}/submit`)).statusCode).toBe(200);
  const answers = await t.db.select().from(quizAnswers).where(eq(quizAnswers.attemptId, attempt));
  const answerOf = (q: { id: string }) => answers.find((a) => a.questionId === q.id)!.id;
  return { instructor, course, lesson, quiz, learner, attempt, essay1: answerOf(e1!), essay2: answerOf(e2!) };
}

const DEFAULTS = { emailNotifications: true, courseUpdates: true, newMessages: true, marketingEmails: false };

const grade = (http: { post: (u: string, b?: unknown) => Promise<{ statusCode: number }> }, answerId: string, points: number) =>
  http.post(`/api/instructor/subjective-answers/${answerId}/evaluation`, { points, feedback: 'Good.' });

describe('grading', () => {
  it('tells the instructor once per submitted attempt with answers to grade, not once per answer', async () => {
    const s = await submitted();
    const notes = await notesOf(s.instructor.user.id);
    expect(notes).toEqual([
      {
        kind: 'grading_needed',
        data: expect.objectContaining({
          quizId: s.quiz.id,
          attemptId: s.attempt,
          learnerName: 'Lena Learner',
          pendingCount: 2,
          lessonId: s.lesson.id,
        }),
      },
    ]);
    expect(await kindsOf(s.learner.user.id)).toEqual([]);
  });

  it('tells nobody of an attempt with nothing to grade (empty written answers are scored at submission)', async () => {
    const s = await submitted({ essays: ['  ', ''] });
    expect(await kindsOf(s.instructor.user.id)).toEqual([]);
  });

  it('writes nothing for a refused submission: a second submit, or someone else submitting the attempt', async () => {
    const s = await submitted();
    const stranger = await signedIn(t.app, t.db);
    const before = await databaseState(t.db);
    expect((await s.learner.http.post(`/api/attempts/${s.attempt}/submit`)).statusCode).toBe(409);
    expect((await stranger.http.post(`/api/attempts/${s.attempt}/submit`)).statusCode).toBe(404);
    expect(await databaseState(t.db)).toEqual(before);
    expect(await kindsOf(s.instructor.user.id)).toEqual(['grading_needed']);
  });

  it("respects the instructor's 'New Messages' switch", async () => {
    const s = await submitted({ instructorPrefs: { newMessages: false } });
    expect(await kindsOf(s.instructor.user.id)).toEqual([]);
  });

  it('tells the learner of each grade, then of the result, and of the certificate the pass earned', async () => {
    const s = await submitted();
    expect((await grade(s.instructor.http, s.essay1, 3)).statusCode).toBe(200);
    expect(await notesOf(s.learner.user.id)).toEqual([
      { kind: 'answer_graded', data: expect.objectContaining({ attemptId: s.attempt, points: 3, maxPoints: 4, pendingCount: 1 }) },
    ]);
    expect((await grade(s.instructor.http, s.essay2, 4)).statusCode).toBe(200);
    const notes = await notesOf(s.learner.user.id);
    // 2 + 3 + 4 of 10: 90%, a pass; the course's one lesson done, so the course is complete.
    expect(notes.map((n) => n.kind).sort()).toEqual(['answer_graded', 'certificate_issued', 'quiz_graded']);
    expect(notes.find((n) => n.kind === 'quiz_graded')!.data).toMatchObject({ percentage: 90, passingScore: 60, passed: true });
    expect(notes.find((n) => n.kind === 'certificate_issued')!.data).toMatchObject({ courseId: s.course.id, courseTitle: 'Closures 101' });
  });

  it('tells the learner of a failed result too', async () => {
    const s = await submitted();
    await grade(s.instructor.http, s.essay1, 0);
    await grade(s.instructor.http, s.essay2, 1);
    const result = (await notesOf(s.learner.user.id)).find((n) => n.kind === 'quiz_graded');
    expect(result!.data).toMatchObject({ percentage: 30, passed: false });
  });

  it('writes nothing for a refused grade: out of range, graded twice, or another instructor grading', async () => {
    const s = await submitted();
    await grade(s.instructor.http, s.essay1, 4);
    const before = await databaseState(t.db);
    expect((await grade(s.instructor.http, s.essay2, 5)).statusCode).toBe(400);
    expect((await grade(s.instructor.http, s.essay1, 2)).statusCode).toBe(409);
    const stranger = await signedIn(t.app, t.db, { role: 'instructor' });
    const stateAfterSignIn = await databaseState(t.db);
    expect((await grade(stranger.http, s.essay2, 4)).statusCode).toBe(404);
    expect((await databaseState(t.db)).notifications).toBe(before.notifications);
    expect(await databaseState(t.db)).toEqual(stateAfterSignIn);
  });

  it("respects the learner's 'New Messages' switch, but always tells of the certificate", async () => {
    const s = await submitted();
    expect((await s.learner.http.put('/api/me/notification-preferences', { ...DEFAULTS, newMessages: false })).statusCode).toBe(200);
    await grade(s.instructor.http, s.essay1, 4);
    await grade(s.instructor.http, s.essay2, 4);
    expect(await kindsOf(s.learner.user.id)).toEqual(['certificate_issued']);
  });
});

describe('certificates', () => {
  it('tells the learner when completing the last lesson earns one, and not again for a certificate they have', async () => {
    const course = await createCourse(t.db, { title: 'One lesson' });
    const lesson = await createLesson(t.db, await createSection(t.db, course.id), { contentType: 'text' });
    const learner = await signedIn(t.app, t.db);
    await enrollUser(t.db, learner.user.id, course.id);
    expect((await learner.http.post(`/api/lessons/${lesson.id}/complete`)).statusCode).toBe(200);
    expect((await learner.http.post(`/api/lessons/${lesson.id}/complete`)).statusCode).toBe(200);
    const notes = await notesOf(learner.user.id);
    expect(notes).toEqual([{ kind: 'certificate_issued', data: expect.objectContaining({ courseTitle: 'One lesson' }) }]);
  });
});

describe('enrollment status', () => {
  it('tells the learner when their enrollment is made inactive and when it is restored, once each', async () => {
    const instructor = await signedIn(t.app, t.db, { role: 'instructor' });
    const course = await createCourse(t.db, { instructorId: instructor.user.id, title: 'Paused course' });
    await createLesson(t.db, await createSection(t.db, course.id));
    const learner = await signedIn(t.app, t.db);
    const enrollment = await enrollUser(t.db, learner.user.id, course.id);
    const set = (status: string) => instructor.http.patch(`/api/instructor/enrollments/${enrollment.id}/status`, { status });
    expect((await set('inactive')).statusCode).toBe(200);
    expect((await set('inactive')).statusCode).toBe(200); // already inactive: nothing happens
    expect(await kindsOf(learner.user.id)).toEqual(['enrollment_deactivated']);
    expect((await set('active')).statusCode).toBe(200);
    expect((await set('active')).statusCode).toBe(200);
    const notes = await notesOf(learner.user.id);
    expect(notes.map((n) => n.kind)).toEqual(['enrollment_deactivated', 'enrollment_restored']);
    expect(notes[1]!.data).toEqual({ courseId: course.id, courseTitle: 'Paused course' });

    // Another instructor may not, and nothing is written.
    const stranger = await signedIn(t.app, t.db, { role: 'instructor' });
    const before = await databaseState(t.db);
    const refused = await stranger.http.patch(`/api/instructor/enrollments/${enrollment.id}/status`, { status: 'inactive' });
    expect(refused.statusCode).toBe(404);
    expect(await databaseState(t.db)).toEqual(before);
  });
});

describe('enrollments', () => {
  it("tells the course's instructor of a new learner once, and of no refused enrollment", async () => {
    const instructor = await signedIn(t.app, t.db, { role: 'instructor' });
    const course = await createCourse(t.db, { instructorId: instructor.user.id, title: 'Popular' });
    const learner = await signedIn(t.app, t.db, { fullName: 'Nia New' });
    expect((await learner.http.post(`/api/courses/${course.id}/enroll`)).statusCode).toBe(201);
    expect((await learner.http.post(`/api/courses/${course.id}/enroll`)).statusCode).toBe(200);
    expect(await notesOf(instructor.user.id)).toEqual([
      { kind: 'new_enrollment', data: { courseId: course.id, courseTitle: 'Popular', learnerName: 'Nia New' } },
    ]);

    const draft = await createCourse(t.db, { instructorId: instructor.user.id, status: 'draft' });
    const before = await databaseState(t.db);
    expect((await learner.http.post(`/api/courses/${draft.id}/enroll`)).statusCode).toBe(404);
    expect((await instructor.http.post(`/api/courses/${course.id}/enroll`)).statusCode).toBe(403);
    expect(await databaseState(t.db)).toEqual(before);
  });

  it("respects the instructor's 'Course Updates' switch", async () => {
    const instructor = await signedIn(t.app, t.db, { role: 'instructor' });
    await instructor.http.put('/api/me/notification-preferences', { ...DEFAULTS, courseUpdates: false });
    const course = await createCourse(t.db, { instructorId: instructor.user.id });
    const learner = await signedIn(t.app, t.db);
    expect((await learner.http.post(`/api/courses/${course.id}/enroll`)).statusCode).toBe(201);
    expect(await kindsOf(instructor.user.id)).toEqual([]);
  });
});

describe('new lessons', () => {
  /** A published course with a shown and a hidden section, and learners in every state. */
  async function courseWithLearners() {
    const instructor = await signedIn(t.app, t.db, { role: 'instructor' });
    const course = await createCourse(t.db, { instructorId: instructor.user.id, title: 'Growing course' });
    const shown = await createSection(t.db, course.id, { isPublished: true });
    const hidden = await createSection(t.db, course.id, { isPublished: false, title: 'Advanced' });
    await createLesson(t.db, shown);
    const learners = {
      active: await signedIn(t.app, t.db),
      completed: await signedIn(t.app, t.db),
      inactive: await signedIn(t.app, t.db),
      optedOut: await signedIn(t.app, t.db),
    };
    await enrollUser(t.db, learners.active.user.id, course.id);
    // Completed as the server completes: with the certificate it earned then.
    await enrollUser(t.db, learners.completed.user.id, course.id, { status: 'completed', completedAt: new Date() });
    await t.db.insert(certificates).values({
      code: `T${learners.completed.user.id.slice(0, 8)}`,
      userId: learners.completed.user.id,
      courseId: course.id,
      learnerName: 'Done',
      courseTitle: course.title,
    });
    await enrollUser(t.db, learners.inactive.user.id, course.id, { status: 'inactive' });
    await enrollUser(t.db, learners.optedOut.user.id, course.id);
    await learners.optedOut.http.put('/api/me/notification-preferences', { ...DEFAULTS, courseUpdates: false });
    return { instructor, course, shown, hidden, learners };
  }

  const lessonBody = (sectionId: string, title = 'Mapped types') => ({
    sectionId,
    title,
    contentType: 'text',
    content: 'Text',
    durationMinutes: 5,
    isFree: false,
  });

  it('tells every learner whose enrollment opens the course (active or completed), unless they opted out', async () => {
    const c = await courseWithLearners();
    const res = await c.instructor.http.post('/api/instructor/lessons', lessonBody(c.shown.id));
    expect(res.statusCode).toBe(201);
    const lessonId = res.json().lesson.id;
    for (const who of ['active', 'completed'] as const)
      expect(await notesOf(c.learners[who].user.id), who).toEqual([
        {
          kind: 'new_lessons',
          data: {
            courseId: c.course.id,
            courseTitle: 'Growing course',
            lessonId,
            lessonTitle: 'Mapped types',
            sectionTitle: null,
            count: 1,
          },
        },
      ]);
    expect(await kindsOf(c.learners.inactive.user.id)).toEqual([]);
    expect(await kindsOf(c.learners.optedOut.user.id)).toEqual([]);
  });

  it('tells nobody of a lesson added to a hidden section, then once per learner when the section is shown', async () => {
    const c = await courseWithLearners();
    await c.instructor.http.post('/api/instructor/lessons', lessonBody(c.hidden.id, 'One'));
    await c.instructor.http.post('/api/instructor/lessons', lessonBody(c.hidden.id, 'Two'));
    expect(await kindsOf(c.learners.active.user.id)).toEqual([]);
    const shown = await c.instructor.http.patch(`/api/instructor/sections/${c.hidden.id}`, { isPublished: true });
    expect(shown.statusCode).toBe(200);
    expect(await notesOf(c.learners.active.user.id)).toEqual([
      { kind: 'new_lessons', data: expect.objectContaining({ sectionTitle: 'Advanced', lessonTitle: null, count: 2 }) },
    ]);
    // Renaming it, or showing it again, announces nothing new.
    await c.instructor.http.patch(`/api/instructor/sections/${c.hidden.id}`, { title: 'Advanced topics', isPublished: true });
    expect(await kindsOf(c.learners.active.user.id)).toEqual(['new_lessons']);
  });

  it("writes every learner's notification in one statement, whatever their number", async () => {
    const statementsFor = async (learners: number) => {
      const instructor = await signedIn(t.app, t.db, { role: 'instructor' });
      const course = await createCourse(t.db, { instructorId: instructor.user.id });
      const section = await createSection(t.db, course.id, { isPublished: true });
      const ids = await Promise.all(Array.from({ length: learners }, () => signedIn(t.app, t.db)));
      for (const l of ids) await enrollUser(t.db, l.user.id, course.id);
      const n = await countQueries(t, () => instructor.http.post('/api/instructor/lessons', lessonBody(section.id)));
      const written = await t.db.select().from(notifications).where(eq(notifications.kind, 'new_lessons'));
      expect(written.filter((w) => (w.data as { courseId: string }).courseId === course.id)).toHaveLength(learners);
      return n;
    };
    expect(await statementsFor(12)).toBe(await statementsFor(1));
  });

  it('tells nobody of a draft course, nor of a refused change', async () => {
    const c = await courseWithLearners();
    const before = await databaseState(t.db);
    const stranger = await signedIn(t.app, t.db, { role: 'instructor' });
    const afterSignIn = await databaseState(t.db);
    expect((await stranger.http.post('/api/instructor/lessons', lessonBody(c.shown.id))).statusCode).toBe(404);
    expect((await c.instructor.http.post('/api/instructor/lessons', { ...lessonBody(c.shown.id), title: '' })).statusCode).toBe(400);
    expect(await databaseState(t.db)).toEqual(afterSignIn);
    expect(before.notifications).toBe(afterSignIn.notifications);

    const draft = await createCourse(t.db, { instructorId: c.instructor.user.id, status: 'draft' });
    const section = await createSection(t.db, draft.id, { isPublished: true });
    await enrollUser(t.db, c.learners.active.user.id, draft.id);
    expect((await c.instructor.http.post('/api/instructor/lessons', lessonBody(section.id))).statusCode).toBe(201);
    expect(await kindsOf(c.learners.active.user.id)).toEqual([]);
  });

  it('tells the learners of an archived course nothing of a lesson added, or a section shown, though they see them', async () => {
    const c = await courseWithLearners();
    await t.db.update(courses).set({ status: 'archived' }).where(eq(courses.id, c.course.id));
    const added = await c.instructor.http.post('/api/instructor/lessons', lessonBody(c.shown.id, 'After the archive'));
    expect(added.statusCode).toBe(201);
    await c.instructor.http.post('/api/instructor/lessons', lessonBody(c.hidden.id, 'Hidden one'));
    expect((await c.instructor.http.patch(`/api/instructor/sections/${c.hidden.id}`, { isPublished: true })).statusCode).toBe(200);
    expect(await kindsOf(c.learners.active.user.id)).toEqual([]);
    // Their enrollment still opens the course, with the new lesson in it.
    const player = await c.learners.active.http.get(`/api/courses/${c.course.id}/player`);
    expect(player.statusCode).toBe(200);
    expect(JSON.stringify(player.json())).toContain('After the archive');
  });
});
