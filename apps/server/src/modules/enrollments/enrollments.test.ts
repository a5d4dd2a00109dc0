import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/core';
import { api, buildTestApp, errorOf, type TestContext } from '../../../test/app.js';
import { createCategory, createCourse, createStudent, enrollUser, signedIn } from '../../../test/factories.js';
import { courseReviews, courses, enrollments, quizAttempts, quizzes } from '../../db/schema.js';
import { foldEnrollmentCounts } from './counts.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});

const enrollmentCount = async (courseId: string) =>
  (
    await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(enrollments)
      .where(eq(enrollments.courseId, courseId))
  )[0]!.n;

describe('enrolling', () => {
  it('enrolls a student in a published course, active at 0%', async () => {
    const course = await createCourse(t.db);
    const { http, user } = await signedIn(t.app, t.db);
    const res = await http.post(`/api/courses/${course.id}/enroll`);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Successfully enrolled in the course!',
      enrollment: { status: 'active', progressPercentage: 0 },
    });
    const [row] = await t.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.userId, user.id), eq(enrollments.courseId, course.id)));
    expect(row).toBeTruthy();
    const [c] = await t.db.select({ n: courses.enrollmentCount }).from(courses).where(eq(courses.id, course.id));
    expect(c!.n).toBe(1);
  });

  it('is idempotent under a double click and concurrent requests: one row, no error', async () => {
    const course = await createCourse(t.db);
    const { http } = await signedIn(t.app, t.db);
    const results = await Promise.all(Array.from({ length: 5 }, () => http.post(`/api/courses/${course.id}/enroll`)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.json().enrollment.id)).size).toBe(1);
    expect(await enrollmentCount(course.id)).toBe(1);
    const [c] = await t.db.select({ n: courses.enrollmentCount }).from(courses).where(eq(courses.id, course.id));
    expect(c!.n).toBe(1);
  });

  it('counts concurrent enrollments of different students exactly', async () => {
    const course = await createCourse(t.db);
    const clients = await Promise.all(Array.from({ length: 6 }, () => signedIn(t.app, t.db)));
    await Promise.all(clients.map((c) => c.http.post(`/api/courses/${course.id}/enroll`)));
    // An enrollment's own fold skips the course row while another enrollment's fold holds it; the
    // minute's job folds what was skipped (counts.ts), as here.
    await foldEnrollmentCounts(t.db);
    const [c] = await t.db.select({ n: courses.enrollmentCount }).from(courses).where(eq(courses.id, course.id));
    expect(c!.n).toBe(6);
  });

  it.each(['draft', 'archived'] as const)('refuses a %s course with 404 and creates nothing', async (status) => {
    const course = await createCourse(t.db, { status });
    const { http } = await signedIn(t.app, t.db);
    const res = await http.post(`/api/courses/${course.id}/enroll`);
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe(MESSAGES.courseNotFound);
    expect(await enrollmentCount(course.id)).toBe(0);
  });

  it('needs a session, and refuses the read-only subadmin', async () => {
    const course = await createCourse(t.db);
    expect((await api(t.app).post(`/api/courses/${course.id}/enroll`)).statusCode).toBe(401);
    const sub = await signedIn(t.app, t.db, { role: 'subadmin' });
    expect((await sub.http.post(`/api/courses/${course.id}/enroll`)).statusCode).toBe(403);
    expect(await enrollmentCount(course.id)).toBe(0);
  });

  it('does not restore a deactivated enrollment: 403 ENROLLMENT_INACTIVE, nothing changes', async () => {
    const course = await createCourse(t.db);
    const { http, user } = await signedIn(t.app, t.db);
    await enrollUser(t.db, user.id, course.id, { status: 'inactive' });
    const res = await http.post(`/api/courses/${course.id}/enroll`);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res)).toEqual({ code: 'ENROLLMENT_INACTIVE', message: MESSAGES.enrollmentInactive });
    const [row] = await t.db
      .select({ status: enrollments.status })
      .from(enrollments)
      .where(and(eq(enrollments.userId, user.id), eq(enrollments.courseId, course.id)));
    expect(row!.status).toBe('inactive');
  });

  it('refuses an unknown or malformed course id', async () => {
    const { http } = await signedIn(t.app, t.db);
    expect((await http.post('/api/courses/00000000-0000-4000-8000-000000000000/enroll')).statusCode).toBe(404);
    expect((await http.post('/api/courses/nope/enroll')).statusCode).toBe(400);
  });
});

