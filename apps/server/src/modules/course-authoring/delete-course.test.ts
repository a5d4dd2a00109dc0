// Deleting a course: never while it has learners (archive it instead); without them it goes with
// its curriculum, and its uploaded thumbnail and lesson files go when nothing else uses them.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseState, errorOf, multipartFile, type TestContext } from '../../../test/app.js';
import {
  createCourse,
  createLesson,
  createSection,
  createStoredFile,
  createStudent,
  enrollUser,
  signedIn,
} from '../../../test/factories.js';
import { certificates, courses, enrollments, files, fileVariants, lessons } from '../../db/schema.js';
import { sweepFiles } from '../../storage/sweep.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});

async function world() {
  const me = await signedIn(t.app, t.db, { role: 'instructor' });
  const thumbnail = await createStoredFile(t.db, t.app.deps.storage, { kind: 'thumbnail', uploadedBy: me.user.id });
  const course = await createCourse(t.db, { instructorId: me.user.id, thumbnailFileId: thumbnail.id });
  const section = await createSection(t.db, course.id);
  const video = await createStoredFile(t.db, t.app.deps.storage, { kind: 'lesson', uploadedBy: me.user.id });
  await createLesson(t.db, section, { contentType: 'video', content: null, fileId: video.id });
  return { me, course, section, thumbnail, video };
}

const fileRow = async (id: string) => (await t.db.select({ id: files.id }).from(files).where(eq(files.id, id)))[0] ?? null;

describe('deleting a course', () => {
  it.each(['active', 'inactive', 'completed'] as const)('is refused with 409 while a learner is enrolled (%s)', async (status) => {
    const w = await world();
    await enrollUser(t.db, (await createStudent(t.db)).id, w.course.id, { status });
    const before = await databaseState(t.db);
    const res = await w.me.http.delete(`/api/instructor/courses/${w.course.id}`);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toEqual({
      code: 'CONFLICT',
      message:
        'This course has enrolled learners, so it cannot be deleted. Archive it instead: it leaves the catalogue, and its learners keep their access and certificates.',
    });
    expect(await databaseState(t.db)).toEqual(before);
    expect(await t.app.deps.storage.head(w.video.storageKey)).not.toBeNull();
  });

  it('is refused while a certificate of it exists, even with no enrollment left', async () => {
    const w = await world();
    const learner = await createStudent(t.db);
    await enrollUser(t.db, learner.id, w.course.id, { status: 'completed' });
    await t.db
      .insert(certificates)
      .values({ code: 'ABCD-EFGH-JKLM', userId: learner.id, courseId: w.course.id, learnerName: 'A', courseTitle: 'B' });
    await t.db.delete(enrollments).where(eq(enrollments.courseId, w.course.id));
    expect((await w.me.http.delete(`/api/instructor/courses/${w.course.id}`)).statusCode).toBe(409);
  });

  it('deletes a course without learners, its lessons, and its thumbnail and lesson files (rows and bytes)', async () => {
    const w = await world();
    const res = await w.me.http.delete(`/api/instructor/courses/${w.course.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Course deleted successfully' });
    expect(await t.db.select().from(courses).where(eq(courses.id, w.course.id))).toEqual([]);
    expect(await t.db.select().from(lessons).where(eq(lessons.courseId, w.course.id))).toEqual([]);
    for (const f of [w.thumbnail, w.video]) {
      expect(await fileRow(f.id)).toBeNull();
      expect(await t.app.deps.storage.head(f.storageKey)).toBeNull();
    }
    expect((await w.me.http.get(`/api/instructor/courses/${w.course.id}`)).statusCode).toBe(404);
  });

  it('leaves an uploaded thumbnail’s smaller copies to the file sweep, which removes them', async () => {
    const me = await signedIn(t.app, t.db, { role: 'instructor' });
    const png = await sharp({ create: { width: 900, height: 500, channels: 3, background: { r: 1, g: 2, b: 3 } } })
      .png()
      .toBuffer();
    const form = multipartFile('thumbnail', 'cover.png', png, 'image/png');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/instructor/thumbnails',
      headers: { ...form.headers, 'x-requested-with': 'fetch', cookie: me.cookie },
      payload: form.body,
    });
    const fileId = uploaded.json().fileId as string;
    const copies = (await t.db.select().from(fileVariants).where(eq(fileVariants.fileId, fileId))).map((v) => v.variantFileId);
    expect(copies).toHaveLength(3);
    const course = await createCourse(t.db, { instructorId: me.user.id, thumbnailFileId: fileId });
    expect((await me.http.delete(`/api/instructor/courses/${course.id}`)).statusCode).toBe(200);
    expect(await fileRow(fileId)).toBeNull();
    const swept = await sweepFiles({ ...t.deps, clock: () => new Date(Date.now() + 25 * 3600_000) });
    expect(swept.rows).toBeGreaterThanOrEqual(3);
    for (const id of copies) expect(await fileRow(id)).toBeNull();
  });

  it('keeps a file another course still uses', async () => {
    const w = await world();
    const other = await createCourse(t.db, { instructorId: w.me.user.id, thumbnailFileId: w.thumbnail.id });
    await createLesson(t.db, await createSection(t.db, other.id), { contentType: 'video', fileId: w.video.id });
    expect((await w.me.http.delete(`/api/instructor/courses/${w.course.id}`)).statusCode).toBe(200);
    expect(await fileRow(w.thumbnail.id)).not.toBeNull();
    expect(await fileRow(w.video.id)).not.toBeNull();
    // Nor does the sweep take them later: they are still referenced.
    await sweepFiles({ ...t.deps, clock: () => new Date(Date.now() + 48 * 3600_000) });
    expect(await t.app.deps.storage.head(w.video.storageKey)).not.toBeNull();
  });

  it('answers 404 for a course that does not exist', async () => {
    const me = await signedIn(t.app, t.db, { role: 'instructor' });
    const res = await me.http.delete('/api/instructor/courses/00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(errorOf(res)).toEqual({ code: 'NOT_FOUND', message: 'Course Not Found' });
  });
});
