// Bad input on every endpoint that takes any: a NUL character in text (PostgreSQL cannot store
// it) and values of the wrong type. Each is a 400 in the one error shape and changes nothing.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  answerInput,
  changePasswordInput,
  evaluationInput,
  positionInput,
  profileUpdateInput,
  quizInput,
  quizPublishInput,
  reviewInput,
  signInInput,
  signUpInput,
} from '@app/core';
import { api, buildTestApp, databaseState, errorOf, type TestContext } from '../../test/app.js';
import { createCourse, createLesson, createQuiz, createSection, enrollUser, signedIn } from '../../test/factories.js';
import { quizAnswers } from '../db/schema.js';

const NUL = '\u0000';

let t: TestContext;
let w: Awaited<ReturnType<typeof world>>;

/**
 * An instructor's course with a quiz lesson and a free video lesson; a student enrolled in it,
 * with one submitted attempt (a subjective answer waiting for grading) and one in progress.
 */
async function world() {
  const instructor = await signedIn(t.app, t.db, { role: 'instructor' });
  const student = await signedIn(t.app, t.db);
  const course = await createCourse(t.db, { instructorId: instructor.user.id });
  const section = await createSection(t.db, course.id);
  const quizLesson = await createLesson(t.db, section, { contentType: 'quiz', orderIndex: 0 });
  const video = await createLesson(t.db, section, { contentType: 'video', videoUrl: 'https://youtu.be/x', isFree: true, orderIndex: 1 });
  const { quiz, questions } = await createQuiz(t.db, {
    courseId: course.id,
    lessonId: quizLesson.id,
    instructorId: instructor.user.id,
    questions: [{ type: 'subjective', points: 4 }],
  });
  const essay = questions[0]!;
  await enrollUser(t.db, student.user.id, course.id);
  const submitted = (await student.http.post(`/api/quizzes/${quiz.id}/attempts`)).json().attempt.id as string;
  await student.http.put(`/api/attempts/${submitted}/answers/${essay.id}`, { answerText: 'An answer.' });
  expect((await student.http.post(`/api/attempts/${submitted}/submit`)).statusCode).toBe(200);
  const [answer] = await t.db.select().from(quizAnswers).where(eq(quizAnswers.attemptId, submitted));
  const running = (await student.http.post(`/api/quizzes/${quiz.id}/attempts`)).json().attempt.id as string;
  return { instructor, student, course, video, quiz, essay, answerId: answer!.id, running };
}

beforeAll(async () => {
  // Sign-up is throttled per address; these tests send many refused sign-ups from one.
  t = await buildTestApp({ SIGN_UP_MAX_PER_IP_PER_HOUR: '1000' });
  w = await world();
});

type Who = 'visitor' | 'student' | 'instructor';
const client = (who: Who) => (who === 'visitor' ? api(t.app) : w[who].http);

/** Every endpoint that takes a JSON body, with a body it would accept. */
const bodies = () =>
  [
    {
      name: 'sign-up',
      who: 'visitor',
      method: 'post',
      url: '/api/auth/sign-up',
      schema: signUpInput,
      body: { fullName: 'New Person', staffId: 'NEW-1', password: 'password123', role: 'student' },
    },
    {
      name: 'sign-in',
      who: 'visitor',
      method: 'post',
      url: '/api/auth/sign-in',
      schema: signInInput,
      body: { staffId: 'NEW-1', password: 'password123' },
    },
    {
      name: 'change password',
      who: 'student',
      method: 'post',
      url: '/api/auth/password',
      schema: changePasswordInput,
      body: { currentPassword: 'correct-horse-9', newPassword: 'password123', confirmPassword: 'password123' },
    },
    {
      name: 'profile',
      who: 'instructor',
      method: 'patch',
      url: '/api/profile',
      schema: profileUpdateInput,
      body: { fullName: 'A Name', bio: 'A bio', specialization: 'Maths', avatarUrl: 'https://cdn.example.com/a.png' },
    },
    { name: 'review', who: 'student', method: 'put', url: `/api/courses/${w.course.id}/review`, schema: reviewInput, body: { rating: 4 } },
    {
      name: 'position',
      who: 'student',
      method: 'put',
      url: `/api/lessons/${w.video.id}/position`,
      schema: positionInput,
      body: { seconds: 30 },
    },
    {
      name: 'answer',
      who: 'student',
      method: 'put',
      url: `/api/attempts/${w.running}/answers/${w.essay.id}`,
      schema: answerInput,
      body: { answerText: 'Another answer.' },
    },
    {
      name: 'evaluation',
      who: 'instructor',
      method: 'post',
      url: `/api/instructor/subjective-answers/${w.answerId}/evaluation`,
      schema: evaluationInput,
      body: { points: 3, feedback: 'Good.' },
    },
    ...(['post', 'put'] as const).map((method) => ({
      name: `quiz ${method}`,
      who: 'instructor' as const,
      method,
      url: method === 'post' ? '/api/instructor/quizzes' : `/api/instructor/quizzes/${w.quiz.id}`,
      schema: quizInput,
      body: {
        title: 'A quiz',
        description: 'About things.',
        courseId: w.course.id,
        questions: [
          {
            type: 'multiple_choice',
            text: 'Which?',
            options: [
              { text: 'This', isCorrect: true },
              { text: 'That', isCorrect: false },
            ],
          },
        ],
      },
    })),
    {
      name: 'publish',
      who: 'instructor',
      method: 'patch',
      url: `/api/instructor/quizzes/${w.quiz.id}/publish`,
      schema: quizPublishInput,
      body: { isPublished: false },
    },
  ] as const;

