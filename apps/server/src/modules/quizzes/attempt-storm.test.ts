// What an exam-start storm relies on (issue 26): each step of an attempt costs a small constant
// number of statements, and answers racing a submit are either scored or refused, never lost.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/core';
import { buildTestApp, countQueries, errorOf, type TestContext } from '../../../test/app.js';
import { enrollUser, signedIn, type QuestionSpec } from '../../../test/factories.js';
import { quizLessonCourse } from '../../../test/quiz-course.js';
import { courses, quizAnswers, quizAttempts, quizQuestionOptions, quizQuestions, quizzes } from '../../db/schema.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});

const questionsOf = (n: number): QuestionSpec[] =>
  Array.from({ length: n }, () => ({ type: 'multiple_choice', options: ['a', 'b', 'c', 'd'], correct: 1 }));

/** A course whose second lesson is a timed quiz of `n` questions, a lesson after it, and a classmate; the learner has done the first lesson. */
async function examSetup(n: number, quiz: { maxAttempts?: number } = {}) {
  return quizLessonCourse(t, {
    questions: questionsOf(n),
    quiz: { timeLimitMinutes: 30, shuffleOptions: true, ...quiz },
    lessonAfter: true,
    classmate: true,
  });
}

const right = (q: { options: { id: string; isCorrect: boolean }[] }) => q.options.find((o) => o.isCorrect)!.id;
const wrong = (q: { options: { id: string; isCorrect: boolean }[] }) => q.options.find((o) => !o.isCorrect)!.id;

describe('the cost of each step', () => {
  /** Statements per step for a quiz of `n` questions, failed (answers wrong) or passed. */
  async function costs(n: number, pass: boolean) {
    const { quiz, questions, student } = await examSetup(n);
    const page = await countQueries(t, () => student.http.get(`/api/quizzes/${quiz.id}`));
    let attemptId = '';
    const start = await countQueries(t, async () => {
      const res = await student.http.post(`/api/quizzes/${quiz.id}/attempts`);
      expect(res.statusCode).toBe(201);
      attemptId = res.json().attempt.id;
    });
    const resume = await countQueries(t, () => student.http.post(`/api/quizzes/${quiz.id}/attempts`));
    const answers: number[] = [];
    for (const q of questions)
      answers.push(
        await countQueries(t, async () => {
          const res = await student.http.put(`/api/attempts/${attemptId}/answers/${q.id}`, { optionId: pass ? right(q) : wrong(q) });
          expect(res.statusCode).toBe(200);
        }),
      );
    const submit = await countQueries(t, async () => {
      const res = await student.http.post(`/api/attempts/${attemptId}/submit`);
      expect(res.json().attempt.isPassed).toBe(pass);
    });
    const result = await countQueries(t, () => student.http.get(`/api/attempts/${attemptId}`));
    return { page, start, resume, answer: Math.max(...answers), submit, result };
  }

  // Each count includes the request's session lookup (the tests keep no session cache, and a
  // state-changing request always looks its session up).
  it('reads the quiz page, resumes and reads a result in one statement and starts in two, whatever the size of the quiz', async () => {
    const small = await costs(2, false);
    const large = await costs(12, false);
    expect(large).toEqual(small);
    expect(small).toMatchObject({ page: 1 + 1, start: 1 + 2, resume: 1 + 1, result: 1 + 1 });
  });

  it('saves an answer in one statement and submits in at most 6, a pass that completes the lesson included', async () => {
    const failed = await costs(10, false);
    expect(failed.answer).toBe(1 + 1);
    expect(failed.submit).toBeLessThanOrEqual(6);
    const passed = await costs(10, true);
    expect(passed.answer).toBe(1 + 1);
    expect(passed.submit).toBeLessThanOrEqual(6);
  });
});

describe('answers racing a submit', () => {
  it('scores every answer acknowledged before the submit and refuses, storing nothing, every one after it', async () => {
    for (let round = 0; round < 5; round++) {
      const { quiz, questions, student } = await examSetup(10);
      const started = await student.http.post(`/api/quizzes/${quiz.id}/attempts`);
      const attemptId = started.json().attempt.id as string;
      // Every answer right, all sent at once with the submit in the middle of them.
      const saves = questions.map((q) => student.http.put(`/api/attempts/${attemptId}/answers/${q.id}`, { optionId: right(q) }));
      const submit = student.http.post(`/api/attempts/${attemptId}/submit`);
      const answered = await Promise.all(saves);
      const submitted = await submit;
      expect(submitted.statusCode).toBe(200);
      const acknowledged = questions.filter((_, i) => answered[i]!.statusCode === 200).map((q) => q.id);
      for (const r of answered.filter((a) => a.statusCode !== 200)) {
        expect(r.statusCode).toBe(409);
        expect(errorOf(r).message).toBe(MESSAGES.attemptClosed);
      }
      const stored = await t.db.select().from(quizAnswers).where(eq(quizAnswers.attemptId, attemptId));
      expect(stored.map((a) => a.questionId).sort()).toEqual([...acknowledged].sort());
      expect(stored.every((a) => a.evaluationStatus === 'evaluated' && a.isCorrect === true)).toBe(true);
      const [attempt] = await t.db.select().from(quizAttempts).where(eq(quizAttempts.id, attemptId));
      const points = questions.filter((q) => acknowledged.includes(q.id)).reduce((sum, q) => sum + q.points, 0);
      expect(attempt!.score).toBe(points);
      expect(submitted.json().attempt.score).toBe(points);
    }
  });
});

