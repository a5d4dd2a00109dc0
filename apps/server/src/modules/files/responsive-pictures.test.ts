// Every API that shows a course's picture offers its responsive copies (`thumbnailSrcSet`) and the
// picture a hero shows (`backdrop`): only widths that exist, from the same statement as the row.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CourseCard, HeroCard } from '@app/core';
import { api, buildTestApp, countQueries, multipartFile, type TestContext } from '../../../test/app.js';
import { createCategory, createCourse, createSection, createStoredFile, enrollUser, signedIn } from '../../../test/factories.js';
import { fileVariants } from '../../db/schema.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});

const png = () =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 20, g: 90, b: 200 } } })
    .png()
    .toBuffer();
const widthsOf = (id: string, widths: number[]) => widths.map((w) => `/api/files/${id}/w/${w} ${w}w`).join(', ');

/** An instructor's upload through the API: the original and its 320/640/1280 copies. */
async function uploadThumbnail(cookie: string): Promise<string> {
  const form = multipartFile('thumbnail', 'cover.png', await png(), 'image/png');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/instructor/thumbnails',
    headers: { ...form.headers, 'x-requested-with': 'fetch', cookie },
    payload: form.body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().fileId;
}

/** A picture like the demo's posters: an SVG original with card copies and text-free backdrop copies. */
async function posterWithBackdrop(): Promise<string> {
  const original = await createStoredFile(t.db, t.app.deps.storage, { kind: 'thumbnail', ext: 'svg' });
  for (const width of [320, 640, 960, 1280, 1920]) {
    const copy = await createStoredFile(t.db, t.app.deps.storage, { kind: 'thumbnail', ext: 'webp' });
    await t.db.insert(fileVariants).values({ fileId: original.id, width, variantFileId: copy.id });
  }
  return original.id;
}

