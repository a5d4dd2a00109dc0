// Analytics over HTTP against a hand-computed fixture: every figure of every period (7, 30, 90,
// 365 days) is written out below as worked out by hand from the rows, not by the code under test.
// Now is 2025-03-31 12:00 UTC; "d-5" is five days before. Course P costs 49.99 (lessons A, B, C,
// D), Q is free (one lesson), R costs 10 and sold only 400 days ago; Z is another instructor's.
import { beforeAll, describe, expect, it } from 'vitest';
import { funnelStage, type AnalyticsResponse, type CourseAnalyticsResponse } from '@app/core';
import { api, buildTestApp, countQueries, databaseState, errorOf, type TestContext } from '../../../test/app.js';
import { createCourse, createLesson, createQuiz, createSection, createStudent, enrollUser, signedIn } from '../../../test/factories.js';
import { courseReviews, enrollments, lessonProgress, quizAnswers, quizAttempts } from '../../db/schema.js';

const NOW = Date.UTC(2025, 2, 31, 12);
const ago = (days: number) => new Date(NOW - days * 86_400_000);

let t: TestContext;
let owner: Awaited<ReturnType<typeof signedIn>>;
let other: Awaited<ReturnType<typeof signedIn>>;
const ids = {} as Record<'P' | 'Q' | 'R' | 'Z', string> & { lessons: string[] };

beforeAll(async () => {
  t = await buildTestApp();
  // Everything happens on the fixture's clock, sessions included.
  t.clock.advance(NOW - Date.now());
  owner = await signedIn(t.app, t.db, { role: 'instructor' });
  other = await signedIn(t.app, t.db, { role: 'instructor' });
  const P = await createCourse(t.db, { instructorId: owner.user.id, title: 'Python', price: 49.99 });
  const Q = await createCourse(t.db, { instructorId: owner.user.id, title: 'Quilting', price: 0 });
  const R = await createCourse(t.db, { instructorId: owner.user.id, title: 'Rust', price: 10 });
  const Z = await createCourse(t.db, { instructorId: other.user.id, title: 'Zither', price: 99 });
  Object.assign(ids, { P: P.id, Q: Q.id, R: R.id, Z: Z.id });
  const s1 = await createSection(t.db, P.id, { orderIndex: 0 });
  const s2 = await createSection(t.db, P.id, { orderIndex: 1 });
  const [A, B] = [await createLesson(t.db, s1, { orderIndex: 0, title: 'A' }), await createLesson(t.db, s1, { orderIndex: 1, title: 'B' })];
  const [C, D] = [await createLesson(t.db, s2, { orderIndex: 0, title: 'C' }), await createLesson(t.db, s2, { orderIndex: 1, title: 'D' })];
  ids.lessons = [A.id, B.id, C.id, D.id];
  const K = await createLesson(t.db, await createSection(t.db, Q.id), { title: 'K' });

  const u: Record<number, string> = {};
  for (const n of [1, 2, 3, 4, 5, 6, 8, 9, 10]) u[n] = (await createStudent(t.db, { fullName: `Learner ${n}` })).id;
  type Row = [
    user: number,
    course: string,
    enrolled: number,
    last: number,
    completed: number | null,
    pct: number,
    status: string,
    done: string[],
  ];
  const rows: Row[] = [
    [1, P.id, 2, 1, null, 25, 'active', [A.id]],
    [2, P.id, 5, 5, null, 0, 'active', []],
    [3, P.id, 20, 3, 3, 100, 'completed', [A.id, B.id, C.id, D.id]],
    // Completed when A was the only lesson; B, C and D were added later.
    [10, P.id, 25, 24, 24, 25, 'completed', [A.id]],
    [4, P.id, 40, 35, null, 50, 'active', [A.id, B.id]],
    // Completed, then deactivated by the instructor.
    [5, P.id, 100, 60, 80, 100, 'inactive', [A.id, B.id, C.id, D.id]],
    [6, P.id, 200, 200, null, 50, 'active', [A.id, B.id]],
    [1, Q.id, 1, 1, null, 0, 'active', []],
    [8, Q.id, 6, 6, 6, 100, 'completed', [K.id]],
    [9, R.id, 400, 400, null, 0, 'active', []],
    [2, Z.id, 1, 1, 1, 100, 'completed', []],
  ];
  for (const [user, courseId, enrolled, last, completed, pct, status, done] of rows) {
    await enrollUser(t.db, u[user]!, courseId, {
      enrolledAt: ago(enrolled),
      lastAccessedAt: ago(last),
      completedAt: completed === null ? null : ago(completed),
      progressPercentage: pct,
      status: status as 'active',
    });
    if (done.length)
      await t.db
        .insert(lessonProgress)
        .values(done.map((lessonId) => ({ userId: u[user]!, lessonId, courseId, completed: true, completedAt: ago(last) })));
  }
  const reviews: [number, string, number, number][] = [
    [3, P.id, 5, 3],
    [4, P.id, 3, 35],
    [5, P.id, 5, 70],
    [6, P.id, 1, 150],
    [8, Q.id, 2, 6],
    [9, R.id, 5, 400],
    [2, Z.id, 1, 1],
  ];
  await t.db
    .insert(courseReviews)
    .values(
      reviews.map(([user, courseId, rating, days]) => ({ userId: u[user]!, courseId, rating, createdAt: ago(days), updatedAt: ago(days) })),
    );

  const { quiz, questions } = await createQuiz(t.db, { courseId: P.id, title: 'Python Final', questions: [{ type: 'subjective' }] });
  const { quiz: foreignQuiz } = await createQuiz(t.db, { courseId: Z.id, title: 'Zither Quiz' });
  const attempt = (user: number, quizId: string, completed: number | null, isPassed: boolean) => ({
    quizId,
    userId: u[user]!,
    attemptNumber: 1,
    isPassed,
    percentage: isPassed ? 100 : 0,
    startedAt: ago((completed ?? 1) + 0.01),
    completedAt: completed === null ? null : ago(completed),
  });
  const attempts = await t.db
    .insert(quizAttempts)
    .values([
      attempt(1, quiz.id, 1, true),
      attempt(2, quiz.id, 2, false),
      attempt(3, quiz.id, 10, false),
      attempt(4, quiz.id, 50, true),
      attempt(5, quiz.id, null, false),
      attempt(2, foreignQuiz.id, 1, true),
    ])
    .returning();
  // Learner 3's essay waits for a grade.
  await t.db
    .insert(quizAnswers)
    .values({ attemptId: attempts[2]!.id, questionId: questions[0]!.id, answerText: 'Essay', evaluationStatus: 'pending' });
});

