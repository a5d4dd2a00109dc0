import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, QUIZ_LIST_PAGE_SIZE, type AuthoringQuiz, type QuizInput } from '@app/core';
import { buildTestApp, countQueries, errorOf, type TestContext } from '../../../test/app.js';
import { createCourse, createLesson, createSection, createStudent, signedIn } from '../../../test/factories.js';
import { quizAnswers, quizAttempts, quizQuestionOptions, quizQuestions, quizzes } from '../../db/schema.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});

type Http = Awaited<ReturnType<typeof signedIn>>['http'];

const mc = (text: string, correct = 0, options = ['Alpha', 'Beta', 'Gamma', 'Delta'], points = 2) => ({
  type: 'multiple_choice' as const,
  text,
  points,
  options: options.map((o, i) => ({ text: o, isCorrect: i === correct })),
});
const tf = (text: string, correctAnswer = true) => ({ type: 'true_false' as const, text, correctAnswer });
const subjective = (text: string, points = 5) => ({ type: 'subjective' as const, text, points });

/** An instructor signed in, with a published course, a quiz lesson and a text lesson. */
async function teacher() {
  const s = await signedIn(t.app, t.db, { role: 'instructor' });
  const course = await createCourse(t.db, { instructorId: s.user.id });
  const section = await createSection(t.db, course.id);
  const quizLesson = await createLesson(t.db, section, { contentType: 'quiz', title: 'Checkpoint' });
  const textLesson = await createLesson(t.db, section, { contentType: 'text' });
  return { ...s, course, section, quizLesson, textLesson };
}

const quizBody = (courseId: string, o: Partial<QuizInput> = {}): QuizInput => ({
  title: 'Basics quiz',
  courseId,
  questions: [mc('Pick Beta', 1), tf('The sky is blue'), subjective('Explain closures')],
  ...o,
});

