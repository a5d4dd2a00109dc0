// What learners see when the Curriculum Builder changes a course they take (docs/learning.md,
// "When the curriculum changes"), through the builder's own API: stored progress always equals
// what the player shows, completions and certificates stay, progress rows of a deleted lesson go,
// locks follow the new order, and a deleted lesson's file goes when nothing else uses it.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { createCourse, createLesson, createSection, createUploadedLessonFile, enrollUser, signedIn } from '../../../test/factories.js';
import { certificates, enrollments, files, lessonProgress } from '../../db/schema.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});

/** A course of four lessons in one published section and an empty hidden section, and its builder. */
async function world() {
  const me = await signedIn(t.app, t.db, { role: 'instructor' });
  const course = await createCourse(t.db, { instructorId: me.user.id });
  const section = await createSection(t.db, course.id, { orderIndex: 0 });
  const hidden = await createSection(t.db, course.id, { orderIndex: 1, isPublished: false });
  const ls = [];
  for (let i = 0; i < 4; i++) ls.push(await createLesson(t.db, section, { orderIndex: i }));
  const version = async () => (await me.http.get(`/api/instructor/courses/${course.id}/curriculum`)).json().version as string;
  return { me, course, section, hidden, lessonIds: ls.map((l) => l.id), version };
}

/** A learner who completed the first `done` lessons, as a learner does. */
async function learner(courseId: string, lessonIds: string[], done: number) {
  const s = await signedIn(t.app, t.db);
  await enrollUser(t.db, s.user.id, courseId);
  for (const id of lessonIds.slice(0, done)) expect((await s.http.post(`/api/lessons/${id}/complete`)).statusCode).toBe(200);
  return s;
}

async function enrollment(userId: string, courseId: string) {
  const [row] = await t.db
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)));
  return row!;
}
const certificate = async (userId: string, courseId: string) =>
  (
    await t.db
      .select({ code: certificates.code })
      .from(certificates)
      .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)))
  )[0]?.code ?? null;

/** The percentage the player shows each learner beside the stored one. */
async function shownAndStored(courseId: string, learners: Awaited<ReturnType<typeof learner>>[]) {
  const out = [];
  for (const l of learners) {
    const shown = (await l.http.get(`/api/courses/${courseId}/player`)).json().progressPercentage as number;
    out.push({ shown, stored: (await enrollment(l.user.id, courseId)).progressPercentage });
  }
  return out;
}

