// The course page locks lessons as the player does (core rules/locking.ts): it once showed an
// enrolled learner every lesson unlocked while the player opened them one after another.
import { beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, type TestContext } from '../../../test/app.js';
import { createCourse, createLesson, createSection, enrollUser, signedIn } from '../../../test/factories.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});

type Locks = [string, boolean][];
const locksOf = (sections: { lessons: { id: string; isLocked: boolean }[] }[]): Locks =>
  sections.flatMap((s) => s.lessons.map((l): [string, boolean] => [l.id, l.isLocked]));

/** Two sections: lesson 1, lesson 2; a free lesson 3, lesson 4. */
async function course() {
  const c = await createCourse(t.db);
  const s1 = await createSection(t.db, c.id, { orderIndex: 0 });
  const s2 = await createSection(t.db, c.id, { orderIndex: 1 });
  const ls = [
    await createLesson(t.db, s1, { orderIndex: 0 }),
    await createLesson(t.db, s1, { orderIndex: 1 }),
    await createLesson(t.db, s2, { orderIndex: 0, isFree: true }),
    await createLesson(t.db, s2, { orderIndex: 1 }),
  ];
  return { course: c, ids: ls.map((l) => l.id) };
}

async function pageAndPlayer(http: ReturnType<typeof api>, courseId: string) {
  const page = (await http.get(`/api/courses/${courseId}`)).json().course;
  const player = (await http.get(`/api/courses/${courseId}/player`)).json();
  return { page: locksOf(page.sections), player: locksOf(player.sections) };
}

describe('lesson locks on the course page', () => {
  it('locks every lesson after the first uncompleted one for an enrolled learner, exactly as the player does', async () => {
    const { course: c, ids } = await course();
    const learner = await signedIn(t.app, t.db);
    await enrollUser(t.db, learner.user.id, c.id);

    const fresh = await pageAndPlayer(learner.http, c.id);
    expect(fresh.page).toEqual([
      [ids[0], false],
      [ids[1], true],
      [ids[2], false],
      [ids[3], true],
    ]);
    expect(fresh.page).toEqual(fresh.player);

    expect((await learner.http.post(`/api/lessons/${ids[0]}/complete`)).statusCode).toBe(200);
    const after = await pageAndPlayer(learner.http, c.id);
    expect(after.page).toEqual([
      [ids[0], false],
      [ids[1], false],
      [ids[2], false],
      [ids[3], true],
    ]);
    expect(after.page).toEqual(after.player);
  });

  it('opens only free lessons to visitors, strangers and a deactivated enrollment', async () => {
    const { course: c, ids } = await course();
    const onlyFree = ids.map((id, i): [string, boolean] => [id, i !== 2]);
    expect(locksOf((await api(t.app).get(`/api/courses/${c.id}`)).json().course.sections)).toEqual(onlyFree);
    const stranger = await signedIn(t.app, t.db);
    expect(locksOf((await stranger.http.get(`/api/courses/${c.id}`)).json().course.sections)).toEqual(onlyFree);
    const dropped = await signedIn(t.app, t.db);
    await enrollUser(t.db, dropped.user.id, c.id, { status: 'inactive' });
    expect(locksOf((await dropped.http.get(`/api/courses/${c.id}`)).json().course.sections)).toEqual(onlyFree);
  });
});
