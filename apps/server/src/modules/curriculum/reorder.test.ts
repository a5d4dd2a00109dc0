// One request saves the whole order: exactly the course's ids, a constant number of statements,
// and a stale version (another tab's change, a section deleted meanwhile) refused with 409.
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, countQueries, databaseState, errorOf, type TestContext } from '../../../test/app.js';
import { createCourse, createLesson, createSection, signedIn } from '../../../test/factories.js';
import { lessons, sections } from '../../db/schema.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});

/** An instructor's course of `shape[i]` lessons in section i. */
async function world(shape: number[] = [2, 2]) {
  const me = await signedIn(t.app, t.db, { role: 'instructor' });
  const course = await createCourse(t.db, { instructorId: me.user.id });
  const secs = [];
  for (const [i, n] of shape.entries()) {
    const section = await createSection(t.db, course.id, { orderIndex: i });
    const ls = n
      ? await t.db
          .insert(lessons)
          .values(
            Array.from({ length: n }, (_, j) => ({
              sectionId: section.id,
              courseId: course.id,
              title: `L${i}.${j}`,
              contentType: 'text' as const,
              orderIndex: j,
            })),
          )
          .returning()
      : [];
    secs.push({ id: section.id, lessonIds: ls.map((l) => l.id) });
  }
  const version = (await me.http.get(`/api/instructor/courses/${course.id}/curriculum`)).json().version as string;
  const reorder = (body: unknown) => me.http.put(`/api/instructor/courses/${course.id}/curriculum/order`, body);
  return { me, course, sections: secs, version, reorder };
}

/** Sections in order, each with its lesson ids in order, as stored. */
async function stored(courseId: string) {
  const ss = await t.db.select().from(sections).where(eq(sections.courseId, courseId)).orderBy(asc(sections.orderIndex));
  const ls = await t.db.select().from(lessons).where(eq(lessons.courseId, courseId)).orderBy(asc(lessons.orderIndex));
  return ss.map((s) => ({ id: s.id, lessonIds: ls.filter((l) => l.sectionId === s.id).map((l) => l.id) }));
}

