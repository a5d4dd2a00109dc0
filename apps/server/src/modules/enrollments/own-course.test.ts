// Who may enroll in a course and rate it: never its own instructor (who would lift its rating and
// its place in 'Most Popular'), and only learners whose enrollment is active or completed.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/core';
import { api, buildTestApp, errorOf, type TestContext } from '../../../test/app.js';
import { createCourse, enrollUser, signedIn } from '../../../test/factories.js';
import { courseReviews, courses, enrollments } from '../../db/schema.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});

/** What enrolling and rating change: the course's counters, its enrollments and its reviews. */
const courseState = async (courseId: string) => ({
  course: (
    await t.db
      .select({ enrollmentCount: courses.enrollmentCount, reviewCount: courses.reviewCount, ratingSum: courses.ratingSum })
      .from(courses)
      .where(eq(courses.id, courseId))
  )[0],
  enrollments: await t.db
    .select({ userId: enrollments.userId, status: enrollments.status })
    .from(enrollments)
    .where(eq(enrollments.courseId, courseId)),
  reviews: await t.db
    .select({ userId: courseReviews.userId, rating: courseReviews.rating })
    .from(courseReviews)
    .where(eq(courseReviews.courseId, courseId)),
});

describe('enrolling in a course one teaches', () => {
  it.each(['instructor', 'admin'] as const)("is refused to the course's own %s with 403, changing nothing", async (role) => {
    const owner = await signedIn(t.app, t.db, { role });
    const course = await createCourse(t.db, { instructorId: owner.user.id });
    const before = await courseState(course.id);
    const res = await owner.http.post(`/api/courses/${course.id}/enroll`);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res)).toEqual({ code: 'FORBIDDEN', message: MESSAGES.cannotEnrollOwnCourse });
    expect(await courseState(course.id)).toEqual(before);
  });

  it.each(['instructor', 'admin'] as const)("is allowed to an %s in somebody else's course", async (role) => {
    const learner = await signedIn(t.app, t.db, { role });
    const course = await createCourse(t.db);
    expect((await learner.http.post(`/api/courses/${course.id}/enroll`)).statusCode).toBe(201);
    expect((await learner.http.put(`/api/courses/${course.id}/review`, { rating: 4 })).statusCode).toBe(200);
  });
});

describe('rating', () => {
  it("is refused to the course's own instructor even with an enrollment, leaving the rating as it was", async () => {
    const owner = await signedIn(t.app, t.db, { role: 'instructor' });
    const course = await createCourse(t.db, { instructorId: owner.user.id });
    // An enrollment from before the rule (or written straight into the database).
    await enrollUser(t.db, owner.user.id, course.id, { status: 'completed' });
    const before = await courseState(course.id);
    const res = await owner.http.put(`/api/courses/${course.id}/review`, { rating: 5 });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res)).toEqual({ code: 'FORBIDDEN', message: MESSAGES.cannotRateOwnCourse });
    expect(await courseState(course.id)).toEqual(before);
  });

  it('is refused to a learner whose enrollment is inactive, and their earlier rating stays', async () => {
    const course = await createCourse(t.db);
    const { http, user } = await signedIn(t.app, t.db);
    await enrollUser(t.db, user.id, course.id);
    expect((await http.put(`/api/courses/${course.id}/review`, { rating: 2 })).statusCode).toBe(200);
    await t.db
      .update(enrollments)
      .set({ status: 'inactive' })
      .where(and(eq(enrollments.userId, user.id), eq(enrollments.courseId, course.id)));
    const before = await courseState(course.id);
    const res = await http.put(`/api/courses/${course.id}/review`, { rating: 5 });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res)).toEqual({ code: 'ENROLLMENT_INACTIVE', message: MESSAGES.inactiveCannotRate });
    expect(await courseState(course.id)).toEqual(before);
  });

  it('is allowed with a completed enrollment', async () => {
    const course = await createCourse(t.db);
    const { http, user } = await signedIn(t.app, t.db);
    await enrollUser(t.db, user.id, course.id, { status: 'completed', progressPercentage: 100 });
    const res = await http.put(`/api/courses/${course.id}/review`, { rating: 5 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ rating: 5, reviewCount: 1 });
  });
});

describe('course detail', () => {
  it('tells the caller whether they teach the course', async () => {
    const owner = await signedIn(t.app, t.db, { role: 'instructor' });
    const other = await signedIn(t.app, t.db, { role: 'instructor' });
    const course = await createCourse(t.db, { instructorId: owner.user.id });
    const teaches = async (http: ReturnType<typeof api>) => (await http.get(`/api/courses/${course.id}`)).json().course.teachesCourse;
    expect(await teaches(owner.http)).toBe(true);
    expect(await teaches(other.http)).toBe(false);
    expect(await teaches(api(t.app))).toBe(false);
  });
});
