// Stored progress after the curriculum changes: every enrollment's stored percentage must say
// what the player shows, in the transaction that changed the curriculum.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { createCourse, createInstructor, createLesson, createQuiz, createSection, enrollUser, signedIn } from '../../../test/factories.js';
import { certificates, enrollments, lessons } from '../../db/schema.js';
import { recomputeProgress } from './course-progress.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});

/** A course of four text lessons in a published section, and one in a hidden section. */
async function course() {
  const instructor = await createInstructor(t.db);
  const c = await createCourse(t.db, { instructorId: instructor.id });
  const section = await createSection(t.db, c.id, { orderIndex: 0 });
  const hidden = await createSection(t.db, c.id, { orderIndex: 1, isPublished: false });
  const list = [];
  for (let i = 0; i < 4; i++) list.push(await createLesson(t.db, section, { orderIndex: i }));
  await createLesson(t.db, hidden, { orderIndex: 0 });
  return { course: c, section, lessons: list };
}

/** A learner who completed the first `done` lessons through the API, as a learner would. */
async function learner(courseId: string, lessonIds: string[], done: number) {
  const s = await signedIn(t.app, t.db);
  await enrollUser(t.db, s.user.id, courseId);
  for (const id of lessonIds.slice(0, done)) expect((await s.http.post(`/api/lessons/${id}/complete`)).statusCode).toBe(200);
  return s;
}

const stored = async (userId: string, courseId: string) =>
  (
    await t.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)))
  )[0]!;

const certificateOf = async (userId: string, courseId: string) =>
  (
    await t.db
      .select({ code: certificates.code })
      .from(certificates)
      .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)))
  )[0]?.code ?? null;

/** What the curriculum builder will do: delete a lesson and recompute the course, in one transaction. */
const deleteLesson = (courseId: string, lessonId: string, now = t.clock.now()) =>
  t.db.transaction(async (tx) => {
    await tx.delete(lessons).where(eq(lessons.id, lessonId));
    await recomputeProgress(t.deps, tx, { courseId, now });
  });

/** What the player shows each learner, beside what is stored for them. */
async function shownAndStored(courseId: string, learners: Awaited<ReturnType<typeof learner>>[]) {
  return Promise.all(
    learners.map(async (l) => {
      const shown = (await l.http.get(`/api/courses/${courseId}/player`)).json();
      return { shown: shown.progressPercentage as number, stored: (await stored(l.user.id, courseId)).progressPercentage };
    }),
  );
}