describe('reordering the curriculum', () => {
  it('saves sections and lessons in their new order, moving a lesson to another section', async () => {
    const w = await world([2, 2]);
    const [a, b] = w.sections;
    const wanted = [
      { id: b!.id, lessonIds: [b!.lessonIds[1]!, a!.lessonIds[0]!, b!.lessonIds[0]!] },
      { id: a!.id, lessonIds: [a!.lessonIds[1]!] },
    ];
    const res = await w.reorder({ version: w.version, sections: wanted });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ version: String(Number(w.version) + 1), message: 'Curriculum order saved' });
    expect(await stored(w.course.id)).toEqual(wanted);
    const tree = (await w.me.http.get(`/api/instructor/courses/${w.course.id}/curriculum`)).json();
    expect(tree.sections.map((s: { lessons: { id: string }[] }) => s.lessons.map((l) => l.id))).toEqual(wanted.map((s) => s.lessonIds));
  });

  it('takes the same number of statements for 2 lessons as for 600', async () => {
    const small = await world([1, 1]);
    const big = await world([300, 300]);
    const reversed = (w: typeof small) => ({
      version: w.version,
      sections: [...w.sections].reverse().map((s) => ({ id: s.id, lessonIds: [...s.lessonIds].reverse() })),
    });
    const n = async (w: typeof small) => countQueries(t, async () => expect((await w.reorder(reversed(w))).statusCode).toBe(200));
    const [forSmall, forBig] = [await n(small), await n(big)];
    expect(forBig).toBe(forSmall);
    expect(forBig).toBeLessThanOrEqual(10);
    expect(await stored(big.course.id)).toEqual(reversed(big).sections);
  });

  it('refuses a stale version with 409: a section deleted while the reorder was on its way', async () => {
    const w = await world([2, 1]);
    const [a, b] = w.sections;
    // Another tab deletes the second section; this one still shows it and sends the old order.
    expect((await w.me.http.delete(`/api/instructor/sections/${b!.id}`)).statusCode).toBe(200);
    const before = await databaseState(t.db);
    const res = await w.reorder({ version: w.version, sections: [{ id: a!.id, lessonIds: [...a!.lessonIds].reverse() }] });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toEqual({
      code: 'CONFLICT',
      message:
        'The curriculum changed after you loaded it (in another tab or by someone else). It has been reloaded: make your change again.',
    });
    expect(await databaseState(t.db)).toEqual(before);
  });

  it('never interleaves a reorder with a section deleted at the same moment', async () => {
    const w = await world([2, 2]);
    const [a, b] = w.sections;
    const [reorder, deletion] = await Promise.all([
      w.reorder({ version: w.version, sections: [b, a] }),
      w.me.http.delete(`/api/instructor/sections/${b!.id}`),
    ]);
    expect(deletion.statusCode).toBe(200);
    // Either the reorder went first (and the deletion after it), or it came second and was stale.
    expect([200, 409]).toContain(reorder.statusCode);
    expect(await stored(w.course.id)).toEqual([{ id: a!.id, lessonIds: a!.lessonIds }]);
  });

  it('refuses a second reorder made from the same version (two tabs), keeping the first', async () => {
    const w = await world([3]);
    const [a] = w.sections;
    const first = { id: a!.id, lessonIds: [...a!.lessonIds].reverse() };
    expect((await w.reorder({ version: w.version, sections: [first] })).statusCode).toBe(200);
    const res = await w.reorder({ version: w.version, sections: [{ id: a!.id, lessonIds: a!.lessonIds }] });
    expect(res.statusCode).toBe(409);
    expect(await stored(w.course.id)).toEqual([first]);
  });

  describe('refuses ids that are not exactly the course’s, changing nothing', () => {
    const cases: [string, (w: Awaited<ReturnType<typeof world>>, foreign: { section: string; lesson: string }) => unknown, string][] = [
      [
        'a lesson listed twice',
        (w) => [
          { id: w.sections[0]!.id, lessonIds: [...w.sections[0]!.lessonIds, w.sections[1]!.lessonIds[0]] },
          { id: w.sections[1]!.id, lessonIds: w.sections[1]!.lessonIds },
        ],
        'A lesson is listed twice',
      ],
      ['a section listed twice', (w) => [w.sections[0], w.sections[0], w.sections[1]], 'A section is listed twice'],
      ['a missing lesson', (w) => [{ id: w.sections[0]!.id, lessonIds: w.sections[0]!.lessonIds.slice(1) }, w.sections[1]], 'exactly once'],
      ['a missing section', (w) => [{ id: w.sections[0]!.id, lessonIds: w.sections.flatMap((s) => s.lessonIds) }], 'exactly once'],
      [
        'a foreign lesson',
        (w, f) => [{ ...w.sections[0]!, lessonIds: [...w.sections[0]!.lessonIds, f.lesson] }, w.sections[1]],
        'exactly once',
      ],
      [
        'a lesson moved into another course’s section',
        (w, f) => [
          { id: w.sections[0]!.id, lessonIds: w.sections[0]!.lessonIds.slice(1) },
          w.sections[1],
          { id: f.section, lessonIds: [w.sections[0]!.lessonIds[0]] },
        ],
        'exactly once',
      ],
      ['a made-up id', (w) => [w.sections[0], { ...w.sections[1]!, lessonIds: ['00000000-0000-4000-8000-000000000000'] }], 'exactly once'],
      ['an id that is not a uuid', (w) => [{ id: 'x', lessonIds: [] }, ...w.sections], 'Not a valid id'],
    ];
    it.each(cases)('%s: 400', async (_what, sectionsOf, message) => {
      const w = await world([2, 1]);
      const foreignCourse = await createCourse(t.db, { instructorId: w.me.user.id });
      const foreignSection = await createSection(t.db, foreignCourse.id);
      const foreignLesson = await createLesson(t.db, foreignSection);
      const before = await databaseState(t.db);
      const res = await w.reorder({
        version: w.version,
        sections: sectionsOf(w, { section: foreignSection.id, lesson: foreignLesson.id }),
      });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).code).toBe('VALIDATION_ERROR');
      expect(errorOf(res).message).toContain(message);
      expect(await databaseState(t.db)).toEqual(before);
    });
  });

  it('refuses a reorder without a version', async () => {
    const w = await world([1]);
    const res = await w.reorder({ sections: w.sections });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe('version is required');
  });
});
