// Analytics of one group's learners (issue 29, item 4): every figure (totals, per course, the
// series, quiz pass rates, the funnel and lesson reach) counts the group's learners only, against
// a small fixture worked out by hand. Now is 2025-03-31 12:00 UTC; "d-5" is five days before.
//
//   Course P (price 20, lessons A and B, a quiz), course Q (free, lesson K), both the owner's.
//   G1 (groups G and H): P enrolled d-2, completed d-1 (A, B); rated P 5 on d-1; passed the quiz on d-1.
//   G2 (group G):        P enrolled d-10, 50% (A); Q enrolled d-3; rated Q 2 on d-3.
//   O1 (group H):        P enrolled d-5, last seen d-4, 50% (A); rated P 1 on d-4; failed the quiz on d-4.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { GROUP_FILTER_INVALID, type AnalyticsResponse, type CourseAnalyticsResponse } from '@app/core';
import { api, buildTestApp, countQueries, databaseState, errorOf, type TestContext } from '../../../test/app.js';
import { createCourse, createLesson, createQuiz, createSection, createStudent, enrollUser, signedIn } from '../../../test/factories.js';
import { courseReviews, groupMembers, groups, lessonProgress, quizAttempts } from '../../db/schema.js';

const NOW = Date.UTC(2025, 2, 31, 12);
const ago = (days: number) => new Date(NOW - days * 86_400_000);

let t: TestContext;
let owner: Awaited<ReturnType<typeof signedIn>>;
const ids = {} as Record<'P' | 'Q' | 'G' | 'H' | 'A' | 'B', string>;

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.advance(NOW - Date.now());
  owner = await signedIn(t.app, t.db, { role: 'instructor' });
  const P = await createCourse(t.db, { instructorId: owner.user.id, title: 'Python', price: 20 });
  const Q = await createCourse(t.db, { instructorId: owner.user.id, title: 'Quilting', price: 0 });
  const section = await createSection(t.db, P.id);
  const A = await createLesson(t.db, section, { orderIndex: 0, title: 'A' });
  const B = await createLesson(t.db, section, { orderIndex: 1, title: 'B' });
  await createLesson(t.db, await createSection(t.db, Q.id), { title: 'K' });
  const [g1, g2, o1] = [
    await createStudent(t.db, { fullName: 'G1' }),
    await createStudent(t.db, { fullName: 'G2' }),
    await createStudent(t.db, { fullName: 'O1' }),
  ];
  await enrollUser(t.db, g1.id, P.id, {
    enrolledAt: ago(2),
    lastAccessedAt: ago(1),
    completedAt: ago(1),
    progressPercentage: 100,
    status: 'completed',
  });
  await enrollUser(t.db, g2.id, P.id, { enrolledAt: ago(10), lastAccessedAt: ago(10), progressPercentage: 50 });
  await enrollUser(t.db, g2.id, Q.id, { enrolledAt: ago(3), lastAccessedAt: ago(3) });
  await enrollUser(t.db, o1.id, P.id, { enrolledAt: ago(5), lastAccessedAt: ago(4), progressPercentage: 50 });
  const done = (userId: string, lessonId: string, days: number) => ({
    userId,
    lessonId,
    courseId: P.id,
    completed: true,
    completedAt: ago(days),
  });
  await t.db.insert(lessonProgress).values([done(g1.id, A.id, 1), done(g1.id, B.id, 1), done(g2.id, A.id, 10), done(o1.id, A.id, 4)]);
  await t.db.insert(courseReviews).values(
    (
      [
        [g1.id, P.id, 5, 1],
        [g2.id, Q.id, 2, 3],
        [o1.id, P.id, 1, 4],
      ] as const
    ).map(([userId, courseId, rating, days]) => ({ userId, courseId, rating, createdAt: ago(days), updatedAt: ago(days) })),
  );
  const { quiz } = await createQuiz(t.db, { courseId: P.id, title: 'Python Quiz' });
  await t.db.insert(quizAttempts).values(
    (
      [
        [g1.id, 1, true],
        [o1.id, 4, false],
      ] as const
    ).map(([userId, days, isPassed]) => ({
      quizId: quiz.id,
      userId,
      attemptNumber: 1,
      isPassed,
      percentage: isPassed ? 100 : 0,
      startedAt: ago(days + 0.01),
      completedAt: ago(days),
    })),
  );
  const [G, H] = await t.db
    .insert(groups)
    .values([{ name: 'G' }, { name: 'H' }])
    .returning({ id: groups.id });
  await t.db.insert(groupMembers).values([
    { groupId: G!.id, userId: g1.id },
    { groupId: G!.id, userId: g2.id },
    { groupId: H!.id, userId: g1.id },
    { groupId: H!.id, userId: o1.id },
  ]);
  Object.assign(ids, { P: P.id, Q: Q.id, G: G!.id, H: H!.id, A: A.id, B: B.id });
});