describe('recomputeProgress', () => {
  it('after a lesson is deleted, stores what the player shows, and completes a learner it brings to 100%', async () => {
    const { course: c, lessons: ls } = await course();
    const ids = ls.map((l) => l.id);
    const [none, half, three, all] = [
      await learner(c.id, ids, 0),
      await learner(c.id, ids, 2),
      await learner(c.id, ids, 3),
      await learner(c.id, ids, 4),
    ];
    const allBefore = await stored(all.user.id, c.id);
    expect(allBefore.status).toBe('completed');
    const allCertificate = await certificateOf(all.user.id, c.id);
    expect(allCertificate).not.toBeNull();

    const now = t.clock.now();
    await deleteLesson(c.id, ls[3]!.id, now);

    const pairs = await shownAndStored(c.id, [none, half, three, all]);
    expect(pairs.map((p) => p.shown)).toEqual([0, 67, 100, 100]);
    for (const p of pairs) expect(p.stored).toBe(p.shown);
    // Three of three is the whole course now: completed, with its certificate.
    const completedNow = await stored(three.user.id, c.id);
    expect(completedNow).toMatchObject({ status: 'completed', completedAt: now });
    expect(await certificateOf(three.user.id, c.id)).not.toBeNull();
    // The learner who had finished keeps their completion, its time and their certificate.
    expect(await stored(all.user.id, c.id)).toMatchObject({ status: 'completed', completedAt: allBefore.completedAt });
    expect(await certificateOf(all.user.id, c.id)).toBe(allCertificate);
    expect((await stored(half.user.id, c.id)).status).toBe('active');
  });

  it('after a lesson is added, lowers every percentage to what the player shows and keeps completions', async () => {
    const { course: c, section, lessons: ls } = await course();
    const ids = ls.map((l) => l.id);
    const [half, all] = [await learner(c.id, ids, 2), await learner(c.id, ids, 4)];
    const allBefore = await stored(all.user.id, c.id);
    const certificate = await certificateOf(all.user.id, c.id);

    await t.db.transaction(async (tx) => {
      await tx.insert(lessons).values({ sectionId: section.id, courseId: c.id, title: 'Added later', contentType: 'text', orderIndex: 9 });
      await recomputeProgress(t.deps, tx, { courseId: c.id, now: t.clock.now() });
    });

    const pairs = await shownAndStored(c.id, [half, all]);
    expect(pairs.map((p) => p.shown)).toEqual([40, 80]);
    for (const p of pairs) expect(p.stored).toBe(p.shown);
    expect(await stored(all.user.id, c.id)).toMatchObject({ status: 'completed', completedAt: allBefore.completedAt });
    expect(await certificateOf(all.user.id, c.id)).toBe(certificate);
  });

  it('does not complete a course whose published assessment is not passed yet', async () => {
    const { course: c, lessons: ls } = await course();
    await createQuiz(t.db, { courseId: c.id, questions: [{ type: 'true_false', answer: true }] });
    const ids = ls.map((l) => l.id);
    const three = await learner(c.id, ids, 3);
    await deleteLesson(c.id, ls[3]!.id);
    expect(await stored(three.user.id, c.id)).toMatchObject({ progressPercentage: 100, status: 'active', completedAt: null });
    expect(await certificateOf(three.user.id, c.id)).toBeNull();
  });

  it('recomputes a deactivated enrollment without reopening or completing it', async () => {
    const { course: c, lessons: ls } = await course();
    const three = await learner(
      c.id,
      ls.map((l) => l.id),
      3,
    );
    await t.db.update(enrollments).set({ status: 'inactive' }).where(eq(enrollments.userId, three.user.id));
    await deleteLesson(c.id, ls[3]!.id);
    expect(await stored(three.user.id, c.id)).toMatchObject({ progressPercentage: 100, status: 'inactive', completedAt: null });
    expect(await certificateOf(three.user.id, c.id)).toBeNull();
  });

  it('rewrites one learner only when told so, and nothing at all when the transaction rolls back', async () => {
    const { course: c, lessons: ls } = await course();
    const ids = ls.map((l) => l.id);
    const [a, b] = [await learner(c.id, ids, 1), await learner(c.id, ids, 1)];
    await expect(
      t.db.transaction(async (tx) => {
        await tx.delete(lessons).where(eq(lessons.id, ls[3]!.id));
        await recomputeProgress(t.deps, tx, { courseId: c.id, now: t.clock.now() });
        throw new Error('the curriculum change failed after the recompute');
      }),
    ).rejects.toThrow('the curriculum change failed');
    expect((await stored(a.user.id, c.id)).progressPercentage).toBe(25);

    await t.db.transaction(async (tx) => {
      await tx.delete(lessons).where(eq(lessons.id, ls[3]!.id));
      const result = await recomputeProgress(t.deps, tx, { courseId: c.id, userId: a.user.id, now: t.clock.now() });
      expect(result).toEqual([{ userId: a.user.id, progressPercentage: 33, completedLessons: 1, status: 'active', certificateCode: null }]);
    });
    expect((await stored(a.user.id, c.id)).progressPercentage).toBe(33);
    expect((await stored(b.user.id, c.id)).progressPercentage).toBe(25);
  });

  it('does nothing for a course without enrollments', async () => {
    const { course: c } = await course();
    await t.db.transaction(async (tx) => expect(await recomputeProgress(t.deps, tx, { courseId: c.id, now: t.clock.now() })).toEqual([]));
  });
});
