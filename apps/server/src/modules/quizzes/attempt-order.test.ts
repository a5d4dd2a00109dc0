// Shuffled quizzes: each attempt draws its order of questions and options when it starts, keeps it
// for every read (resume, reload, results, the grading queue) and scores by ids, whatever the order.
// The test app's random source is seeded, so every draw below is the same on every run.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type api, buildTestApp, type TestContext } from '../../../test/app.js';
import { createCourse, createLesson, createQuiz, createSection, enrollUser, signedIn, type QuestionSpec } from '../../../test/factories.js';
import { quizAttempts, quizQuestionOptions, quizQuestions, quizzes } from '../../db/schema.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});

type Http = ReturnType<typeof api>;
interface Detail {
  attempt: { id: string; score: number; maxScore: number; percentage: number; status: string };
  questions: { id: string; type: string; options: { id: string; text: string }[] }[];
  results: { questionId: string; isCorrect: boolean | null; correctOptionId: string | null; pointsAwarded: number }[] | null;
}

/** Ten questions (eight of four options): two draws of one order are a 1 in 10! coincidence. */
const TEN: QuestionSpec[] = [
  ...Array.from({ length: 8 }, (_, i): QuestionSpec => ({
    type: 'multiple_choice',
    text: `Choice ${i + 1}`,
    options: ['A', 'B', 'C', 'D'].map((l) => `${l}${i + 1}`),
    correct: i % 4,
    points: i + 1,
  })),
  { type: 'true_false', text: 'True or false', answer: false, points: 2 },
  { type: 'subjective', text: 'Explain', points: 3 },
];

async function setup(o: { shuffleQuestions?: boolean; shuffleOptions?: boolean; questions?: QuestionSpec[] } = {}) {
  const instructor = await signedIn(t.app, t.db, { role: 'instructor' });
  const course = await createCourse(t.db, { instructorId: instructor.user.id });
  const section = await createSection(t.db, course.id);
  const lesson = await createLesson(t.db, section, { contentType: 'quiz' });
  const { quiz, questions } = await createQuiz(t.db, {
    courseId: course.id,
    lessonId: lesson.id,
    instructorId: instructor.user.id,
    shuffleQuestions: o.shuffleQuestions ?? false,
    shuffleOptions: o.shuffleOptions ?? false,
    maxAttempts: 5,
    questions: o.questions ?? TEN,
  });
  const student = await signedIn(t.app, t.db);
  await enrollUser(t.db, student.user.id, course.id);
  return { instructor, course, quiz, questions, student };
}

async function start(http: Http, quizId: string, status = 201) {
  const res = await http.post(`/api/quizzes/${quizId}/attempts`);
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as Detail;
}

const storedAttempt = async (id: string) => (await t.db.select().from(quizAttempts).where(eq(quizAttempts.id, id)))[0]!;
const ids = (list: { id: string }[]) => list.map((x) => x.id);
/** What the learner sees: question texts' ids with their option ids, in order. */
const shown = (d: Detail) => d.questions.map((q) => [q.id, ids(q.options)]);