const get = async <T>(url: string, http = owner.http) => {
  const res = await http.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};
const summary = (query: string, http = owner.http) => get<AnalyticsResponse>(`/api/instructor/analytics?period=30${query}`, http);
const funnel = (query: string) => get<CourseAnalyticsResponse>(`/api/instructor/analytics/courses/${ids.P}?period=30${query}`);
/** Per course: enrollments, completions, revenue, active learners, average rating, ratings. */
const perCourse = (r: AnalyticsResponse) =>
  Object.fromEntries(
    r.courses.map((c) => [c.title, [c.enrollments, c.completions, c.revenue, c.activeLearners, c.averageRating, c.ratingCount]]),
  );
const nonZero = (r: AnalyticsResponse) => r.series.filter((p) => p.enrollments || p.completions).map((p) => Object.values(p));
const ZERO = { enrollments: 0, completions: 0, revenue: 0, activeLearners: 0, averageRating: 0, ratingCount: 0 };

describe('analytics of one group', () => {
  it('counts everyone without a group', async () => {
    const r = await summary('');
    expect(r.totals).toEqual({ enrollments: 4, completions: 1, revenue: 60, activeLearners: 3, averageRating: 2.7, ratingCount: 3 });
    expect(perCourse(r)).toEqual({ Python: [3, 1, 60, 3, 3, 2], Quilting: [1, 0, 0, 1, 2, 1] });
    expect(r.quizzes).toEqual([expect.objectContaining({ submitted: 2, graded: 2, passed: 1, passRate: 50 })]);
  });

  it.each([
    [
      'G',
      { enrollments: 3, completions: 1, revenue: 40, activeLearners: 2, averageRating: 3.5, ratingCount: 2 },
      { Python: [2, 1, 40, 2, 5, 1], Quilting: [1, 0, 0, 1, 2, 1] },
      { submitted: 1, graded: 1, passed: 1, passRate: 100 },
      [
        ['2025-03-21', 1, 0, 20],
        ['2025-03-28', 1, 0, 0],
        ['2025-03-29', 1, 0, 20],
        ['2025-03-30', 0, 1, 0],
      ],
    ],
    [
      'H',
      { enrollments: 2, completions: 1, revenue: 40, activeLearners: 2, averageRating: 3, ratingCount: 2 },
      { Python: [2, 1, 40, 2, 3, 2], Quilting: [0, 0, 0, 0, 0, 0] },
      { submitted: 2, graded: 2, passed: 1, passRate: 50 },
      [
        ['2025-03-26', 1, 0, 20],
        ['2025-03-29', 1, 0, 20],
        ['2025-03-30', 0, 1, 0],
      ],
    ],
  ] as const)('group %s: every figure over its learners only', async (name, totals, courses, quiz, series) => {
    const r = await summary(`&group=${ids[name]}`);
    expect(r.totals).toEqual(totals);
    expect(perCourse(r)).toEqual(courses);
    expect(r.quizzes).toEqual([expect.objectContaining({ title: 'Python Quiz', ...quiz })]);
    expect(nonZero(r)).toEqual(series);
  });

  it('narrows a picked course to the group too', async () => {
    const r = await summary(`&courseId=${ids.Q}&group=${ids.H}`);
    expect([r.course?.title, r.totals, perCourse(r)]).toEqual(['Quilting', ZERO, { Quilting: [0, 0, 0, 0, 0, 0] }]);
  });

  it('gives zeros for an id of no group (every course still listed), not an error', async () => {
    const r = await summary(`&group=${randomUUID()}`);
    expect(r.totals).toEqual(ZERO);
    expect(perCourse(r)).toEqual({ Python: [0, 0, 0, 0, 0, 0], Quilting: [0, 0, 0, 0, 0, 0] });
    expect([r.quizzes, nonZero(r)]).toEqual([[], []]);
  });

  it('lets a subadmin and an admin read a group’s figures', async () => {
    for (const role of ['subadmin', 'admin'] as const) {
      const reader = await signedIn(t.app, t.db, { role });
      expect((await summary(`&group=${ids.G}`, reader.http)).totals).toMatchObject({ enrollments: 3, revenue: 40 });
    }
  });

  it('asks the database as many statements with a group as without', async () => {
    const without = await countQueries(t, () => summary(''));
    expect(await countQueries(t, () => summary(`&group=${ids.G}`))).toBe(without);
  });
});

