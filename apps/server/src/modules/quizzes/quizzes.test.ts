import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { attemptLimitMessage, MESSAGES } from '@app/core';
import { api, buildTestApp, countQueries, databaseState, errorOf, type TestContext } from '../../../test/app.js';
import { quizLessonCourse, type QuizCourseOptions } from '../../../test/quiz-course.js';
import {
  createCourse,
  createInstructor,
  createLesson,
  createQuiz,
  createSection,
  enrollUser,
  login,
  signedIn,
  type QuestionSpec,
} from '../../../test/factories.js';
import { certificates, enrollments, lessonProgress, quizAnswers, quizAttempts } from '../../db/schema.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});

const MIXED: QuestionSpec[] = [
  { type: 'multiple_choice', options: ['A', 'B', 'C', 'D'], correct: 2, points: 2 },
  { type: 'true_false', answer: true },
  { type: 'multiple_choice', options: ['yes', 'no'], correct: 0 },
];

/** A course of a text lesson (done first) then a quiz lesson; the learner has finished the text. */
const quizLessonSetup = (o: Omit<QuizCourseOptions, 'questions'> & { questions?: QuestionSpec[] } = {}) =>
  quizLessonCourse(t, { ...o, questions: o.questions ?? MIXED });

type Detail = {
  attempt: {
    id: string;
    status: string;
    score: number;
    maxScore: number;
    percentage: number;
    isPassed: boolean;
    deadlineAt: string | null;
    completedAt: string | null;
  };
  questions: { id: string; options: { id: string }[] }[];
  answers: { questionId: string; optionId: string | null; answerText: string | null }[];
  results:
    { questionId: string; isCorrect: boolean | null; correctOptionId: string | null; pending: boolean; pointsAwarded: number }[] | null;
  attemptsLeft: number;
  message: string | null;
  serverNow: string;
};

/** Every key anywhere in a JSON value: the answer key must not hide in a nested object. */
function keysOf(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysOf(v, out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      keysOf(v, out);
    }
  return out;
}
const ANSWER_KEYS = ['isCorrect', 'is_correct', 'correctOptionId', 'correct', 'results'];
function expectNoAnswerKey(body: unknown) {
  const keys = keysOf(body);
  for (const k of ANSWER_KEYS.filter((x) => x !== 'results')) expect(keys.has(k), `key ${k} in a student response`).toBe(false);
}

const correctOf = (q: { options: { id: string; isCorrect: boolean }[] }) => q.options.find((o) => o.isCorrect)!.id;
const wrongOf = (q: { options: { id: string; isCorrect: boolean }[] }) => q.options.find((o) => !o.isCorrect)!.id;

async function start(http: ReturnType<typeof api>, quizId: string) {
  const res = await http.post(`/api/quizzes/${quizId}/attempts`);
  return { res, detail: res.json() as Detail };
}

