import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_PAGE_SIZE, type CourseCard } from '@app/core';
import { api, buildTestApp, countQueries, errorOf, type TestContext } from '../../../test/app.js';
import {
  createCategory,
  createCourse,
  createLesson,
  createSection,
  createStoredFile,
  createStudent,
  enrollUser,
  login,
} from '../../../test/factories.js';
import { courseReviews, mediaTranscodes, quizQuestions, quizzes, siteSettings } from '../../db/schema.js';

let t: TestContext;
let design: { id: string };
let data: { id: string };
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  design = await createCategory(t.db, 'Design');
  data = await createCategory(t.db, 'Data Science');
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  const make = async (key: string, o: Parameters<typeof createCourse>[1]) => (ids[key] = (await createCourse(t.db, o)).id);
  await make('figma', {
    title: 'Figma Fundamentals',
    shortDescription: 'Design interfaces',
    categoryId: design.id,
    price: 0,
    level: 'beginner',
    createdAt: day(1),
  });
  await make('color', {
    title: 'Colour Theory',
    shortDescription: 'Palettes that work',
    categoryId: design.id,
    price: 49,
    level: 'intermediate',
    createdAt: day(2),
  });
  await make('pandas', {
    title: 'Pandas in Practice',
    shortDescription: 'Data wrangling 100% hands-on',
    categoryId: data.id,
    price: 19.99,
    level: 'advanced',
    createdAt: day(3),
  });
  await make('draft', { title: 'Secret Draft Course', categoryId: data.id, status: 'draft', createdAt: day(4) });
  await make('archived', { title: 'Old Archived Course', categoryId: data.id, status: 'archived', createdAt: day(5) });
  // Popularity: pandas has 3 students, colour 1.
  for (let i = 0; i < 3; i++) await enrollUser(t.db, (await createStudent(t.db)).id, ids.pandas!);
  const reviewer = await createStudent(t.db);
  await enrollUser(t.db, reviewer.id, ids.color!);
  await t.db.insert(courseReviews).values([{ courseId: ids.color!, userId: reviewer.id, rating: 4 }]);
});

