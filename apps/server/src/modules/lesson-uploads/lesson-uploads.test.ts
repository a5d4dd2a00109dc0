import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LESSON_FILE_MAX_BYTES, LESSON_UPLOADS_PATH, MESSAGES, UPLOAD_CHUNK_BYTES } from '@app/core';
import { buildTestApp, databaseState, errorOf, type TestContext } from '../../../test/app.js';
import { createCourse, createLesson, createSection, createUser, login, signedIn } from '../../../test/factories.js';
import { exeBytes, lessonKeys, mp4Bytes, sha256, uploadClient, uploadIdOf, type UploadClient } from '../../../test/lesson-uploads.js';
import { files, lessonUploads } from '../../db/schema.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});

async function instructorWithCourse() {
  const { user, cookie } = await signedIn(t.app, t.db, { role: 'instructor' });
  const course = await createCourse(t.db, { instructorId: user.id, status: 'draft' });
  return { user, cookie, course, tus: uploadClient(t.app, cookie) };
}

/** Nothing stored: no row in any table changed and no bytes were written. */
async function expectNothingStored(fn: () => Promise<void>) {
  const before = await databaseState(t.db);
  const keys = await lessonKeys(t.filesDir);
  await fn();
  expect(await databaseState(t.db)).toEqual(before);
  expect(await lessonKeys(t.filesDir)).toEqual(keys);
}

