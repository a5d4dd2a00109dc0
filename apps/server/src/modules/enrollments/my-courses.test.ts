// My courses' side rows, now chosen in one statement: what each row holds, and that the number
// of statements does not grow with the learner's enrollments.
import { beforeAll, describe, expect, it } from 'vitest';
import type { CourseCard } from '@app/core';
import { buildTestApp, countQueries, type TestContext } from '../../../test/app.js';
import { createCategory, createCourse, createStudent, enrollUser, signedIn } from '../../../test/factories.js';

let t: TestContext;

beforeAll(async () => {
  t = await buildTestApp();
});

const ids = (xs: { id: string }[]) => xs.map((x) => x.id);

describe('my courses', () => {
  it('recommends popular courses of my categories first, topped up with popular ones, never my own or twice', async () => {
    const mine = await createCategory(t.db);
    const other = await createCategory(t.db);
    const day = (n: number) => new Date(Date.UTC(2026, 1, n));
    const enrolled = await createCourse(t.db, { categoryId: mine.id, createdAt: day(1) });
    // Same category, popularity 3, 2, 1; ten others with popularity 10 - i, the newest last.
    const same = [];
    for (let i = 0; i < 3; i++) same.push(await createCourse(t.db, { categoryId: mine.id, createdAt: day(2 + i) }));
    const others = [];
    for (let i = 0; i < 10; i++) others.push(await createCourse(t.db, { categoryId: other.id, createdAt: day(10 + i) }));
    const students = await Promise.all(Array.from({ length: 10 }, () => createStudent(t.db)));
    for (const [course, n] of [...same.map((c, i) => [c, 3 - i] as const), ...others.map((c, i) => [c, 10 - i] as const)])
      for (const s of students.slice(0, n)) await enrollUser(t.db, s.id, course.id);

    const { http, user } = await signedIn(t.app, t.db);
    await enrollUser(t.db, user.id, enrolled.id);
    const body = (await http.get('/api/me/courses')).json();
    expect(ids(body.recommended)).toEqual([...ids(same), ...ids(others.slice(0, 5))]);
    expect(ids(body.recentlyAdded)).toEqual(ids(others.slice(2).reverse()));
    expect(ids([...body.recommended, ...body.recentlyAdded] as CourseCard[])).not.toContain(enrolled.id);
  });

  it('answers with the same number of statements for 1 or 12 enrollments', async () => {
    const { http, user } = await signedIn(t.app, t.db);
    const courses = await Promise.all(Array.from({ length: 12 }, () => createCourse(t.db)));
    await enrollUser(t.db, user.id, courses[0]!.id);
    const one = await countQueries(t, () => http.get('/api/me/courses'));
    for (const c of courses.slice(1)) await enrollUser(t.db, user.id, c.id);
    let body: { enrollments: unknown[] } = { enrollments: [] };
    const twelve = await countQueries(t, async () => (body = (await http.get('/api/me/courses')).json()));
    expect(body.enrollments).toHaveLength(12);
    expect(twelve).toBe(one);
    // The session lookup, the learner's list and the side rows.
    expect(one).toBe(3);
  });
});