describe('starting a quiz', () => {
  it('creates an attempt with the questions and no answer key, and resumes it on a second start', async () => {
    const { quiz, student } = await quizLessonSetup();
    const { res, detail } = await start(student.http, quiz.id);
    expect(res.statusCode).toBe(201);
    expect(detail.questions).toHaveLength(3);
    expect(detail.results).toBeNull();
    expect(detail.attempt).toMatchObject({ status: 'In Progress', maxScore: 4, deadlineAt: null });
    expectNoAnswerKey({ ...detail, results: undefined });

    const again = await start(student.http, quiz.id);
    expect(again.res.statusCode).toBe(200);
    expect(again.detail.attempt.id).toBe(detail.attempt.id);
    const rows = await t.db.select().from(quizAttempts).where(eq(quizAttempts.quizId, quiz.id));
    expect(rows).toHaveLength(1);
  });

  it('never shows the answer key in the overview, the course list or a running attempt', async () => {
    const { quiz, course, student } = await quizLessonSetup();
    const { detail } = await start(student.http, quiz.id);
    for (const url of [`/api/quizzes/${quiz.id}`, `/api/courses/${course.id}/quizzes`, `/api/attempts/${detail.attempt.id}`]) {
      const res = await student.http.get(url);
      expect(res.statusCode, url).toBe(200);
      const body = res.json();
      expectNoAnswerKey(url.includes('attempts') ? { ...body, results: undefined } : body);
      if (url.includes('attempts')) expect(body.results).toBeNull();
    }
    const overview = (await student.http.get(`/api/quizzes/${quiz.id}`)).json();
    expect(overview).toMatchObject({
      questionCount: 3,
      totalPoints: 4,
      status: 'In Progress',
      activeAttemptId: detail.attempt.id,
      attemptsLeft: 4,
    });
  });

  it('records the deadline from the server clock for a timed quiz', async () => {
    const { quiz, student } = await quizLessonSetup({ quiz: { timeLimitMinutes: 10 } });
    const { detail } = await start(student.http, quiz.id);
    const ms = Date.parse(detail.attempt.deadlineAt!) - Date.parse(detail.serverNow);
    expect(ms).toBe(10 * 60_000);
  });

  it('refuses learners who are not enrolled, unpublished quizzes, locked lessons, empty quizzes and previewers', async () => {
    const { quiz, section, course, instructor } = await quizLessonSetup();
    const outsider = await signedIn(t.app, t.db);
    expect(errorOf(await outsider.http.post(`/api/quizzes/${quiz.id}/attempts`))).toMatchObject({ code: 'NOT_ENROLLED' });

    const hiddenLesson = await createLesson(t.db, section, { orderIndex: -2, contentType: 'quiz', isFree: true });
    const hidden = await createQuiz(t.db, { courseId: course.id, lessonId: hiddenLesson.id, isPublished: false, questions: MIXED });
    const enrolled = await signedIn(t.app, t.db);
    await enrollUser(t.db, enrolled.user.id, course.id);
    // The text lesson before the quiz lesson is not completed: the quiz lesson is locked.
    const locked = await enrolled.http.post(`/api/quizzes/${quiz.id}/attempts`);
    expect(locked.statusCode).toBe(403);
    expect(errorOf(locked).code).toBe('LESSON_LOCKED');
    const unpublished = await enrolled.http.post(`/api/quizzes/${hidden.quiz.id}/attempts`);
    expect(unpublished.statusCode).toBe(404);
    expect(errorOf(unpublished).message).toBe(MESSAGES.quizNotAvailable);

    const freeLesson = await createLesson(t.db, section, { orderIndex: -1, contentType: 'quiz', isFree: true });
    const empty = await createQuiz(t.db, { courseId: course.id, lessonId: freeLesson.id, questions: [] });
    const noQuestions = await enrolled.http.post(`/api/quizzes/${empty.quiz.id}/attempts`);
    expect(noQuestions.statusCode).toBe(400);
    expect(errorOf(noQuestions).message).toBe('No Questions Available');

    const owner = api(t.app, await login(t.app, instructor));
    const preview = await owner.post(`/api/quizzes/${quiz.id}/attempts`);
    expect(preview.statusCode).toBe(403);
    expect((await owner.get(`/api/quizzes/${quiz.id}`)).statusCode).toBe(200);

    const unknown = await enrolled.http.post(`/api/quizzes/00000000-0000-4000-8000-000000000000/attempts`);
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe('Quiz not found.');
    expect((await enrolled.http.post(`/api/quizzes/not-a-uuid/attempts`)).statusCode).toBe(400);

    const attempts = await t.db.select().from(quizAttempts).where(eq(quizAttempts.userId, enrolled.user.id));
    expect(attempts).toHaveLength(0);
  });

  it('opens the course assessment only once every lesson is completed', async () => {
    const { course, quizLesson, student, questions, quiz } = await quizLessonSetup();
    const assessment = await createQuiz(t.db, { courseId: course.id, questions: MIXED });
    const early = await student.http.post(`/api/quizzes/${assessment.quiz.id}/attempts`);
    expect(early.statusCode).toBe(403);
    expect(errorOf(early).message).toBe(MESSAGES.assessmentLocked);
    // Passing the lesson quiz completes the last lesson and opens the assessment.
    const { detail } = await start(student.http, quiz.id);
    await answerAll(student.http, detail.attempt.id, questions, 'right');
    await student.http.post(`/api/attempts/${detail.attempt.id}/submit`);
    expect(await progressOf(student.user.id, quizLesson.id)).toBe(true);
    expect((await student.http.post(`/api/quizzes/${assessment.quiz.id}/attempts`)).statusCode).toBe(201);
  });
});