describe('a course’s funnel and lesson reach of one group', () => {
  it.each([
    ['everyone', '', { enrolled: 3, started: 3, halfway: 3, completed: 1 }, [3, 1]],
    ['group G', 'G', { enrolled: 2, started: 2, halfway: 2, completed: 1 }, [2, 1]],
    ['group H', 'H', { enrolled: 2, started: 2, halfway: 2, completed: 1 }, [2, 1]],
    ['no group', 'none', { enrolled: 0, started: 0, halfway: 0, completed: 0 }, [0, 0]],
  ] as const)('%s', async (_label, name, expected, reached) => {
    const group = name === '' ? '' : `&group=${name === 'none' ? randomUUID() : ids[name]}`;
    const r = await funnel(group);
    expect(r.funnel).toEqual(expected);
    expect(r.lessons.map((l) => [l.title, l.reached])).toEqual([
      ['A', reached[0]],
      ['B', reached[1]],
    ]);
  });

  it('leaves out the learners outside the group who enrolled in the period', async () => {
    // O1 enrolled on d-5: in the 7-day funnel of everyone and of H, not of G.
    const week = async (group: string) =>
      (await get<CourseAnalyticsResponse>(`/api/instructor/analytics/courses/${ids.P}?period=7${group}`)).funnel.enrolled;
    expect([await week(''), await week(`&group=${ids.G}`), await week(`&group=${ids.H}`)]).toEqual([2, 1, 2]);
  });
});

describe('a malformed group', () => {
  it.each([
    ['the analytics', () => '/api/instructor/analytics?group=G'],
    ['a course’s funnel', () => `/api/instructor/analytics/courses/${ids.P}?group=not-a-uuid`],
  ])('is a clear 400 on %s that changes nothing', async (_label, url) => {
    const before = await databaseState(t.db);
    const res = await owner.http.get(url());
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual({ code: 'VALIDATION_ERROR', message: GROUP_FILTER_INVALID });
    expect(await databaseState(t.db)).toEqual(before);
  });

  it('is refused to a student before anything else (403)', async () => {
    const student = await signedIn(t.app, t.db);
    expect((await student.http.get(`/api/instructor/analytics?group=${ids.G}`)).statusCode).toBe(403);
    expect((await api(t.app).get(`/api/instructor/analytics?group=${ids.G}`)).statusCode).toBe(401);
  });
});