describe('lesson-file uploads (tus)', () => {
  it("takes the course instructor's file in pieces and stores it as a private lesson file of the same id", async () => {
    const { user, course, tus } = await instructorWithCourse();
    const bytes = mp4Bytes(200 * 1024);
    const created = await tus.create({ courseId: course.id, filename: 'intro.mp4', filetype: 'video/mp4' }, bytes.length);
    expect(created.statusCode).toBe(201);
    expect(created.headers['tus-resumable']).toBe('1.0.0');
    const url = created.headers.location as string;
    expect(url).toMatch(new RegExp(`^${LESSON_UPLOADS_PATH}/[0-9a-f-]{36}$`));
    expect(created.headers['upload-expires']).toBeDefined();

    const first = await tus.patch(url, 0, bytes.subarray(0, 100 * 1024));
    expect(first.statusCode).toBe(204);
    expect(first.headers['upload-offset']).toBe(String(100 * 1024));
    const pending = await tus.status(url);
    expect(pending.json()).toMatchObject({ offset: 100 * 1024, size: bytes.length, fileId: null, filename: 'intro.mp4' });

    const last = await tus.patch(url, 100 * 1024, bytes.subarray(100 * 1024));
    expect(last.statusCode).toBe(200);
    const id = uploadIdOf(url);
    expect(last.json()).toEqual({
      fileId: id,
      size: bytes.length,
      mimeType: 'video/mp4',
      filename: 'intro.mp4',
      message: MESSAGES.fileUploaded,
    });

    const [file] = await t.db.select().from(files).where(eq(files.id, id));
    expect(file).toMatchObject({ kind: 'lesson', isPublic: false, mimeType: 'video/mp4', size: bytes.length, uploadedBy: user.id });
    expect(sha256(await readFile(path.join(t.filesDir, file!.storageKey)))).toBe(sha256(bytes));
    expect((await tus.status(url)).json()).toMatchObject({ fileId: id, offset: bytes.length, mimeType: 'video/mp4', courseId: course.id });
    // A client that sends its last (empty) piece again hears the same answer.
    const again = await tus.patch(url, bytes.length, Buffer.alloc(0));
    expect(again.json()).toMatchObject({ fileId: id });
    expect((await tus.head(url)).headers['upload-offset']).toBe(String(bytes.length));
  });

  it("takes pieces of the browser's size (8 MiB), past the API's JSON body limit", async () => {
    const { course, tus } = await instructorWithCourse();
    const bytes = mp4Bytes(UPLOAD_CHUNK_BYTES + 1024 * 1024);
    const { url, last } = await tus.upload({ courseId: course.id, filename: 'big.mp4' }, bytes, UPLOAD_CHUNK_BYTES);
    expect(last.statusCode).toBe(200);
    expect(sha256(await readFile(path.join(t.filesDir, 'lesson', uploadIdOf(url))))).toBe(sha256(bytes));
  });

  it("lets an admin upload to anyone's course, naming the lesson", async () => {
    const { cookie } = await signedIn(t.app, t.db, { role: 'admin' });
    const course = await createCourse(t.db);
    const lesson = await createLesson(t.db, await createSection(t.db, course.id), { contentType: 'video' });
    const { url, last } = await uploadClient(t.app, cookie).upload(
      { courseId: course.id, lessonId: lesson.id, filename: 'a.mp4' },
      mp4Bytes(),
    );
    expect(last.statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(lessonUploads)
      .where(eq(lessonUploads.id, uploadIdOf(url)));
    expect(row).toMatchObject({ courseId: course.id, lessonId: lesson.id });
  });

  it('accepts text and markdown by their name when the bytes are UTF-8 without NUL', async () => {
    const { course, tus } = await instructorWithCourse();
    const md = await tus.upload({ courseId: course.id, filename: 'notes.md' }, Buffer.from('# Notes\n\nCafé, naïve — ünïcödé ✓\n'));
    expect(md.last.json()).toMatchObject({ mimeType: 'text/markdown' });
    const txt = await tus.upload({ courseId: course.id, filename: 'readme.TXT' }, Buffer.from('plain text\n'));
    expect(txt.last.json()).toMatchObject({ mimeType: 'text/plain' });
  });

  it('refuses a file whose bytes are not of an accepted type when it finishes, and deletes it', async () => {
    const { course, tus } = await instructorWithCourse();
    const cases: [string, Buffer][] = [
      ['lecture.mp4', exeBytes()], // an executable renamed
      ['notes.txt', Buffer.from('text with a \u0000 NUL')],
      ['notes.md', Buffer.from([0x23, 0x20, 0xc3, 0x28, 0xa0, 0xa1])], // not UTF-8
      ['photo.jpg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ];
    for (const [filename, bytes] of cases) {
      const before = await databaseState(t.db);
      const { url, last } = await tus.upload({ courseId: course.id, filename }, bytes);
      expect(last.statusCode, filename).toBe(415);
      expect(errorOf(last)).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: MESSAGES.lessonFileInvalidType });
      expect(await databaseState(t.db)).toEqual(before);
      expect(await lessonKeys(t.filesDir)).not.toContain(uploadIdOf(url));
      expect((await tus.head(url)).statusCode).toBe(404);
    }
  });

  it('refuses a file over 5 GB when the upload is created, before any byte, in the one error shape', async () => {
    const { course, tus } = await instructorWithCourse();
    await expectNothingStored(async () => {
      const res = await tus.create({ courseId: course.id, filename: 'huge.mp4' }, 6 * 1024 ** 3);
      expect(res.statusCode).toBe(413);
      expect(errorOf(res)).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'File too large: File size must be less than 5 GB' });
      expect(res.headers['content-security-policy']).toBeDefined(); // our security headers still apply
      expect(res.headers['cache-control']).toBe('no-store');
      const justOver = await tus.create({ courseId: course.id, filename: 'huge.mp4' }, LESSON_FILE_MAX_BYTES + 1);
      expect(justOver.statusCode).toBe(413);
    });
    const atLimit = await tus.create({ courseId: course.id, filename: 'big.mp4' }, LESSON_FILE_MAX_BYTES);
    expect(atLimit.statusCode).toBe(201);
  });

  it('refuses an upload without a size, a deferred size, an empty file or bad metadata', async () => {
    const { course, tus, cookie } = await instructorWithCourse();
    await expectNothingStored(async () => {
      const noLength = await t.app.inject({
        method: 'POST',
        url: LESSON_UPLOADS_PATH,
        headers: { 'tus-resumable': '1.0.0', 'x-requested-with': 'tus', cookie },
      });
      expect(errorOf(noLength).message).toBe(MESSAGES.uploadLengthRequired);
      const deferred = await tus.create({ courseId: course.id, filename: 'a.mp4' }, 10, { 'upload-defer-length': '1' });
      expect([deferred.statusCode, errorOf(deferred).message]).toEqual([400, MESSAGES.uploadLengthRequired]);
      const notANumber = await tus.create({ courseId: course.id, filename: 'a.mp4' }, 10, { 'upload-length': '12abc' });
      expect(notANumber.statusCode).toBe(400);
      const empty = await tus.create({ courseId: course.id, filename: 'a.mp4' }, 0);
      expect([empty.statusCode, errorOf(empty).message]).toEqual([400, MESSAGES.lessonFileEmpty]);
      const noCourse = await tus.create({ filename: 'a.mp4' }, 10);
      expect([noCourse.statusCode, errorOf(noCourse).message]).toEqual([400, 'Choose the course the file is for.']);
      const badCourse = await tus.create({ courseId: 'not-an-id', filename: 'a.mp4' }, 10);
      expect(badCourse.statusCode).toBe(400);
      const noName = await tus.create({ courseId: course.id }, 10);
      expect([noName.statusCode, errorOf(noName).message]).toEqual([400, 'File name is required']);
      const garbled = await tus.create({}, 10, { 'upload-metadata': 'courseId !!!not base64' });
      expect(garbled.statusCode).toBe(400);
      const noTus = await t.app.inject({
        method: 'POST',
        url: LESSON_UPLOADS_PATH,
        headers: { 'x-requested-with': 'tus', cookie, 'upload-length': '10', 'upload-metadata': 'courseId ' + btoa(course.id) },
      });
      expect(noTus.statusCode).toBeGreaterThanOrEqual(400);
      expect(noTus.statusCode).toBeLessThan(500);
    });
  });

  it('answers only the course instructor or an admin: another instructor 404, student and subadmin 403, a visitor 401', async () => {
    const { course } = await instructorWithCourse();
    const published = await createCourse(t.db, { instructorId: course.instructorId!, status: 'published' });
    const meta = (id: string) => ({ courseId: id, filename: 'a.mp4' });
    const others = [await signedIn(t.app, t.db, { role: 'instructor' }), await signedIn(t.app, t.db, { role: 'instructor' })];
    const student = await signedIn(t.app, t.db, { role: 'student' });
    const subadmin = await signedIn(t.app, t.db, { role: 'subadmin' });
    const admin = await signedIn(t.app, t.db, { role: 'admin' });
    await expectNothingStored(async () => {
      for (const [i, c] of [course, published].entries()) {
        const res = await uploadClient(t.app, others[i]!.cookie).create(meta(c.id), 10);
        expect([res.statusCode, errorOf(res).message]).toEqual([404, MESSAGES.courseNotFound]);
      }
      const asStudent = await uploadClient(t.app, student.cookie).create(meta(published.id), 10);
      expect([asStudent.statusCode, errorOf(asStudent).code]).toEqual([403, 'FORBIDDEN']);
      const asSubadmin = await uploadClient(t.app, subadmin.cookie).create(meta(published.id), 10);
      expect([asSubadmin.statusCode, errorOf(asSubadmin).code]).toEqual([403, 'FORBIDDEN']);
      const visitor = await uploadClient(t.app).create(meta(published.id), 10);
      expect([visitor.statusCode, errorOf(visitor).code]).toEqual([401, 'UNAUTHENTICATED']);
      const missing = await uploadClient(t.app, admin.cookie).create(meta(crypto.randomUUID()), 10);
      expect([missing.statusCode, errorOf(missing).message]).toEqual([404, MESSAGES.courseNotFound]);
    });
  });

  it("refuses a lesson of another course, and a request without the header a page's script sends", async () => {
    const { course, tus, cookie } = await instructorWithCourse();
    const foreign = await createLesson(t.db, await createSection(t.db, (await createCourse(t.db)).id), { contentType: 'video' });
    await expectNothingStored(async () => {
      const res = await tus.create({ courseId: course.id, lessonId: foreign.id, filename: 'a.mp4' }, 10);
      expect([res.statusCode, errorOf(res).message]).toEqual([400, MESSAGES.uploadLessonNotInCourse]);
      const forged = await t.app.inject({
        method: 'POST',
        url: LESSON_UPLOADS_PATH,
        headers: { cookie, 'tus-resumable': '1.0.0', 'upload-length': '10', origin: 'https://evil.example' },
      });
      expect(forged.statusCode).toBe(403);
    });
  });

  it('refuses a piece sent at the wrong offset, or past the declared size, and keeps what it had', async () => {
    const { course, tus } = await instructorWithCourse();
    const bytes = mp4Bytes(64 * 1024);
    const url = (await tus.create({ courseId: course.id, filename: 'a.mp4' }, bytes.length)).headers.location as string;
    await tus.patch(url, 0, bytes.subarray(0, 1000));
    for (const offset of [0, 500, 2000]) {
      const res = await tus.patch(url, offset, bytes.subarray(offset, offset + 1000));
      expect([res.statusCode, errorOf(res)]).toEqual([409, { code: 'CONFLICT', message: MESSAGES.uploadOffsetMismatch }]);
    }
    const past = await tus.patch(url, 1000, Buffer.concat([bytes.subarray(1000), Buffer.alloc(10)]));
    expect([past.statusCode, errorOf(past).message]).toEqual([413, MESSAGES.uploadBeyondLength]);
    const missingOffset = await tus.patch(url, 1000, bytes.subarray(1000), { 'upload-offset': '' });
    expect(missingOffset.statusCode).toBe(400);
    expect((await tus.head(url)).headers['upload-offset']).toBe('1000');
    const rest = await tus.patch(url, 1000, bytes.subarray(1000));
    expect(rest.statusCode).toBe(200);
  });

  it("keeps every upload to its uploader: another user's upload id is not found", async () => {
    const { course, tus } = await instructorWithCourse();
    const url = (await tus.create({ courseId: course.id, filename: 'a.mp4' }, 100)).headers.location as string;
    const admin = uploadClient(t.app, (await signedIn(t.app, t.db, { role: 'admin' })).cookie);
    await expectNothingStored(async () => {
      for (const res of [
        await admin.head(url),
        await admin.patch(url, 0, Buffer.alloc(10)),
        await admin.delete(url),
        await admin.status(url),
      ])
        expect(res.statusCode).toBe(404);
      const unknown = `${LESSON_UPLOADS_PATH}/${crypto.randomUUID()}`;
      expect(errorOf(await tus.patch(unknown, 0, Buffer.alloc(10))).message).toBe(MESSAGES.uploadNotFound);
      expect((await tus.patch(`${LESSON_UPLOADS_PATH}/not-an-id`, 0, Buffer.alloc(10))).statusCode).toBe(400);
    });
  });

  it('cancels an unfinished upload with its bytes, never a finished one', async () => {
    const { course, tus } = await instructorWithCourse();
    const unfinished = (await tus.create({ courseId: course.id, filename: 'a.mp4' }, 100)).headers.location as string;
    await tus.patch(unfinished, 0, mp4Bytes(100).subarray(0, 50));
    expect((await tus.delete(unfinished)).statusCode).toBe(204);
    expect(await lessonKeys(t.filesDir)).not.toContain(uploadIdOf(unfinished));
    expect(
      await t.db
        .select()
        .from(lessonUploads)
        .where(eq(lessonUploads.id, uploadIdOf(unfinished))),
    ).toEqual([]);

    const { url } = await tus.upload({ courseId: course.id, filename: 'a.mp4' }, mp4Bytes());
    const refused = await tus.delete(url);
    expect([refused.statusCode, errorOf(refused).message]).toEqual([400, MESSAGES.uploadAlreadyFinished]);
    expect(await lessonKeys(t.filesDir)).toContain(uploadIdOf(url));
  });

  it('answers 410 for an upload past its 24 hours', async () => {
    const { course, tus } = await instructorWithCourse();
    const url = (await tus.create({ courseId: course.id, filename: 'a.mp4' }, 100)).headers.location as string;
    const id = uploadIdOf(url);
    const [row] = await t.db.select().from(lessonUploads).where(eq(lessonUploads.id, id));
    const dayAgo = new Date(Date.now() - 25 * 3600_000).toISOString();
    await t.db
      .update(lessonUploads)
      .set({ upload: { ...(row!.upload as object), creation_date: dayAgo } })
      .where(eq(lessonUploads.id, id));
    const res = await tus.patch(url, 0, Buffer.alloc(10));
    expect([res.statusCode, errorOf(res).message]).toEqual([410, MESSAGES.uploadExpired]);
  });

  it('a user who is no longer signed in cannot go on', async () => {
    const user = await createUser(t.db, { role: 'instructor' });
    const course = await createCourse(t.db, { instructorId: user.id });
    const tus = uploadClient(t.app, await login(t.app, user));
    const url = (await tus.create({ courseId: course.id, filename: 'a.mp4' }, 100)).headers.location as string;
    const anonymous: UploadClient = uploadClient(t.app);
    expect((await anonymous.patch(url, 0, Buffer.alloc(10))).statusCode).toBe(401);
  });
});
