// The authorization policy over real HTTP: each row is (who, action, whose record) and the status
// the API must answer. Every refusal must leave every table as it was. "owner" is the instructor
// whose course each record belongs to; "instructor" is another one.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { api, buildTestApp, databaseState, type TestContext } from '../../test/app.js';
import { createCourse, createLesson, createQuiz, createSection, enrollUser, signedIn } from '../../test/factories.js';
import { quizAnswers } from '../db/schema.js';

let t: TestContext;
type Http = ReturnType<typeof api>;
const WHO = ['anonymous', 'student', 'owner', 'instructor', 'admin', 'subadmin'] as const;
type Who = (typeof WHO)[number];
const actors = {} as Record<Who, { http: Http; id: string | null }>;

beforeAll(async () => {
  t = await buildTestApp();
  actors.anonymous = { http: api(t.app), id: null };
  for (const [who, role] of [
    ['student', 'student'],
    ['owner', 'instructor'],
    ['instructor', 'instructor'],
    ['admin', 'admin'],
    ['subadmin', 'subadmin'],
  ] as const) {
    const s = await signedIn(t.app, t.db, { role });
    actors[who] = { http: s.http, id: s.user.id };
  }
});

/** The owner's published course with a quiz lesson, its quiz (one essay question) and a draft course. */
async function ownerCourse() {
  const course = await createCourse(t.db, { instructorId: actors.owner.id! });
  const section = await createSection(t.db, course.id);
  const quizLesson = await createLesson(t.db, section, { orderIndex: 0, contentType: 'quiz' });
  await createLesson(t.db, section, { orderIndex: 1 });
  const { quiz, questions } = await createQuiz(t.db, {
    courseId: course.id,
    lessonId: quizLesson.id,
    instructorId: actors.owner.id!,
    questions: [{ type: 'subjective', points: 4 }],
  });
  const draft = await createCourse(t.db, { instructorId: actors.owner.id!, status: 'draft' });
  await createLesson(t.db, await createSection(t.db, draft.id));
  return { course, quizLessonId: quizLesson.id, quiz, question: questions[0]!, draft };
}

/** A learner of the owner's course with an attempt at its quiz: submitted (its essay waits for grading) or still open. */
async function learnerAttempt(submit: boolean) {
  const world = await ownerCourse();
  const learner = await signedIn(t.app, t.db);
  await enrollUser(t.db, learner.user.id, world.course.id);
  const attemptId = (await learner.http.post(`/api/quizzes/${world.quiz.id}/attempts`)).json().attempt.id as string;
  await learner.http.put(`/api/attempts/${attemptId}/answers/${world.question.id}`, { answerText: 'My essay.' });
  if (submit) expect((await learner.http.post(`/api/attempts/${attemptId}/submit`)).statusCode).toBe(200);
  const [answer] = await t.db
    .select({ id: quizAnswers.id })
    .from(quizAnswers)
    .where(and(eq(quizAnswers.attemptId, attemptId), eq(quizAnswers.questionId, world.question.id)));
  return { ...world, attemptId, answerId: answer!.id };
}

/** A learner enrolled in the owner's course. */
async function courseLearner() {
  const world = await ownerCourse();
  const learner = await signedIn(t.app, t.db);
  const enrollment = await enrollUser(t.db, learner.user.id, world.course.id);
  return { ...world, enrollmentId: enrollment.id };
}

interface Action {
  /** Makes the records the request is about, as `who` finds them, and says what to send. */
  request: (who: Who) => Promise<{
    method: 'get' | 'post' | 'put' | 'patch' | 'delete';
    url: string;
    body?: unknown;
    check?: (res: LightMyRequestResponse) => void;
  }>;
  /** The status each actor gets. */
  expect: Record<Who, number>;
}