async function answerAll(
  http: ReturnType<typeof api>,
  attemptId: string,
  questions: Awaited<ReturnType<typeof createQuiz>>['questions'],
  how: 'right' | 'wrong',
) {
  for (const q of questions) {
    const body =
      q.questionType === 'subjective' ? { answerText: 'My considered answer' } : { optionId: how === 'right' ? correctOf(q) : wrongOf(q) };
    const res = await http.put(`/api/attempts/${attemptId}/answers/${q.id}`, body);
    expect(res.statusCode, res.body).toBe(200);
  }
}

const progressOf = async (userId: string, lessonId: string) =>
  (
    await t.db
      .select()
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonId, lessonId)))
  )[0]?.completed ?? false;

describe('answering and submitting', () => {
  it('scores on the server, shows feedback only after submission and completes the lesson on a pass', async () => {
    const { quiz, questions, student, quizLesson, course } = await quizLessonSetup();
    const { detail } = await start(student.http, quiz.id);
    const [q1, q2, q3] = questions;
    // Right on the 2-point question and the true/false, wrong on the last: 3 of 4 points = 75%.
    await student.http.put(`/api/attempts/${detail.attempt.id}/answers/${q1!.id}`, { optionId: wrongOf(q1!) });
    await student.http.put(`/api/attempts/${detail.attempt.id}/answers/${q1!.id}`, { optionId: correctOf(q1!) });
    await student.http.put(`/api/attempts/${detail.attempt.id}/answers/${q2!.id}`, { optionId: correctOf(q2!) });
    await student.http.put(`/api/attempts/${detail.attempt.id}/answers/${q3!.id}`, { optionId: wrongOf(q3!) });

    const saved = (await student.http.get(`/api/attempts/${detail.attempt.id}`)).json() as Detail;
    expect(saved.answers).toHaveLength(3);
    expect(saved.results).toBeNull();
    expect(await progressOf(student.user.id, quizLesson.id)).toBe(false);

    const res = await student.http.post(`/api/attempts/${detail.attempt.id}/submit`);
    expect(res.statusCode).toBe(200);
    const done = res.json() as Detail;
    expect(done.attempt).toMatchObject({ status: 'Passed', score: 3, maxScore: 4, percentage: 75, isPassed: true });
    expect(done.message).toBe('Quiz completed successfully!');
    expect(done.results!.map((r) => r.isCorrect)).toEqual([true, true, false]);
    expect(done.results![2]!.correctOptionId).toBe(correctOf(q3!));
    expect(await progressOf(student.user.id, quizLesson.id)).toBe(true);
    const [enrollment] = await t.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.userId, student.user.id), eq(enrollments.courseId, course.id)));
    expect(enrollment!.progressPercentage).toBe(100);
  });

  it('fails below the passing score, then passes on a reattempt', async () => {
    const { quiz, questions, student, quizLesson } = await quizLessonSetup();
    const first = await start(student.http, quiz.id);
    await answerAll(student.http, first.detail.attempt.id, questions, 'wrong');
    const failed = (await student.http.post(`/api/attempts/${first.detail.attempt.id}/submit`)).json() as Detail;
    expect(failed.attempt).toMatchObject({ status: 'Failed', score: 0, percentage: 0, isPassed: false });
    expect(failed.message).toBe('Quiz completed, but did not pass');
    expect(failed.attemptsLeft).toBe(4);
    expect(await progressOf(student.user.id, quizLesson.id)).toBe(false);

    const second = await start(student.http, quiz.id);
    expect(second.res.statusCode).toBe(201);
    expect(second.detail.answers).toEqual([]);
    await answerAll(student.http, second.detail.attempt.id, questions, 'right');
    const passed = (await student.http.post(`/api/attempts/${second.detail.attempt.id}/submit`)).json() as Detail;
    expect(passed.attempt).toMatchObject({ status: 'Passed', percentage: 100 });
    const overview = (await student.http.get(`/api/quizzes/${quiz.id}`)).json();
    expect(overview).toMatchObject({ status: 'Passed', bestPercentage: 100, attemptsLeft: 3, activeAttemptId: null });
    expect(overview.attempts.map((a: { attemptNumber: number }) => a.attemptNumber)).toEqual([2, 1]);
  });

  it('keeps a subjective answer pending: the attempt is Pending Evaluation and not passed', async () => {
    const { quiz, questions, student, quizLesson } = await quizLessonSetup({
      questions: [
        { type: 'true_false', answer: false },
        { type: 'subjective', points: 4 },
      ],
    });
    const { detail } = await start(student.http, quiz.id);
    await answerAll(student.http, detail.attempt.id, questions, 'right');
    const done = (await student.http.post(`/api/attempts/${detail.attempt.id}/submit`)).json() as Detail;
    expect(done.attempt).toMatchObject({ status: 'Pending Evaluation', score: 1, maxScore: 5, percentage: 20, isPassed: false });
    expect(done.message).toBe(MESSAGES.quizPending);
    expect(done.results![1]).toMatchObject({ pending: true, isCorrect: null, pointsAwarded: 0 });
    expect(await progressOf(student.user.id, quizLesson.id)).toBe(false);
    const rows = await t.db.select().from(quizAnswers).where(eq(quizAnswers.attemptId, detail.attempt.id));
    expect(rows.map((r) => r.evaluationStatus).sort()).toEqual(['evaluated', 'pending']);
  });

  it('never rounds a percentage up to the passing score, at submission or after grading', async () => {
    // 2003 points in all: 14 true/false of 100 answered right, 6 of 100 wrong, and 3 more points.
    const hundreds: QuestionSpec[] = Array.from({ length: 20 }, (_, i) => ({ type: 'true_false', answer: i < 14, points: 100 }));
    const answerHundreds = async (http: ReturnType<typeof api>, attemptId: string, qs: typeof questions) => {
      for (const q of qs.slice(0, 20)) {
        const res = await http.put(`/api/attempts/${attemptId}/answers/${q.id}`, {
          optionId: q.options.find((o) => o.optionText === 'True')!.id,
        });
        expect(res.statusCode, res.body).toBe(200);
      }
    };
    // Submission: 1402 of 2003 is 69.995%: shown and stored as 69.99, below a passing score of 70.
    const { quiz, questions, student, quizLesson } = await quizLessonSetup({
      questions: [...hundreds, { type: 'true_false', answer: true, points: 2 }, { type: 'true_false', answer: true, points: 1 }],
    });
    const first = await start(student.http, quiz.id);
    await answerHundreds(student.http, first.detail.attempt.id, questions);
    await student.http.put(`/api/attempts/${first.detail.attempt.id}/answers/${questions[20]!.id}`, {
      optionId: correctOf(questions[20]!),
    });
    const failed = (await student.http.post(`/api/attempts/${first.detail.attempt.id}/submit`)).json() as Detail;
    expect(failed.attempt).toMatchObject({ status: 'Failed', score: 1402, maxScore: 2003, percentage: 69.99, isPassed: false });
    expect(failed.message).toBe(MESSAGES.quizFailed);
    expect(await progressOf(student.user.id, quizLesson.id)).toBe(false);

    // Grading: 1400 objective points and an essay graded 2 of 3 points: the same 69.99%, still Failed.
    const graded = await quizLessonSetup({ questions: [...hundreds, { type: 'subjective', points: 3 }] });
    const attempt = await start(graded.student.http, graded.quiz.id);
    await answerHundreds(graded.student.http, attempt.detail.attempt.id, graded.questions);
    await graded.student.http.put(`/api/attempts/${attempt.detail.attempt.id}/answers/${graded.questions[20]!.id}`, {
      answerText: 'An essay',
    });
    const pending = (await graded.student.http.post(`/api/attempts/${attempt.detail.attempt.id}/submit`)).json() as Detail;
    expect(pending.attempt).toMatchObject({ status: 'Pending Evaluation', percentage: 69.89, isPassed: false });
    const [essay] = await t.db
      .select()
      .from(quizAnswers)
      .where(and(eq(quizAnswers.attemptId, attempt.detail.attempt.id), eq(quizAnswers.questionId, graded.questions[20]!.id)));
    const owner = api(t.app, await login(t.app, graded.instructor));
    const evaluation = await owner.post(`/api/instructor/subjective-answers/${essay!.id}/evaluation`, { points: 2 });
    expect(evaluation.statusCode, evaluation.body).toBe(200);
    const after = (await graded.student.http.get(`/api/attempts/${attempt.detail.attempt.id}`)).json() as Detail;
    expect(after.attempt).toMatchObject({ status: 'Failed', score: 1402, maxScore: 2003, percentage: 69.99, isPassed: false });
    expect(await progressOf(graded.student.user.id, graded.quizLesson.id)).toBe(false);
  });

  it('rejects options of another question, the wrong kind of answer, unknown questions and bad bodies, storing nothing', async () => {
    const { quiz, questions, student } = await quizLessonSetup({ questions: [...MIXED, { type: 'subjective' }] });
    const other = await quizLessonSetup();
    const { detail } = await start(student.http, quiz.id);
    const id = detail.attempt.id;
    const [q1, q2, , essay] = questions;
    const cases: [string, unknown, string?][] = [
      [q1!.id, { optionId: correctOf(q2!) }, MESSAGES.optionNotInQuestion],
      [q1!.id, { answerText: 'free text on a choice question' }, MESSAGES.answerWrongKind],
      [essay!.id, { optionId: correctOf(q1!) }, MESSAGES.answerWrongKind],
      [other.questions[0]!.id, { optionId: correctOf(other.questions[0]!) }, MESSAGES.questionNotInQuiz],
      [q1!.id, { optionId: 'abc' }],
      [q1!.id, { optionId: 42 }],
      [essay!.id, { answerText: 'x'.repeat(10_001) }],
      [q1!.id, { optionId: correctOf(q1!), isCorrect: true }],
      [q1!.id, [correctOf(q1!)]],
    ];
    for (const [questionId, body, message] of cases) {
      const res = await student.http.put(`/api/attempts/${id}/answers/${questionId}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (message) expect(errorOf(res).message).toBe(message);
    }
    expect(await t.db.select().from(quizAnswers).where(eq(quizAnswers.attemptId, id))).toEqual([]);
  });

  it("hides another learner's attempt and refuses to change it", async () => {
    const { quiz, questions, student } = await quizLessonSetup();
    const { detail } = await start(student.http, quiz.id);
    const intruder = await signedIn(t.app, t.db);
    expect((await intruder.http.get(`/api/attempts/${detail.attempt.id}`)).statusCode).toBe(404);
    expect(
      (await intruder.http.put(`/api/attempts/${detail.attempt.id}/answers/${questions[0]!.id}`, { optionId: correctOf(questions[0]!) }))
        .statusCode,
    ).toBe(404);
    expect((await intruder.http.post(`/api/attempts/${detail.attempt.id}/submit`)).statusCode).toBe(404);
    const [row] = await t.db.select().from(quizAttempts).where(eq(quizAttempts.id, detail.attempt.id));
    expect(row!.completedAt).toBeNull();
    expect(await t.db.select().from(quizAnswers).where(eq(quizAnswers.attemptId, detail.attempt.id))).toEqual([]);
  });

  it('closes a submitted attempt: no second submission, no more answers', async () => {
    const { quiz, questions, student } = await quizLessonSetup();
    const { detail } = await start(student.http, quiz.id);
    await answerAll(student.http, detail.attempt.id, questions, 'wrong');
    await student.http.post(`/api/attempts/${detail.attempt.id}/submit`);
    const again = await student.http.post(`/api/attempts/${detail.attempt.id}/submit`);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toEqual({ code: 'ATTEMPT_CLOSED', message: MESSAGES.attemptClosed });
    const change = await student.http.put(`/api/attempts/${detail.attempt.id}/answers/${questions[0]!.id}`, {
      optionId: correctOf(questions[0]!),
    });
    expect(change.statusCode).toBe(409);
    const [row] = await t.db.select().from(quizAttempts).where(eq(quizAttempts.id, detail.attempt.id));
    expect(row!.score).toBe(0);
    const answers = await t.db.select().from(quizAnswers).where(eq(quizAnswers.attemptId, detail.attempt.id));
    expect(answers.find((a) => a.questionId === questions[0]!.id)!.optionId).toBe(wrongOf(questions[0]!));
  });

  it('submits with a constant number of queries whatever the number of questions', async () => {
    const counts: number[] = [];
    for (const n of [2, 12]) {
      const specs: QuestionSpec[] = Array.from({ length: n }, () => ({
        type: 'multiple_choice',
        options: ['a', 'b', 'c', 'd'],
        correct: 1,
      }));
      const { quiz, questions, student } = await quizLessonSetup({ questions: specs });
      const { detail } = await start(student.http, quiz.id);
      await answerAll(student.http, detail.attempt.id, questions, 'right');
      counts.push(await countQueries(t, () => student.http.post(`/api/attempts/${detail.attempt.id}/submit`)));
    }
    expect(counts[1]).toBe(counts[0]);
  });
});

describe('deadlines', () => {
  it('accepts answers within the grace seconds and closes the attempt with what was saved after them', async () => {
    const { quiz, questions, student } = await quizLessonSetup({ quiz: { timeLimitMinutes: 1 } });
    const { detail } = await start(student.http, quiz.id);
    const [q1, q2, q3] = questions;
    await student.http.put(`/api/attempts/${detail.attempt.id}/answers/${q1!.id}`, { optionId: correctOf(q1!) });
    t.clock.advance(62_000); // 2 s past the deadline: within the grace
    expect((await student.http.put(`/api/attempts/${detail.attempt.id}/answers/${q2!.id}`, { optionId: correctOf(q2!) })).statusCode).toBe(
      200,
    );
    t.clock.advance(10_000); // now well past it
    const late = await student.http.put(`/api/attempts/${detail.attempt.id}/answers/${q3!.id}`, { optionId: correctOf(q3!) });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).message).toBe(MESSAGES.deadlinePassed);

    const closed = (await student.http.get(`/api/attempts/${detail.attempt.id}`)).json() as Detail;
    // Two saved answers: 3 of 4 points, 75%, above the default passing score of 70.
    expect(closed.attempt).toMatchObject({ status: 'Passed', score: 3, percentage: 75, completedAt: detail.attempt.deadlineAt });
    expect(closed.answers.map((a) => a.questionId).sort()).toEqual([q1!.id, q2!.id].sort());
  });

  it('closes an expired attempt when it is read, and a late submit is scored with the saved answers', async () => {
    const { quiz, questions, student } = await quizLessonSetup({ quiz: { timeLimitMinutes: 2, passingScore: 50 } });
    const first = await start(student.http, quiz.id);
    await answerAll(student.http, first.detail.attempt.id, questions, 'right');
    t.clock.advance(3 * 60_000);
    const read = (await student.http.get(`/api/attempts/${first.detail.attempt.id}`)).json() as Detail;
    expect(read.attempt.completedAt).toBe(first.detail.attempt.deadlineAt);
    expect(read.attempt.status).toBe('Passed');
    expect(read.message).toBe(MESSAGES.deadlinePassed);

    const second = await start(student.http, quiz.id);
    await student.http.put(`/api/attempts/${second.detail.attempt.id}/answers/${questions[0]!.id}`, { optionId: correctOf(questions[0]!) });
    t.clock.advance(5 * 60_000);
    const submitted = await student.http.post(`/api/attempts/${second.detail.attempt.id}/submit`);
    expect(submitted.statusCode).toBe(200);
    const body = submitted.json() as Detail;
    expect(body.attempt).toMatchObject({ score: 2, percentage: 50, isPassed: true, completedAt: second.detail.attempt.deadlineAt });
    expect(body.message).toContain(MESSAGES.deadlinePassed);
  });

  it('closes an expired attempt before starting the next one', async () => {
    const { quiz, student } = await quizLessonSetup({ quiz: { timeLimitMinutes: 1 } });
    const first = await start(student.http, quiz.id);
    t.clock.advance(2 * 60_000);
    const second = await start(student.http, quiz.id);
    expect(second.res.statusCode).toBe(201);
    expect(second.detail.attempt.id).not.toBe(first.detail.attempt.id);
    const [old] = await t.db.select().from(quizAttempts).where(eq(quizAttempts.id, first.detail.attempt.id));
    expect(old!.completedAt?.toISOString()).toBe(first.detail.attempt.deadlineAt);
  });
});

describe('the attempt limit', () => {
  it("answers the spec's message once the attempts are used up", async () => {
    const { quiz, questions, student } = await quizLessonSetup({ quiz: { maxAttempts: 2 } });
    for (let i = 0; i < 2; i++) {
      const { detail } = await start(student.http, quiz.id);
      await answerAll(student.http, detail.attempt.id, questions, 'wrong');
      await student.http.post(`/api/attempts/${detail.attempt.id}/submit`);
    }
    const res = await student.http.post(`/api/quizzes/${quiz.id}/attempts`);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toEqual({ code: 'ATTEMPT_LIMIT', message: 'You have reached the maximum 2 reattempts for this quiz.' });
    expect(attemptLimitMessage(5)).toBe('You have reached the maximum 5 reattempts for this quiz.');
    expect(await t.db.select().from(quizAttempts).where(eq(quizAttempts.quizId, quiz.id))).toHaveLength(2);
  });

  it('closes an expired last attempt when a start is refused for the limit', async () => {
    const { quiz, questions, student, quizLesson } = await quizLessonSetup({ quiz: { maxAttempts: 1, timeLimitMinutes: 1 } });
    const { detail } = await start(student.http, quiz.id);
    await answerAll(student.http, detail.attempt.id, questions, 'right');
    t.clock.advance(2 * 60_000);
    const res = await student.http.post(`/api/quizzes/${quiz.id}/attempts`);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toEqual({ code: 'ATTEMPT_LIMIT', message: attemptLimitMessage(1) });
    const [row] = await t.db.select().from(quizAttempts).where(eq(quizAttempts.id, detail.attempt.id));
    expect(row).toMatchObject({ isPassed: true, percentage: 100 });
    expect(row!.completedAt?.toISOString()).toBe(detail.attempt.deadlineAt);
    expect(await progressOf(student.user.id, quizLesson.id)).toBe(true);
  });

  it('holds under 20 concurrent starts: one attempt, the others resume it', async () => {
    const { quiz, student } = await quizLessonSetup({ quiz: { maxAttempts: 1 } });
    const results = await Promise.all(Array.from({ length: 20 }, () => student.http.post(`/api/quizzes/${quiz.id}/attempts`)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([...Array(19).fill(200), 201]);
    expect(new Set(results.map((r) => r.json().attempt.id)).size).toBe(1);
    expect(await t.db.select().from(quizAttempts).where(eq(quizAttempts.quizId, quiz.id))).toHaveLength(1);
  });

  it('holds under 20 concurrent starts after the last allowed attempt was used', async () => {
    const { quiz, questions, student } = await quizLessonSetup({ quiz: { maxAttempts: 2 } });
    const { detail } = await start(student.http, quiz.id);
    await answerAll(student.http, detail.attempt.id, questions, 'wrong');
    await student.http.post(`/api/attempts/${detail.attempt.id}/submit`);
    const results = await Promise.all(Array.from({ length: 20 }, () => student.http.post(`/api/quizzes/${quiz.id}/attempts`)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.every((r) => r.statusCode === 201 || r.statusCode === 200)).toBe(true);
    const rows = await t.db.select().from(quizAttempts).where(eq(quizAttempts.quizId, quiz.id));
    expect(rows.map((r) => r.attemptNumber).sort()).toEqual([1, 2]);
  });
});

describe('the course assessment', () => {
  it('completes the course and issues the certificate when passed at 100% progress', async () => {
    const instructor = await createInstructor(t.db);
    const course = await createCourse(t.db, { instructorId: instructor.id });
    const section = await createSection(t.db, course.id);
    const lesson = await createLesson(t.db, section);
    const { quiz, questions } = await createQuiz(t.db, { courseId: course.id, questions: MIXED });
    const student = await signedIn(t.app, t.db);
    await enrollUser(t.db, student.user.id, course.id);
    const done = (await student.http.post(`/api/lessons/${lesson.id}/complete`)).json();
    expect(done).toMatchObject({ progressPercentage: 100, enrollmentStatus: 'active', certificateCode: null });

    const { detail } = await start(student.http, quiz.id);
    await answerAll(student.http, detail.attempt.id, questions, 'right');
    await student.http.post(`/api/attempts/${detail.attempt.id}/submit`);
    const [enrollment] = await t.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.userId, student.user.id), eq(enrollments.courseId, course.id)));
    expect(enrollment!.status).toBe('completed');
    expect(enrollment!.completedAt).not.toBeNull();
    expect(await t.db.select().from(certificates).where(eq(certificates.userId, student.user.id))).toHaveLength(1);
    const player = (await student.http.get(`/api/courses/${course.id}/player`)).json();
    expect(player.assessment).toMatchObject({ quizId: quiz.id, passed: true });
  });

  it('is never retaken once passed: the attempt says so, and a start is refused, changing nothing', async () => {
    const course = await createCourse(t.db);
    const section = await createSection(t.db, course.id);
    const lesson = await createLesson(t.db, section);
    const { quiz, questions } = await createQuiz(t.db, { courseId: course.id, questions: MIXED, maxAttempts: 3 });
    const student = await signedIn(t.app, t.db);
    await enrollUser(t.db, student.user.id, course.id);
    await student.http.post(`/api/lessons/${lesson.id}/complete`);
    const first = await start(student.http, quiz.id);
    await answerAll(student.http, first.detail.attempt.id, questions, 'wrong');
    const failed = (await student.http.post(`/api/attempts/${first.detail.attempt.id}/submit`)).json();
    // A failed assessment with attempts left may be retaken.
    expect(failed).toMatchObject({ passed: false, attemptsLeft: 2, quiz: { quizType: 'course' } });
    const second = await start(student.http, quiz.id);
    expect(second.res.statusCode).toBe(201);
    await answerAll(student.http, second.detail.attempt.id, questions, 'right');
    const passed = (await student.http.post(`/api/attempts/${second.detail.attempt.id}/submit`)).json();
    expect(passed).toMatchObject({ passed: true, attemptsLeft: 1, attempt: { status: 'Passed' } });
    // The earlier, failed attempt's results know the quiz was passed since.
    expect((await student.http.get(`/api/attempts/${first.detail.attempt.id}`)).json()).toMatchObject({ passed: true });

    const before = await databaseState(t.db);
    const again = await student.http.post(`/api/quizzes/${quiz.id}/attempts`);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toEqual({ code: 'CONFLICT', message: MESSAGES.assessmentPassed });
    expect(await databaseState(t.db)).toEqual(before);
  });

  it('lets a passed lesson quiz be practised again (its pass stays)', async () => {
    const { quiz, questions, student } = await quizLessonSetup({ quiz: { maxAttempts: 3 } });
    const { detail } = await start(student.http, quiz.id);
    await answerAll(student.http, detail.attempt.id, questions, 'right');
    const done = (await student.http.post(`/api/attempts/${detail.attempt.id}/submit`)).json();
    expect(done).toMatchObject({ passed: true, quiz: { quizType: 'lesson' } });
    expect((await student.http.post(`/api/quizzes/${quiz.id}/attempts`)).statusCode).toBe(201);
  });
});
