// The response cache of the public catalogue: warm answers cost one query, and every change that
// shows in them (an enrollment, a rating, a course edit) shows on the very next request, in this
// process and in another one on the same database. A caller's own state never enters the cache.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CourseCard } from '@app/core';
import { api, buildAppOn, buildTestApp, countQueries, type TestContext } from '../../../test/app.js';
import { createCategory, createCourse, createLesson, createSection, signedIn } from '../../../test/factories.js';
import { courses, users } from '../../db/schema.js';

let a: TestContext;
let b: TestContext;

beforeAll(async () => {
  a = await buildTestApp();
  // A second server process on the same database, with a cache of its own.
  b = await buildAppOn(a);
});

const get = async (t: TestContext, url: string, cookie?: string) => {
  const res = await api(t.app, cookie).get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const cardIn = (page: { courses: CourseCard[] }, id: string) => page.courses.find((c) => c.id === id);
const homeCard = (home: { featured: CourseCard[] }, id: string) => home.featured.find((c) => c.id === id);

/** Fills both processes' caches with the list, home and the course page. */
async function warm(category: string, courseId: string) {
  for (const t of [a, b]) {
    await get(t, `/api/courses?category=${category}`);
    await get(t, '/api/home');
    await get(t, `/api/courses/${courseId}`);
  }
}

describe('catalogue response cache', () => {
  it('answers a warm page with one query, the version check, and the same bytes', async () => {
    const category = await createCategory(a.db);
    await createCourse(a.db, { categoryId: category.id });
    const url = `/api/courses?category=${category.id}`;
    const first = await api(a.app).get(url);
    let again = first;
    expect(await countQueries(a, async () => (again = await api(a.app).get(url)))).toBe(1);
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('shows an enrollment on the next list, home and course page of both processes', async () => {
    const category = await createCategory(a.db);
    const course = await createCourse(a.db, { categoryId: category.id });
    await warm(category.id, course.id);
    const { http } = await signedIn(a.app, a.db);
    expect((await http.post(`/api/courses/${course.id}/enroll`)).statusCode).toBe(201);
    for (const t of [a, b]) {
      expect(cardIn(await get(t, `/api/courses?category=${category.id}`), course.id)?.studentsCount).toBe(1);
      expect(homeCard(await get(t, '/api/home'), course.id)?.studentsCount).toBe(1);
      expect((await get(t, `/api/courses/${course.id}`)).course.studentsCount).toBe(1);
    }
  });

  it('shows a rating on the next list, home and course page of both processes', async () => {
    const category = await createCategory(a.db);
    const course = await createCourse(a.db, { categoryId: category.id });
    const { http } = await signedIn(b.app, b.db);
    await http.post(`/api/courses/${course.id}/enroll`);
    await warm(category.id, course.id);
    expect((await http.put(`/api/courses/${course.id}/review`, { rating: 4 })).statusCode).toBe(200);
    for (const t of [a, b]) {
      expect(cardIn(await get(t, `/api/courses?category=${category.id}`), course.id)).toMatchObject({ averageRating: 4, reviewCount: 1 });
      expect(homeCard(await get(t, '/api/home'), course.id)).toMatchObject({ averageRating: 4, reviewCount: 1 });
      expect((await get(t, `/api/courses/${course.id}`)).course).toMatchObject({ averageRating: 4, reviewCount: 1 });
    }
  });

  it('shows a course edited in the database, its curriculum and its instructor on the next request of both processes', async () => {
    const category = await createCategory(a.db);
    const course = await createCourse(a.db, { categoryId: category.id, title: 'Before' });
    const section = await createSection(a.db, course.id);
    await warm(category.id, course.id);

    await a.db.update(courses).set({ title: 'After', price: 25 }).where(eq(courses.id, course.id));
    await createLesson(a.db, section, { title: 'A new lesson' });
    await a.db.update(users).set({ fullName: 'Renamed Instructor' }).where(eq(users.id, course.instructorId!));
    for (const t of [a, b]) {
      expect(cardIn(await get(t, `/api/courses?category=${category.id}`), course.id)).toMatchObject({
        title: 'After',
        price: 25,
        lessonsCount: 1,
        instructor: { fullName: 'Renamed Instructor' },
      });
      expect(homeCard(await get(t, '/api/home'), course.id)?.title).toBe('After');
      const detail = (await get(t, `/api/courses/${course.id}`)).course;
      expect(detail.title).toBe('After');
      expect(detail.sections[0].lessons.map((l: { title: string }) => l.title)).toEqual(['A new lesson']);
    }

    await a.db.update(courses).set({ status: 'archived' }).where(eq(courses.id, course.id));
    for (const t of [a, b]) {
      expect(cardIn(await get(t, `/api/courses?category=${category.id}`), course.id)).toBeUndefined();
      expect((await api(t.app).get(`/api/courses/${course.id}`)).statusCode).toBe(404);
    }
  });

  it("never shows a caller's enrollment, rating or unlocked lessons to anyone else", async () => {
    const course = await createCourse(a.db);
    const section = await createSection(a.db, course.id);
    await createLesson(a.db, section, { isFree: false, title: 'Paid' });
    const learner = await signedIn(a.app, a.db);
    await learner.http.post(`/api/courses/${course.id}/enroll`);
    await learner.http.put(`/api/courses/${course.id}/review`, { rating: 5 });
    const other = await signedIn(a.app, a.db);

    // The learner asks first, so that their page would be what a shared cache held.
    for (let round = 0; round < 2; round++) {
      const mine = (await get(a, `/api/courses/${course.id}`, learner.cookie)).course;
      expect(mine.enrollment).toMatchObject({ status: 'active' });
      expect(mine.myRating).toBe(5);
      expect(mine.sections[0].lessons[0].isLocked).toBe(false);
      for (const cookie of [other.cookie, undefined]) {
        const theirs = (await get(a, `/api/courses/${course.id}`, cookie)).course;
        expect(theirs).toMatchObject({ enrollment: null, myRating: null, averageRating: 5, reviewCount: 1 });
        expect(theirs.sections[0].lessons[0].isLocked).toBe(true);
      }
    }
  });

  it('builds every answer afresh with RESPONSE_CACHE=false', async () => {
    const t = await buildTestApp({ RESPONSE_CACHE: 'false' });
    await createCourse(t.db);
    await api(t.app).get('/api/courses');
    // The page and the count, no version check.
    expect(await countQueries(t, () => api(t.app).get('/api/courses'))).toBe(2);
  });
});