const list = async (query = '') => {
  const res = await api(t.app).get(`/api/courses${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { courses: CourseCard[]; total: number; page: number; pageSize: number };
};
const titles = (r: { courses: CourseCard[] }) => r.courses.map((c) => c.title);

describe('catalogue', () => {
  it('lists published courses only, newest first, with card fields', async () => {
    const r = await list();
    expect(titles(r)).toEqual(['Pandas in Practice', 'Colour Theory', 'Figma Fundamentals']);
    expect(r.total).toBe(3);
    const pandas = r.courses[0]!;
    expect(pandas).toMatchObject({
      price: 19.99,
      level: 'advanced',
      studentsCount: 3,
      category: { name: 'Data Science' },
      reviewCount: 0,
      averageRating: 0,
    });
    expect(pandas.instructor?.fullName).toBeTruthy();
    expect(r.courses[1]).toMatchObject({ studentsCount: 1, reviewCount: 1, averageRating: 4 });
  });

  it('sorts by popularity and by price both ways', async () => {
    expect(titles(await list('?sort=popular'))[0]).toBe('Pandas in Practice');
    expect(titles(await list('?sort=price_low'))).toEqual(['Figma Fundamentals', 'Pandas in Practice', 'Colour Theory']);
    expect(titles(await list('?sort=price_high'))).toEqual(['Colour Theory', 'Pandas in Practice', 'Figma Fundamentals']);
  });

  it('filters by category, level and search on title or short description', async () => {
    expect(titles(await list(`?category=${design.id}`))).toEqual(['Colour Theory', 'Figma Fundamentals']);
    expect(titles(await list('?level=advanced'))).toEqual(['Pandas in Practice']);
    expect(titles(await list('?q=palettes'))).toEqual(['Colour Theory']);
    expect(titles(await list('?q=FIGMA'))).toEqual(['Figma Fundamentals']);
    expect(titles(await list('?q=secret'))).toEqual([]);
  });

  it('treats SQL and pattern characters in a search as text', async () => {
    expect(titles(await list(`?q=${encodeURIComponent("' or 1=1 --")}`))).toEqual([]);
    expect(titles(await list('?q=100%25'))).toEqual(['Pandas in Practice']);
    expect(titles(await list('?q=_'))).toEqual([]);
    expect(titles(await list(`?q=${encodeURIComponent('<script>alert(1)</script>')}`))).toEqual([]);
  });

  it('pages, and answers an empty page past the end with the true total', async () => {
    const r = await list('?page=2');
    expect(r).toMatchObject({ courses: [], total: 3, page: 2, pageSize: CATALOGUE_PAGE_SIZE });
  });

  it('counts a search on every page, past its last match too, and none when nothing matches', async () => {
    const all = await list('?q=e');
    expect(all.total).toBeGreaterThan(0);
    expect(all.courses).toHaveLength(all.total);
    expect(await list('?q=e&page=2')).toMatchObject({ courses: [], total: all.total, page: 2 });
    expect(await list('?q=no-such-words-anywhere')).toMatchObject({ courses: [], total: 0, page: 1 });
    expect(await list('?q=no-such-words-anywhere&page=3')).toMatchObject({ courses: [], total: 0, page: 3 });
  });

  it.each([
    ['a negative page', '?page=-1', /at least 1/],
    ['a huge page', '?page=99999999', /too large/],
    ['a fractional page', '?page=1.5', /whole number/],
    ['an unknown sort', '?sort=cheapest', /Sort must be/],
    ['an unknown level', '?level=expert', /Level must be/],
    ['a bad category id', '?category=abc', /Not a valid id/],
    ['a 5,000-character search', `?q=${'a'.repeat(5000)}`, /at most 200/],
    ['an unknown parameter', '?admin=true', /.+/],
  ])('refuses %s with a 400', async (_n, query, message) => {
    const res = await api(t.app).get(`/api/courses${query}`);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toMatch(message);
  });

  it('lists categories alphabetically', async () => {
    const res = await api(t.app).get('/api/categories');
    expect(res.json().categories.map((c: { name: string }) => c.name)).toEqual(['Data Science', 'Design']);
  });
});

describe('home', () => {
  it('has the newest five, trending, a row per category and the hero from the site setting', async () => {
    await t.db.insert(siteSettings).values({ key: 'featured_course_id', value: ids.figma! });
    const home = (await api(t.app).get('/api/home')).json();
    expect(home.featured.map((c: CourseCard) => c.title)).toEqual(['Pandas in Practice', 'Colour Theory', 'Figma Fundamentals']);
    expect(home.trending[0].title).toBe('Pandas in Practice');
    expect(home.rows.map((r: { category: { name: string } }) => r.category.name)).toEqual(['Data Science', 'Design']);
    expect(home.rows[1].courses.map((c: CourseCard) => c.title)).toEqual(['Colour Theory', 'Figma Fundamentals']);
    expect(home.hero.title).toBe('Figma Fundamentals');
  });

  it('falls back to the newest course when the featured course is not published', async () => {
    await t.db
      .update(siteSettings)
      .set({ value: ids.draft! })
      .where(sql`key = 'featured_course_id'`);
    const home = (await api(t.app).get('/api/home')).json();
    expect(home.hero.title).toBe('Pandas in Practice');
  });
});

describe('course detail', () => {
  it('shows a published course with its published curriculum and never lesson content', async () => {
    const course = await createCourse(t.db, { title: 'Detail Course', whatYouWillLearn: ['One', 'Two'], requirements: ['A laptop'] });
    const s1 = await createSection(t.db, course.id, { orderIndex: 0, title: 'Start' });
    const hidden = await createSection(t.db, course.id, { orderIndex: 1, title: 'Hidden', isPublished: false });
    const s2 = await createSection(t.db, course.id, { orderIndex: 2, title: 'Next' });
    await createLesson(t.db, s1, { title: 'Welcome', isFree: true, orderIndex: 0, durationMinutes: 5, content: 'SECRET TEXT' });
    const quizLesson = await createLesson(t.db, s1, { title: 'Check', contentType: 'quiz', orderIndex: 1, durationMinutes: 0 });
    await createLesson(t.db, hidden, { title: 'Invisible' });
    await createLesson(t.db, s2, {
      title: 'Deep dive',
      contentType: 'video',
      videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
      durationMinutes: 20,
    });
    const [quiz] = await t.db
      .insert(quizzes)
      .values({ title: 'Q', courseId: course.id, lessonId: quizLesson.id, quizType: 'lesson' })
      .returning();
    await t.db.insert(quizQuestions).values([
      { quizId: quiz!.id, questionText: 'a?', questionType: 'true_false' },
      { quizId: quiz!.id, questionText: 'b?', questionType: 'subjective' },
    ]);

    const res = await api(t.app).get(`/api/courses/${course.id}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json().course;
    expect(detail).toMatchObject({
      title: 'Detail Course',
      whatYouWillLearn: ['One', 'Two'],
      requirements: ['A laptop'],
      lessonsCount: 3,
      totalMinutes: 25,
      enrollment: null,
    });
    expect(detail.sections.map((s: { title: string }) => s.title)).toEqual(['Start', 'Next']);
    expect(detail.sections[0].lessons).toEqual([
      expect.objectContaining({ title: 'Welcome', isFree: true, isLocked: false, questionCount: null }),
      expect.objectContaining({ title: 'Check', contentType: 'quiz', isLocked: true, questionCount: 2 }),
    ]);
    expect(res.body).not.toMatch(/SECRET TEXT|dQw4w9WgXcQ|Invisible/);
  });

  it('unlocks the curriculum and shows the enrollment to an enrolled student', async () => {
    const course = await createCourse(t.db);
    const s = await createSection(t.db, course.id);
    await createLesson(t.db, s, { isFree: false });
    const student = await createStudent(t.db);
    await enrollUser(t.db, student.id, course.id, { progressPercentage: 40 });
    const http = api(t.app, await login(t.app, student));
    const detail = (await http.get(`/api/courses/${course.id}`)).json().course;
    expect(detail.enrollment).toMatchObject({ status: 'active', progressPercentage: 40 });
    expect(detail.sections[0].lessons[0].isLocked).toBe(false);
  });

  it.each([
    ['a draft', 'draft'],
    ['an archived', 'archived'],
  ])('answers 404 Course Not Found for %s course', async (_n, key) => {
    const res = await api(t.app).get(`/api/courses/${ids[key]}`);
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).message).toBe('Course Not Found');
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await api(t.app).get('/api/courses/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await api(t.app).get('/api/courses/1%20or%201=1')).statusCode).toBe(400);
  });
});