describe('the time a start gives', () => {
  it('counts the limit from the moment the attempt is written', async () => {
    const { quiz, student } = await examSetup(3);
    const before = t.clock.now().getTime();
    const res = await student.http.post(`/api/quizzes/${quiz.id}/attempts`);
    const [row] = await t.db.select().from(quizAttempts).where(eq(quizAttempts.id, res.json().attempt.id));
    expect(row!.startedAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(row!.deadlineAt!.getTime() - row!.startedAt.getTime()).toBe(30 * 60_000);
    expect(Date.parse(res.json().attempt.deadlineAt) - Date.parse(res.json().serverNow)).toBe(30 * 60_000);
  });
});

describe("another learner's attempt", () => {
  it('answers an outsider exactly as for an attempt that does not exist, and changes nothing', async () => {
    const { quiz, questions, student } = await examSetup(3);
    const started = await student.http.post(`/api/quizzes/${quiz.id}/attempts`);
    const attemptId = started.json().attempt.id as string;
    // Taken back to draft: the course itself is "not found" to anyone not enrolled, which must not
    // show through an attempt id.
    await t.db.update(courses).set({ status: 'draft' }).where(eq(courses.id, quiz.courseId));
    // Signed in, but not enrolled in this course at all.
    const outsider = await signedIn(t.app, t.db);
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const id of [attemptId, missing]) {
      const read = await outsider.http.get(`/api/attempts/${id}`);
      const answer = await outsider.http.put(`/api/attempts/${id}/answers/${questions[0]!.id}`, { optionId: right(questions[0]!) });
      const submit = await outsider.http.post(`/api/attempts/${id}/submit`);
      for (const res of [read, answer, submit]) {
        expect(res.statusCode).toBe(404);
        expect(errorOf(res).message).toBe(MESSAGES.quizNotFound);
      }
    }
    expect(await t.db.select().from(quizAnswers).where(eq(quizAnswers.attemptId, attemptId))).toHaveLength(0);
    const [attempt] = await t.db.select().from(quizAttempts).where(eq(quizAttempts.id, attemptId));
    expect(attempt!.completedAt).toBeNull();
  });
});

describe("the questions each process keeps (the quiz's content version)", () => {
  it('serves a change of a question or an option made elsewhere (another process, straight in SQL) from the next read on', async () => {
    const { quiz, questions, student, text } = await examSetup(3);
    const classmate = await signedIn(t.app, t.db);
    await enrollUser(t.db, classmate.user.id, quiz.courseId);
    await classmate.http.post(`/api/lessons/${text.id}/complete`);
    // Both starts fill this process's copy of the questions.
    const first = (await student.http.post(`/api/quizzes/${quiz.id}/attempts`)).json();
    const [before] = await t.db.select({ v: quizzes.contentVersion }).from(quizzes).where(eq(quizzes.id, quiz.id));
    // Changed the way another process would: nothing here hears of it but the version.
    const q = questions[0]!;
    const newlyRight = wrong(q);
    await t.db.update(quizQuestions).set({ questionText: 'Reworded' }).where(eq(quizQuestions.id, q.id));
    await t.db.update(quizQuestionOptions).set({ isCorrect: false }).where(eq(quizQuestionOptions.questionId, q.id));
    await t.db.update(quizQuestionOptions).set({ isCorrect: true, optionText: 'Now right' }).where(eq(quizQuestionOptions.id, newlyRight));
    const [after] = await t.db.select({ v: quizzes.contentVersion }).from(quizzes).where(eq(quizzes.id, quiz.id));
    expect(after!.v).toBeGreaterThan(before!.v);

    const read = (await student.http.get(`/api/attempts/${first.attempt.id}`)).json();
    const shown = read.questions.find((x: { id: string }) => x.id === q.id);
    expect(shown.text).toBe('Reworded');
    expect(shown.options.find((o: { id: string }) => o.id === newlyRight).text).toBe('Now right');
    const started = (await classmate.http.post(`/api/quizzes/${quiz.id}/attempts`)).json();
    expect(started.questions.find((x: { id: string }) => x.id === q.id).text).toBe('Reworded');
    // The submit scores against the key as it is now.
    const put = await classmate.http.put(`/api/attempts/${started.attempt.id}/answers/${q.id}`, { optionId: newlyRight });
    expect(put.statusCode).toBe(200);
    const submitted = (await classmate.http.post(`/api/attempts/${started.attempt.id}/submit`)).json();
    expect(submitted.results.find((r: { questionId: string }) => r.questionId === q.id)).toMatchObject({
      isCorrect: true,
      correctOptionId: newlyRight,
    });

    // A question added elsewhere shows on the next page read.
    await t.db
      .insert(quizQuestions)
      .values({ quizId: quiz.id, questionText: 'Added', questionType: 'subjective', orderIndex: 9, points: 1 });
    const page = (await student.http.get(`/api/quizzes/${quiz.id}`)).json();
    expect(page.questionCount).toBe(4);
  });
});
