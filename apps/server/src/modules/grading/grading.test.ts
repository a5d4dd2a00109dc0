import { and, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/core';
import { api, buildTestApp, countQueries, errorOf, type TestContext } from '../../../test/app.js';
import {
  createAdmin,
  createCourse,
  createLesson,
  createQuiz,
  createSection,
  enrollUser,
  login,
  signedIn,
  type QuestionSpec,
} from '../../../test/factories.js';
import { lessonProgress, quizAnswers, quizAttempts } from '../../db/schema.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});

const SPECS: QuestionSpec[] = [
  { type: 'true_false', answer: true, points: 1 },
  { type: 'subjective', points: 4, text: 'Explain closures.' },
];

/**
 * An instructor's quiz lesson with a true/false (answered right) and an essay question, and a
 * student who submitted it: the attempt waits for grading at 1 of 5 points.
 */
async function submittedEssay(o: { instructor?: Awaited<ReturnType<typeof signedIn>>; answer?: string } = {}) {
  const instructor = o.instructor ?? (await signedIn(t.app, t.db, { role: 'instructor' }));
  const course = await createCourse(t.db, { instructorId: instructor.user.id });
  const section = await createSection(t.db, course.id);
  const lesson = await createLesson(t.db, section, { contentType: 'quiz' });
  const { quiz, questions } = await createQuiz(t.db, {
    courseId: course.id,
    lessonId: lesson.id,
    instructorId: instructor.user.id,
    questions: SPECS,
    passingScore: 60,
  });
  const student = await signedIn(t.app, t.db, { fullName: 'Essay Writer' });
  await enrollUser(t.db, student.user.id, course.id);
  const attempt = (await student.http.post(`/api/quizzes/${quiz.id}/attempts`)).json().attempt.id as string;
  const [tf, essay] = questions;
  await student.http.put(`/api/attempts/${attempt}/answers/${tf!.id}`, { optionId: tf!.options.find((x) => x.isCorrect)!.id });
  await student.http.put(`/api/attempts/${attempt}/answers/${essay!.id}`, { answerText: o.answer ?? 'A closure keeps its scope alive.' });
  const submitted = await student.http.post(`/api/attempts/${attempt}/submit`);
  expect(submitted.json().attempt.status).toBe('Pending Evaluation');
  const [answer] = await t.db
    .select()
    .from(quizAnswers)
    .where(and(eq(quizAnswers.attemptId, attempt), eq(quizAnswers.questionId, essay!.id)));
  return { instructor, course, lesson, quiz, student, attempt, essay: essay!, answerId: answer!.id };
}

const evaluate = (http: ReturnType<typeof api>, answerId: string, body: unknown) =>
  http.post(`/api/instructor/subjective-answers/${answerId}/evaluation`, body);

describe('the grading list', () => {
  it("lists only the caller's pending answers, with counts and per-question queues", async () => {
    const mine = await submittedEssay();
    await submittedEssay(); // another instructor's
    const res = await mine.instructor.http.get('/api/instructor/subjective-answers');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ pendingCount: 1, evaluatedCount: 0, total: 1 });
    expect(body.answers).toHaveLength(1);
    expect(body.answers[0]).toMatchObject({
      id: mine.answerId,
      studentName: 'Essay Writer',
      questionText: 'Explain closures.',
      maxPoints: 4,
      answerText: 'A closure keeps its scope alive.',
      evaluatedAt: null,
    });
    expect(body.questions).toEqual([
      expect.objectContaining({ questionId: mine.essay.id, pendingCount: 1, evaluatedCount: 0, recentFeedback: [] }),
    ]);
    const evaluated = (await mine.instructor.http.get('/api/instructor/subjective-answers?status=evaluated')).json();
    expect(evaluated.answers).toEqual([]);
  });

  it('refuses students and subadmins, and bad query values', async () => {
    const student = await signedIn(t.app, t.db);
    expect((await student.http.get('/api/instructor/subjective-answers')).statusCode).toBe(403);
    const subadmin = await signedIn(t.app, t.db, { role: 'subadmin' });
    expect((await subadmin.http.get('/api/instructor/subjective-answers')).statusCode).toBe(403);
    const instructor = await signedIn(t.app, t.db, { role: 'instructor' });
    for (const q of ['status=graded', 'page=0', 'page=-3', 'questionId=abc']) {
      expect((await instructor.http.get(`/api/instructor/subjective-answers?${q}`)).statusCode, q).toBe(400);
    }
  });

  it('leaves out empty answers scored 0 at submission: nobody graded them', async () => {
    const s = await submittedEssay();
    // A second student writes nothing but spaces: scored 0 and closed at submission.
    const blank = await signedIn(t.app, t.db, { fullName: 'Blank Page' });
    await enrollUser(t.db, blank.user.id, s.course.id);
    const attempt = (await blank.http.post(`/api/quizzes/${s.quiz.id}/attempts`)).json().attempt.id as string;
    await blank.http.put(`/api/attempts/${attempt}/answers/${s.essay.id}`, { answerText: '   ' });
    expect((await blank.http.post(`/api/attempts/${attempt}/submit`)).json().attempt.status).toBe('Failed');
    expect((await evaluate(s.instructor.http, s.answerId, { points: 2 })).statusCode).toBe(200);

    const evaluated = (await s.instructor.http.get('/api/instructor/subjective-answers?status=evaluated')).json();
    expect(evaluated).toMatchObject({ pendingCount: 0, evaluatedCount: 1, total: 1 });
    expect(evaluated.answers.map((a: { id: string }) => a.id)).toEqual([s.answerId]);
    expect(evaluated.questions).toEqual([expect.objectContaining({ questionId: s.essay.id, pendingCount: 0, evaluatedCount: 1 })]);
    const pending = (await s.instructor.http.get('/api/instructor/subjective-answers')).json();
    expect(pending).toMatchObject({ pendingCount: 0, evaluatedCount: 1, total: 0, answers: [] });
  });

  it('answers with the same number of queries for 1 or 8 pending answers', async () => {
    const instructor = await signedIn(t.app, t.db, { role: 'instructor' });
    await submittedEssay({ instructor });
    const one = await countQueries(t, () => instructor.http.get('/api/instructor/subjective-answers'));
    for (let i = 0; i < 7; i++) await submittedEssay({ instructor });
    const eight = await countQueries(t, () => instructor.http.get('/api/instructor/subjective-answers'));
    expect(eight).toBe(one);
    expect((await instructor.http.get('/api/instructor/subjective-answers')).json().pendingCount).toBe(8);
  });
});