const send = (who: Who, method: 'post' | 'put' | 'patch', url: string, body: unknown) => client(who)[method](url, body);

/** The request is refused with a 400 in the one shape, and the database is exactly as it was. */
async function expectRefused(request: () => Promise<Awaited<ReturnType<typeof send>>>, message?: string) {
  const before = await databaseState(t.db);
  const res = await request();
  expect(res.statusCode, res.body).toBe(400);
  expect(errorOf(res).code).toBe('VALIDATION_ERROR');
  if (message) expect(errorOf(res).message).toBe(message);
  expect(await databaseState(t.db)).toEqual(before);
}

describe('a NUL character in text', () => {
  // [endpoint, where the text goes, the label the message names]
  const cases: [string, string, (body: Record<string, unknown>) => Record<string, unknown>][] = [
    ['sign-up', 'Full Name', (b) => ({ ...b, fullName: `Ada${NUL}` })],
    ['sign-up', 'Staff ID', (b) => ({ ...b, staffId: `NEW${NUL}2` })],
    ['sign-up', 'Password', (b) => ({ ...b, password: `password${NUL}123` })],
    ['sign-in', 'Staff ID', (b) => ({ ...b, staffId: `NEW${NUL}1` })],
    ['sign-in', 'Password', (b) => ({ ...b, password: `password${NUL}` })],
    ['change password', 'Current password', (b) => ({ ...b, currentPassword: `correct${NUL}` })],
    ['change password', 'Password', (b) => ({ ...b, newPassword: `pass${NUL}word99`, confirmPassword: `pass${NUL}word99` })],
    ['change password', 'Confirm password', (b) => ({ ...b, confirmPassword: `password123${NUL}` })],
    ['profile', 'Full Name', () => ({ fullName: `A${NUL}B` })],
    ['profile', 'Bio', () => ({ bio: `Hello${NUL}` })],
    ['profile', 'Specialization', () => ({ specialization: `${NUL}` })],
    ['profile', 'Avatar URL', () => ({ avatarUrl: `https://cdn.example.com/a${NUL}.png` })],
    ['answer', 'Answer', () => ({ answerText: `An${NUL}swer` })],
    ['evaluation', 'Feedback', (b) => ({ ...b, feedback: `Good${NUL}` })],
    ['quiz post', 'Title', (b) => ({ ...b, title: `Quiz${NUL}` })],
    ['quiz post', 'Description', (b) => ({ ...b, description: `About${NUL}` })],
    ['quiz post', 'Question text', (b) => ({ ...b, questions: [{ type: 'subjective', text: `Why${NUL}?` }] })],
    [
      'quiz put',
      'Option text',
      (b) => ({
        ...b,
        questions: [
          {
            type: 'multiple_choice',
            text: 'Which?',
            options: [
              { text: `Th${NUL}is`, isCorrect: true },
              { text: 'That', isCorrect: false },
            ],
          },
        ],
      }),
    ],
    ['quiz put', 'Title', (b) => ({ ...b, title: `Quiz${NUL}` })],
  ];

  it.each(cases)('%s: refuses it in %s, naming the field, and changes nothing', async (name, label, withNul) => {
    const e = bodies().find((x) => x.name === name)!;
    await expectRefused(
      () => send(e.who, e.method, e.url, withNul(e.body as Record<string, unknown>)),
      `${label} contains a character that is not allowed`,
    );
  });

  it.each([
    ['the catalogue search', () => api(t.app).get('/api/courses?q=java%00script'), 'Search contains a character that is not allowed'],
    [
      'the enrollment history search',
      () => w.student.http.get('/api/me/enrollment-history?q=a%00'),
      'Search contains a character that is not allowed',
    ],
    ['a course id in the path', () => api(t.app).get('/api/courses/%00'), 'Not a valid id'],
    ['a course id before the action', () => w.student.http.post(`/api/courses/${w.course.id}%00/enroll`), 'Not a valid id'],
    ['a certificate code', () => api(t.app).get('/api/certificates/ABCD-EFGH-IJK%00'), 'Not a certificate code'],
    ['a lesson id in the query', () => w.student.http.get(`/api/courses/${w.course.id}/quizzes?lessonId=%00`), 'Not a valid id'],
    ['a question id in the query', () => w.instructor.http.get('/api/instructor/subjective-answers?questionId=%00'), 'Not a valid id'],
  ])('refuses it in %s', async (_name, request, message) => {
    await expectRefused(request, message);
  });

  it('refuses it in the id of every write endpoint that takes no body', async () => {
    const cut = (id: string) => `${id.slice(0, 20)}%00${id.slice(21)}`;
    const cases: [Who, 'post' | 'put' | 'delete', string][] = [
      ['student', 'post', `/api/courses/${cut(w.course.id)}/enroll`],
      ['student', 'post', `/api/lessons/${cut(w.video.id)}/complete`],
      ['student', 'post', `/api/quizzes/${cut(w.quiz.id)}/attempts`],
      ['student', 'post', `/api/attempts/${cut(w.running)}/submit`],
      ['student', 'put', `/api/attempts/${w.running}/answers/${cut(w.essay.id)}`],
      ['instructor', 'delete', `/api/instructor/quizzes/${cut(w.quiz.id)}`],
    ];
    for (const [who, method, url] of cases) await expectRefused(() => client(who)[method](url, {}), 'Not a valid id');
  });
});