describe('preview', () => {
  it('offers the course preview video, then every free video lesson in curriculum order, never a paid one', async () => {
    const withPreview = await createCourse(t.db, { previewVideoUrl: 'https://vimeo.com/76979871' });
    expect((await api(t.app).get(`/api/courses/${withPreview.id}/preview`)).json()).toEqual({
      videos: [{ kind: 'vimeo', url: 'https://vimeo.com/76979871', lessonTitle: null, streamUrl: null }],
    });

    const course = await createCourse(t.db);
    const first = await createSection(t.db, course.id, { orderIndex: 0 });
    const second = await createSection(t.db, course.id, { orderIndex: 1 });
    await createLesson(t.db, first, { contentType: 'video', videoUrl: 'https://youtu.be/aaaaaaaaaaa', isFree: false, orderIndex: 0 });
    expect((await api(t.app).get(`/api/courses/${course.id}/preview`)).json()).toEqual({ videos: [] });

    // Created out of order: the answer follows the curriculum, not creation.
    await createLesson(t.db, second, {
      title: 'Later clip',
      contentType: 'video',
      videoUrl: 'https://vimeo.com/22439234',
      isFree: true,
      orderIndex: 0,
    });
    await createLesson(t.db, first, {
      title: 'Free clip',
      contentType: 'video',
      videoUrl: 'https://youtu.be/bbbbbbbbbbb',
      isFree: true,
      orderIndex: 1,
    });
    expect((await api(t.app).get(`/api/courses/${course.id}/preview`)).json()).toEqual({
      videos: [
        { kind: 'youtube', url: 'https://youtu.be/bbbbbbbbbbb', lessonTitle: 'Free clip', streamUrl: null },
        { kind: 'vimeo', url: 'https://vimeo.com/22439234', lessonTitle: 'Later clip', streamUrl: null },
      ],
    });
  });

  it('lists an address once, even when the preview video is also a free lesson', async () => {
    const course = await createCourse(t.db, { previewVideoUrl: 'https://youtu.be/ccccccccccc' });
    const s = await createSection(t.db, course.id);
    await createLesson(t.db, s, { title: 'Same clip', contentType: 'video', videoUrl: 'https://youtu.be/ccccccccccc', isFree: true });
    await createLesson(t.db, s, { title: 'Text', contentType: 'text', isFree: true });
    expect((await api(t.app).get(`/api/courses/${course.id}/preview`)).json()).toEqual({
      videos: [{ kind: 'youtube', url: 'https://youtu.be/ccccccccccc', lessonTitle: null, streamUrl: null }],
    });
  });

  it('leaves out free videos of hidden sections', async () => {
    const course = await createCourse(t.db);
    const hidden = await createSection(t.db, course.id, { isPublished: false });
    await createLesson(t.db, hidden, { contentType: 'video', videoUrl: 'https://youtu.be/ddddddddddd', isFree: true });
    expect((await api(t.app).get(`/api/courses/${course.id}/preview`)).json()).toEqual({ videos: [] });
  });

  it('gives an uploaded free lesson the lowest rendition of its stream once that is ready, not before', async () => {
    const course = await createCourse(t.db);
    const s = await createSection(t.db, course.id);
    const file = await createStoredFile(t.db, t.deps.storage, { kind: 'lesson', ext: 'mp4', mimeType: 'video/mp4' });
    const lesson = await createLesson(t.db, s, { title: 'Uploaded clip', contentType: 'video', fileId: file.id, isFree: true });
    const preview = async () => (await api(t.app).get(`/api/courses/${course.id}/preview`)).json();
    const media = { kind: 'file', url: `/api/lessons/${lesson.id}/media`, lessonTitle: 'Uploaded clip' };
    expect(await preview()).toEqual({ videos: [{ ...media, streamUrl: null }] });
    await t.db.insert(mediaTranscodes).values({ fileId: file.id, kind: 'video', state: 'processing', requestedAt: t.clock.now() });
    expect(await preview()).toEqual({ videos: [{ ...media, streamUrl: null }] });
    await t.db.update(mediaTranscodes).set({ state: 'ready' }).where(eq(mediaTranscodes.fileId, file.id));
    expect(await preview()).toEqual({ videos: [{ ...media, streamUrl: `/api/lessons/${lesson.id}/stream/master.m3u8?rendition=lowest` }] });
  });

  it('answers 404 for a draft course', async () => {
    expect((await api(t.app).get(`/api/courses/${ids.draft}/preview`)).statusCode).toBe(404);
  });
});

