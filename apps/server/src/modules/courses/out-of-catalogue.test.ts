// A course that leaves the catalogue (archived by an admin, or taken back to draft by its
// instructor) stays its enrolled learners': the player, lessons and their files, quizzes and the
// assessment, progress, completion and the certificate. Nobody else finds it, and nobody enrolls
// in it any more. The rule is core's (inCatalogue, learnerAccess); these tests go through the
// real endpoints, archiving included.
import { randomUUID } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { COURSE_STATUSES, inCatalogue, MESSAGES } from '@app/core';
import { api, buildTestApp, databaseState, errorOf, type TestContext } from '../../../test/app.js';
import {
  createCategory,
  createCourse,
  createLesson,
  createQuiz,
  createSection,
  signedIn,
  type QuestionSpec,
} from '../../../test/factories.js';
import { courses, enrollments, files } from '../../db/schema.js';
import { isPublished } from './ownership.js';
import { ENROLLMENT_GATE_SPACE } from '../enrollments/enrollment-gate.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});

const MEDIA = Buffer.from(Array.from({ length: 3000 }, (_, i) => i % 241));
const ONE_QUESTION: QuestionSpec[] = [{ type: 'true_false', answer: true }];
type Http = ReturnType<typeof api>;
type Quiz = Awaited<ReturnType<typeof createQuiz>>;

/**
 * A published course of a text lesson (a), a free uploaded video (b), a quiz lesson (q) and a
 * course assessment, with a learner who enrolled through the endpoint and did nothing yet.
 */
async function courseWithLearner() {
  const teacher = await signedIn(t.app, t.db, { role: 'instructor' });
  const category = await createCategory(t.db);
  const title = `Retired ${randomUUID()}`;
  const course = await createCourse(t.db, { instructorId: teacher.user.id, categoryId: category.id, title });
  const section = await createSection(t.db, course.id);
  const key = `lesson/${randomUUID()}.mp4`;
  await t.app.deps.storage.put(key, MEDIA);
  const [file] = await t.db
    .insert(files)
    .values({ storageKey: key, originalName: 'b.mp4', size: MEDIA.length, mimeType: 'video/mp4', kind: 'lesson', isPublic: false })
    .returning();
  const a = await createLesson(t.db, section, { orderIndex: 0 });
  const b = await createLesson(t.db, section, { orderIndex: 1, contentType: 'video', fileId: file!.id, isFree: true });
  const q = await createLesson(t.db, section, { orderIndex: 2, contentType: 'quiz' });
  const lessonQuiz = await createQuiz(t.db, { courseId: course.id, lessonId: q.id, questions: ONE_QUESTION });
  const assessment = await createQuiz(t.db, { courseId: course.id, questions: ONE_QUESTION });
  const learner = await signedIn(t.app, t.db);
  expect((await learner.http.post(`/api/courses/${course.id}/enroll`)).statusCode).toBe(201);
  return { teacher, course, title, lessons: { a, b, q }, lessonQuiz, assessment, learner };
}

async function archive(courseId: string) {
  const admin = await signedIn(t.app, t.db, { role: 'admin' });
  const res = await admin.http.patch(`/api/admin/courses/${courseId}/status`, { status: 'archived', version: '1' });
  expect(res.statusCode, res.body).toBe(200);
  return admin;
}

/** Takes the quiz, answering right, and returns the submitted attempt. */
async function pass(http: Http, { quiz, questions }: Quiz) {
  const started = await http.post(`/api/quizzes/${quiz.id}/attempts`);
  expect(started.statusCode, started.body).toBe(201);
  const attemptId = started.json().attempt.id as string;
  const [question] = questions;
  const right = question!.options.find((o) => o.isCorrect)!.id;
  expect((await http.put(`/api/attempts/${attemptId}/answers/${question!.id}`, { optionId: right })).statusCode).toBe(200);
  const submitted = await http.post(`/api/attempts/${attemptId}/submit`);
  expect(submitted.statusCode, submitted.body).toBe(200);
  expect(submitted.json().attempt.isPassed).toBe(true);
  return attemptId;
}

