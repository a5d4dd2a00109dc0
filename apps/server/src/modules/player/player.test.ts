import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/core';
import { api, buildTestApp, countQueries, errorOf, type TestContext } from '../../../test/app.js';
import { createCourse, createInstructor, createLesson, createSection, enrollUser, login, signedIn } from '../../../test/factories.js';
import { certificates, enrollments, files, lessonProgress, lessons as lessonsTable, quizAttempts, quizzes } from '../../db/schema.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});

const MEDIA = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251));

/** A course of: text (a), uploaded video (b), free pdf (c), quiz (d), and a hidden draft section. */
async function courseWithLessons(o: { status?: 'published' | 'draft' } = {}) {
  const instructor = await createInstructor(t.db);
  const course = await createCourse(t.db, { instructorId: instructor.id, status: o.status ?? 'published' });
  const s1 = await createSection(t.db, course.id, { orderIndex: 0 });
  const s2 = await createSection(t.db, course.id, { orderIndex: 1 });
  const hidden = await createSection(t.db, course.id, { orderIndex: 2, isPublished: false });
  const key = `lesson/${randomUUID()}.mp4`;
  await t.app.deps.storage.put(key, MEDIA);
  const [file] = await t.db
    .insert(files)
    .values({ storageKey: key, originalName: 'intro.mp4', size: MEDIA.length, mimeType: 'video/mp4', kind: 'lesson', isPublic: false })
    .returning();
  const a = await createLesson(t.db, s1, { orderIndex: 0, contentType: 'text', content: '# Welcome' });
  const b = await createLesson(t.db, s1, { orderIndex: 1, contentType: 'video', fileId: file!.id, durationMinutes: 12 });
  const c = await createLesson(t.db, s2, { orderIndex: 0, contentType: 'pdf', isFree: true });
  const d = await createLesson(t.db, s2, { orderIndex: 1, contentType: 'quiz' });
  const secret = await createLesson(t.db, hidden, { contentType: 'text', content: 'hidden' });
  return { instructor, course, lessons: { a, b, c, d }, secret, file: file! };
}

async function learner(courseId: string) {
  const s = await signedIn(t.app, t.db);
  await enrollUser(t.db, s.user.id, courseId);
  return s;
}

const enrollmentOf = async (userId: string, courseId: string) =>
  (
    await t.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)))
  )[0]!;

describe('player', () => {
  it('shows an enrolled learner the curriculum with locks, progress and where to start', async () => {
    const { course, lessons } = await courseWithLessons();
    const { http } = await learner(course.id);
    const res = await http.get(`/api/courses/${course.id}/player`);
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p).toMatchObject({ mode: 'learner', totalLessons: 4, completedLessons: 0, progressPercentage: 0, nextLessonId: lessons.a.id });
    const flat = p.sections.flatMap((s: { lessons: unknown[] }) => s.lessons);
    expect(flat.map((l: { id: string; isLocked: boolean }) => [l.id, l.isLocked])).toEqual([
      [lessons.a.id, false],
      [lessons.b.id, true],
      [lessons.c.id, false],
      [lessons.d.id, true],
    ]);
  });

  it('answers Not Enrolled to a signed-in stranger and 404 for a draft course', async () => {
    const { course } = await courseWithLessons();
    const stranger = await signedIn(t.app, t.db);
    const res = await stranger.http.get(`/api/courses/${course.id}/player`);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res)).toEqual({ code: 'NOT_ENROLLED', message: 'Not Enrolled' });
    const draft = await courseWithLessons({ status: 'draft' });
    expect((await stranger.http.get(`/api/courses/${draft.course.id}/player`)).statusCode).toBe(404);
    expect((await api(t.app).get(`/api/courses/${course.id}/player`)).statusCode).toBe(401);
  });

  it('opens everything to the course instructor and admins in preview mode, recording nothing', async () => {
    const { course, lessons, instructor } = await courseWithLessons({ status: 'draft' });
    const http = api(t.app, await login(t.app, instructor));
    const p = (await http.get(`/api/courses/${course.id}/player`)).json();
    expect(p.mode).toBe('preview');
    expect(
      p.sections.flatMap((s: { lessons: { isLocked: boolean }[] }) => s.lessons).every((l: { isLocked: boolean }) => !l.isLocked),
    ).toBe(true);
    expect((await http.get(`/api/lessons/${lessons.b.id}`)).statusCode).toBe(200);
    const res = await http.post(`/api/lessons/${lessons.a.id}/complete`);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe(MESSAGES.previewNotRecorded);
    expect(await t.db.select().from(lessonProgress).where(eq(lessonProgress.lessonId, lessons.a.id))).toHaveLength(0);

    const admin = await signedIn(t.app, t.db, { role: 'admin' });
    expect((await admin.http.get(`/api/courses/${course.id}/player`)).json().mode).toBe('preview');
    const otherInstructor = await signedIn(t.app, t.db, { role: 'instructor' });
    expect((await otherInstructor.http.get(`/api/courses/${course.id}/player`)).statusCode).toBe(404);
  });
});