const ACTIONS: Record<string, Action> = {
  'read a quiz of the course for editing': {
    request: async () => ({ method: 'get', url: `/api/instructor/quizzes/${(await ownerCourse()).quiz.id}` }),
    expect: { anonymous: 401, student: 403, owner: 200, instructor: 404, admin: 200, subadmin: 403 },
  },
  'read the statistics of a quiz of the course': {
    request: async () => ({ method: 'get', url: `/api/instructor/quizzes/${(await ownerCourse()).quiz.id}/statistics` }),
    expect: { anonymous: 401, student: 403, owner: 200, instructor: 404, admin: 200, subadmin: 403 },
  },
  'create a quiz in the course': {
    request: async () => ({
      method: 'post',
      url: '/api/instructor/quizzes',
      body: {
        title: 'New quiz',
        courseId: (await ownerCourse()).course.id,
        questions: [{ type: 'true_false', text: 'Yes?', correctAnswer: true }],
      },
    }),
    expect: { anonymous: 401, student: 403, owner: 201, instructor: 404, admin: 201, subadmin: 403 },
  },
  'unpublish a quiz of the course': {
    request: async () => ({
      method: 'patch',
      url: `/api/instructor/quizzes/${(await ownerCourse()).quiz.id}/publish`,
      body: { isPublished: false },
    }),
    expect: { anonymous: 401, student: 403, owner: 200, instructor: 404, admin: 200, subadmin: 403 },
  },
  'delete a quiz of the course': {
    request: async () => ({ method: 'delete', url: `/api/instructor/quizzes/${(await ownerCourse()).quiz.id}` }),
    expect: { anonymous: 401, student: 403, owner: 200, instructor: 404, admin: 200, subadmin: 403 },
  },
  'list the answers waiting for grading (sees the course’s answer only if it grades it)': {
    request: async (who) => {
      const { answerId } = await learnerAttempt(true);
      return {
        method: 'get',
        url: '/api/instructor/subjective-answers',
        check: (res) => {
          const ids = (res.json().answers as { id: string }[]).map((a) => a.id);
          expect(ids.includes(answerId)).toBe(who === 'owner' || who === 'admin');
        },
      };
    },
    expect: { anonymous: 401, student: 403, owner: 200, instructor: 200, admin: 200, subadmin: 403 },
  },
  'grade an answer to a quiz of the course': {
    request: async () => ({
      method: 'post',
      url: `/api/instructor/subjective-answers/${(await learnerAttempt(true)).answerId}/evaluation`,
      body: { points: 3 },
    }),
    expect: { anonymous: 401, student: 403, owner: 200, instructor: 404, admin: 200, subadmin: 403 },
  },
  'open a draft course in the player (preview)': {
    request: async () => ({
      method: 'get',
      url: `/api/courses/${(await ownerCourse()).draft.id}/player`,
      check: (res) => expect(res.json().mode).toBe('preview'),
    }),
    expect: { anonymous: 401, student: 404, owner: 200, instructor: 404, admin: 200, subadmin: 404 },
  },
  'open a published course in the player without an enrollment': {
    request: async () => ({ method: 'get', url: `/api/courses/${(await ownerCourse()).course.id}/player` }),
    expect: { anonymous: 401, student: 403, owner: 200, instructor: 403, admin: 200, subadmin: 403 },
  },
  'enroll in the course': {
    request: async () => ({ method: 'post', url: `/api/courses/${(await ownerCourse()).course.id}/enroll` }),
    expect: { anonymous: 401, student: 201, owner: 403, instructor: 201, admin: 201, subadmin: 403 },
  },
  'rate the course without an enrollment': {
    request: async () => ({ method: 'put', url: `/api/courses/${(await ownerCourse()).course.id}/review`, body: { rating: 5 } }),
    expect: { anonymous: 401, student: 403, owner: 403, instructor: 403, admin: 403, subadmin: 403 },
  },
  'rate the course with an active enrollment (the owner’s put in by hand)': {
    request: async (who) => {
      const { course } = await ownerCourse();
      if (actors[who].id) await enrollUser(t.db, actors[who].id, course.id);
      return { method: 'put', url: `/api/courses/${course.id}/review`, body: { rating: 4 } };
    },
    expect: { anonymous: 401, student: 200, owner: 403, instructor: 200, admin: 200, subadmin: 403 },
  },
  'read another learner’s quiz attempt': {
    request: async () => ({ method: 'get', url: `/api/attempts/${(await learnerAttempt(false)).attemptId}` }),
    expect: { anonymous: 401, student: 404, owner: 404, instructor: 404, admin: 404, subadmin: 404 },
  },
  'answer in another learner’s quiz attempt': {
    request: async () => {
      const { attemptId, question } = await learnerAttempt(false);
      return { method: 'put', url: `/api/attempts/${attemptId}/answers/${question.id}`, body: { answerText: 'Not mine.' } };
    },
    expect: { anonymous: 401, student: 404, owner: 404, instructor: 404, admin: 404, subadmin: 403 },
  },
  'submit another learner’s quiz attempt': {
    request: async () => ({ method: 'post', url: `/api/attempts/${(await learnerAttempt(false)).attemptId}/submit` }),
    expect: { anonymous: 401, student: 404, owner: 404, instructor: 404, admin: 404, subadmin: 403 },
  },
  'change their own profile': {
    request: async () => ({ method: 'patch', url: '/api/profile', body: { fullName: 'A New Name' } }),
    expect: { anonymous: 401, student: 200, owner: 200, instructor: 200, admin: 200, subadmin: 403 },
  },
  'list the students of the course': {
    request: async () => ({ method: 'get', url: `/api/instructor/students?courseId=${(await learnerAttempt(true)).course.id}` }),
    expect: { anonymous: 401, student: 403, owner: 200, instructor: 404, admin: 200, subadmin: 200 },
  },
  'list all their students (sees the course’s learner only if it monitors the course)': {
    request: async (who) => {
      const { course } = await learnerAttempt(true);
      return {
        method: 'get',
        url: '/api/instructor/students?sort=enrolled&dir=desc',
        check: (res) => {
          const courses = (res.json().students as { course: { id: string } }[]).map((s) => s.course.id);
          expect(courses.includes(course.id)).toBe(who !== 'instructor');
        },
      };
    },
    expect: { anonymous: 401, student: 403, owner: 200, instructor: 200, admin: 200, subadmin: 200 },
  },
  'export the students of the course': {
    request: async () => ({ method: 'get', url: `/api/instructor/students/export?courseId=${(await learnerAttempt(true)).course.id}` }),
    expect: { anonymous: 401, student: 403, owner: 200, instructor: 404, admin: 200, subadmin: 200 },
  },
  'read a learner’s detail in the course': {
    request: async () => ({ method: 'get', url: `/api/instructor/enrollments/${(await courseLearner()).enrollmentId}` }),
    expect: { anonymous: 401, student: 403, owner: 200, instructor: 404, admin: 200, subadmin: 200 },
  },
  'deactivate a learner’s enrollment in the course': {
    request: async () => ({
      method: 'patch',
      url: `/api/instructor/enrollments/${(await courseLearner()).enrollmentId}/status`,
      body: { status: 'inactive' },
    }),
    expect: { anonymous: 401, student: 403, owner: 200, instructor: 404, admin: 200, subadmin: 403 },
  },
  'read the analytics of the course': {
    request: async () => ({ method: 'get', url: `/api/instructor/analytics?period=30&courseId=${(await ownerCourse()).course.id}` }),
    expect: { anonymous: 401, student: 403, owner: 200, instructor: 404, admin: 200, subadmin: 200 },
  },
  'read the learner funnel of the course': {
    request: async () => ({ method: 'get', url: `/api/instructor/analytics/courses/${(await ownerCourse()).course.id}?period=365` }),
    expect: { anonymous: 401, student: 403, owner: 200, instructor: 404, admin: 200, subadmin: 200 },
  },
  'set their own specialization': {
    request: async () => ({ method: 'patch', url: '/api/profile', body: { specialization: 'Databases' } }),
    expect: { anonymous: 401, student: 400, owner: 200, instructor: 200, admin: 400, subadmin: 403 },
  },
};

const rows = Object.entries(ACTIONS).flatMap(([action, a]) => WHO.map((who) => [action, who, a.expect[who]] as const));

describe('the policy, over HTTP', () => {
  it.each(rows)('%s: %s gets %i', async (action, who, status) => {
    const { method, url, body, check } = await ACTIONS[action]!.request(who);
    const before = await databaseState(t.db);
    const http = actors[who].http;
    const res = method === 'get' ? await http.get(url) : await http[method](url, body);
    expect(res.statusCode, res.body).toBe(status);
    if (status >= 400) expect(await databaseState(t.db)).toEqual(before);
    else check?.(res);
  });
});