async function createQuiz(http: Http, body: QuizInput): Promise<AuthoringQuiz> {
  const res = await http.post('/api/instructor/quizzes', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().quiz;
}

/** The editor's round trip: what it loaded, as it would send it back. */
const toInput = (q: AuthoringQuiz): QuizInput => ({
  title: q.title,
  description: q.description,
  courseId: q.courseId,
  lessonId: q.lessonId,
  passingScore: q.passingScore,
  timeLimitMinutes: q.timeLimitMinutes,
  maxAttempts: q.maxAttempts,
  questions: q.questions.map((x) => ({
    id: x.id,
    type: x.type,
    text: x.text,
    points: x.points,
    ...(x.type === 'multiple_choice' ? { options: x.options.map((o) => ({ id: o.id, text: o.text, isCorrect: o.isCorrect })) } : {}),
    ...(x.type === 'true_false' ? { correctAnswer: x.correctAnswer } : {}),
  })),
});

const storedQuestions = (quizId: string) =>
  t.db.select().from(quizQuestions).where(eq(quizQuestions.quizId, quizId)).orderBy(quizQuestions.orderIndex);
const quizCount = async (courseId: string) => (await t.db.select().from(quizzes).where(eq(quizzes.courseId, courseId))).length;

interface SeedAnswer {
  questionId: string;
  optionId?: string | null;
  answerText?: string | null;
  isCorrect?: boolean | null;
  points?: number;
  status?: 'pending' | 'evaluated';
}

/** An attempt written straight to the database, as the quiz-taking module would leave it. */
async function seedAttempt(
  quizId: string,
  userId: string,
  o: { number?: number; completedAt?: Date | null; score?: number; maxScore?: number; isPassed?: boolean; answers?: SeedAnswer[] },
) {
  const maxScore = o.maxScore ?? 8;
  const score = o.score ?? 0;
  const completedAt = o.completedAt === undefined ? new Date() : o.completedAt;
  const [attempt] = await t.db
    .insert(quizAttempts)
    .values({
      quizId,
      userId,
      attemptNumber: o.number ?? 1,
      score,
      maxScore,
      percentage: completedAt ? Math.round((score / maxScore) * 10000) / 100 : 0,
      isPassed: o.isPassed ?? false,
      startedAt: new Date((completedAt ?? new Date()).getTime() - 10 * 60_000),
      completedAt,
      timeTakenMinutes: completedAt ? 10 : null,
    })
    .returning();
  if (o.answers?.length) {
    await t.db.insert(quizAnswers).values(
      o.answers.map((a) => ({
        attemptId: attempt!.id,
        questionId: a.questionId,
        optionId: a.optionId ?? null,
        answerText: a.answerText ?? null,
        isCorrect: a.isCorrect ?? null,
        pointsAwarded: a.points ?? 0,
        evaluationStatus: a.status ?? 'evaluated',
      })),
    );
  }
  return attempt!;
}

describe('creating quizzes', () => {
  it('creates a course assessment with all three question types and the spec defaults', async () => {
    const { http, course, user } = await teacher();
    const res = await http.post('/api/instructor/quizzes', quizBody(course.id, { description: '  About basics  ' }));
    expect(res.statusCode).toBe(201);
    const { quiz, message } = res.json() as { quiz: AuthoringQuiz; message: string };
    expect(message).toBe('Quiz created successfully');
    expect(quiz).toMatchObject({
      title: 'Basics quiz',
      description: 'About basics',
      quizType: 'course',
      lessonId: null,
      courseTitle: course.title,
      passingScore: 70,
      maxAttempts: 5,
      timeLimitMinutes: null,
      isPublished: false,
      attemptCount: 0,
    });
    expect(quiz.questions.map((q) => [q.type, q.text, q.points])).toEqual([
      ['multiple_choice', 'Pick Beta', 2],
      ['true_false', 'The sky is blue', 1],
      ['subjective', 'Explain closures', 5],
    ]);
    const [choice, trueFalse, open] = quiz.questions;
    expect(choice!.options.map((o) => [o.text, o.isCorrect])).toEqual([
      ['Alpha', false],
      ['Beta', true],
      ['Gamma', false],
      ['Delta', false],
    ]);
    expect(trueFalse!.options.map((o) => [o.text, o.isCorrect])).toEqual([
      ['True', true],
      ['False', false],
    ]);
    expect(trueFalse!.correctAnswer).toBe(true);
    expect(open!.options).toEqual([]);
    expect(quiz.questions.every((q) => q.canDelete && q.canChangeType && q.canChangePoints)).toBe(true);

    const [row] = await t.db.select().from(quizzes).where(eq(quizzes.id, quiz.id));
    expect(row).toMatchObject({ instructorId: user.id, quizType: 'course', courseId: course.id });
    const loaded = await http.get(`/api/instructor/quizzes/${quiz.id}`);
    expect(loaded.statusCode).toBe(200);
    expect(loaded.json().quiz).toEqual(quiz);
  });

  it('creates a lesson quiz with its settings, skipping blank questions and blank options', async () => {
    const { http, course, quizLesson } = await teacher();
    const quiz = await createQuiz(
      http,
      quizBody(course.id, {
        lessonId: quizLesson.id,
        passingScore: 50,
        timeLimitMinutes: 15,
        maxAttempts: 3,
        isPublished: true,
        questions: [
          {
            type: 'multiple_choice',
            text: '   ',
            options: [
              { text: 'bad', isCorrect: true },
              { text: 'bad', isCorrect: true },
            ],
          },
          mc('Which?', 2, ['One', '  ', 'Three', '']),
          { type: 'subjective', text: '', points: 3 },
          { type: 'true_false', text: ' Spaces trimmed ', correctAnswer: false, options: [{ text: 'ignored' }] },
          { type: 'subjective', text: 'Options cleared', options: [{ text: 'left over', isCorrect: true }] },
        ],
      }),
    );
    expect(quiz).toMatchObject({
      quizType: 'lesson',
      lessonId: quizLesson.id,
      lessonTitle: 'Checkpoint',
      passingScore: 50,
      timeLimitMinutes: 15,
      maxAttempts: 3,
      isPublished: true,
    });
    expect(quiz.questions.map((q) => q.text)).toEqual(['Which?', 'Spaces trimmed', 'Options cleared']);
    expect(quiz.questions[0]!.options.map((o) => [o.text, o.isCorrect])).toEqual([
      ['One', false],
      ['Three', true],
    ]);
    expect(quiz.questions[1]!.correctAnswer).toBe(false);
    expect(quiz.questions[2]!.options).toEqual([]);
  });

  it('needs at least one question', async () => {
    const { http, course } = await teacher();
    for (const questions of [[], [subjective('  '), { type: 'multiple_choice' as const, text: '' }]]) {
      const res = await http.post('/api/instructor/quizzes', quizBody(course.id, { questions }));
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toBe(MESSAGES.quizNeedsQuestion);
    }
    expect(await quizCount(course.id)).toBe(0);
  });

  it('refuses multiple choice without exactly one correct option, or with fewer than two, and true/false without an answer', async () => {
    const { http, course } = await teacher();
    const cases: [QuizInput['questions'], string][] = [
      [
        [
          tf('fine'),
          {
            type: 'multiple_choice',
            text: 'Two right',
            options: [
              { text: 'a', isCorrect: true },
              { text: 'b', isCorrect: true },
            ],
          },
        ],
        `Question 2: ${MESSAGES.questionOneCorrectOption}`,
      ],
      [
        [{ type: 'multiple_choice', text: 'None right', options: [{ text: 'a' }, { text: 'b' }] }],
        `Question 1: ${MESSAGES.questionNeedsCorrectOption}`,
      ],
      [
        [{ type: 'multiple_choice', text: 'Blank right', options: [{ text: 'a' }, { text: 'b' }, { text: ' ', isCorrect: true }] }],
        `Question 1: ${MESSAGES.questionNeedsCorrectOption}`,
      ],
      [
        [{ type: 'multiple_choice', text: 'Lonely', options: [{ text: 'a', isCorrect: true }, { text: '' }] }],
        `Question 1: ${MESSAGES.questionNeedsTwoOptions}`,
      ],
      [[{ type: 'true_false', text: 'Undecided' }], `Question 1: ${MESSAGES.questionNeedsTrueFalse}`],
      [[mc('Five slots', 0, ['a', 'b', 'c', 'd', 'e'])], 'A question has at most 4 options'],
    ];
    for (const [questions, message] of cases) {
      const res = await http.post('/api/instructor/quizzes', quizBody(course.id, { questions }));
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toBe(message);
    }
    expect(await quizCount(course.id)).toBe(0);
  });

  it('refuses out-of-range settings', async () => {
    const { http, course } = await teacher();
    const bad: [Partial<QuizInput>, string][] = [
      [{ title: '  ' }, 'Title is required'],
      [{ title: 'x'.repeat(201) }, 'Title must be at most 200 characters'],
      [{ passingScore: 101 }, 'Passing score must be between 0 and 100'],
      [{ timeLimitMinutes: 0 }, 'Time limit must be between 1 and 600'],
      [{ maxAttempts: 21 }, 'Max attempts must be between 1 and 20'],
      [{ questions: [{ ...subjective('q'), points: 0 }] }, 'Points must be between 1 and 100'],
      [{ questions: Array.from({ length: 151 }, (_, i) => subjective(`q${i}`)) }, 'A quiz has at most 150 questions'],
    ];
    for (const [o, message] of bad) {
      const res = await http.post('/api/instructor/quizzes', quizBody(course.id, o));
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toBe(message);
    }
    const extra = await http.post('/api/instructor/quizzes', { ...quizBody(course.id), instructorId: randomUUID() });
    expect(extra.statusCode).toBe(400);
    expect(await quizCount(course.id)).toBe(0);
  });

  it('refuses a 100,000-character question and stores nothing, on create and on edit', async () => {
    const { http, course } = await teacher();
    const huge = 'q'.repeat(100_000);
    const res = await http.post('/api/instructor/quizzes', quizBody(course.id, { questions: [subjective(huge)] }));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe('Question text must be at most 5000 characters');
    expect(await quizCount(course.id)).toBe(0);

    const quiz = await createQuiz(http, quizBody(course.id));
    const input = toInput(quiz);
    input.questions[0]!.text = huge;
    const put = await http.put(`/api/instructor/quizzes/${quiz.id}`, input);
    expect(put.statusCode).toBe(400);
    expect((await storedQuestions(quiz.id)).map((q) => q.questionText)).toEqual(['Pick Beta', 'The sky is blue', 'Explain closures']);
  });

  it('accepts 150 questions of 5,000 characters in one request', async () => {
    const { http, course } = await teacher();
    const questions = Array.from({ length: 150 }, (_, i) => mc(`${i} ${'é'.repeat(4990)}`, i % 4));
    const quiz = await createQuiz(http, quizBody(course.id, { questions }));
    expect(quiz.questions).toHaveLength(150);
    expect(quiz.questions[149]!.options).toHaveLength(4);
  });

  it('puts a quiz only on a quiz lesson of its own course, one quiz per lesson and one assessment per course', async () => {
    const { http, course, textLesson, quizLesson } = await teacher();
    const other = await teacher();
    const wrong = [other.quizLesson.id, textLesson.id, randomUUID()];
    for (const lessonId of wrong) {
      const res = await http.post('/api/instructor/quizzes', quizBody(course.id, { lessonId }));
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toBe(MESSAGES.quizLessonInvalid);
    }
    await createQuiz(http, quizBody(course.id, { lessonId: quizLesson.id }));
    const again = await http.post('/api/instructor/quizzes', quizBody(course.id, { lessonId: quizLesson.id }));
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe(MESSAGES.lessonHasQuiz);

    const assessment = await createQuiz(http, quizBody(course.id));
    const second = await http.post('/api/instructor/quizzes', quizBody(course.id));
    expect(second.statusCode).toBe(409);
    expect(errorOf(second).message).toBe(MESSAGES.courseHasAssessment);
    // Editing the assessment in place is not a clash with itself.
    expect((await http.put(`/api/instructor/quizzes/${assessment.id}`, toInput(assessment))).statusCode).toBe(200);
    // Moving it onto the lesson that has a quiz is.
    const moved = await http.put(`/api/instructor/quizzes/${assessment.id}`, { ...toInput(assessment), lessonId: quizLesson.id });
    expect(moved.statusCode).toBe(409);
    expect(await quizCount(course.id)).toBe(2);
  });

  it('creates only one assessment when two saves race', async () => {
    const { http, course } = await teacher();
    const results = await Promise.all([
      http.post('/api/instructor/quizzes', quizBody(course.id)),
      http.post('/api/instructor/quizzes', quizBody(course.id)),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await quizCount(course.id)).toBe(1);
  });
});

describe('who may author', () => {
  it("hides another instructor's quizzes and courses (404) and changes nothing", async () => {
    const owner = await teacher();
    const quiz = await createQuiz(owner.http, quizBody(owner.course.id));
    const stranger = await teacher();
    const h = stranger.http;
    const url = `/api/instructor/quizzes/${quiz.id}`;
    for (const res of [
      await h.get(url),
      await h.get(`${url}/statistics`),
      await h.put(url, { ...toInput(quiz), courseId: stranger.course.id, title: 'Stolen' }),
      await h.put(url, { ...toInput(quiz), title: 'Stolen' }),
      await h.patch(`${url}/publish`, { isPublished: true }),
      await h.delete(url),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).message).toBe(MESSAGES.quizNotFound);
    }
    const create = await h.post('/api/instructor/quizzes', quizBody(owner.course.id));
    expect(create.statusCode).toBe(404);
    expect(errorOf(create).message).toBe(MESSAGES.courseNotFound);
    // The owner may not move a quiz into someone else's course either.
    const move = await owner.http.put(url, { ...toInput(quiz), courseId: stranger.course.id });
    expect(move.statusCode).toBe(404);

    const [row] = await t.db.select().from(quizzes).where(eq(quizzes.id, quiz.id));
    expect(row).toMatchObject({ title: 'Basics quiz', isPublished: false, courseId: owner.course.id });
    expect((await h.get('/api/instructor/quizzes')).json().quizzes).toEqual([]);
    expect(await quizCount(owner.course.id)).toBe(1);
  });

  it('refuses students and subadmins (403), and visitors (401)', async () => {
    const owner = await teacher();
    const quiz = await createQuiz(owner.http, quizBody(owner.course.id));
    for (const role of ['student', 'subadmin'] as const) {
      const { http } = await signedIn(t.app, t.db, { role });
      expect((await http.get('/api/instructor/quizzes')).statusCode).toBe(403);
      expect((await http.get(`/api/instructor/quizzes/${quiz.id}`)).statusCode).toBe(403);
      expect((await http.get(`/api/instructor/quizzes/${quiz.id}/statistics`)).statusCode).toBe(403);
      expect((await http.post('/api/instructor/quizzes', quizBody(owner.course.id))).statusCode).toBe(403);
      expect((await http.patch(`/api/instructor/quizzes/${quiz.id}/publish`, { isPublished: true })).statusCode).toBe(403);
      expect((await http.delete(`/api/instructor/quizzes/${quiz.id}`)).statusCode).toBe(403);
    }
    const visitor = await t.app.inject({ method: 'GET', url: '/api/instructor/quizzes' });
    expect(visitor.statusCode).toBe(401);
    expect(await quizCount(owner.course.id)).toBe(1);
  });

  it("lets an admin manage any course's quizzes, owned by the course's instructor", async () => {
    const owner = await teacher();
    const admin = await signedIn(t.app, t.db, { role: 'admin' });
    const quiz = await createQuiz(admin.http, quizBody(owner.course.id));
    const [row] = await t.db.select().from(quizzes).where(eq(quizzes.id, quiz.id));
    expect(row!.instructorId).toBe(owner.user.id);
    expect((await admin.http.put(`/api/instructor/quizzes/${quiz.id}`, { ...toInput(quiz), title: 'Renamed' })).json().message).toBe(
      'Quiz updated successfully',
    );
    const listed = (await admin.http.get('/api/instructor/quizzes')).json().quizzes.map((q: { id: string }) => q.id);
    expect(listed).toContain(quiz.id);
    expect((await owner.http.get(`/api/instructor/quizzes/${quiz.id}`)).json().quiz.title).toBe('Renamed');
  });

  it('lists quiz targets: own courses with their quiz lessons and existing quizzes', async () => {
    const { http, course, quizLesson } = await teacher();
    const quiz = await createQuiz(http, quizBody(course.id, { lessonId: quizLesson.id }));
    const res = await http.get('/api/instructor/quiz-targets');
    expect(res.statusCode).toBe(200);
    expect(res.json().courses).toEqual([
      {
        id: course.id,
        title: course.title,
        assessmentQuizId: null,
        lessons: [{ id: quizLesson.id, title: 'Checkpoint', sectionTitle: expect.any(String), quizId: quiz.id }],
      },
    ]);
  });
});

describe('editing a quiz', () => {
  it('keeps question and option rows by id, updates them in place and adds and removes the rest', async () => {
    const { http, course } = await teacher();
    const quiz = await createQuiz(http, quizBody(course.id));
    const [choice, trueFalse, open] = quiz.questions;
    const input = toInput(quiz);
    input.title = '  Renamed  ';
    input.passingScore = 80;
    input.questions = [
      // Reordered, text changed, option B renamed, correct moved to C, D removed, a new E.
      {
        ...input.questions[2]!,
        text: 'Explain closures well',
        points: 6,
      },
      {
        id: choice!.id,
        type: 'multiple_choice',
        text: 'Pick Gamma',
        points: 2,
        options: [
          { id: choice!.options[0]!.id, text: 'Alpha', isCorrect: false },
          { id: choice!.options[1]!.id, text: 'Beta!', isCorrect: false },
          { id: choice!.options[2]!.id, text: 'Gamma', isCorrect: true },
          { text: 'Epsilon', isCorrect: false },
        ],
      },
      { id: trueFalse!.id, type: 'true_false', text: 'The sky is blue', correctAnswer: false },
      tf('Brand new'),
    ];
    const res = await http.put(`/api/instructor/quizzes/${quiz.id}`, input);
    expect(res.statusCode, res.body).toBe(200);
    const { quiz: saved, message } = res.json() as { quiz: AuthoringQuiz; message: string };
    expect(message).toBe('Quiz updated successfully');
    expect(saved).toMatchObject({ title: 'Renamed', passingScore: 80, isPublished: false });
    expect(saved.questions.map((q) => q.id).slice(0, 3)).toEqual([open!.id, choice!.id, trueFalse!.id]);
    expect(saved.questions.map((q) => q.text)).toEqual(['Explain closures well', 'Pick Gamma', 'The sky is blue', 'Brand new']);
    expect(saved.questions[0]!.points).toBe(6);
    const newChoice = saved.questions[1]!;
    expect(newChoice.options.map((o) => [o.text, o.isCorrect])).toEqual([
      ['Alpha', false],
      ['Beta!', false],
      ['Gamma', true],
      ['Epsilon', false],
    ]);
    expect(newChoice.options.slice(0, 3).map((o) => o.id)).toEqual(choice!.options.slice(0, 3).map((o) => o.id));
    expect(newChoice.options[3]!.id).not.toBe(choice!.options[3]!.id);
    // True/false keeps its two rows and moves the mark.
    expect(saved.questions[2]!.options.map((o) => o.id)).toEqual(trueFalse!.options.map((o) => o.id));
    expect(saved.questions[2]!.correctAnswer).toBe(false);
    expect(await t.db.select().from(quizQuestionOptions).where(eq(quizQuestionOptions.id, choice!.options[3]!.id))).toEqual([]);

    // Leaving a question out deletes it; isPublished left out keeps the state.
    await http.patch(`/api/instructor/quizzes/${quiz.id}/publish`, { isPublished: true });
    const fewer = toInput(saved);
    fewer.questions = fewer.questions.slice(0, 1);
    const after = (await http.put(`/api/instructor/quizzes/${quiz.id}`, fewer)).json().quiz as AuthoringQuiz;
    expect(after.questions.map((q) => q.id)).toEqual([open!.id]);
    expect(after.isPublished).toBe(true);
    expect(await storedQuestions(quiz.id)).toHaveLength(1);
  });

  it('refuses ids of questions or options that are not part of the quiz', async () => {
    const { http, course } = await teacher();
    const quiz = await createQuiz(http, quizBody(course.id));
    const other = await createQuiz(http, quizBody(course.id, { lessonId: (await teacherLesson(course)).id }));
    const foreignQuestion = toInput(quiz);
    foreignQuestion.questions[0]!.id = other.questions[0]!.id;
    const res = await http.put(`/api/instructor/quizzes/${quiz.id}`, foreignQuestion);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(MESSAGES.questionNotInQuiz);

    const foreignOption = toInput(quiz);
    foreignOption.questions[0]!.options![0]!.id = other.questions[0]!.options[0]!.id;
    const res2 = await http.put(`/api/instructor/quizzes/${quiz.id}`, foreignOption);
    expect(res2.statusCode).toBe(400);
    expect(errorOf(res2).message).toBe(MESSAGES.optionNotInQuestion);

    const twice = toInput(quiz);
    twice.questions.push({ ...twice.questions[1]! });
    const res3 = await http.put(`/api/instructor/quizzes/${quiz.id}`, twice);
    expect(res3.statusCode).toBe(400);
    expect(errorOf(res3).message).toBe(MESSAGES.questionDuplicate);
    expect((await storedQuestions(quiz.id)).map((q) => q.questionText)).toEqual(['Pick Beta', 'The sky is blue', 'Explain closures']);
  });

  async function teacherLesson(course: { id: string }) {
    const section = await createSection(t.db, course.id);
    return createLesson(t.db, section, { contentType: 'quiz' });
  }

  /** A quiz with: one fully graded attempt, one attempt waiting for its subjective answer, one unfinished. */
  async function quizWithAttempts() {
    const s = await teacher();
    const quiz = await createQuiz(
      s.http,
      quizBody(s.course.id, { questions: [mc('Pick Beta', 1), tf('The sky is blue'), subjective('Explain')] }),
    );
    const [choice, trueFalse, open] = quiz.questions as [
      AuthoringQuiz['questions'][number],
      AuthoringQuiz['questions'][number],
      AuthoringQuiz['questions'][number],
    ];
    const [ann, bob, cy] = await Promise.all([createStudent(t.db), createStudent(t.db), createStudent(t.db)]);
    const graded = await seedAttempt(quiz.id, ann.id, {
      score: 7,
      isPassed: true,
      answers: [
        { questionId: choice.id, optionId: choice.options[1]!.id, isCorrect: true, points: 2 },
        { questionId: trueFalse.id, optionId: trueFalse.options[1]!.id, isCorrect: false, points: 0 },
        { questionId: open.id, answerText: 'Functions remember', isCorrect: true, points: 5 },
      ],
    });
    const waiting = await seedAttempt(quiz.id, bob.id, {
      score: 3,
      answers: [
        { questionId: choice.id, optionId: choice.options[1]!.id, isCorrect: true, points: 2 },
        { questionId: trueFalse.id, optionId: trueFalse.options[0]!.id, isCorrect: true, points: 1 },
        { questionId: open.id, answerText: 'Something', status: 'pending' },
      ],
    });
    const unfinished = await seedAttempt(quiz.id, cy.id, {
      completedAt: null,
      answers: [{ questionId: open.id, answerText: 'draft', status: 'pending' }],
    });
    return { ...s, quiz, choice, trueFalse, open, graded, waiting, unfinished };
  }

  const attemptRow = async (id: string) => (await t.db.select().from(quizAttempts).where(eq(quizAttempts.id, id)))[0]!;
  const answersOf = (attemptId: string) => t.db.select().from(quizAnswers).where(eq(quizAnswers.attemptId, attemptId));

  it('tells the editor what it may still change', async () => {
    const { http, quiz, choice, trueFalse, open } = await quizWithAttempts();
    const loaded = (await http.get(`/api/instructor/quizzes/${quiz.id}`)).json().quiz as AuthoringQuiz;
    expect(loaded.attemptCount).toBe(3);
    const flags = (id: string) => {
      const q = loaded.questions.find((x) => x.id === id)!;
      return [q.answerCount, q.pendingCount, q.canDelete, q.canChangeType, q.canChangePoints];
    };
    // Each is answered in the waiting attempt, so none may go yet; only the subjective one has answers pending.
    expect(flags(choice.id)).toEqual([2, 0, false, false, true]);
    expect(flags(trueFalse.id)).toEqual([2, 0, false, false, true]);
    expect(flags(open.id)).toEqual([3, 1, false, false, false]);
  });

  it('refuses deleting a question with answers waiting for grading, and one answered in an attempt still being graded', async () => {
    const { http, quiz, choice, open, waiting, graded } = await quizWithAttempts();
    for (const gone of [open.id, choice.id]) {
      const input = toInput(quiz);
      input.questions = input.questions.filter((q) => q.id !== gone);
      const res = await http.put(`/api/instructor/quizzes/${quiz.id}`, input);
      expect(res.statusCode).toBe(409);
      expect(errorOf(res).message).toContain(MESSAGES.questionAwaitingGrading);
      expect(errorOf(res).code).toBe('CONFLICT');
    }
    expect(await storedQuestions(quiz.id)).toHaveLength(3);
    expect(await answersOf(waiting.id)).toHaveLength(3);
    expect(await answersOf(graded.id)).toHaveLength(3);
  });

  it('deletes a question once every attempt that answered it is graded, keeping the attempts scores', async () => {
    const { http, quiz, choice, trueFalse, open, waiting, graded } = await quizWithAttempts();
    // Grading finishes (as the grading module would leave it).
    await t.db.update(quizAnswers).set({ evaluationStatus: 'evaluated', pointsAwarded: 4 }).where(eq(quizAnswers.attemptId, waiting.id));
    const input = toInput(quiz);
    input.questions = input.questions.filter((q) => q.id !== choice.id);
    const res = await http.put(`/api/instructor/quizzes/${quiz.id}`, input);
    expect(res.statusCode, res.body).toBe(200);
    expect((await storedQuestions(quiz.id)).map((q) => q.id)).toEqual([trueFalse.id, open.id]);
    // The snapshot stays: score, max score and percentage are what they were.
    expect(await attemptRow(graded.id)).toMatchObject({ score: 7, maxScore: 8, percentage: 87.5, isPassed: true });
    expect((await answersOf(graded.id)).map((a) => a.questionId).sort()).toEqual([trueFalse.id, open.id].sort());
  });

  it("lets an unfinished attempt's answers be deleted with their question", async () => {
    const { http, quiz, open, unfinished, waiting } = await quizWithAttempts();
    // The waiting attempt is graded; only the unfinished one still has a (draft) answer.
    await t.db.update(quizAnswers).set({ evaluationStatus: 'evaluated' }).where(eq(quizAnswers.attemptId, waiting.id));
    const input = toInput(quiz);
    input.questions = input.questions.filter((q) => q.id !== open.id);
    expect((await http.put(`/api/instructor/quizzes/${quiz.id}`, input)).statusCode).toBe(200);
    expect(await answersOf(unfinished.id)).toEqual([]);
  });

  it('refuses changing the type of an answered question, but not of an unanswered one', async () => {
    const { http, quiz, trueFalse } = await quizWithAttempts();
    const input = toInput(quiz);
    input.questions = input.questions.map((q) => (q.id === trueFalse.id ? { id: q.id, type: 'subjective', text: q.text, points: 1 } : q));
    const res = await http.put(`/api/instructor/quizzes/${quiz.id}`, input);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(`Question "The sky is blue": ${MESSAGES.questionTypeLocked}`);
    expect((await storedQuestions(quiz.id)).find((q) => q.id === trueFalse.id)!.questionType).toBe('true_false');

    const fresh = await teacher();
    const unanswered = await createQuiz(fresh.http, quizBody(fresh.course.id));
    const change = toInput(unanswered);
    change.questions[0] = { id: unanswered.questions[0]!.id, type: 'true_false', text: 'Now true or false', correctAnswer: true };
    const ok = await fresh.http.put(`/api/instructor/quizzes/${unanswered.id}`, change);
    expect(ok.statusCode).toBe(200);
    const q = (ok.json().quiz as AuthoringQuiz).questions[0]!;
    expect([q.id, q.type, q.options.map((o) => o.text)]).toEqual([unanswered.questions[0]!.id, 'true_false', ['True', 'False']]);
  });

  it('refuses changing the points of a question with answers waiting for grading; other edits keep the snapshots', async () => {
    const { http, quiz, choice, open, graded, waiting } = await quizWithAttempts();
    const input = toInput(quiz);
    input.questions = input.questions.map((q) => (q.id === open.id ? { ...q, points: 10 } : q));
    const res = await http.put(`/api/instructor/quizzes/${quiz.id}`, input);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toContain(MESSAGES.questionPointsLocked);

    // Points of a graded question and the answer key may change; earned results do not move.
    const before = await answersOf(graded.id);
    const edit = toInput(quiz);
    edit.questions = edit.questions.map((q) =>
      q.id === choice.id ? { ...q, points: 4, options: q.options!.map((o, i) => ({ ...o, isCorrect: i === 0 })) } : q,
    );
    expect((await http.put(`/api/instructor/quizzes/${quiz.id}`, edit)).statusCode).toBe(200);
    expect(await attemptRow(graded.id)).toMatchObject({ score: 7, maxScore: 8, percentage: 87.5 });
    expect(await attemptRow(waiting.id)).toMatchObject({ score: 3, maxScore: 8 });
    expect(await answersOf(graded.id)).toEqual(before);
  });

  it('refuses moving a quiz with attempts to another course', async () => {
    const { http, quiz, user } = await quizWithAttempts();
    const otherCourse = await createCourse(t.db, { instructorId: user.id });
    const res = await http.put(`/api/instructor/quizzes/${quiz.id}`, { ...toInput(quiz), courseId: otherCourse.id });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe(MESSAGES.quizCourseLocked);
    expect((await t.db.select().from(quizzes).where(eq(quizzes.id, quiz.id)))[0]!.courseId).toBe(quiz.courseId);
  });
});

describe('concurrent editing', () => {
  it('refuses to overwrite a quiz changed after the editor opened it, and saves against the current version', async () => {
    const { http, course } = await teacher();
    const opened = await createQuiz(http, quizBody(course.id));
    // Meanwhile, in another tab: the title changes.
    const other = await http.put(`/api/instructor/quizzes/${opened.id}`, {
      ...toInput(opened),
      title: 'Changed elsewhere',
      expectedUpdatedAt: opened.updatedAt,
    });
    expect(other.statusCode).toBe(200);
    const current = other.json().quiz as AuthoringQuiz;

    const stale = await http.put(`/api/instructor/quizzes/${opened.id}`, {
      ...toInput(opened),
      title: 'Stale edit',
      expectedUpdatedAt: opened.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).message).toBe(MESSAGES.quizChangedElsewhere);
    expect((await t.db.select().from(quizzes).where(eq(quizzes.id, opened.id)))[0]!.title).toBe('Changed elsewhere');

    const fresh = await http.put(`/api/instructor/quizzes/${opened.id}`, {
      ...toInput(current),
      title: 'Fresh edit',
      expectedUpdatedAt: current.updatedAt,
    });
    expect(fresh.statusCode).toBe(200);
    expect(
      (await http.put(`/api/instructor/quizzes/${opened.id}`, { ...toInput(current), expectedUpdatedAt: 'yesterday' })).statusCode,
    ).toBe(400);
  });
});

describe('publishing and deleting', () => {
  it('toggles publication with the spec messages', async () => {
    const { http, course } = await teacher();
    const quiz = await createQuiz(http, quizBody(course.id));
    const on = await http.patch(`/api/instructor/quizzes/${quiz.id}/publish`, { isPublished: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ id: quiz.id, isPublished: true, message: 'Quiz published successfully' });
    expect((await t.db.select().from(quizzes).where(eq(quizzes.id, quiz.id)))[0]!.isPublished).toBe(true);
    const off = await http.patch(`/api/instructor/quizzes/${quiz.id}/publish`, { isPublished: false });
    expect(off.json()).toEqual({ id: quiz.id, isPublished: false, message: 'Quiz unpublished successfully' });
    expect((await http.patch(`/api/instructor/quizzes/${quiz.id}/publish`, {})).statusCode).toBe(400);
    expect((await http.patch(`/api/instructor/quizzes/${randomUUID()}/publish`, { isPublished: true })).statusCode).toBe(404);
  });

  it('deletes a quiz with its questions, attempts and answers', async () => {
    const { http, course } = await teacher();
    const quiz = await createQuiz(http, quizBody(course.id));
    const student = await createStudent(t.db);
    const attempt = await seedAttempt(quiz.id, student.id, {
      answers: [{ questionId: quiz.questions[0]!.id, optionId: quiz.questions[0]!.options[1]!.id, isCorrect: true, points: 2 }],
    });
    const res = await http.delete(`/api/instructor/quizzes/${quiz.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Quiz deleted successfully' });
    expect(await t.db.select().from(quizzes).where(eq(quizzes.id, quiz.id))).toEqual([]);
    expect(await t.db.select().from(quizAttempts).where(eq(quizAttempts.id, attempt.id))).toEqual([]);
    expect(await t.db.select().from(quizQuestions).where(eq(quizQuestions.quizId, quiz.id))).toEqual([]);
    expect((await http.get(`/api/instructor/quizzes/${quiz.id}`)).statusCode).toBe(404);
    expect((await http.delete(`/api/instructor/quizzes/${quiz.id}`)).statusCode).toBe(404);
  });
});

describe('quiz management list', () => {
  it('lists own quizzes newest first with counts, averages and the summary cards', async () => {
    const { http, course, quizLesson } = await teacher();
    const first = await createQuiz(http, quizBody(course.id, { title: 'First' }));
    t.clock.advance(1000);
    const second = await createQuiz(http, quizBody(course.id, { title: 'Second', lessonId: quizLesson.id, isPublished: true }));
    const [s1, s2] = await Promise.all([createStudent(t.db), createStudent(t.db)]);
    await seedAttempt(first.id, s1.id, { score: 8, isPassed: true });
    await seedAttempt(first.id, s2.id, { score: 3 });
    await seedAttempt(first.id, s2.id, { number: 2, completedAt: null });

    const res = await http.get('/api/instructor/quizzes');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.summary).toEqual({ totalQuizzes: 2, published: 1, totalAttempts: 3 });
    expect(body.quizzes.map((q: { id: string }) => q.id)).toEqual([second.id, first.id]);
    expect(body.quizzes[1]).toMatchObject({
      title: 'First',
      courseTitle: course.title,
      lessonTitle: null,
      quizType: 'course',
      isPublished: false,
      questionCount: 3,
      totalPoints: 8,
      attemptCount: 3,
      averagePercentage: 68.75,
      passingScore: 70,
      maxAttempts: 5,
      timeLimitMinutes: null,
    });
    expect(body.quizzes[0]).toMatchObject({ lessonTitle: 'Checkpoint', attemptCount: 0, averagePercentage: null, isPublished: true });
    expect(body.quizzes[0]).not.toHaveProperty('questions');

    const empty = await signedIn(t.app, t.db, { role: 'instructor' });
    expect((await empty.http.get('/api/instructor/quizzes')).json()).toEqual({
      summary: { totalQuizzes: 0, published: 0, totalAttempts: 0 },
      quizzes: [],
      total: 0,
      page: 1,
      pageSize: QUIZ_LIST_PAGE_SIZE,
    });
  });

  it('uses the same number of queries for 2 and 20 quizzes', async () => {
    const { http, user } = await teacher();
    const student = await createStudent(t.db);
    const addQuizzes = async (n: number) => {
      // One course assessment per course: a course each.
      const owned: { id: string }[] = [];
      for (let i = 0; i < n; i++) owned.push(await createCourse(t.db, { instructorId: user.id }));
      const ids = (
        await t.db
          .insert(quizzes)
          .values(
            Array.from({ length: n }, (_, i) => ({
              title: `Q${i}`,
              courseId: owned[i]!.id,
              instructorId: user.id,
              quizType: 'course' as const,
            })),
          )
          .returning()
      ).map((q) => q.id);
      await t.db.insert(quizQuestions).values(ids.map((quizId) => ({ quizId, questionText: 'q', questionType: 'subjective' as const })));
      await t.db
        .insert(quizAttempts)
        .values(ids.map((quizId) => ({ quizId, userId: student.id, attemptNumber: 1, completedAt: new Date() })));
    };
    await addQuizzes(2);
    const small = await countQueries(t, () => http.get('/api/instructor/quizzes'));
    await addQuizzes(18);
    let body: { quizzes: unknown[]; total: number } = { quizzes: [], total: 0 };
    const large = await countQueries(t, async () => (body = (await http.get('/api/instructor/quizzes')).json()));
    // A page of them, and the count of all.
    expect(body.quizzes).toHaveLength(Math.min(20, QUIZ_LIST_PAGE_SIZE));
    expect(body.total).toBe(20);
    expect(large).toBe(small);
    expect(small).toBeLessThanOrEqual(4);
  });
});

describe('save statements', () => {
  const manyQuestions = (n: number) =>
    Array.from({ length: n }, (_, i) =>
      i % 3 === 0 ? mc(`mc ${i}`, i % 4) : i % 3 === 1 ? tf(`tf ${i}`, i % 2 === 0) : subjective(`s ${i}`),
    );

  /** Keeps half (renamed; multiple choice keeps only its correct option, renamed, and gains one), deletes the rest, adds as many new. */
  const editHalf = (q: AuthoringQuiz): QuizInput => {
    const input = toInput(q);
    const half = Math.floor(input.questions.length / 2);
    const kept = input.questions.slice(0, half).map((x) => ({
      ...x,
      text: `${x.text} edited`,
      ...(x.type === 'multiple_choice'
        ? {
            options: [
              ...x.options!.filter((o) => o.isCorrect).map((o) => ({ ...o, text: `${o.text}!` })),
              { text: 'new option', isCorrect: false },
            ],
          }
        : {}),
    }));
    return { ...input, questions: [...kept, ...manyQuestions(input.questions.length - half)] };
  };

  it('creates and edits in a constant number of statements, whatever the number of questions', async () => {
    const { http, course } = await teacher();
    const lessons = await Promise.all(
      [1, 2].map(async () => createLesson(t.db, await createSection(t.db, course.id), { contentType: 'quiz' })),
    );
    let small!: AuthoringQuiz;
    let large!: AuthoringQuiz;
    const createSmall = await countQueries(
      t,
      async () => (small = await createQuiz(http, quizBody(course.id, { lessonId: lessons[0]!.id, questions: manyQuestions(6) }))),
    );
    const createLarge = await countQueries(
      t,
      async () => (large = await createQuiz(http, quizBody(course.id, { lessonId: lessons[1]!.id, questions: manyQuestions(60) }))),
    );
    expect(large.questions).toHaveLength(60);
    expect(createLarge).toBe(createSmall);
    expect(createSmall).toBeLessThanOrEqual(16);

    let edited: { quiz: AuthoringQuiz } | undefined;
    const editSmall = await countQueries(t, () => http.put(`/api/instructor/quizzes/${small.id}`, editHalf(small)));
    const editLarge = await countQueries(
      t,
      async () => (edited = (await http.put(`/api/instructor/quizzes/${large.id}`, editHalf(large))).json()),
    );
    expect(edited!.quiz.questions).toHaveLength(60);
    expect(edited!.quiz.questions.filter((q) => q.text.endsWith('edited'))).toHaveLength(30);
    expect(editLarge).toBe(editSmall);
    expect(editSmall).toBeLessThanOrEqual(20);
  });
});

describe('quiz statistics', () => {
  it('reports attempts, per-question rates, the distribution and the summary of a known data set', async () => {
    const { http, course } = await teacher();
    const quiz = await createQuiz(
      http,
      quizBody(course.id, { title: 'Stats quiz', questions: [mc('Pick Beta', 1), tf('Sky blue'), subjective('Explain')] }),
    );
    const [choice, trueFalse, open] = quiz.questions as [
      AuthoringQuiz['questions'][number],
      AuthoringQuiz['questions'][number],
      AuthoringQuiz['questions'][number],
    ];
    const right = choice.options[1]!.id;
    const wrong = choice.options[0]!.id;
    const isTrue = trueFalse.options[0]!.id;
    const isFalse = trueFalse.options[1]!.id;
    const student = (fullName: string) =>
      createStudent(t.db, { fullName, staffId: `STAT-${fullName.toUpperCase()}`, email: `${fullName.toLowerCase()}@stats.test` });
    const [ann, bob, cy, dee] = await Promise.all([student('Ann'), student('Bob'), student('Cy'), student('Dee')]);
    const at = (h: number) => new Date(Date.UTC(2026, 0, 1, h));
    const a1 = await seedAttempt(quiz.id, ann.id, {
      completedAt: at(1),
      score: 7,
      isPassed: true,
      answers: [
        { questionId: choice.id, optionId: right, isCorrect: true, points: 2 },
        { questionId: trueFalse.id, optionId: isFalse, isCorrect: false },
        { questionId: open.id, answerText: 'Good', isCorrect: true, points: 5 },
      ],
    });
    const a2 = await seedAttempt(quiz.id, ann.id, {
      number: 2,
      completedAt: at(4),
      score: 3,
      answers: [
        { questionId: choice.id, optionId: right, isCorrect: true, points: 2 },
        { questionId: trueFalse.id, optionId: isTrue, isCorrect: true, points: 1 },
        { questionId: open.id, answerText: 'Pending', status: 'pending' },
      ],
    });
    const b1 = await seedAttempt(quiz.id, bob.id, {
      completedAt: at(2),
      score: 2,
      answers: [
        { questionId: choice.id, optionId: wrong, isCorrect: false },
        { questionId: trueFalse.id, optionId: isTrue, isCorrect: true, points: 1 },
        { questionId: open.id, answerText: 'Meh', isCorrect: false, points: 1 },
      ],
    });
    const d1 = await seedAttempt(quiz.id, dee.id, {
      completedAt: at(3),
      score: 8,
      isPassed: true,
      answers: [
        { questionId: choice.id, optionId: right, isCorrect: true, points: 2 },
        { questionId: trueFalse.id, optionId: isTrue, isCorrect: true, points: 1 },
        { questionId: open.id, answerText: 'Great', isCorrect: true, points: 5 },
      ],
    });
    const c1 = await seedAttempt(quiz.id, cy.id, {
      completedAt: null,
      answers: [
        { questionId: choice.id, optionId: right, status: 'pending' },
        { questionId: open.id, answerText: '  ', status: 'pending' },
      ],
    });

    const res = await http.get(`/api/instructor/quizzes/${quiz.id}/statistics`);
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json();
    expect(s.quiz).toMatchObject({ id: quiz.id, title: 'Stats quiz', courseTitle: course.title, questionCount: 3, totalPoints: 8 });
    expect(s.summary).toEqual({
      totalAttempts: 5,
      submittedAttempts: 4,
      pendingEvaluation: 1,
      uniqueStudents: 4,
      averagePercentage: 62.5,
      passRate: 66.67,
    });
    expect(s.attempts.map((a: { id: string; status: string }) => [a.id, a.status])).toEqual([
      [a2.id, 'Pending Evaluation'],
      [d1.id, 'Passed'],
      [b1.id, 'Failed'],
      [a1.id, 'Passed'],
      [c1.id, 'In Progress'],
    ]);
    expect(s.attempts[0]).toMatchObject({
      attemptNumber: 2,
      // Name and e-mail; never the Staff ID, a login name the instructor has no business knowing.
      student: { id: ann.id, fullName: 'Ann', email: 'ann@stats.test' },
      answersCount: 3,
      questionsCount: 3,
      score: 3,
      maxScore: 8,
      percentage: 37.5,
      pendingCount: 1,
      completedAt: at(4).toISOString(),
      timeTakenMinutes: 10,
    });
    expect(s.attempts[4]).toMatchObject({ answersCount: 1, pendingCount: 0, completedAt: null });
    expect(res.body).not.toContain('STAT-');
    expect(
      s.questions.map((q: { id: string; answered: number; correct: number; pending: number; correctRate: number | null }) => [
        q.id,
        q.answered,
        q.correct,
        q.pending,
        q.correctRate,
      ]),
    ).toEqual([
      [choice.id, 4, 3, 0, 75],
      [trueFalse.id, 4, 3, 0, 75],
      // Graded: 5, 1 and 5 of 5 points.
      [open.id, 4, 3, 1, 73.33],
    ]);
    expect(s.distribution).toHaveLength(10);
    expect(s.distribution[0]).toEqual({ from: 0, to: 9, count: 0 });
    expect(s.distribution[9]).toEqual({ from: 90, to: 100, count: 1 });
    expect(s.distribution.map((b: { count: number }) => b.count)).toEqual([0, 0, 1, 1, 0, 0, 0, 0, 1, 1]);
    // No answer key and no other quiz's data leaks in: only this quiz's questions.
    expect(s.questions).toHaveLength(3);
  });

  it('answers an untouched quiz with zeros, in a constant number of queries', async () => {
    const { http, course } = await teacher();
    const quiz = await createQuiz(http, quizBody(course.id));
    const url = `/api/instructor/quizzes/${quiz.id}/statistics`;
    const empty = (await http.get(url)).json();
    expect(empty.summary).toEqual({
      totalAttempts: 0,
      submittedAttempts: 0,
      pendingEvaluation: 0,
      uniqueStudents: 0,
      averagePercentage: null,
      passRate: null,
    });
    expect(empty.attempts).toEqual([]);
    expect(empty.questions.every((q: { correctRate: number | null }) => q.correctRate === null)).toBe(true);
    expect(empty.distribution.every((b: { count: number }) => b.count === 0)).toBe(true);

    const few = await countQueries(t, () => http.get(url));
    const students = await Promise.all(Array.from({ length: 12 }, () => createStudent(t.db)));
    for (const st of students) {
      await seedAttempt(quiz.id, st.id, {
        score: 4,
        answers: quiz.questions.map((q) => ({
          questionId: q.id,
          optionId: q.options[0]?.id ?? null,
          answerText: q.options.length ? null : 'x',
          isCorrect: true,
          points: 1,
        })),
      });
    }
    const many = await countQueries(t, () => http.get(url));
    expect(many).toBe(few);
    expect(few).toBeLessThanOrEqual(6);
    const stats = (await http.get(url)).json();
    expect(stats.attempts).toHaveLength(12);
    expect(stats.distribution[5].count).toBe(12);
  });
});