const get = async <T>(http: ReturnType<typeof api>, url: string) => {
  const res = await http.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};
const summary = (period: number, http = owner.http) => get<AnalyticsResponse>(http, `/api/instructor/analytics?period=${period}`);
const course = (id: string, period: number) =>
  get<CourseAnalyticsResponse>(owner.http, `/api/instructor/analytics/courses/${id}?period=${period}`);

describe('analytics of all my courses', () => {
  it.each([
    [7, { enrollments: 4, completions: 2, revenue: 99.98, activeLearners: 4, averageRating: 3.5, ratingCount: 2 }],
    [30, { enrollments: 6, completions: 3, revenue: 199.96, activeLearners: 5, averageRating: 3.5, ratingCount: 2 }],
    [90, { enrollments: 7, completions: 4, revenue: 249.95, activeLearners: 7, averageRating: 3.8, ratingCount: 4 }],
    [365, { enrollments: 9, completions: 4, revenue: 349.93, activeLearners: 8, averageRating: 3.2, ratingCount: 5 }],
  ])('%i days: the totals', async (period, totals) => {
    const r = await summary(period);
    expect(r.totals).toEqual(totals);
    // The period ends now (the clock has moved on by the test's own milliseconds).
    expect([r.period, Date.parse(r.to) - Date.parse(r.from), r.to.slice(0, 16)]).toEqual([period, period * 86_400_000, '2025-03-31T12:00']);
  });

  it.each([
    [7, { P: [2, 1, 99.98, 3, 5, 1], Q: [2, 1, 0, 2, 2, 1], R: [0, 0, 0, 0, 0, 0] }],
    [30, { P: [4, 2, 199.96, 4, 5, 1], Q: [2, 1, 0, 2, 2, 1], R: [0, 0, 0, 0, 0, 0] }],
    [90, { P: [5, 3, 249.95, 6, 4.3, 3], Q: [2, 1, 0, 2, 2, 1], R: [0, 0, 0, 0, 0, 0] }],
    [365, { P: [7, 3, 349.93, 7, 3.5, 4], Q: [2, 1, 0, 2, 2, 1], R: [0, 0, 0, 0, 0, 0] }],
  ])('%i days: per course (enrollments, completions, revenue, active, rating, ratings)', async (period, expected) => {
    const r = await summary(period);
    const byTitle = Object.fromEntries(
      r.courses.map((c) => [c.title[0], [c.enrollments, c.completions, c.revenue, c.activeLearners, c.averageRating, c.ratingCount]]),
    );
    expect(byTitle).toEqual(expected);
    expect(r.courses[0]!.title).toBe('Python');
  });

  it('groups the week by day', async () => {
    const r = await summary(7);
    expect(r.bucket).toBe('day');
    expect(r.series).toEqual([
      { start: '2025-03-24', enrollments: 0, completions: 0, revenue: 0 },
      { start: '2025-03-25', enrollments: 1, completions: 1, revenue: 0 },
      { start: '2025-03-26', enrollments: 1, completions: 0, revenue: 49.99 },
      { start: '2025-03-27', enrollments: 0, completions: 0, revenue: 0 },
      { start: '2025-03-28', enrollments: 0, completions: 1, revenue: 0 },
      { start: '2025-03-29', enrollments: 1, completions: 0, revenue: 49.99 },
      { start: '2025-03-30', enrollments: 1, completions: 0, revenue: 0 },
      { start: '2025-03-31', enrollments: 0, completions: 0, revenue: 0 },
    ]);
    expect((await summary(30)).series).toHaveLength(31);
  });

  it('groups a quarter by week (from Monday) and a year by month', async () => {
    const nonZero = (r: AnalyticsResponse) => r.series.filter((p) => p.enrollments || p.completions).map((p) => Object.values(p));
    const quarter = await summary(90);
    expect([quarter.bucket, quarter.series.length, quarter.series[0]!.start]).toEqual(['week', 14, '2024-12-30']);
    expect(nonZero(quarter)).toEqual([
      ['2025-01-06', 0, 1, 0],
      ['2025-02-17', 1, 0, 49.99],
      ['2025-03-03', 1, 1, 49.99],
      ['2025-03-10', 1, 0, 49.99],
      ['2025-03-24', 4, 2, 99.98],
    ]);
    const year = await summary(365);
    expect([year.bucket, year.series.length, year.series[0]!.start]).toEqual(['month', 13, '2024-03-01']);
    expect(nonZero(year)).toEqual([
      ['2024-09-01', 1, 0, 49.99],
      ['2024-12-01', 1, 0, 49.99],
      ['2025-01-01', 0, 1, 0],
      ['2025-02-01', 1, 0, 49.99],
      ['2025-03-01', 6, 3, 199.96],
    ]);
  });

  it.each([
    [7, 2, 2, 1, 50],
    [30, 3, 2, 1, 50],
    [90, 4, 3, 2, 66.7],
    [365, 4, 3, 2, 66.7],
  ])('%i days: the quiz pass rate counts graded attempts only', async (period, submitted, graded, passed, passRate) => {
    expect((await summary(period)).quizzes).toEqual([
      expect.objectContaining({ title: 'Python Final', courseTitle: 'Python', submitted, graded, passed, passRate }),
    ]);
  });

  it('narrows every figure to the picked course', async () => {
    const r = await get<AnalyticsResponse>(owner.http, `/api/instructor/analytics?period=90&courseId=${ids.Q}`);
    expect(r.course?.title).toBe('Quilting');
    expect(r.totals).toEqual({ enrollments: 2, completions: 1, revenue: 0, activeLearners: 2, averageRating: 2, ratingCount: 1 });
    expect(r.courses.map((c) => c.title)).toEqual(['Quilting']);
    expect(r.quizzes).toEqual([]);
  });

  it('shows admins every course (and a picked one of anyone), subadmins read; students are refused', async () => {
    const admin = await signedIn(t.app, t.db, { role: 'admin' });
    const all = await summary(7, admin.http);
    expect(all.totals.enrollments).toBe(5);
    expect(all.totals.revenue).toBe(198.98);
    const picked = await get<AnalyticsResponse>(admin.http, `/api/instructor/analytics?period=7&courseId=${ids.Z}`);
    expect(picked.totals).toMatchObject({ enrollments: 1, revenue: 99, completions: 1 });
    const subadmin = await signedIn(t.app, t.db, { role: 'subadmin' });
    expect((await summary(7, subadmin.http)).totals.enrollments).toBe(5);
    const student = await signedIn(t.app, t.db);
    expect((await student.http.get('/api/instructor/analytics')).statusCode).toBe(403);
    expect((await api(t.app).get('/api/instructor/analytics')).statusCode).toBe(401);
  });

  it('answers an instructor without courses with zeros and empty lists', async () => {
    const fresh = await signedIn(t.app, t.db, { role: 'instructor' });
    const r = await summary(30, fresh.http);
    expect(r.totals).toEqual({ enrollments: 0, completions: 0, revenue: 0, activeLearners: 0, averageRating: 0, ratingCount: 0 });
    expect([r.courses, r.quizzes, r.series.every((p) => p.enrollments === 0)]).toEqual([[], [], true]);
  });

  it('asks the database the same number of statements for one course or many', async () => {
    const many = await countQueries(t, () => summary(365));
    const one = await countQueries(t, () => get(owner.http, `/api/instructor/analytics?period=365&courseId=${ids.R}`));
    // The picked course is looked up once more.
    expect(one).toBe(many + 1);
  });
});