describe('responsive course pictures', () => {
  it('are offered by the catalogue, home, course page, My Courses and the instructor screens', async () => {
    const teacher = await signedIn(t.app, t.db, { role: 'instructor' });
    const uploaded = await uploadThumbnail(teacher.cookie);
    const poster = await posterWithBackdrop();
    const unresized = await createStoredFile(t.db, t.app.deps.storage, { kind: 'thumbnail', ext: 'png' });
    const category = await createCategory(t.db);
    const course = (o: Parameters<typeof createCourse>[1]) =>
      createCourse(t.db, { instructorId: teacher.user.id, categoryId: category.id, ...o });
    const ours = await course({ thumbnailFileId: uploaded });
    const demo = await course({ thumbnailFileId: poster });
    const old = await course({ thumbnailFileId: unresized.id });
    const external = await course({ thumbnailUrl: 'https://cdn.example.com/t.jpg' });
    const none = await course({});
    for (const c of [ours, demo, old, external, none]) await createSection(t.db, c.id);

    const cardSet = (id: string) => widthsOf(id, [320, 640, 1280]);
    // What heroes (the carousel, the dashboard's featured course, a course page) carry.
    const expected: Record<string, Pick<HeroCard, 'thumbnailUrl' | 'thumbnailSrcSet' | 'backdrop'>> = {
      // An upload is its own backdrop.
      [ours.id]: {
        thumbnailUrl: `/api/files/${uploaded}`,
        thumbnailSrcSet: cardSet(uploaded),
        backdrop: { src: `/api/files/${uploaded}`, srcSet: cardSet(uploaded) },
      },
      [demo.id]: {
        thumbnailUrl: `/api/files/${poster}`,
        thumbnailSrcSet: cardSet(poster),
        backdrop: { src: `/api/files/${poster}/w/960`, srcSet: widthsOf(poster, [960, 1920]) },
      },
      // No copies: offered as it is, never a width that does not exist.
      [old.id]: {
        thumbnailUrl: `/api/files/${unresized.id}`,
        thumbnailSrcSet: null,
        backdrop: { src: `/api/files/${unresized.id}`, srcSet: null },
      },
      [external.id]: {
        thumbnailUrl: 'https://cdn.example.com/t.jpg',
        thumbnailSrcSet: null,
        backdrop: { src: 'https://cdn.example.com/t.jpg', srcSet: null },
      },
      [none.id]: { thumbnailUrl: null, thumbnailSrcSet: null, backdrop: null },
    };
    // What every other card carries: the thumbnail and its copies, never a backdrop (a list would
    // send every course's hero copies for nothing).
    const small = Object.fromEntries(
      Object.entries(expected).map(([id, p]) => [id, { thumbnailUrl: p.thumbnailUrl, thumbnailSrcSet: p.thumbnailSrcSet }]),
    );
    const heroPictures = (cards: HeroCard[]) =>
      Object.fromEntries(
        cards
          .filter((c) => c.id in expected)
          .map((c) => [c.id, { thumbnailUrl: c.thumbnailUrl, thumbnailSrcSet: c.thumbnailSrcSet, backdrop: c.backdrop }]),
      );
    const listPictures = (cards: CourseCard[]) => {
      for (const c of cards) expect(c).not.toHaveProperty('backdrop');
      return Object.fromEntries(
        cards.filter((c) => c.id in expected).map((c) => [c.id, { thumbnailUrl: c.thumbnailUrl, thumbnailSrcSet: c.thumbnailSrcSet }]),
      );
    };

    expect(listPictures((await api(t.app).get(`/api/courses?category=${category.id}`)).json().courses)).toEqual(small);
    const home = (await api(t.app).get('/api/home')).json();
    expect(listPictures(home.rows.find((r: { category: { id: string } }) => r.category.id === category.id).courses)).toEqual(small);
    for (const [id, picture] of Object.entries(listPictures(home.trending))) expect(picture).toEqual(small[id]);
    for (const list of [home.featured, [home.hero]]) {
      const shown = heroPictures(list);
      expect(Object.keys(shown).length).toBeGreaterThan(0);
      for (const [id, picture] of Object.entries(shown)) expect(picture).toEqual(expected[id]);
    }
    for (const c of [ours, demo, external])
      expect((await api(t.app).get(`/api/courses/${c.id}`)).json().course).toMatchObject(expected[c.id]!);

    const learner = await signedIn(t.app, t.db);
    for (const c of [ours, demo, old]) await enrollUser(t.db, learner.user.id, c.id);
    const mine = (await learner.http.get('/api/me/courses')).json();
    expect(listPictures(mine.enrollments.map((e: { course: CourseCard }) => e.course))).toEqual({
      [ours.id]: small[ours.id],
      [demo.id]: small[demo.id],
      [old.id]: small[old.id],
    });
    for (const c of [...mine.recentlyAdded, ...mine.recommended] as CourseCard[])
      if (c.id in expected) expect(listPictures([c])[c.id]).toEqual(small[c.id]);

    // The instructor's table, dashboard and course header: the thumbnail and its copies.
    const rows = (list: { id: string; thumbnailUrl: string | null; thumbnailSrcSet: string | null }[]) =>
      Object.fromEntries(list.map((r) => [r.id, { thumbnailUrl: r.thumbnailUrl, thumbnailSrcSet: r.thumbnailSrcSet }]));
    expect(rows((await teacher.http.get('/api/instructor/courses')).json().courses)).toEqual(small);
    const dashboard = (await teacher.http.get('/api/instructor/dashboard')).json();
    expect(rows(dashboard.courses)).toEqual(small);
    expect(rows(dashboard.recentCourses)).toEqual(small);
    const overview = (await teacher.http.get(`/api/instructor/courses/${demo.id}/overview`)).json().course;
    expect({ thumbnailUrl: overview.thumbnailUrl, thumbnailSrcSet: overview.thumbnailSrcSet }).toEqual(small[demo.id]);
  });

  it('serve every width a srcset names', async () => {
    const teacher = await signedIn(t.app, t.db, { role: 'instructor' });
    const uploaded = await uploadThumbnail(teacher.cookie);
    const course = await createCourse(t.db, { instructorId: teacher.user.id, thumbnailFileId: uploaded });
    await createSection(t.db, course.id);
    const card: HeroCard = (await api(t.app).get(`/api/courses/${course.id}`)).json().course;
    for (const candidate of [...card.thumbnailSrcSet!.split(', '), ...card.backdrop!.srcSet!.split(', ')]) {
      const [url, descriptor] = candidate.split(' ');
      const res = await api(t.app).get(url!);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect((await sharp(res.rawPayload).metadata()).width).toBe(Number(descriptor!.replace('w', '')));
    }
  });

  it('cost no query per course: My Courses and the instructor list take as many statements for 1 course as for 6', async () => {
    const teacher = await signedIn(t.app, t.db, { role: 'instructor' });
    const learner = await signedIn(t.app, t.db);
    const addCourse = async () => {
      const course = await createCourse(t.db, { instructorId: teacher.user.id, thumbnailFileId: await posterWithBackdrop() });
      await createSection(t.db, course.id);
      await enrollUser(t.db, learner.user.id, course.id);
    };
    await addCourse();
    // Warm: the first request of a session reads it; prepared statements are made once.
    await learner.http.get('/api/me/courses');
    await teacher.http.get('/api/instructor/courses');
    const one = await countQueries(t, () => learner.http.get('/api/me/courses'));
    const oneTeacher = await countQueries(t, () => teacher.http.get('/api/instructor/courses'));
    for (let i = 0; i < 5; i++) await addCourse();
    const mine = await learner.http.get('/api/me/courses');
    expect(mine.json().enrollments.filter((e: { course: CourseCard }) => e.course.thumbnailSrcSet)).toHaveLength(6);
    expect(await countQueries(t, () => learner.http.get('/api/me/courses'))).toBe(one);
    expect(await countQueries(t, () => teacher.http.get('/api/instructor/courses'))).toBe(oneTeacher);
  });
});