const idsOf = (list: { id: string }[]) => list.map((c) => c.id);

describe('an archived course', () => {
  it('stays its learner’s: player, lessons, files, quizzes, assessment, completion and certificate', async () => {
    const { course, lessons, lessonQuiz, assessment, learner } = await courseWithLearner();
    await archive(course.id);
    const { http } = learner;

    const player = await http.get(`/api/courses/${course.id}/player`);
    expect(player.statusCode, player.body).toBe(200);
    expect(player.json()).toMatchObject({ mode: 'learner', course: { id: course.id, status: 'archived' }, nextLessonId: lessons.a.id });

    expect((await http.get(`/api/lessons/${lessons.a.id}`)).statusCode).toBe(200);
    expect((await http.post(`/api/lessons/${lessons.a.id}/complete`)).json()).toMatchObject({ progressPercentage: 33 });
    expect((await http.get(`/api/lessons/${lessons.b.id}`)).statusCode).toBe(200);
    const media = await http.get(`/api/lessons/${lessons.b.id}/media`);
    expect(media.statusCode).toBe(200);
    expect(media.rawPayload.equals(MEDIA)).toBe(true);
    expect((await http.put(`/api/lessons/${lessons.b.id}/position`, { seconds: 42 })).json()).toEqual({ positionSeconds: 42 });
    expect((await http.post(`/api/lessons/${lessons.b.id}/complete`)).statusCode).toBe(200);

    expect((await http.get(`/api/quizzes/${lessonQuiz.quiz.id}`)).statusCode).toBe(200);
    const quizzes = await http.get(`/api/courses/${course.id}/quizzes`);
    expect(idsOf(quizzes.json().quizzes).sort()).toEqual([lessonQuiz.quiz.id, assessment.quiz.id].sort());
    const attemptId = await pass(http, lessonQuiz);
    expect((await http.get(`/api/attempts/${attemptId}`)).json().results).toHaveLength(1);

    expect((await http.get(`/api/quizzes/${assessment.quiz.id}`)).statusCode).toBe(200);
    await pass(http, assessment);
    const done = (await http.get(`/api/courses/${course.id}/player`)).json();
    expect(done).toMatchObject({ progressPercentage: 100, enrollment: { status: 'completed' }, assessment: { passed: true } });
    expect(done.certificateCode).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    const certificate = await api(t.app).get(`/api/certificates/${done.certificateCode}`);
    expect(certificate.json()).toMatchObject({ courseId: course.id, courseTitle: course.title, courseInCatalogue: false });

    const mine = (await http.get('/api/me/courses')).json();
    expect(mine.enrollments).toEqual([
      expect.objectContaining({
        course: expect.objectContaining({ id: course.id }),
        courseStatus: 'archived',
        enrollment: expect.objectContaining({ status: 'completed' }),
      }),
    ]);
    expect(mine.stats).toMatchObject({ enrolledCourses: 1, completed: 1 });
    const history = (await http.get('/api/me/enrollment-history')).json();
    expect(history.items).toEqual([
      expect.objectContaining({
        course: expect.objectContaining({ id: course.id, status: 'archived' }),
        status: 'completed',
        quizzesTaken: 2,
      }),
    ]);
  });

  it('keeps what the learner had earned when it is archived, and opens in preview for its instructor', async () => {
    const { course, lessons, teacher, learner } = await courseWithLearner();
    await learner.http.post(`/api/lessons/${lessons.a.id}/complete`);
    const before = (await learner.http.get(`/api/courses/${course.id}/player`)).json();
    await archive(course.id);
    const after = (await learner.http.get(`/api/courses/${course.id}/player`)).json();
    expect(after).toEqual({ ...before, course: { ...before.course, status: 'archived' } });
    expect((await teacher.http.get(`/api/courses/${course.id}/player`)).json()).toMatchObject({ mode: 'preview' });
  });

  it('is Course Not Found to visitors and to signed-in users who never enrolled, and changes nothing for them', async () => {
    const { course, lessons, lessonQuiz, assessment } = await courseWithLearner();
    const visitor = api(t.app);
    // While published, the free video plays for anyone: what archiving takes away below.
    expect((await visitor.get(`/api/lessons/${lessons.b.id}/media`)).statusCode).toBe(200);
    await archive(course.id);
    const stranger = await signedIn(t.app, t.db);
    const otherTeacher = await signedIn(t.app, t.db, { role: 'instructor' });
    const before = await databaseState(t.db);

    for (const path of [`/api/courses/${course.id}`, `/api/courses/${course.id}/preview`, `/api/lessons/${lessons.b.id}/media`]) {
      const res = await visitor.get(path);
      expect(res.statusCode, path).toBe(404);
    }
    for (const http of [stranger.http, otherTeacher.http]) {
      for (const path of [
        `/api/courses/${course.id}`,
        `/api/courses/${course.id}/player`,
        `/api/courses/${course.id}/quizzes`,
        `/api/lessons/${lessons.a.id}`,
        `/api/lessons/${lessons.b.id}`,
        `/api/lessons/${lessons.b.id}/media`,
        `/api/quizzes/${lessonQuiz.quiz.id}`,
        `/api/quizzes/${assessment.quiz.id}`,
      ]) {
        const res = await http.get(path);
        expect(res.statusCode, path).toBe(404);
        expect(errorOf(res).code).toBe('NOT_FOUND');
      }
      expect((await http.post(`/api/lessons/${lessons.b.id}/complete`)).statusCode).toBe(404);
      expect((await http.put(`/api/lessons/${lessons.b.id}/position`, { seconds: 5 })).statusCode).toBe(404);
      expect((await http.post(`/api/quizzes/${assessment.quiz.id}/attempts`)).statusCode).toBe(404);
    }
    expect(await databaseState(t.db)).toEqual(before);
  });

  it('takes no new enrollment from anyone: 409 to whoever knows it, 404 to anyone else, nothing written', async () => {
    const { course, teacher, learner } = await courseWithLearner();
    const admin = await archive(course.id);
    const stranger = await signedIn(t.app, t.db);
    const subadmin = await signedIn(t.app, t.db, { role: 'subadmin' });
    const before = await databaseState(t.db);
    const enroll = (http: Http) => http.post(`/api/courses/${course.id}/enroll`);

    const refusals = [
      [await enroll(stranger.http), 404, { code: 'NOT_FOUND', message: MESSAGES.courseNotFound }],
      [await enroll(learner.http), 409, { code: 'CONFLICT', message: MESSAGES.courseClosedToEnrollment }],
      [await enroll(admin.http), 409, { code: 'CONFLICT', message: MESSAGES.courseClosedToEnrollment }],
      [await enroll(teacher.http), 403, { code: 'FORBIDDEN', message: MESSAGES.cannotEnrollOwnCourse }],
      [await enroll(subadmin.http), 403, { code: 'FORBIDDEN', message: MESSAGES.readOnly }],
    ] as const;
    for (const [res, status, error] of refusals) {
      expect(res.statusCode).toBe(status);
      expect(errorOf(res)).toEqual(error);
    }
    expect(await databaseState(t.db)).toEqual(before);
  });

  it('leaves the catalogue, search, home and recommendations', async () => {
    const { course, title } = await courseWithLearner();
    const other = await signedIn(t.app, t.db);
    const search = `/api/courses?q=${encodeURIComponent(title)}`;
    const listed = async () => {
      const home = (await api(t.app).get('/api/home')).json();
      const mine = (await other.http.get('/api/me/courses')).json();
      return {
        catalogue: idsOf((await api(t.app).get('/api/courses?sort=newest')).json().courses).includes(course.id),
        search: (await api(t.app).get(search)).json().total === 1,
        home: [home.hero, ...home.featured, ...home.trending, ...home.rows.flatMap((r: { courses: unknown[] }) => r.courses)]
          .filter(Boolean)
          .some((c: { id: string }) => c.id === course.id),
        recommendations: idsOf([...mine.recentlyAdded, ...mine.recommended]).includes(course.id),
      };
    };
    // The newest course is on every one of them while it is published...
    expect(await listed()).toEqual({ catalogue: true, search: true, home: true, recommendations: true });
    await archive(course.id);
    // ...and on none once archived.
    expect(await listed()).toEqual({ catalogue: false, search: false, home: false, recommendations: false });
  });
});