it('starts every case from a body the contract accepts, so each refusal is about the one value changed', () => {
  for (const e of bodies()) expect(e.schema.safeParse(e.body).error, e.name).toBeUndefined();
});

describe('values of the wrong type', () => {
  const wrong: [string, unknown][] = [
    ['an array', ['x']],
    ['an object', { a: { b: [1] } }],
    ['a huge number', 1e308],
    ['a boolean', true],
  ];

  it('refuses a body that is not an object on every endpoint, changing nothing', async () => {
    for (const e of bodies())
      for (const body of [[], 'text', 42, null])
        await expectRefused(() => client(e.who)[e.method](e.url, JSON.stringify(body), { 'content-type': 'application/json' }));
  });

  it('refuses each field of each body replaced by a value of the wrong type, changing nothing', async () => {
    for (const e of bodies())
      for (const key of Object.keys(e.body))
        for (const [, value] of wrong) {
          // The same type could be a valid value (true for a flag); no number here is in range.
          if (typeof value !== 'number' && typeof value === typeof (e.body as Record<string, unknown>)[key]) continue;
          await expectRefused(() => send(e.who, e.method, e.url, { ...e.body, [key]: value }));
        }
  });

  it('refuses a repeated query parameter where one value is expected', async () => {
    await expectRefused(() => api(t.app).get('/api/courses?q=a&q=b'), 'Search must be text');
    await expectRefused(() => api(t.app).get('/api/courses?page=1&page=2'), 'Page must be a number');
  });
});

describe('the NUL safety net', () => {
  let guarded: TestContext;
  beforeAll(async () => {
    // Routes whose text does not go through the contract's fields: the net behind them refuses a NUL.
    guarded = await buildTestApp({}, (app) => {
      app.post('/api/test/raw', { config: { access: 'public' } }, async () => ({ ok: true }));
      app.get('/api/test/raw/:name', { config: { access: 'public' }, schema: { params: z.object({ name: z.string() }) } }, async () => ({
        ok: true,
      }));
    });
  });

  it.each([
    ['a body', () => api(guarded.app).post('/api/test/raw', { deep: [{ text: `a${NUL}` }] })],
    ['an object key', () => api(guarded.app).post('/api/test/raw', { [`k${NUL}`]: 1 })],
    ['a query string', () => api(guarded.app).post('/api/test/raw?x=%00', {})],
    ['a path parameter', () => api(guarded.app).get('/api/test/raw/a%00b')],
  ])('refuses a NUL in %s that no schema checked', async (_name, request) => {
    const res = await request();
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual({ code: 'VALIDATION_ERROR', message: 'The request contains a character that is not allowed.' });
  });

  it('lets the same requests through without the NUL', async () => {
    expect((await api(guarded.app).post('/api/test/raw?x=1', { deep: [{ text: 'a' }] })).statusCode).toBe(200);
    expect((await api(guarded.app).get('/api/test/raw/ab')).statusCode).toBe(200);
  });
});