describe('one course: funnel and lesson reach', () => {
  it.each([
    [7, { enrolled: 2, started: 1, halfway: 0, completed: 0 }, [1, 0, 0, 0], 'A', 1],
    [30, { enrolled: 4, started: 3, halfway: 2, completed: 2 }, [3, 1, 1, 1], 'B', 2],
    [90, { enrolled: 5, started: 4, halfway: 3, completed: 2 }, [4, 2, 1, 1], 'B', 2],
    [365, { enrolled: 7, started: 6, halfway: 5, completed: 3 }, [6, 4, 2, 2], 'B', 2],
  ])('%i days', async (period, funnel, reached, dropTitle, lost) => {
    const r = await course(ids.P, period);
    expect(r.funnel).toEqual(funnel);
    expect(r.lessons.map((l) => [l.title, l.reached])).toEqual(['A', 'B', 'C', 'D'].map((title, i) => [title, reached[i]]));
    expect(r.biggestDrop).toEqual({ lessonId: r.lessons.find((l) => l.title === dropTitle)!.id, lost });
  });

  it('counts each stage as core’s funnelStage says, row by row', async () => {
    const rows = await t.db.select().from(enrollments);
    const stages = rows.filter((e) => e.courseId === ids.P).map((e) => funnelStage(e));
    const atLeast = (i: number) => stages.filter((s) => ['enrolled', 'started', 'halfway', 'completed'].indexOf(s) >= i).length;
    expect((await course(ids.P, 365)).funnel).toEqual({
      enrolled: atLeast(0),
      started: atLeast(1),
      halfway: atLeast(2),
      completed: atLeast(3),
    });
  });

  it('has no drop for a course nobody joined in the period', async () => {
    const r = await course(ids.R, 30);
    expect([r.funnel.enrolled, r.lessons, r.biggestDrop]).toEqual([0, [], null]);
  });
});

describe('bad input', () => {
  it.each([
    ['a period of 8 days', '/api/instructor/analytics?period=8', 400, 'Period must be 7, 30, 90 or 365 days'],
    ['a period that is not a number', '/api/instructor/analytics?period=week', 400, 'Period must be 7, 30, 90 or 365 days'],
    ["another instructor's course", () => `/api/instructor/analytics?courseId=${ids.Z}`, 404, 'Course Not Found'],
    ["another instructor's course funnel", () => `/api/instructor/analytics/courses/${ids.Z}`, 404, 'Course Not Found'],
    ['a funnel of 8 days', () => `/api/instructor/analytics/courses/${ids.P}?period=8`, 400, 'Period must be 7, 30, 90 or 365 days'],
    ['a course id that is not one', '/api/instructor/analytics?courseId=P', 400, 'Not a valid id'],
  ])('%s is a clear %i and changes nothing', async (_label, url, status, message) => {
    const before = await databaseState(t.db);
    const res = await owner.http.get(typeof url === 'string' ? url : url());
    expect(res.statusCode).toBe(status);
    expect(errorOf(res).message).toContain(message);
    expect(await databaseState(t.db)).toEqual(before);
  });
});