describe('my courses', () => {
  it('lists only my enrollments with stats, and rows of other courses', async () => {
    const cat = await createCategory(t.db);
    const a = await createCourse(t.db, { categoryId: cat.id, durationHours: 4 });
    const b = await createCourse(t.db, { categoryId: cat.id, durationHours: 6 });
    const other = await createCourse(t.db, { categoryId: cat.id });
    const { http, user } = await signedIn(t.app, t.db);
    await enrollUser(t.db, user.id, a.id, { progressPercentage: 100, status: 'completed', completedAt: new Date() });
    await enrollUser(t.db, user.id, b.id, { progressPercentage: 25 });
    const stranger = await createStudent(t.db);
    await enrollUser(t.db, stranger.id, other.id);

    const body = (await http.get('/api/me/courses')).json();
    expect(body.enrollments.map((e: { course: { id: string } }) => e.course.id).sort()).toEqual([a.id, b.id].sort());
    expect(body.stats).toEqual({ enrolledCourses: 2, learningHours: 10, averageProgress: 63, completed: 1 });
    const ids = [...body.recentlyAdded, ...body.recommended].map((c: { id: string }) => c.id);
    expect(ids).not.toContain(a.id);
    expect(body.recommended.map((c: { id: string }) => c.id)).toContain(other.id);
    expect(JSON.stringify(body)).not.toContain(stranger.id);
  });

  it('keeps courses that left the catalogue, saying so, and counts as completed only completed enrollments', async () => {
    const live = await createCourse(t.db, { durationHours: 2 });
    const archived = await createCourse(t.db, { durationHours: 3, status: 'archived' });
    const draft = await createCourse(t.db, { durationHours: 1, status: 'draft' });
    const { http, user } = await signedIn(t.app, t.db);
    await enrollUser(t.db, user.id, live.id, { progressPercentage: 100, status: 'completed', completedAt: new Date() });
    await enrollUser(t.db, user.id, archived.id, { progressPercentage: 50 });
    // Every lesson done, the course assessment not yet passed: still active, not completed.
    await enrollUser(t.db, user.id, draft.id, { progressPercentage: 100 });

    const body = (await http.get('/api/me/courses')).json();
    const statusOf = Object.fromEntries(
      body.enrollments.map((e: { course: { id: string }; courseStatus: string }) => [e.course.id, e.courseStatus]),
    );
    expect(statusOf).toEqual({ [live.id]: 'published', [archived.id]: 'archived', [draft.id]: 'draft' });
    expect(body.stats).toEqual({ enrolledCourses: 3, learningHours: 6, averageProgress: 83, completed: 1 });
  });

  it('needs a session', async () => {
    expect((await api(t.app).get('/api/me/courses')).statusCode).toBe(401);
  });
});