describe('archiving while someone enrolls', () => {
  it('makes the enrollment wait for the archiving, then refuses it: none arrives after', async () => {
    const { course } = await courseWithLearner();
    const late = await signedIn(t.app, t.db);
    // An admin's archiving closes the course's enrollment gate (as its status change does) until it commits...
    const client = await t.pool.connect();
    try {
      await client.query('begin');
      await client.query('select pg_advisory_xact_lock($1, hashtext($2))', [ENROLLMENT_GATE_SPACE, course.id]);
      await client.query("update courses set status = 'archived' where id = $1", [course.id]);
      // ...while a student enrolls: the enrollment waits at the gate, then finds the course archived.
      const enrolling = late.http.post(`/api/courses/${course.id}/enroll`);
      await waitForLockWaiter(client);
      await client.query('commit');
      const res = await enrolling;
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).message).toBe(MESSAGES.courseNotFound);
    } finally {
      client.release();
    }
    const rows = await t.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.courseId, course.id), eq(enrollments.userId, late.user.id)));
    expect(rows).toEqual([]);
  });
});

/** Until another backend waits for a lock this connection holds. */
async function waitForLockWaiter(client: { query: (sql: string) => Promise<{ rows: { n: number }[] }> }) {
  for (;;) {
    const { rows } = await client.query(
      "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and pg_backend_pid() = any(pg_blocking_pids(pid))",
    );
    if (rows[0]!.n > 0) return;
    await setTimeout(10);
  }
}