describe('grading an answer', () => {
  it('records points and feedback, re-scores the attempt, turns it Passed and completes the lesson', async () => {
    const s = await submittedEssay();
    const res = await evaluate(s.instructor.http, s.answerId, { points: 3, feedback: '  Good, add an example.  ' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Answer evaluated successfully');
    expect(body.answer).toMatchObject({ pointsAwarded: 3, feedback: 'Good, add an example.' });
    expect(body.answer.evaluatedAt).not.toBeNull();
    // 1 + 3 of 5 points = 80% >= 60%.
    expect(body.attempt).toMatchObject({ status: 'Passed', score: 4, percentage: 80, isPassed: true });

    const seen = (await s.student.http.get(`/api/attempts/${s.attempt}`)).json();
    expect(seen.attempt.status).toBe('Passed');
    expect(seen.results[1]).toMatchObject({ pending: false, pointsAwarded: 3, feedback: 'Good, add an example.' });
    const [progress] = await t.db
      .select()
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, s.student.user.id), eq(lessonProgress.lessonId, s.lesson.id)));
    expect(progress?.completed).toBe(true);

    const list = (await s.instructor.http.get('/api/instructor/subjective-answers?status=evaluated')).json();
    expect(list).toMatchObject({ pendingCount: 0, evaluatedCount: 1 });
    expect(list.questions[0].recentFeedback).toEqual(['Good, add an example.']);
  });

  it('turns a low grade into Failed', async () => {
    const s = await submittedEssay();
    const body = (await evaluate(s.instructor.http, s.answerId, { points: 1 })).json();
    expect(body.attempt).toMatchObject({ status: 'Failed', score: 2, percentage: 40, isPassed: false });
  });

  it("rejects points out of range, wrong types, someone else's answer and wrong roles, changing nothing", async () => {
    const s = await submittedEssay();
    for (const points of [-1, 4.5, 100]) {
      const res = await evaluate(s.instructor.http, s.answerId, { points });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toBe('Points must be between 0 and 4');
    }
    for (const body of [
      { points: '3' },
      { points: null },
      {},
      { points: 2, feedback: 'x'.repeat(5001) },
      { points: 2, evaluatedBy: 'me' },
    ]) {
      expect((await evaluate(s.instructor.http, s.answerId, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    const other = await signedIn(t.app, t.db, { role: 'instructor' });
    const foreign = await evaluate(other.http, s.answerId, { points: 4 });
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign).message).toBe(MESSAGES.answerNotFound);
    expect((await evaluate(s.student.http, s.answerId, { points: 4 })).statusCode).toBe(403);
    const subadmin = await signedIn(t.app, t.db, { role: 'subadmin' });
    expect((await evaluate(subadmin.http, s.answerId, { points: 4 })).statusCode).toBe(403);

    const [answer] = await t.db.select().from(quizAnswers).where(eq(quizAnswers.id, s.answerId));
    expect(answer).toMatchObject({ evaluationStatus: 'pending', pointsAwarded: 0, instructorFeedback: null, evaluatedBy: null });
    const [attempt] = await t.db.select().from(quizAttempts).where(eq(quizAttempts.id, s.attempt));
    expect(attempt).toMatchObject({ score: 1, isPassed: false });
  });

  it('lets an admin grade any answer', async () => {
    const s = await submittedEssay();
    const admin = await createAdmin(t.db);
    const res = await evaluate(api(t.app, await login(t.app, admin)), s.answerId, { points: 4 });
    expect(res.statusCode).toBe(200);
  });

  it('grades once when two gradings arrive together: the second is refused', async () => {
    const s = await submittedEssay();
    const [a, b] = await Promise.all([
      evaluate(s.instructor.http, s.answerId, { points: 4 }),
      evaluate(s.instructor.http, s.answerId, { points: 0 }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(errorOf(loser).message).toBe(MESSAGES.alreadyEvaluated);
    const winner = a.statusCode === 200 ? a : b;
    const [answer] = await t.db.select().from(quizAnswers).where(eq(quizAnswers.id, s.answerId));
    expect(answer!.pointsAwarded).toBe(winner.json().answer.pointsAwarded);
  });

  it('refuses to grade an objective answer or an answer of a running attempt', async () => {
    const s = await submittedEssay();
    const [objective] = await t.db
      .select()
      .from(quizAnswers)
      .where(and(eq(quizAnswers.attemptId, s.attempt), ne(quizAnswers.questionId, s.essay.id)));
    expect((await evaluate(s.instructor.http, objective!.id, { points: 1 })).statusCode).toBe(404);

    // A second attempt, still running, with an essay answer saved: not gradable yet.
    const again = (await s.student.http.post(`/api/quizzes/${s.quiz.id}/attempts`)).json().attempt.id as string;
    await s.student.http.put(`/api/attempts/${again}/answers/${s.essay.id}`, { answerText: 'draft' });
    const [running] = await t.db.select().from(quizAnswers).where(eq(quizAnswers.attemptId, again));
    expect((await evaluate(s.instructor.http, running!.id, { points: 1 })).statusCode).toBe(404);
  });
});
