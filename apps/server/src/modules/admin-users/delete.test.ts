// Deleting an account over HTTP: what a learner earned goes with them except their certificates
// (still verifiable, with the name as issued); a teacher's courses need someone to take them over;
// oneself never; the sessions end; the audit row remembers who it was.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type CompleteLessonResponse, type UserDeleteResponse } from '@app/core';
import { api, buildTestApp, databaseState, errorOf, type TestContext } from '../../../test/app.js';
import {
  createCourse,
  createInstructor,
  createLesson,
  createQuiz,
  createSection,
  createStudent,
  login,
  signedIn,
} from '../../../test/factories.js';
import {
  auditEvents,
  certificates,
  courses,
  enrollments,
  lessonProgress,
  quizAttempts,
  quizzes,
  sessions,
  users,
} from '../../db/schema.js';

let t: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedIn(t.app, t.db, { role: 'admin' });
});

const remove = (id: string, body?: unknown, http = admin.http) => http.delete(`/api/admin/users/${id}`, body);
const exists = async (id: string) => (await t.db.select({ id: users.id }).from(users).where(eq(users.id, id))).length === 1;

/** A learner who completed a one-lesson course (certificate issued), rated it and tried its quiz. */
async function graduate() {
  const teacher = await createInstructor(t.db);
  const course = await createCourse(t.db, { instructorId: teacher.id, title: 'Kept Course' });
  const lesson = await createLesson(t.db, await createSection(t.db, course.id));
  const learner = await createStudent(t.db, { fullName: 'Gina Graduate' });
  const http = api(t.app, await login(t.app, learner));
  expect((await http.post(`/api/courses/${course.id}/enroll`)).statusCode).toBe(201);
  const done = (await http.post(`/api/lessons/${lesson.id}/complete`)).json() as CompleteLessonResponse;
  expect(done.certificateCode).not.toBeNull();
  expect((await http.put(`/api/courses/${course.id}/review`, { rating: 5 })).statusCode).toBe(200);
  // A quiz added after the completion, tried once.
  const { quiz } = await createQuiz(t.db, { courseId: course.id, questions: [{ type: 'true_false', answer: true }] });
  expect((await http.post(`/api/quizzes/${quiz.id}/attempts`)).statusCode).toBeLessThan(300);
  return { learner, course, http, code: done.certificateCode! };
}

describe('DELETE /api/admin/users/{id}', () => {
  it("takes a learner's enrollments, progress, attempts and rating, and keeps their certificate verifiable", async () => {
    const { learner, course, http, code } = await graduate();
    for (const table of [enrollments, lessonProgress, quizAttempts, sessions] as const)
      expect(await t.db.select().from(table).where(eq(table.userId, learner.id))).not.toEqual([]);
    const res = await remove(learner.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual<UserDeleteResponse>({ message: MESSAGES.userDeleted, transferredCourses: 0 });

    expect(await exists(learner.id)).toBe(false);
    for (const table of [enrollments, lessonProgress, quizAttempts, sessions] as const)
      expect(await t.db.select().from(table).where(eq(table.userId, learner.id))).toEqual([]);
    const [counters] = await t.db
      .select({ enrolled: courses.enrollmentCount, reviews: courses.reviewCount })
      .from(courses)
      .where(eq(courses.id, course.id));
    expect(counters).toEqual({ enrolled: 0, reviews: 0 });
    expect((await http.get('/api/me/courses')).statusCode).toBe(401);

    // Anyone holding the code can still check it, with the name it was issued to.
    const verified = await api(t.app).get(`/api/certificates/${code}`);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ code, learnerName: 'Gina Graduate', courseTitle: 'Kept Course' });
    expect((await api(t.app).get(`/api/certificates/${code}/pdf`)).statusCode).toBe(200);
    expect(await t.db.select({ userId: certificates.userId }).from(certificates).where(eq(certificates.code, code))).toEqual([
      { userId: null },
    ]);

    const [audit] = await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, learner.id));
    expect(audit).toMatchObject({
      action: 'user.deleted',
      actorId: admin.user.id,
      before: { fullName: 'Gina Graduate', role: 'student' },
      after: null,
    });
  });

  it('deletes without a body, as a bare DELETE sends it', async () => {
    const learner = await createStudent(t.db);
    const res = await api(t.app, admin.cookie).delete(`/api/admin/users/${learner.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await exists(learner.id)).toBe(false);
  });

  it('refuses to delete a teacher whose courses nobody takes over (409), then hands them over and deletes', async () => {
    const teacher = await createInstructor(t.db, { fullName: 'Ivo Instructor' });
    const course = await createCourse(t.db, { instructorId: teacher.id, status: 'archived' });
    const { quiz } = await createQuiz(t.db, { courseId: course.id, instructorId: teacher.id });
    const before = await databaseState(t.db);
    const refused = await remove(teacher.id);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe('Ivo Instructor teaches 1 course. Choose another instructor to take it over.');
    expect(await databaseState(t.db)).toEqual(before);

    const student = await createStudent(t.db);
    expect((await remove(teacher.id, { transferCoursesTo: student.id })).statusCode).toBe(400);

    const heir = await createInstructor(t.db);
    const res = await remove(teacher.id, { transferCoursesTo: heir.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ transferredCourses: 1 });
    expect(await exists(teacher.id)).toBe(false);
    expect((await t.db.select({ by: courses.instructorId }).from(courses).where(eq(courses.id, course.id)))[0]!.by).toBe(heir.id);
    expect((await t.db.select({ by: quizzes.instructorId }).from(quizzes).where(eq(quizzes.id, quiz.id)))[0]!.by).toBe(heir.id);
    const actions = (await t.db.select({ action: auditEvents.action, entityId: auditEvents.entityId }).from(auditEvents)).filter((e) =>
      [teacher.id, course.id].includes(e.entityId!),
    );
    expect(actions).toEqual(
      expect.arrayContaining([
        { action: 'course.instructor_changed', entityId: course.id },
        { action: 'user.deleted', entityId: teacher.id },
      ]),
    );
  });

  it('refuses an admin deleting themself, changing nothing', async () => {
    const before = await databaseState(t.db);
    const res = await remove(admin.user.id);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe('You cannot delete your own account. Another admin can.');
    expect(await databaseState(t.db)).toEqual(before);
  });

  it('deletes another admin (the platform keeps one) and ends their sessions', async () => {
    const other = await signedIn(t.app, t.db, { role: 'admin' });
    expect((await remove(other.user.id)).statusCode).toBe(200);
    expect((await other.http.get('/api/admin/users')).statusCode).toBe(401);
  });

  it.each([
    ['a hand-over that is not an id', { transferCoursesTo: 'someone' }, 'Not a valid id'],
    ['another field', { force: true }, 'Unrecognized key'],
    ['a list', [1, 2], 'expected object'],
  ])('refuses %s with a 400', async (_case, body, message) => {
    const learner = await createStudent(t.db);
    const before = await databaseState(t.db);
    const res = await remove(learner.id, body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toContain(message);
    expect(await databaseState(t.db)).toEqual(before);
  });

  it('answers 400 for an id that is not one, 404 for an account that does not exist', async () => {
    expect((await remove('x')).statusCode).toBe(400);
    const missing = await remove('00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe(MESSAGES.userNotFound);
  });
});