describe('a course taken back to draft', () => {
  it('stays its enrolled learner’s, as an archived one does, and closed to everyone else', async () => {
    const { course, lessons, teacher, learner } = await courseWithLearner();
    await learner.http.post(`/api/lessons/${lessons.a.id}/complete`);
    const res = await teacher.http.patch(`/api/instructor/courses/${course.id}/status`, { status: 'draft' });
    expect(res.json()).toMatchObject({ status: 'draft' });

    const player = await learner.http.get(`/api/courses/${course.id}/player`);
    expect(player.json()).toMatchObject({ mode: 'learner', course: { status: 'draft' }, completedLessons: 1, nextLessonId: lessons.b.id });
    expect((await learner.http.post(`/api/lessons/${lessons.b.id}/complete`)).json()).toMatchObject({ progressPercentage: 67 });
    const mine = (await learner.http.get('/api/me/courses')).json();
    expect(mine.enrollments).toEqual([expect.objectContaining({ courseStatus: 'draft' })]);

    const stranger = await signedIn(t.app, t.db);
    const admin = await signedIn(t.app, t.db, { role: 'admin' });
    const before = await databaseState(t.db);
    expect((await stranger.http.get(`/api/courses/${course.id}/player`)).statusCode).toBe(404);
    expect((await stranger.http.post(`/api/courses/${course.id}/enroll`)).statusCode).toBe(404);
    expect(errorOf(await admin.http.post(`/api/courses/${course.id}/enroll`))).toEqual({
      code: 'CONFLICT',
      message: MESSAGES.courseClosedToEnrollment,
    });
    expect(await databaseState(t.db)).toEqual(before);
  });
});

describe('the catalogue condition', () => {
  it('is core’s inCatalogue, status by status', async () => {
    const made = await Promise.all(COURSE_STATUSES.map((status) => createCourse(t.db, { status })));
    const listed = await t.db
      .select({ status: courses.status })
      .from(courses)
      .where(and(isPublished, inArray(courses.id, idsOf(made))));
    expect(listed.map((r) => r.status)).toEqual(COURSE_STATUSES.filter((status) => inCatalogue({ status })));
  });
});