describe('enrollment history', () => {
  it('pages by 10, searches by title and counts my quiz attempts per course', async () => {
    const { http, user } = await signedIn(t.app, t.db);
    const made = [];
    const ops = await createCategory(t.db, 'Ops');
    for (let i = 0; i < 12; i++) {
      const c = await createCourse(t.db, { title: i === 3 ? 'Kubernetes Deep Dive' : `History Course ${i}`, categoryId: ops.id });
      await enrollUser(t.db, user.id, c.id, { enrolledAt: new Date(Date.UTC(2026, 0, i + 1)) });
      made.push(c);
    }
    const [quiz] = await t.db.insert(quizzes).values({ title: 'Final', courseId: made[3]!.id, quizType: 'course' }).returning();
    const other = await createStudent(t.db);
    await t.db.insert(quizAttempts).values([
      { quizId: quiz!.id, userId: user.id, attemptNumber: 1, completedAt: new Date() },
      { quizId: quiz!.id, userId: user.id, attemptNumber: 2 },
      { quizId: quiz!.id, userId: other.id, attemptNumber: 1, completedAt: new Date() },
    ]);

    const first = (await http.get('/api/me/enrollment-history')).json();
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    expect(first.items).toHaveLength(10);
    expect(first.items[0].course.title).toBe('History Course 11');
    expect(first.stats).toMatchObject({ enrolledCourses: 12, quizzesTaken: 2, quizzesSubmitted: 1 });

    expect((await http.get('/api/me/enrollment-history?page=2')).json().items).toHaveLength(2);
    const found = (await http.get('/api/me/enrollment-history?q=kubernetes')).json();
    expect(found.total).toBe(1);
    expect(found.items[0]).toMatchObject({
      quizzesTaken: 2,
      submitted: true,
      course: { title: 'Kubernetes Deep Dive', categoryName: 'Ops' },
    });
  });

  it.each(['?page=0', '?page=abc', `?q=${'x'.repeat(5000)}`, '?sort=evil'])('refuses %s', async (q) => {
    const { http } = await signedIn(t.app, t.db);
    expect((await http.get(`/api/me/enrollment-history${q}`)).statusCode).toBe(400);
  });
});

describe('ratings', () => {
  it('lets an enrolled student rate once and change it; averages follow', async () => {
    const course = await createCourse(t.db);
    const one = await signedIn(t.app, t.db);
    const two = await signedIn(t.app, t.db);
    await enrollUser(t.db, one.user.id, course.id);
    await enrollUser(t.db, two.user.id, course.id);
    expect((await one.http.put(`/api/courses/${course.id}/review`, { rating: 5 })).json()).toMatchObject({
      averageRating: 5,
      reviewCount: 1,
    });
    expect((await two.http.put(`/api/courses/${course.id}/review`, { rating: 2 })).json()).toMatchObject({
      averageRating: 3.5,
      reviewCount: 2,
    });
    expect((await one.http.put(`/api/courses/${course.id}/review`, { rating: 3 })).json()).toMatchObject({
      averageRating: 2.5,
      reviewCount: 2,
    });
    const rows = await t.db.select().from(courseReviews).where(eq(courseReviews.courseId, course.id));
    expect(rows).toHaveLength(2);
    expect((await one.http.get(`/api/courses/${course.id}`)).json().course.myRating).toBe(3);
  });

  it('refuses a student who is not enrolled, and bad ratings, changing nothing', async () => {
    const course = await createCourse(t.db);
    const outsider = await signedIn(t.app, t.db);
    const res = await outsider.http.put(`/api/courses/${course.id}/review`, { rating: 5 });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe(MESSAGES.enrollFirstToRate);
    const member = await signedIn(t.app, t.db);
    await enrollUser(t.db, member.user.id, course.id);
    for (const rating of [0, 6, 3.5, '5', null]) {
      expect((await member.http.put(`/api/courses/${course.id}/review`, { rating })).statusCode).toBe(400);
    }
    expect(await t.db.select().from(courseReviews).where(eq(courseReviews.courseId, course.id))).toHaveLength(0);
  });

  it('refuses ratings for draft and archived courses, even from their learners', async () => {
    const member = await signedIn(t.app, t.db);
    for (const status of ['draft', 'archived'] as const) {
      const course = await createCourse(t.db, { status });
      await enrollUser(t.db, member.user.id, course.id);
      const res = await member.http.put(`/api/courses/${course.id}/review`, { rating: 4 });
      expect(res.statusCode, status).toBe(404);
      expect(errorOf(res).message).toBe(MESSAGES.courseNotFound);
      expect(await t.db.select().from(courseReviews).where(eq(courseReviews.courseId, course.id))).toHaveLength(0);
    }
  });
});
