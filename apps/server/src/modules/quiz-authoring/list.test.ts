// Quiz Management's list on the server: searched by quiz or course title, filtered by course and
// status, in four orders, a page at a time, with the summary cards over every quiz the caller
// manages; another instructor's quizzes never listed; bad input a 400 that changes nothing; the
// same statements whatever the number of quizzes.
import { beforeAll, describe, expect, it } from 'vitest';
import { QUIZ_LIST_PAGE_SIZE } from '@app/core';
import { buildTestApp, countQueries, databaseState, errorOf, type TestContext } from '../../../test/app.js';
import { createCourse, createLesson, createQuiz, createSection, createStudent, signedIn } from '../../../test/factories.js';
import { quizAttempts } from '../../db/schema.js';

let t: TestContext;
let teacher: Awaited<ReturnType<typeof signedIn>>;
let admin: Awaited<ReturnType<typeof signedIn>>;
let courseA: { id: string };
let courseB: { id: string };

type Listed = { id: string; title: string; courseTitle: string; isPublished: boolean; attemptCount: number };
const list = async (who: typeof teacher, query = '') => {
  const res = await who.http.get(`/api/instructor/quizzes${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { quizzes: Listed[]; total: number; page: number; pageSize: number; summary: Record<string, number> };
};
const titles = (r: { quizzes: Listed[] }) => r.quizzes.map((q) => q.title);

/** A lesson quiz of `courseId` (a course has one assessment, so the rest are lessons' quizzes). */
async function quizIn(courseId: string, o: { title: string; isPublished?: boolean; instructorId?: string; createdAt?: Date }) {
  const lesson = await createLesson(t.db, await createSection(t.db, courseId), { contentType: 'quiz' });
  return createQuiz(t.db, { courseId, lessonId: lesson.id, ...o });
}

beforeAll(async () => {
  t = await buildTestApp();
  teacher = await signedIn(t.app, t.db, { role: 'instructor' });
  admin = await signedIn(t.app, t.db, { role: 'admin' });
  courseA = await createCourse(t.db, { instructorId: teacher.user.id, title: 'Algebra Basics' });
  courseB = await createCourse(t.db, { instructorId: teacher.user.id, title: 'Zoology Today' });
  const other = await createCourse(t.db, { title: 'Someone Else Course' });
  // Created one after another: newest first is the reverse of this order.
  const made = [
    { courseId: courseA.id, title: 'Linear equations', isPublished: true },
    { courseId: courseA.id, title: 'quadratic forms', isPublished: false },
    { courseId: courseB.id, title: 'Mammals', isPublished: true },
    { courseId: courseB.id, title: 'Birds of prey', isPublished: true },
  ];
  let minute = 0;
  for (const m of made)
    await quizIn(m.courseId, { ...m, instructorId: teacher.user.id, createdAt: new Date(Date.UTC(2026, 0, 1, 0, minute++)) });
  await quizIn(other.id, { title: 'Not yours', createdAt: new Date(Date.UTC(2026, 0, 1, 1)) });
  // Attempts: Mammals 3, Linear equations 1.
  const [mammals, linear] = await Promise.all(
    ['Mammals', 'Linear equations'].map(async (title) => (await list(teacher, `?q=${title}`)).quizzes[0]!.id),
  );
  const learner = await createStudent(t.db);
  await t.db
    .insert(quizAttempts)
    .values([
      ...[1, 2, 3].map((n) => ({ quizId: mammals!, userId: learner.id, attemptNumber: n })),
      { quizId: linear!, userId: learner.id, attemptNumber: 1 },
    ]);
});

describe('Quiz Management list', () => {
  it("lists an instructor's own quizzes newest first, with cards over all of them; an admin sees every quiz", async () => {
    const mine = await list(teacher);
    expect(titles(mine)).toEqual(['Birds of prey', 'Mammals', 'quadratic forms', 'Linear equations']);
    expect(mine).toMatchObject({
      total: 4,
      page: 1,
      pageSize: QUIZ_LIST_PAGE_SIZE,
      summary: { totalQuizzes: 4, published: 3, totalAttempts: 4 },
    });
    const all = await list(admin);
    expect(titles(all)).toContain('Not yours');
    expect(all.total).toBe(5);
  });

  it('searches quiz titles and course titles, any letter case, and keeps the cards for every quiz', async () => {
    expect(titles(await list(teacher, '?q=QUADRATIC'))).toEqual(['quadratic forms']);
    expect(titles(await list(teacher, '?q=zoology'))).toEqual(['Birds of prey', 'Mammals']);
    const none = await list(teacher, '?q=nothing-like-this');
    expect(none).toMatchObject({ quizzes: [], total: 0, summary: { totalQuizzes: 4 } });
    // Another instructor's quiz is not found by its title either.
    expect((await list(teacher, '?q=Not%20yours')).total).toBe(0);
    // LIKE's own characters are plain text.
    expect((await list(teacher, '?q=%25')).total).toBe(0);
  });

  it('filters by course and by status, together with the search', async () => {
    expect(titles(await list(teacher, `?courseId=${courseA.id}`))).toEqual(['quadratic forms', 'Linear equations']);
    expect(titles(await list(teacher, '?status=draft'))).toEqual(['quadratic forms']);
    expect(titles(await list(teacher, `?status=published&courseId=${courseB.id}&q=mam`))).toEqual(['Mammals']);
  });

  it('sorts by title, by course then newest, and by attempts', async () => {
    expect(titles(await list(teacher, '?sort=title'))).toEqual(['Birds of prey', 'Linear equations', 'Mammals', 'quadratic forms']);
    expect(titles(await list(teacher, '?sort=course'))).toEqual(['quadratic forms', 'Linear equations', 'Birds of prey', 'Mammals']);
    expect(titles(await list(teacher, '?sort=attempts')).slice(0, 2)).toEqual(['Mammals', 'Linear equations']);
  });

  it('pages: each quiz on exactly one page, and a page past the end is empty with the total', async () => {
    const many = await signedIn(t.app, t.db, { role: 'instructor' });
    const course = await createCourse(t.db, { instructorId: many.user.id });
    const n = QUIZ_LIST_PAGE_SIZE + 3;
    for (let i = 0; i < n; i++) await quizIn(course.id, { title: `Q${String(i).padStart(2, '0')}`, instructorId: many.user.id });
    const first = await list(many, '?sort=title');
    const second = await list(many, '?sort=title&page=2');
    expect(first.quizzes).toHaveLength(QUIZ_LIST_PAGE_SIZE);
    expect(second.quizzes).toHaveLength(3);
    expect(new Set([...titles(first), ...titles(second)]).size).toBe(n);
    expect(await list(many, '?page=9')).toMatchObject({ quizzes: [], total: n, page: 9 });
  });

  it('sends the same statements for 4 quizzes or 40', async () => {
    const few = await countQueries(t, () => list(teacher, '?q=a&sort=attempts'));
    const crowded = await signedIn(t.app, t.db, { role: 'instructor' });
    const course = await createCourse(t.db, { instructorId: crowded.user.id });
    for (let i = 0; i < 40; i++) await quizIn(course.id, { title: `Crowd ${i}`, instructorId: crowded.user.id });
    expect(await countQueries(t, () => list(crowded, '?q=a&sort=attempts'))).toBe(few);
  });

  it.each([
    ['an unknown sort', '?sort=random', 'Sort must be newest, title, course or attempts'],
    ['an unknown status', '?status=secret', 'Status must be all, published or draft'],
    ['a course id that is none', '?courseId=abc', 'Not a valid id'],
    ['a page that is no number', '?page=two', 'Page must be a number'],
    ['a page too far', '?page=99999999', 'Page is too large'],
    ['a NUL in the search', '?q=a%00b', 'Search contains a character that is not allowed'],
    ['an oversized search', `?q=${'x'.repeat(300)}`, 'Search must be at most'],
    ['a repeated parameter', '?sort=title&sort=course', ''],
    ['an unknown parameter', '?secret=1', ''],
  ])('refuses %s with a 400 that changes nothing', async (_what, query, message) => {
    const before = await databaseState(t.db);
    const res = await teacher.http.get(`/api/instructor/quizzes${query}`);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('VALIDATION_ERROR');
    expect(errorOf(res).message).toContain(message);
    expect(await databaseState(t.db)).toEqual(before);
  });

  it('is not for students or visitors', async () => {
    const student = await signedIn(t.app, t.db);
    expect((await student.http.get('/api/instructor/quizzes')).statusCode).toBe(403);
  });
});
