// The instructor area's courses: dashboard cards, the course list, Create and Edit Course, the
// status badge, the Overview and Reviews tabs.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, countQueries, databaseState, errorOf, type TestContext } from '../../../test/app.js';
import {
  createCategory,
  createCourse,
  createLesson,
  createSection,
  createStoredFile,
  createStudent,
  enrollUser,
  signedIn,
} from '../../../test/factories.js';
import { certificates, courseReviews, courses, enrollments } from '../../db/schema.js';

let t: TestContext;
let categoryId: string;
beforeAll(async () => {
  t = await buildTestApp();
  categoryId = (await createCategory(t.db)).id;
});

const newCourse = (o: Record<string, unknown> = {}) => ({
  title: 'Rust for Pythonistas',
  shortDescription: 'Ownership without tears',
  description: 'A long description',
  categoryId,
  ...o,
});

describe('the dashboard', () => {
  it('counts courses, published ones, distinct students and revenue as students x price, in two statements', async () => {
    const me = await signedIn(t.app, t.db, { role: 'instructor' });
    const a = await createCourse(t.db, { instructorId: me.user.id, price: 10, status: 'published' });
    const b = await createCourse(t.db, { instructorId: me.user.id, price: 25.5, status: 'draft' });
    await createCourse(t.db, { price: 99 }); // someone else's
    const [s1, s2] = [await createStudent(t.db), await createStudent(t.db)];
    await enrollUser(t.db, s1.id, a.id);
    await enrollUser(t.db, s2.id, a.id);
    await enrollUser(t.db, s1.id, b.id, { status: 'inactive' });

    let res!: Awaited<ReturnType<typeof me.http.get>>;
    const statements = await countQueries(t, async () => (res = await me.http.get('/api/instructor/dashboard')));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.stats).toEqual({ totalCourses: 2, published: 1, totalStudents: 2, revenue: 2 * 10 + 1 * 25.5 });
    expect(body.total).toBe(2);
    expect(body.courses.map((c: { id: string }) => c.id)).toEqual([b.id, a.id]);
    expect(body.recentCourses.map((c: { id: string }) => c.id)).toEqual([b.id, a.id]);
    expect(body.courses[1]).toMatchObject({ title: a.title, status: 'published', students: 2, price: 10, revenue: 20 });
    // The session lookup, then the cards and the rows.
    expect(statements).toBeLessThanOrEqual(3);
  });

  it('shows five recent courses, newest first, and an empty dashboard for a new instructor', async () => {
    const me = await signedIn(t.app, t.db, { role: 'instructor' });
    expect((await me.http.get('/api/instructor/dashboard')).json()).toEqual({
      stats: { totalCourses: 0, published: 0, totalStudents: 0, revenue: 0 },
      recentCourses: [],
      courses: [],
      total: 0,
    });
    const made = [];
    for (let i = 0; i < 7; i++)
      made.push(await createCourse(t.db, { instructorId: me.user.id, createdAt: new Date(Date.UTC(2026, 0, 1 + i)) }));
    const body = (await me.http.get('/api/instructor/dashboard')).json();
    expect(body.recentCourses.map((c: { id: string }) => c.id)).toEqual(
      made
        .reverse()
        .slice(0, 5)
        .map((c) => c.id),
    );
    expect(body.courses).toHaveLength(7);
  });

  it('covers every course for an admin (the policy scope)', async () => {
    const admin = await signedIn(t.app, t.db, { role: 'admin' });
    await createCourse(t.db);
    const body = (await admin.http.get('/api/instructor/dashboard')).json();
    expect(body.stats.totalCourses).toBe((await t.db.select({ id: courses.id }).from(courses)).length);
  });
});

