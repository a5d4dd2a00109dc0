// Rows point at their pictures by file id; every API that shows a thumbnail or an avatar answers
// with the same `/api/files/{id}` URL as before, or the external URL a row holds instead.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, TINY_PNG, type TestContext } from '../../../test/app.js';
import {
  createCategory,
  createCourse,
  createInstructor,
  createSection,
  createStoredFile,
  enrollUser,
  signedIn,
} from '../../../test/factories.js';
import { users } from '../../db/schema.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});

describe('picture URLs', () => {
  it('are built from the file id, or taken as the external URL, by every API that shows them', async () => {
    const instructor = await createInstructor(t.db);
    const avatar = await createStoredFile(t.db, t.app.deps.storage, {
      kind: 'avatar',
      ext: 'png',
      bytes: TINY_PNG,
      uploadedBy: instructor.id,
    });
    await t.db.update(users).set({ avatarFileId: avatar.id }).where(eq(users.id, instructor.id));
    const thumbnail = await createStoredFile(t.db, t.app.deps.storage, { kind: 'thumbnail', ext: 'png', bytes: TINY_PNG });
    const category = await createCategory(t.db);
    const ours = await createCourse(t.db, { instructorId: instructor.id, categoryId: category.id, thumbnailFileId: thumbnail.id });
    const external = await createCourse(t.db, { categoryId: category.id, thumbnailUrl: 'https://cdn.example.com/t.jpg' });
    await createSection(t.db, ours.id);
    const { http, user } = await signedIn(t.app, t.db);
    await enrollUser(t.db, user.id, ours.id);
    await enrollUser(t.db, user.id, external.id);
    const thumbnailUrl = `/api/files/${thumbnail.id}`;
    const expected = { [ours.id]: thumbnailUrl, [external.id]: 'https://cdn.example.com/t.jpg' };
    const thumbnails = (cards: { id: string; thumbnailUrl: string | null }[]) =>
      Object.fromEntries(cards.filter((c) => c.id in expected).map((c) => [c.id, c.thumbnailUrl]));

    expect(thumbnails((await api(t.app).get('/api/courses')).json().courses)).toEqual(expected);
    const home = (await api(t.app).get('/api/home')).json();
    expect(thumbnails(home.featured)).toEqual(expected);
    expect(thumbnails(home.rows.find((r: { category: { id: string } }) => r.category.id === category.id).courses)).toEqual(expected);
    const detail = (await api(t.app).get(`/api/courses/${ours.id}`)).json().course;
    expect(detail).toMatchObject({ thumbnailUrl, instructor: { avatarUrl: `/api/files/${avatar.id}` } });
    const mine = (await http.get('/api/me/courses')).json();
    expect(thumbnails(mine.enrollments.map((e: { course: { id: string; thumbnailUrl: string } }) => e.course))).toEqual(expected);
    expect((await http.get(`/api/courses/${ours.id}/player`)).json().course.thumbnailUrl).toBe(thumbnailUrl);

    const served = await api(t.app).get(thumbnailUrl);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
  });
});