describe('the order of an attempt', () => {
  it('keeps the quiz order, and stores none, when the quiz does not shuffle', async () => {
    const { quiz, questions, student } = await setup();
    const detail = await start(student.http, quiz.id);
    expect(shown(detail)).toEqual(questions.map((q) => [q.id, ids(q.options)]));
    expect(await storedAttempt(detail.attempt.id)).toMatchObject({ questionOrder: null, optionOrder: null });
  });

  it('draws a shuffled order at the start, stores it, and shows it on resume, reload and results', async () => {
    const { quiz, questions, student } = await setup({ shuffleQuestions: true, shuffleOptions: true });
    const first = await start(student.http, quiz.id);

    // A permutation of the quiz, not the quiz's own order.
    expect([...ids(first.questions)].sort()).toEqual([...ids(questions)].sort());
    expect(ids(first.questions)).not.toEqual(ids(questions));
    const stored = await storedAttempt(first.attempt.id);
    expect(stored.questionOrder).toEqual(ids(first.questions));
    // Options of multiple-choice questions are shuffled (each keeps its own text); True, False stay.
    const byId = new Map(questions.map((q) => [q.id, q]));
    for (const q of first.questions) {
      const authored = byId.get(q.id)!;
      expect([...ids(q.options)].sort()).toEqual([...ids(authored.options)].sort());
      for (const o of q.options) expect(o.text).toBe(authored.options.find((x) => x.id === o.id)!.optionText);
      if (q.type === 'true_false') expect(q.options.map((o) => o.text)).toEqual(['True', 'False']);
    }
    const choice = first.questions.filter((q) => q.type === 'multiple_choice');
    expect(Object.keys(stored.optionOrder!).sort()).toEqual(ids(choice).sort());
    expect(choice.filter((q) => ids(q.options).join() !== ids(byId.get(q.id)!.options).join()).length).toBeGreaterThan(4);

    // Resuming (a second tab, a reload of the runner) and reading the attempt give the same screen.
    const resumed = await start(student.http, quiz.id, 200);
    expect(resumed.attempt.id).toBe(first.attempt.id);
    expect(shown(resumed)).toEqual(shown(first));
    expect(shown((await student.http.get(`/api/attempts/${first.attempt.id}`)).json())).toEqual(shown(first));

    // The results follow the same order.
    const submitted = (await student.http.post(`/api/attempts/${first.attempt.id}/submit`)).json() as Detail;
    expect(shown(submitted)).toEqual(shown(first));
    expect(submitted.results!.map((r) => r.questionId)).toEqual(ids(first.questions));

    // A new attempt draws a new order of questions and of options.
    const second = await start(student.http, quiz.id);
    expect(second.attempt.id).not.toBe(first.attempt.id);
    expect(ids(second.questions)).not.toEqual(ids(first.questions));
    const optionsOf = (d: Detail) => new Map(d.questions.map((q) => [q.id, ids(q.options).join()]));
    const before = optionsOf(first);
    expect([...optionsOf(second)].filter(([id, order]) => before.get(id) !== order).length).toBeGreaterThan(0);
    expect((await storedAttempt(second.attempt.id)).questionOrder).toEqual(ids(second.questions));
  });

  it('shuffles only the options, or only the questions, as set', async () => {
    const options = await setup({ shuffleOptions: true });
    const a = await start(options.student.http, options.quiz.id);
    expect(ids(a.questions)).toEqual(ids(options.questions));
    expect(a.questions.some((q, i) => ids(q.options).join() !== ids(options.questions[i]!.options).join())).toBe(true);
    expect(await storedAttempt(a.attempt.id)).toMatchObject({ questionOrder: null });

    const questions = await setup({ shuffleQuestions: true });
    const b = await start(questions.student.http, questions.quiz.id);
    expect(ids(b.questions)).not.toEqual(ids(questions.questions));
    const byId = new Map(questions.questions.map((q) => [q.id, q]));
    for (const q of b.questions) expect(ids(q.options)).toEqual(ids(byId.get(q.id)!.options));
    expect(await storedAttempt(b.attempt.id)).toMatchObject({ optionOrder: null });
  });

  it('scores by the options chosen, whatever order they were shown in', async () => {
    const { quiz, questions, student } = await setup({ shuffleQuestions: true, shuffleOptions: true });
    const detail = await start(student.http, quiz.id);
    // Right answers to the questions shown at odd places, the first shown option elsewhere.
    let expected = 0;
    for (const [i, q] of detail.questions.entries()) {
      if (q.type === 'subjective') continue;
      const authored = questions.find((x) => x.id === q.id)!;
      const optionId = i % 2 === 1 ? authored.options.find((o) => o.isCorrect)!.id : q.options[0]!.id;
      if (authored.options.find((o) => o.id === optionId)!.isCorrect) expected += authored.points;
      const res = await student.http.put(`/api/attempts/${detail.attempt.id}/answers/${q.id}`, { optionId });
      expect(res.statusCode).toBe(200);
    }
    const result = (await student.http.post(`/api/attempts/${detail.attempt.id}/submit`)).json() as Detail;
    expect(result.attempt.score).toBe(expected);
    expect(result.attempt.maxScore).toBe(questions.reduce((s, q) => s + q.points, 0));
    for (const r of result.results!) {
      const authored = questions.find((x) => x.id === r.questionId)!;
      if (authored.questionType !== 'subjective') expect(r.correctOptionId).toBe(authored.options.find((o) => o.isCorrect)!.id);
    }

    // Every answer right: full marks (the essay, left empty, scores 0 without waiting for grading).
    const again = await start(student.http, quiz.id);
    for (const q of questions.filter((x) => x.questionType !== 'subjective')) {
      await student.http.put(`/api/attempts/${again.attempt.id}/answers/${q.id}`, { optionId: q.options.find((o) => o.isCorrect)!.id });
    }
    const full = (await student.http.post(`/api/attempts/${again.attempt.id}/submit`)).json() as Detail;
    expect(full.attempt.score).toBe(full.attempt.maxScore - 3);
    expect(full.attempt.status).not.toBe('Pending Evaluation');
  });

  it('appends questions and options added after the start, skips deleted ones, and ignores later setting changes', async () => {
    const spec: QuestionSpec[] = [
      ...TEN.slice(0, 7),
      { type: 'multiple_choice', text: 'Three options', options: ['x', 'y', 'z'], correct: 1 },
    ];
    const { quiz, questions, student } = await setup({ shuffleQuestions: true, shuffleOptions: true, questions: spec });
    const detail = await start(student.http, quiz.id);

    // The instructor edits meanwhile: a question at the top, an option to the three-option
    // question, one question gone, and shuffling turned off.
    const [added] = await t.db
      .insert(quizQuestions)
      .values({ quizId: quiz.id, questionText: 'Added later', questionType: 'subjective', orderIndex: -1 })
      .returning();
    const threeOptions = questions.at(-1)!;
    const [extra] = await t.db
      .insert(quizQuestionOptions)
      .values({ questionId: threeOptions.id, optionText: 'w', orderIndex: 3 })
      .returning();
    const removed = detail.questions[2]!.id;
    await t.db.delete(quizQuestions).where(eq(quizQuestions.id, removed));
    await t.db.update(quizzes).set({ shuffleQuestions: false, shuffleOptions: false }).where(eq(quizzes.id, quiz.id));

    const after = (await student.http.get(`/api/attempts/${detail.attempt.id}`)).json() as Detail;
    const kept = detail.questions.filter((q) => q.id !== removed);
    expect(ids(after.questions)).toEqual([...ids(kept), added!.id]);
    const three = after.questions.find((q) => q.id === threeOptions.id)!;
    expect(ids(three.options)).toEqual([...ids(detail.questions.find((q) => q.id === threeOptions.id)!.options), extra!.id]);
    for (const q of kept.filter((x) => x.id !== threeOptions.id)) {
      expect(ids(after.questions.find((x) => x.id === q.id)!.options)).toEqual(ids(q.options));
    }
  });
});

describe('the grading queue', () => {
  it("lists one submission's written answers in the order its learner saw the questions", async () => {
    const essays: QuestionSpec[] = Array.from({ length: 6 }, (_, i) => ({ type: 'subjective', text: `Essay ${i + 1}`, points: 2 }));
    const { quiz, student, instructor } = await setup({ shuffleQuestions: true, questions: essays });
    const detail = await start(student.http, quiz.id);
    for (const q of detail.questions) {
      await student.http.put(`/api/attempts/${detail.attempt.id}/answers/${q.id}`, { answerText: `About ${q.id}` });
    }
    expect((await student.http.post(`/api/attempts/${detail.attempt.id}/submit`)).statusCode).toBe(200);

    const res = await instructor.http.get('/api/instructor/subjective-answers');
    expect(res.statusCode).toBe(200);
    const listed = (res.json() as { answers: { attemptId: string; questionId: string }[] }).answers.filter(
      (a) => a.attemptId === detail.attempt.id,
    );
    expect(listed.map((a) => a.questionId)).toEqual(ids(detail.questions));
  });
});