describe('lesson content', () => {
  it('returns an open lesson and refuses a locked one without its content', async () => {
    const { course, lessons } = await courseWithLessons();
    const { http } = await learner(course.id);
    const open = await http.get(`/api/lessons/${lessons.a.id}`);
    expect(open.statusCode).toBe(200);
    expect(open.json()).toMatchObject({ content: '# Welcome', contentType: 'text', isCompleted: false });
    const locked = await http.get(`/api/lessons/${lessons.b.id}`);
    expect(locked.statusCode).toBe(403);
    expect(errorOf(locked).code).toBe('LESSON_LOCKED');
    expect(locked.body).not.toContain('/media');
  });

  it('hides lessons of unpublished sections and unknown or malformed ids', async () => {
    const { course, secret } = await courseWithLessons();
    const { http } = await learner(course.id);
    expect((await http.get(`/api/lessons/${secret.id}`)).statusCode).toBe(404);
    expect((await http.get(`/api/lessons/${randomUUID()}`)).statusCode).toBe(404);
    expect((await http.get('/api/lessons/42')).statusCode).toBe(400);
    expect((await http.get('/api/lessons/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(400);
  });

  it('gives a free lesson to a stranger but a paid one to no one outside the course', async () => {
    const { course, lessons } = await courseWithLessons();
    const stranger = await signedIn(t.app, t.db);
    expect((await stranger.http.get(`/api/lessons/${lessons.c.id}`)).statusCode).toBe(200);
    const res = await stranger.http.get(`/api/lessons/${lessons.a.id}`);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).code).toBe('NOT_ENROLLED');
    void course;
  });
});

describe('completing lessons', () => {
  it('completes in order, recomputes progress and unlocks the next lesson', async () => {
    const { course, lessons } = await courseWithLessons();
    const { http, user } = await learner(course.id);
    const first = await http.post(`/api/lessons/${lessons.a.id}/complete`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      message: 'Lesson completed!',
      progressPercentage: 25,
      completedLessons: 1,
      nextLessonId: lessons.b.id,
    });
    expect((await enrollmentOf(user.id, course.id)).progressPercentage).toBe(25);
    expect((await http.get(`/api/lessons/${lessons.b.id}`)).statusCode).toBe(200);
    // Again: still one row, first time kept.
    const [before] = await t.db.select().from(lessonProgress).where(eq(lessonProgress.lessonId, lessons.a.id));
    t.clock.advance(60_000);
    await http.post(`/api/lessons/${lessons.a.id}/complete`);
    const rows = await t.db.select().from(lessonProgress).where(eq(lessonProgress.lessonId, lessons.a.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.completedAt).toEqual(before!.completedAt);
  });

  it('refuses a locked lesson, a stranger and a quiz lesson, storing nothing', async () => {
    const { course, lessons } = await courseWithLessons();
    const { http, user } = await learner(course.id);
    const locked = await http.post(`/api/lessons/${lessons.b.id}/complete`);
    expect(locked.statusCode).toBe(403);
    expect(errorOf(locked).message).toBe(MESSAGES.lessonLocked);
    const stranger = await signedIn(t.app, t.db);
    expect((await stranger.http.post(`/api/lessons/${lessons.a.id}/complete`)).statusCode).toBe(403);
    expect((await stranger.http.post(`/api/lessons/${lessons.c.id}/complete`)).statusCode).toBe(403);
    const quiz = await http.post(`/api/lessons/${lessons.d.id}/complete`);
    expect(quiz.statusCode).toBe(400);
    expect(errorOf(quiz).message).toBe(MESSAGES.finishQuizToComplete);
    expect(await t.db.select().from(lessonProgress).where(eq(lessonProgress.courseId, course.id))).toHaveLength(0);
    expect((await enrollmentOf(user.id, course.id)).progressPercentage).toBe(0);
  });

  it('refuses a learner whose enrollment is inactive', async () => {
    const { course, lessons } = await courseWithLessons();
    const s = await signedIn(t.app, t.db);
    await enrollUser(t.db, s.user.id, course.id, { status: 'inactive' });
    expect((await s.http.post(`/api/lessons/${lessons.a.id}/complete`)).statusCode).toBe(403);
    // The player says why, instead of offering an enrollment that would change nothing.
    const player = await s.http.get(`/api/courses/${course.id}/player`);
    expect(player.statusCode).toBe(403);
    expect(errorOf(player)).toEqual({ code: 'ENROLLMENT_INACTIVE', message: MESSAGES.enrollmentInactive });
  });

  it('counts lessons completed at the same moment', async () => {
    const { course, lessons } = await courseWithLessons();
    const { http, user } = await learner(course.id);
    await Promise.all([http.post(`/api/lessons/${lessons.a.id}/complete`), http.post(`/api/lessons/${lessons.c.id}/complete`)]);
    expect((await enrollmentOf(user.id, course.id)).progressPercentage).toBe(50);
  });

  it('uses the same number of queries for a course of 3 or 60 lessons, completed or not', async () => {
    /** A course of `sections` sections of 3 lessons each, its learner, and how many queries each call takes. */
    const measure = async (sectionCount: number) => {
      const course = await createCourse(t.db);
      const all = [];
      for (let s = 0; s < sectionCount; s++) {
        const section = await createSection(t.db, course.id, { orderIndex: s });
        for (let l = 0; l < 3; l++) all.push(await createLesson(t.db, section, { orderIndex: l, contentType: 'text', content: 'x' }));
      }
      const { http } = await learner(course.id);
      // Half the course done first, so progress rows exist in proportion to its size.
      for (const lesson of all.slice(0, Math.floor(all.length / 2))) await http.post(`/api/lessons/${lesson.id}/complete`);
      const next = all[Math.floor(all.length / 2)]!;
      return {
        complete: await countQueries(t, () => http.post(`/api/lessons/${next.id}/complete`)),
        player: await countQueries(t, () => http.get(`/api/courses/${course.id}/player`)),
        lesson: await countQueries(t, () => http.get(`/api/lessons/${next.id}`)),
      };
    };
    const small = await measure(1);
    const large = await measure(20);
    expect(small.complete).toBeGreaterThan(0);
    expect(large).toEqual(small);
  });

  it('completes the course at 100% without an assessment and issues one certificate', async () => {
    const instructor = await createInstructor(t.db);
    const course = await createCourse(t.db, { instructorId: instructor.id, title: 'Certified Course' });
    const s = await createSection(t.db, course.id);
    const one = await createLesson(t.db, s, { orderIndex: 0 });
    const two = await createLesson(t.db, s, { orderIndex: 1 });
    const { http, user } = await learner(course.id);
    await http.post(`/api/lessons/${one.id}/complete`);
    const done = (await http.post(`/api/lessons/${two.id}/complete`)).json();
    expect(done).toMatchObject({ progressPercentage: 100, enrollmentStatus: 'completed' });
    expect(done.certificateCode).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    const e = await enrollmentOf(user.id, course.id);
    expect(e.status).toBe('completed');
    expect(e.completedAt).toBeTruthy();
    await http.post(`/api/lessons/${two.id}/complete`);
    expect(await t.db.select().from(certificates).where(eq(certificates.userId, user.id))).toHaveLength(1);

    const verified = await api(t.app).get(`/api/certificates/${done.certificateCode.toLowerCase()}`);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ code: done.certificateCode, courseTitle: 'Certified Course', learnerName: user.fullName });
    const pdf = await api(t.app).get(`/api/certificates/${done.certificateCode}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await api(t.app).get('/api/certificates/AAAA-AAAA-AAAA')).statusCode).toBe(404);
    expect((await api(t.app).get('/api/certificates/not-a-code')).statusCode).toBe(400);
  });

  it('never rounds up to 100%: 199 of 200 lessons neither completes the course nor opens the assessment', async () => {
    const course = await createCourse(t.db);
    const s = await createSection(t.db, course.id);
    const rows = await t.db
      .insert(lessonsTable)
      .values(
        Array.from({ length: 200 }, (_, i) => ({
          sectionId: s.id,
          courseId: course.id,
          title: `L${i}`,
          contentType: 'text' as const,
          orderIndex: i,
        })),
      )
      .returning({ id: lessonsTable.id, orderIndex: lessonsTable.orderIndex });
    rows.sort((a, b) => a.orderIndex - b.orderIndex);
    await t.db.insert(quizzes).values({ title: 'Final', courseId: course.id, quizType: 'course', isPublished: true });
    const { http, user } = await learner(course.id);
    await t.db
      .insert(lessonProgress)
      .values(
        rows.slice(0, 198).map((l) => ({ userId: user.id, lessonId: l.id, courseId: course.id, completed: true, completedAt: new Date() })),
      );
    const res = (await http.post(`/api/lessons/${rows[198]!.id}/complete`)).json();
    expect(res).toMatchObject({ completedLessons: 199, progressPercentage: 99, enrollmentStatus: 'active', certificateCode: null });
    const player = (await http.get(`/api/courses/${course.id}/player`)).json();
    expect(player.progressPercentage).toBe(99);
    expect(player.assessment.available).toBe(false);
    expect((await enrollmentOf(user.id, course.id)).progressPercentage).toBe(99);
  });

  it('waits for a passed course assessment before completing the course', async () => {
    const course = await createCourse(t.db);
    const s = await createSection(t.db, course.id);
    const only = await createLesson(t.db, s);
    const [quiz] = await t.db
      .insert(quizzes)
      .values({ title: 'Final', courseId: course.id, quizType: 'course', isPublished: true })
      .returning();
    const { http, user } = await learner(course.id);
    const res = (await http.post(`/api/lessons/${only.id}/complete`)).json();
    expect(res).toMatchObject({ progressPercentage: 100, enrollmentStatus: 'active', certificateCode: null });
    const player = (await http.get(`/api/courses/${course.id}/player`)).json();
    expect(player.assessment).toMatchObject({ quizId: quiz!.id, available: true, passed: false });
    await t.db
      .insert(quizAttempts)
      .values({ quizId: quiz!.id, userId: user.id, attemptNumber: 1, isPassed: true, completedAt: new Date() });
    // Completing again (or the quiz service after a pass) completes the course.
    const again = (await http.post(`/api/lessons/${only.id}/complete`)).json();
    expect(again).toMatchObject({ enrollmentStatus: 'completed' });
  });
});

describe('resume position', () => {
  it('saves and returns the position of an open video lesson', async () => {
    const { course, lessons } = await courseWithLessons();
    const { http } = await learner(course.id);
    await http.post(`/api/lessons/${lessons.a.id}/complete`);
    expect((await http.put(`/api/lessons/${lessons.b.id}/position`, { seconds: 93.7 })).json()).toEqual({ positionSeconds: 93 });
    expect((await http.get(`/api/lessons/${lessons.b.id}`)).json().positionSeconds).toBe(93);
  });

  it.each([
    ['negative', { seconds: -5 }],
    ['absurd', { seconds: 1e12 }],
    ['text', { seconds: '10' }],
    ['missing', {}],
  ])('refuses a %s position', async (_n, body) => {
    const { course, lessons } = await courseWithLessons();
    const { http } = await learner(course.id);
    await http.post(`/api/lessons/${lessons.a.id}/complete`);
    expect((await http.put(`/api/lessons/${lessons.b.id}/position`, body)).statusCode).toBe(400);
  });

  it('never unsets a completed lesson when its position is saved', async () => {
    const { course, lessons } = await courseWithLessons();
    const { http, user } = await learner(course.id);
    await http.post(`/api/lessons/${lessons.a.id}/complete`);
    await http.post(`/api/lessons/${lessons.b.id}/complete`);
    expect((await http.put(`/api/lessons/${lessons.b.id}/position`, { seconds: 4 })).statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(lessonProgress)
      .where(and(eq(lessonProgress.userId, user.id), eq(lessonProgress.lessonId, lessons.b.id)));
    expect(row).toMatchObject({ completed: true, positionSeconds: 4 });
    expect(row!.completedAt).toBeTruthy();
    expect((await http.get(`/api/courses/${course.id}/player`)).json()).toMatchObject({ completedLessons: 2, progressPercentage: 50 });
  });

  it('refuses a locked lesson and a text lesson', async () => {
    const { course, lessons } = await courseWithLessons();
    const { http } = await learner(course.id);
    expect((await http.put(`/api/lessons/${lessons.b.id}/position`, { seconds: 3 })).statusCode).toBe(403);
    expect((await http.put(`/api/lessons/${lessons.a.id}/position`, { seconds: 3 })).statusCode).toBe(400);
  });
});

describe('lesson media', () => {
  it('serves the file with Range support to a learner who may open it', async () => {
    const { course, lessons } = await courseWithLessons();
    const { http } = await learner(course.id);
    await http.post(`/api/lessons/${lessons.a.id}/complete`);
    const url = `/api/lessons/${lessons.b.id}/media`;
    const full = await http.get(url);
    expect(full.statusCode).toBe(200);
    expect(full.headers).toMatchObject({ 'content-type': 'video/mp4', 'accept-ranges': 'bytes', 'x-content-type-options': 'nosniff' });
    expect(full.rawPayload.equals(MEDIA)).toBe(true);

    const part = await http.get(url, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/5000');
    expect(part.rawPayload.equals(MEDIA.subarray(100, 200))).toBe(true);

    const tail = await http.get(url, { range: 'bytes=-10' });
    expect(tail.rawPayload.equals(MEDIA.subarray(4990))).toBe(true);

    const past = await http.get(url, { range: 'bytes=6000-' });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */5000');

    for (const range of ['bytes=200-100', 'bytes=abc', 'bytes=0-1,4-5']) {
      const r = await http.get(url, { range });
      expect(r.statusCode).toBe(200);
      expect(r.rawPayload.length).toBe(5000);
    }
  });

  it('answers HEAD with the headers only, and keeps the security headers every response has', async () => {
    const { course, lessons } = await courseWithLessons();
    const { http, cookie } = await learner(course.id);
    await http.post(`/api/lessons/${lessons.a.id}/complete`);
    const url = `/api/lessons/${lessons.b.id}/media`;
    const head = await t.app.inject({ method: 'HEAD', url, headers: { cookie, range: 'bytes=10-19' } });
    expect(head.statusCode).toBe(206);
    expect(head.headers).toMatchObject({ 'content-length': '10', 'content-range': 'bytes 10-19/5000' });
    expect(head.rawPayload.length).toBe(0);
    const get = await http.get(url);
    const health = await http.get('/api/health');
    for (const name of ['content-security-policy', 'cross-origin-resource-policy', 'x-frame-options', 'referrer-policy'])
      expect(get.headers[name], name).toBe(health.headers[name]);
  });

  it('answers a clear server error when the stored file has gone, and sends no bytes', async () => {
    const { course, lessons, file } = await courseWithLessons();
    const { http } = await learner(course.id);
    await http.post(`/api/lessons/${lessons.a.id}/complete`);
    await t.app.deps.storage.remove(file.storageKey);
    const res = await http.get(`/api/lessons/${lessons.b.id}/media`);
    expect(res.statusCode).toBe(500);
    expect(errorOf(res).code).toBe('INTERNAL');
    expect(res.headers['content-type']).toContain('application/json');
    // None of the file's headers: not cached, no Range, no Content-Disposition.
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['accept-ranges']).toBeUndefined();
    expect(res.headers['content-disposition']).toBeUndefined();
  });

  it('refuses the file of a locked lesson, a stranger and a visitor', async () => {
    const { course, lessons } = await courseWithLessons();
    const { http } = await learner(course.id);
    expect((await http.get(`/api/lessons/${lessons.b.id}/media`)).statusCode).toBe(403);
    const stranger = await signedIn(t.app, t.db);
    expect((await stranger.http.get(`/api/lessons/${lessons.b.id}/media`)).statusCode).toBe(403);
    expect((await api(t.app).get(`/api/lessons/${lessons.b.id}/media`)).statusCode).toBe(403);
  });

  it('answers a path with .. or an id that is not a uuid with a clear error, never a file', async () => {
    const { course } = await courseWithLessons();
    const { http } = await learner(course.id);
    for (const path of ['/api/lessons/..%2F..%2Fetc%2Fpasswd/media', '/api/lessons/42/media', '/api/lessons/..%5Cx/media']) {
      const res = await http.get(path);
      expect(res.statusCode, path).toBe(400);
      expect(errorOf(res).code, path).toBe('VALIDATION_ERROR');
    }
    // A path that climbs out of /api is resolved by the URL parser before routing: at most the app's own page.
    const climbed = await http.get('/api/lessons/../../etc/passwd');
    expect(climbed.body).not.toContain('root:');
    expect((await http.get('/api/lessons/%2e%2e/media')).statusCode).toBe(404);
  });

  it('never serves a private file through the public files route', async () => {
    const { file } = await courseWithLessons();
    expect((await api(t.app).get(`/api/files/${file.id}`)).statusCode).toBe(404);
  });
});