describe('when the builder changes a course learners take', () => {
  it('adding a lesson lowers every stored percentage to what the player shows; a completion and its certificate stay', async () => {
    const w = await world();
    const [half, done] = [await learner(w.course.id, w.lessonIds, 2), await learner(w.course.id, w.lessonIds, 4)];
    const completedAt = (await enrollment(done.user.id, w.course.id)).completedAt;
    const code = await certificate(done.user.id, w.course.id);
    expect(code).not.toBeNull();
    const res = await w.me.http.post('/api/instructor/lessons', { sectionId: w.section.id, title: 'Bonus', contentType: 'text' });
    expect(res.statusCode).toBe(201);
    const pairs = await shownAndStored(w.course.id, [half, done]);
    expect(pairs).toEqual([
      { shown: 40, stored: 40 },
      { shown: 80, stored: 80 },
    ]);
    expect(await enrollment(done.user.id, w.course.id)).toMatchObject({ status: 'completed', completedAt });
    expect(await certificate(done.user.id, w.course.id)).toBe(code);
  });

  it('deleting a lesson deletes its progress rows and completes a learner it brings to 100%, with a certificate', async () => {
    const w = await world();
    const three = await learner(w.course.id, w.lessonIds, 3);
    const other = await learner(w.course.id, w.lessonIds, 4);
    const last = w.lessonIds[3]!;
    expect((await w.me.http.delete(`/api/instructor/lessons/${last}`)).statusCode).toBe(200);
    expect(await t.db.select().from(lessonProgress).where(eq(lessonProgress.lessonId, last))).toEqual([]);
    expect(await enrollment(three.user.id, w.course.id)).toMatchObject({ progressPercentage: 100, status: 'completed' });
    expect(await certificate(three.user.id, w.course.id)).not.toBeNull();
    expect((await shownAndStored(w.course.id, [three, other])).every((p) => p.shown === p.stored && p.stored === 100)).toBe(true);
  });

  it('reordering recomputes: a lesson moved into a hidden section no longer counts', async () => {
    const w = await world();
    const two = await learner(w.course.id, w.lessonIds, 2);
    const [a, b, c, d] = w.lessonIds;
    const res = await w.me.http.put(`/api/instructor/courses/${w.course.id}/curriculum/order`, {
      version: await w.version(),
      sections: [
        { id: w.section.id, lessonIds: [a, b, c] },
        { id: w.hidden.id, lessonIds: [d] },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await shownAndStored(w.course.id, [two])).toEqual([{ shown: 67, stored: 67 }]);
  });

  it('locks follow the new order; completed lessons stay completed', async () => {
    const w = await world();
    const one = await learner(w.course.id, w.lessonIds, 1);
    const [a, b, c, d] = w.lessonIds;
    await w.me.http.put(`/api/instructor/courses/${w.course.id}/curriculum/order`, {
      version: await w.version(),
      sections: [
        { id: w.section.id, lessonIds: [d, a, b, c] },
        { id: w.hidden.id, lessonIds: [] },
      ],
    });
    const player = (await one.http.get(`/api/courses/${w.course.id}/player`)).json();
    const shown = player.sections[0].lessons.map((l: { id: string; isLocked: boolean; isCompleted: boolean }) => [
      l.id,
      l.isLocked,
      l.isCompleted,
    ]);
    // d comes first now and is open; a stays completed but is locked behind d, as is everything after it.
    expect(shown).toEqual([
      [d, false, false],
      [a, true, true],
      [b, true, false],
      [c, true, false],
    ]);
    expect((await enrollment(one.user.id, w.course.id)).progressPercentage).toBe(25);
  });

  it('hiding a section, or deleting one, recomputes too', async () => {
    const w = await world();
    const extra = await createSection(t.db, w.course.id, { orderIndex: 2 });
    const extraLesson = await createLesson(t.db, extra);
    const all = await learner(w.course.id, [...w.lessonIds, extraLesson.id], 5);
    expect((await w.me.http.patch(`/api/instructor/sections/${extra.id}`, { isPublished: false })).statusCode).toBe(200);
    expect(await shownAndStored(w.course.id, [all])).toEqual([{ shown: 100, stored: 100 }]);
    expect((await w.me.http.patch(`/api/instructor/sections/${extra.id}`, { isPublished: true })).statusCode).toBe(200);
    const half = await learner(w.course.id, w.lessonIds, 2);
    expect((await w.me.http.delete(`/api/instructor/sections/${extra.id}`)).statusCode).toBe(200);
    expect(await t.db.select().from(lessonProgress).where(eq(lessonProgress.lessonId, extraLesson.id))).toEqual([]);
    expect(await shownAndStored(w.course.id, [half, all])).toEqual([
      { shown: 50, stored: 50 },
      { shown: 100, stored: 100 },
    ]);
  });

  it('moving a lesson to a hidden section through the lesson editor recomputes', async () => {
    const w = await world();
    const two = await learner(w.course.id, w.lessonIds, 2);
    const res = await w.me.http.put(`/api/instructor/lessons/${w.lessonIds[3]}`, {
      sectionId: w.hidden.id,
      title: 'Later',
      contentType: 'text',
    });
    expect(res.statusCode).toBe(200);
    expect(await shownAndStored(w.course.id, [two])).toEqual([{ shown: 67, stored: 67 }]);
  });

  it('deleting a lesson deletes its stored file when nothing else uses it, and keeps one another lesson uses', async () => {
    const w = await world();
    const own = await createUploadedLessonFile(t.db, t.app.deps.storage, { courseId: w.course.id, uploadedBy: w.me.user.id });
    const shared = await createUploadedLessonFile(t.db, t.app.deps.storage, { courseId: w.course.id, uploadedBy: w.me.user.id });
    const add = async (fileId: string) =>
      (await w.me.http.post('/api/instructor/lessons', { sectionId: w.section.id, title: 'Media', contentType: 'audio', fileId })).json()
        .lesson.id as string;
    const withOwn = await add(own.id);
    const sharedA = await add(shared.id);
    await add(shared.id);
    await w.me.http.delete(`/api/instructor/lessons/${withOwn}`);
    await w.me.http.delete(`/api/instructor/lessons/${sharedA}`);
    expect(await t.db.select({ id: files.id }).from(files).where(eq(files.id, own.id))).toEqual([]);
    expect(await t.app.deps.storage.head(own.storageKey)).toBeNull();
    expect(await t.db.select({ id: files.id }).from(files).where(eq(files.id, shared.id))).toEqual([{ id: shared.id }]);
    expect(await t.app.deps.storage.head(shared.storageKey)).not.toBeNull();
  });
});