describe('spec rules', () => {
  it("sorts 'Most Popular' by enrollment count, then by rating", async () => {
    const ties = await createCategory(t.db, 'Ties');
    const day = (n: number) => new Date(Date.UTC(2025, 5, n));
    const older = await createCourse(t.db, { title: 'Tie Older Five Stars', categoryId: ties.id, createdAt: day(1) });
    const newer = await createCourse(t.db, { title: 'Tie Newer Three Stars', categoryId: ties.id, createdAt: day(2) });
    const newest = await createCourse(t.db, { title: 'Tie Newest Unrated', categoryId: ties.id, createdAt: day(3) });
    for (const [course, rating] of [
      [older, 5],
      [newer, 3],
      [newest, null],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const s = await createStudent(t.db);
        await enrollUser(t.db, s.id, course.id);
        if (rating) await t.db.insert(courseReviews).values({ courseId: course.id, userId: s.id, rating });
      }
    }
    expect(titles(await list(`?sort=popular&category=${ties.id}`))).toEqual([
      'Tie Older Five Stars',
      'Tie Newer Three Stars',
      'Tie Newest Unrated',
    ]);
  });

  it('searches the title or the short description, never text spanning both', async () => {
    await createCourse(t.db, { title: 'Boundary Alpha', shortDescription: 'Omega lessons' });
    expect(titles(await list('?q=alpha'))).toEqual(['Boundary Alpha']);
    expect(titles(await list('?q=omega%20less'))).toEqual(['Boundary Alpha']);
    expect(titles(await list('?q=alpha%20omega'))).toEqual([]);
  });

  it('keeps paid lessons locked for a learner whose enrollment is inactive', async () => {
    const course = await createCourse(t.db);
    const s = await createSection(t.db, course.id);
    await createLesson(t.db, s, { title: 'Free one', isFree: true, orderIndex: 0 });
    await createLesson(t.db, s, { title: 'Paid one', isFree: false, orderIndex: 1 });
    const student = await createStudent(t.db);
    await enrollUser(t.db, student.id, course.id, { status: 'inactive' });
    const detail = (await api(t.app, await login(t.app, student)).get(`/api/courses/${course.id}`)).json().course;
    expect(detail.enrollment).toMatchObject({ status: 'inactive' });
    expect(detail.sections[0].lessons.map((l: { isLocked: boolean }) => l.isLocked)).toEqual([false, true]);
  });
});

describe('query counts', () => {
  it('answers catalogue, home and detail with the same number of queries for 3 or 40 courses', async () => {
    const ctx = await buildTestApp();
    const anon = api(ctx.app);
    const cat = await createCategory(ctx.db, 'Counted');
    const addCourses = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const c = await createCourse(ctx.db, { categoryId: cat.id });
        const s = await createSection(ctx.db, c.id);
        await createLesson(ctx.db, s);
        await createLesson(ctx.db, s, { contentType: 'quiz' });
        await enrollUser(ctx.db, (await createStudent(ctx.db)).id, c.id);
      }
    };
    const measure = async () => {
      const [first] = (await anon.get('/api/courses')).json().courses;
      return [
        await countQueries(ctx, () => anon.get('/api/courses?sort=popular')),
        await countQueries(ctx, () => anon.get(`/api/courses?category=${cat.id}&q=course`)),
        await countQueries(ctx, () => anon.get('/api/home')),
        await countQueries(ctx, () => anon.get(`/api/courses/${first.id}`)),
      ];
    };
    await addCourses(3);
    const small = await measure();
    await addCourses(37);
    expect(await measure()).toEqual(small);
    expect(Math.min(...small)).toBeGreaterThan(0);
    expect(Math.max(...small)).toBeLessThanOrEqual(5);
  });
});