describe('the course list', () => {
  it('searches titles (with % and _ taken literally) and pages newest first', async () => {
    const me = await signedIn(t.app, t.db, { role: 'instructor' });
    const titles = ['Intro to SQL', 'Advanced SQL', '100% Rust', 'Go_lang', 'Python'];
    const made = [];
    for (const [i, title] of titles.entries())
      made.push(await createCourse(t.db, { instructorId: me.user.id, title, createdAt: new Date(Date.UTC(2026, 1, 1 + i)) }));
    const page = (q: string) => me.http.get(`/api/instructor/courses?${q}`).then((r) => r.json());

    const sql = await page('q=sql');
    expect(sql.courses.map((c: { title: string }) => c.title)).toEqual(['Advanced SQL', 'Intro to SQL']);
    expect(sql.total).toBe(2);
    expect((await page('q=%25')).courses.map((c: { title: string }) => c.title)).toEqual(['100% Rust']);
    expect((await page('q=_')).courses.map((c: { title: string }) => c.title)).toEqual(['Go_lang']);

    const first = await page('pageSize=2');
    const third = await page('pageSize=2&page=3');
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.courses.map((c: { id: string }) => c.id)).toEqual([made[4]!.id, made[3]!.id]);
    expect(third.courses.map((c: { id: string }) => c.id)).toEqual([made[0]!.id]);
  });

  it('refuses a bad page or an unknown filter with 400', async () => {
    const me = await signedIn(t.app, t.db, { role: 'instructor' });
    for (const q of ['page=0', 'page=abc', 'pageSize=1000', 'status=draft', `q=${'x'.repeat(201)}`]) {
      const res = await me.http.get(`/api/instructor/courses?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(errorOf(res).code).toBe('VALIDATION_ERROR');
    }
  });

  it('says per row whether anyone learned in the course, as the deletion rule counts them, in the list’s own statements', async () => {
    const me = await signedIn(t.app, t.db, { role: 'instructor' });
    const at = (day: number) => new Date(Date.UTC(2026, 2, day));
    const empty = await createCourse(t.db, { instructorId: me.user.id, createdAt: at(1) });
    const paused = await createCourse(t.db, { instructorId: me.user.id, createdAt: at(2) });
    const certified = await createCourse(t.db, { instructorId: me.user.id, createdAt: at(3) });
    const learner = await createStudent(t.db);
    await enrollUser(t.db, learner.id, paused.id, { status: 'inactive' });
    // A certificate outliving its learner's enrollment (an account deleted) still counts.
    await t.db
      .insert(certificates)
      .values({ code: 'LIST-HASL-0001', userId: learner.id, courseId: certified.id, learnerName: 'L', courseTitle: 'C' });

    let res!: Awaited<ReturnType<typeof me.http.get>>;
    const statements = await countQueries(t, async () => (res = await me.http.get('/api/instructor/courses')));
    const rows = res.json<{ courses: { id: string; hasLearners: boolean; instructorId: string }[] }>().courses;
    expect(rows.map((c) => [c.id, c.hasLearners, c.instructorId])).toEqual([
      [certified.id, true, me.user.id],
      [paused.id, true, me.user.id],
      [empty.id, false, me.user.id],
    ]);
    // The session lookup, the page and the count: never a query per row.
    expect(statements).toBeLessThanOrEqual(3);
    // The dashboard's rows say the same.
    const dashboard = (await me.http.get('/api/instructor/dashboard')).json<{ courses: { id: string; hasLearners: boolean }[] }>();
    expect(dashboard.courses.map((c) => c.hasLearners)).toEqual([true, true, false]);

    // What the list says is what the deletion finds.
    expect((await me.http.delete(`/api/instructor/courses/${certified.id}`)).statusCode).toBe(409);
    expect((await me.http.delete(`/api/instructor/courses/${paused.id}`)).statusCode).toBe(409);
    expect((await me.http.delete(`/api/instructor/courses/${empty.id}`)).statusCode).toBe(200);
    expect(await t.db.select().from(enrollments).where(eq(enrollments.courseId, paused.id))).toHaveLength(1);
  });

  it('lists only the caller’s own courses', async () => {
    const me = await signedIn(t.app, t.db, { role: 'instructor' });
    const mine = await createCourse(t.db, { instructorId: me.user.id });
    await createCourse(t.db);
    const ids = (await me.http.get('/api/instructor/courses')).json().courses.map((c: { id: string }) => c.id);
    expect(ids).toEqual([mine.id]);
  });
});

describe('Create Course', () => {
  it('creates a draft owned by the caller, with the defaults', async () => {
    const me = await signedIn(t.app, t.db, { role: 'instructor' });
    const res = await me.http.post('/api/instructor/courses', newCourse({ price: 19.99, whatYouWillLearn: ['a', ' ', 'b'] }));
    expect(res.statusCode, res.body).toBe(201);
    const { course, message } = res.json();
    expect(message).toBe('Course created successfully!');
    expect(course).toMatchObject({
      title: 'Rust for Pythonistas',
      status: 'draft',
      level: 'beginner',
      price: 19.99,
      durationHours: 0,
      instructorId: me.user.id,
      whatYouWillLearn: ['a', 'b'],
      requirements: [],
      thumbnailUrl: null,
      thumbnailSrc: null,
      version: '1',
    });
    const [row] = await t.db.select().from(courses).where(eq(courses.id, course.id));
    expect(row).toMatchObject({ status: 'draft', instructorId: me.user.id });
  });

  it('lets an admin create a course, which is theirs', async () => {
    const admin = await signedIn(t.app, t.db, { role: 'admin' });
    const res = await admin.http.post('/api/instructor/courses', newCourse());
    expect(res.statusCode).toBe(201);
    expect(res.json().course.instructorId).toBe(admin.user.id);
  });

  it('takes a thumbnail the caller uploaded, and shows it by its address', async () => {
    const me = await signedIn(t.app, t.db, { role: 'instructor' });
    const file = await createStoredFile(t.db, t.app.deps.storage, { kind: 'thumbnail', uploadedBy: me.user.id, ext: 'png' });
    const res = await me.http.post('/api/instructor/courses', newCourse({ thumbnailFileId: file.id }));
    expect(res.statusCode).toBe(201);
    expect(res.json().course).toMatchObject({ thumbnailFileId: file.id, thumbnailSrc: `/api/files/${file.id}`, thumbnailUrl: null });
  });

  it.each([
    ['a status (a new course is a draft)', { status: 'published' }, 'Unrecognized key'],
    ['a 100,000-character title', { title: 'x'.repeat(100_000) }, 'Title must be at most 200 characters'],
    ['a negative price', { price: -5 }, 'Price cannot be negative'],
    ['a price that is text', { price: '12' }, 'Price must be a number'],
    ['a negative duration', { durationHours: -1 }, 'Duration (hours) cannot be negative'],
    ['a duration that is text', { durationHours: 'ten' }, 'Duration (hours) must be a number'],
    ['a javascript: thumbnail', { thumbnailUrl: 'javascript:alert(1)' }, 'Thumbnail URL must be a web address (http or https)'],
    ['a category that does not exist', { categoryId: '00000000-0000-4000-8000-000000000000' }, 'Choose one of the categories.'],
    ['no title', { title: '   ' }, 'Title is required'],
  ])('refuses %s with 400 and stores nothing', async (_what, change, message) => {
    const me = await signedIn(t.app, t.db, { role: 'instructor' });
    const before = await databaseState(t.db);
    const res = await me.http.post('/api/instructor/courses', newCourse(change));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(errorOf(res).message).toContain(message);
    expect(await databaseState(t.db)).toEqual(before);
  });

  it('refuses another person’s uploaded thumbnail, and a file that is not a thumbnail', async () => {
    const me = await signedIn(t.app, t.db, { role: 'instructor' });
    const other = await signedIn(t.app, t.db, { role: 'instructor' });
    const theirs = await createStoredFile(t.db, t.app.deps.storage, { kind: 'thumbnail', uploadedBy: other.user.id });
    const avatar = await createStoredFile(t.db, t.app.deps.storage, { kind: 'avatar', uploadedBy: me.user.id });
    for (const fileId of [theirs.id, avatar.id]) {
      const before = await databaseState(t.db);
      const res = await me.http.post('/api/instructor/courses', newCourse({ thumbnailFileId: fileId }));
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toBe('That thumbnail cannot be used. Upload the image again, or give its web address.');
      expect(await databaseState(t.db)).toEqual(before);
    }
  });
});

describe('Edit Course', () => {
  async function mine() {
    const me = await signedIn(t.app, t.db, { role: 'instructor' });
    const course = (await me.http.post('/api/instructor/courses', newCourse())).json().course;
    return { me, course };
  }
  const edit = (course: { version: string }, o: Record<string, unknown> = {}) => ({
    ...newCourse(),
    status: 'draft',
    version: course.version,
    ...o,
  });

  it('loads the form with its version and saves every field, moving the version', async () => {
    const { me, course } = await mine();
    const loaded = (await me.http.get(`/api/instructor/courses/${course.id}`)).json().course;
    expect(loaded).toEqual(course);
    const res = await me.http.put(
      `/api/instructor/courses/${course.id}`,
      edit(loaded, {
        title: 'Renamed',
        level: 'advanced',
        status: 'archived',
        requirements: ['Rust installed'],
        thumbnailUrl: 'https://cdn.test/t.png',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Course updated successfully!');
    expect(res.json().course).toMatchObject({
      title: 'Renamed',
      level: 'advanced',
      status: 'archived',
      requirements: ['Rust installed'],
      thumbnailUrl: 'https://cdn.test/t.png',
      thumbnailSrc: 'https://cdn.test/t.png',
      version: '2',
    });
  });

  it('refuses an edit made from a stale version with 409 and keeps the newer save', async () => {
    const { me, course } = await mine();
    const tabA = (await me.http.get(`/api/instructor/courses/${course.id}`)).json().course;
    const tabB = (await me.http.get(`/api/instructor/courses/${course.id}`)).json().course;
    expect((await me.http.put(`/api/instructor/courses/${course.id}`, edit(tabA, { title: 'From tab A' }))).statusCode).toBe(200);
    const before = await databaseState(t.db);
    const res = await me.http.put(`/api/instructor/courses/${course.id}`, edit(tabB, { title: 'From tab B' }));
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toEqual({
      code: 'CONFLICT',
      message:
        'Someone changed this course after you opened it. Your edits are still here: copy what you need, then reload the page to see the latest version.',
    });
    expect(await databaseState(t.db)).toEqual(before);
  });

  it('replaces an uploaded thumbnail and deletes the old file, rows and bytes', async () => {
    const { me, course } = await mine();
    const first = await createStoredFile(t.db, t.app.deps.storage, { kind: 'thumbnail', uploadedBy: me.user.id });
    const second = await createStoredFile(t.db, t.app.deps.storage, { kind: 'thumbnail', uploadedBy: me.user.id });
    const v2 = (await me.http.put(`/api/instructor/courses/${course.id}`, edit(course, { thumbnailFileId: first.id }))).json().course;
    // Sent back unchanged, the current thumbnail stays.
    const v3 = (await me.http.put(`/api/instructor/courses/${course.id}`, edit(v2, { thumbnailFileId: first.id }))).json().course;
    expect(v3.thumbnailFileId).toBe(first.id);
    await me.http.put(`/api/instructor/courses/${course.id}`, edit(v3, { thumbnailFileId: second.id }));
    expect(await t.app.deps.storage.head(first.storageKey)).toBeNull();
    expect(await t.app.deps.storage.head(second.storageKey)).not.toBeNull();
  });
});

describe('the status badge', () => {
  it('publishes and unpublishes with the spec’s toasts, and makes an open edit form stale', async () => {
    const me = await signedIn(t.app, t.db, { role: 'instructor' });
    const course = (await me.http.post('/api/instructor/courses', newCourse())).json().course;
    const published = await me.http.patch(`/api/instructor/courses/${course.id}/status`, { status: 'published' });
    expect(published.json()).toMatchObject({ id: course.id, status: 'published', version: '2', message: 'Course published successfully' });
    const draft = await me.http.patch(`/api/instructor/courses/${course.id}/status`, { status: 'draft' });
    expect(draft.json()).toMatchObject({ status: 'draft', version: '3', message: 'Course unpublished successfully' });
    const archived = await me.http.patch(`/api/instructor/courses/${course.id}/status`, { status: 'archived' });
    expect(archived.json()).toMatchObject({ status: 'archived', message: 'Course status updated successfully' });
    const stale = await me.http.put(`/api/instructor/courses/${course.id}`, {
      ...newCourse(),
      status: 'published',
      version: course.version,
    });
    expect(stale.statusCode).toBe(409);
  });

  it('refuses a status that does not exist', async () => {
    const me = await signedIn(t.app, t.db, { role: 'instructor' });
    const course = await createCourse(t.db, { instructorId: me.user.id });
    const res = await me.http.patch(`/api/instructor/courses/${course.id}/status`, { status: 'deleted' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe('Status must be draft, published or archived');
  });
});

describe('the Overview and Reviews tabs', () => {
  it('give the course’s figures and its reviews newest first', async () => {
    const me = await signedIn(t.app, t.db, { role: 'instructor' });
    const course = await createCourse(t.db, { instructorId: me.user.id, price: 12 });
    const shown = await createSection(t.db, course.id);
    const hidden = await createSection(t.db, course.id, { isPublished: false });
    await createLesson(t.db, shown, { durationMinutes: 7 });
    await createLesson(t.db, hidden);
    const learners = [await createStudent(t.db, { fullName: 'Ada' }), await createStudent(t.db, { fullName: 'Grace' })];
    await enrollUser(t.db, learners[0]!.id, course.id, { progressPercentage: 100, status: 'completed' });
    await enrollUser(t.db, learners[1]!.id, course.id, { progressPercentage: 50 });
    await t.db.insert(courseReviews).values([
      { courseId: course.id, userId: learners[0]!.id, rating: 5, comment: 'Great', createdAt: new Date(Date.UTC(2026, 2, 1)) },
      { courseId: course.id, userId: learners[1]!.id, rating: 4, createdAt: new Date(Date.UTC(2026, 2, 2)) },
    ]);
    const overview = (await me.http.get(`/api/instructor/courses/${course.id}/overview`)).json();
    expect(overview.stats).toEqual({
      students: 2,
      activeStudents: 1,
      completedStudents: 1,
      averageProgress: 75,
      revenue: 24,
      sectionCount: 2,
      lessonCount: 2,
      publishedLessonCount: 1,
      totalMinutes: 7,
      quizCount: 0,
      averageRating: 4.5,
      reviewCount: 2,
    });
    expect(overview.course).toMatchObject({ id: course.id, title: course.title, price: 12, instructorId: me.user.id, hasLearners: true });
    const fresh = await createCourse(t.db, { instructorId: me.user.id });
    expect((await me.http.get(`/api/instructor/courses/${fresh.id}/overview`)).json().course.hasLearners).toBe(false);
    const reviews = (await me.http.get(`/api/instructor/courses/${course.id}/reviews?pageSize=1`)).json();
    expect(reviews).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(reviews.reviews).toEqual([expect.objectContaining({ rating: 4, comment: null, learnerName: 'Grace' })]);
  });
});
