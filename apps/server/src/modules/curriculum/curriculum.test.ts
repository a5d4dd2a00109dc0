// The Curriculum Builder: the tree with its version, sections and lessons added, edited and deleted.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseState, errorOf, type TestContext } from '../../../test/app.js';
import {
  createCourse,
  createLesson,
  createQuiz,
  createSection,
  createStoredFile,
  createUploadedLessonFile,
  signedIn,
} from '../../../test/factories.js';
import { mp4Bytes, uploadClient } from '../../../test/lesson-uploads.js';
import { files, lessons } from '../../db/schema.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});

/** An instructor's course with a published and a hidden section, as the builder finds it. */
async function world() {
  const me = await signedIn(t.app, t.db, { role: 'instructor' });
  const course = await createCourse(t.db, { instructorId: me.user.id });
  const first = await createSection(t.db, course.id, { orderIndex: 0, title: 'Basics' });
  const hidden = await createSection(t.db, course.id, { orderIndex: 1, title: 'Drafts', isPublished: false });
  const l1 = await createLesson(t.db, first, { orderIndex: 0, title: 'One' });
  const l2 = await createLesson(t.db, first, { orderIndex: 1, title: 'Two' });
  const l3 = await createLesson(t.db, hidden, { orderIndex: 0, title: 'Three' });
  const tree = () => me.http.get(`/api/instructor/courses/${course.id}/curriculum`).then((r) => r.json());
  return { me, course, first, hidden, lessons: [l1, l2, l3], tree };
}

const lesson = (sectionId: string, o: Record<string, unknown> = {}) => ({
  sectionId,
  title: 'New lesson',
  contentType: 'text',
  content: '# Hi',
  ...o,
});

describe('the tree', () => {
  it('lists every section, hidden ones too, with their lessons in order and the version', async () => {
    const w = await world();
    const tree = await w.tree();
    expect(tree.courseId).toBe(w.course.id);
    expect(tree.version).toBe('1');
    expect(tree.sections.map((s: { title: string; isPublished: boolean }) => [s.title, s.isPublished])).toEqual([
      ['Basics', true],
      ['Drafts', false],
    ]);
    expect(tree.sections[0].lessons.map((l: { title: string }) => l.title)).toEqual(['One', 'Two']);
    expect(tree.sections[0].lessons[0]).toEqual({
      id: w.lessons[0]!.id,
      sectionId: w.first.id,
      title: 'One',
      description: null,
      contentType: 'text',
      videoUrl: null,
      file: null,
      durationMinutes: 10,
      isFree: false,
      orderIndex: 0,
      quizId: null,
    });
  });

  it('moves the version with every change', async () => {
    const w = await world();
    const added = await w.me.http.post(`/api/instructor/courses/${w.course.id}/sections`, { title: 'More' });
    expect(added.json().version).toBe('2');
    const renamed = await w.me.http.patch(`/api/instructor/sections/${w.first.id}`, { title: 'Basics, renamed' });
    expect(renamed.json().version).toBe('3');
    expect((await w.tree()).version).toBe('3');
  });
});

describe('sections', () => {
  it('adds a section last, with the spec’s toast', async () => {
    const w = await world();
    const res = await w.me.http.post(`/api/instructor/courses/${w.course.id}/sections`, { title: '  Advanced  ', description: '' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      section: { title: 'Advanced', description: null, isPublished: true, orderIndex: 2, lessons: [] },
      message: 'Section added successfully',
    });
    expect((await w.tree()).sections.map((s: { title: string }) => s.title)).toEqual(['Basics', 'Drafts', 'Advanced']);
  });

  it('requires a title', async () => {
    const w = await world();
    const before = await databaseState(t.db);
    const res = await w.me.http.post(`/api/instructor/courses/${w.course.id}/sections`, { title: ' ' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe('Section title is required');
    expect(await databaseState(t.db)).toEqual(before);
  });

  it('renames, publishes and unpublishes a section', async () => {
    const w = await world();
    const renamed = await w.me.http.patch(`/api/instructor/sections/${w.first.id}`, { title: 'Foundations', description: 'Start here' });
    expect(renamed.json()).toMatchObject({
      section: { title: 'Foundations', description: 'Start here', isPublished: true },
      message: 'Section updated successfully',
    });
    expect(renamed.json().section.lessons.map((l: { title: string }) => l.title)).toEqual(['One', 'Two']);
    const shown = await w.me.http.patch(`/api/instructor/sections/${w.hidden.id}`, { isPublished: true });
    expect(shown.json()).toMatchObject({ section: { isPublished: true }, message: 'Section published: learners can see its lessons.' });
    const hidden = await w.me.http.patch(`/api/instructor/sections/${w.hidden.id}`, { isPublished: false });
    expect(hidden.json().message).toBe('Section unpublished: learners no longer see its lessons.');
  });

  it('deletes a section with its lessons', async () => {
    const w = await world();
    const res = await w.me.http.delete(`/api/instructor/sections/${w.first.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ version: '2', message: 'Section deleted successfully' });
    const left = await t.db.select({ id: lessons.id }).from(lessons).where(eq(lessons.courseId, w.course.id));
    expect(left.map((l) => l.id)).toEqual([w.lessons[2]!.id]);
  });

  it('answers 404 for a section that does not exist', async () => {
    const w = await world();
    const res = await w.me.http.patch('/api/instructor/sections/00000000-0000-4000-8000-000000000000', { title: 'X' });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res)).toEqual({ code: 'NOT_FOUND', message: 'Section not found' });
  });
});

describe('lessons', () => {
  it('adds a lesson last in its section, keeping only the content of its type', async () => {
    const w = await world();
    const res = await w.me.http.post(
      '/api/instructor/lessons',
      lesson(w.first.id, {
        contentType: 'video',
        videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
        content: 'dropped',
        durationMinutes: 12,
        isFree: true,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      lesson: {
        sectionId: w.first.id,
        contentType: 'video',
        videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
        content: null,
        orderIndex: 2,
        isFree: true,
      },
      message: 'Lesson added successfully',
      version: '2',
    });
    const loaded = await w.me.http.get(`/api/instructor/lessons/${res.json().lesson.id}`);
    expect(loaded.json().lesson).toEqual(res.json().lesson);
  });

  it('edits a lesson: a type change drops the other content; a move to another section puts it last there', async () => {
    const w = await world();
    const [one] = w.lessons;
    const res = await w.me.http.put(
      `/api/instructor/lessons/${one!.id}`,
      lesson(w.hidden.id, { title: 'Moved', contentType: 'text', content: 'Body' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      lesson: { title: 'Moved', sectionId: w.hidden.id, orderIndex: 1, content: 'Body' },
      message: 'Lesson updated successfully',
    });
    const video = await w.me.http.put(
      `/api/instructor/lessons/${one!.id}`,
      lesson(w.hidden.id, { contentType: 'video', videoUrl: 'https://cdn.test/a.mp4', content: 'Body' }),
    );
    expect(video.json().lesson).toMatchObject({ contentType: 'video', content: null, videoUrl: 'https://cdn.test/a.mp4', orderIndex: 1 });
  });

  it.each([
    ['a javascript: video URL', { contentType: 'video', videoUrl: 'javascript:alert(1)' }, 'Video URL must be a YouTube, Vimeo or direct'],
    ['a negative duration', { durationMinutes: -3 }, 'Duration (minutes) cannot be negative'],
    ['a duration that is text', { durationMinutes: '10' }, 'Duration (minutes) must be a number'],
    ['a 100,000-character title', { title: 'x'.repeat(100_000) }, 'Lesson title must be at most 200 characters'],
    ['no title', { title: '' }, 'Lesson title is required'],
    ['an unknown type', { contentType: 'slides' }, 'Content type must be video, audio, pdf, text or quiz'],
  ])('refuses %s with 400 and changes nothing', async (_what, change, message) => {
    const w = await world();
    const before = await databaseState(t.db);
    for (const res of [
      await w.me.http.post('/api/instructor/lessons', lesson(w.first.id, change)),
      await w.me.http.put(`/api/instructor/lessons/${w.lessons[0]!.id}`, lesson(w.first.id, change)),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).code).toBe('VALIDATION_ERROR');
      expect(errorOf(res).message).toContain(message);
    }
    expect(await databaseState(t.db)).toEqual(before);
  });

  it('refuses to move a lesson into another course’s section, even the caller’s own', async () => {
    const w = await world();
    const otherCourse = await createCourse(t.db, { instructorId: w.me.user.id });
    const otherSection = await createSection(t.db, otherCourse.id);
    const before = await databaseState(t.db);
    const res = await w.me.http.put(`/api/instructor/lessons/${w.lessons[0]!.id}`, lesson(otherSection.id));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe('A lesson can only move to a section of its own course.');
    expect(await databaseState(t.db)).toEqual(before);
  });

  it('keeps a quiz lesson a quiz lesson while it has its quiz', async () => {
    const w = await world();
    const quizLesson = await createLesson(t.db, w.first, { contentType: 'quiz', content: null, orderIndex: 5 });
    const { quiz } = await createQuiz(t.db, {
      courseId: w.course.id,
      lessonId: quizLesson.id,
      questions: [{ type: 'true_false', answer: true }],
    });
    const tree = await w.tree();
    expect(tree.sections[0].lessons.find((l: { id: string }) => l.id === quizLesson.id).quizId).toBe(quiz.id);
    const before = await databaseState(t.db);
    const res = await w.me.http.put(`/api/instructor/lessons/${quizLesson.id}`, lesson(w.first.id, { contentType: 'text' }));
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe('This lesson has a quiz, so it must stay a quiz lesson. Delete its quiz first to change its type.');
    expect(await databaseState(t.db)).toEqual(before);
    const renamed = await w.me.http.put(
      `/api/instructor/lessons/${quizLesson.id}`,
      lesson(w.first.id, { contentType: 'quiz', title: 'Checkpoint' }),
    );
    expect(renamed.json().lesson).toMatchObject({ title: 'Checkpoint', quizId: quiz.id, content: null });
  });

  it('deletes a lesson', async () => {
    const w = await world();
    const res = await w.me.http.delete(`/api/instructor/lessons/${w.lessons[1]!.id}`);
    expect(res.json()).toEqual({ version: '2', message: 'Lesson deleted successfully' });
    expect((await w.tree()).sections[0].lessons.map((l: { title: string }) => l.title)).toEqual(['One']);
    expect((await w.me.http.get(`/api/instructor/lessons/${w.lessons[1]!.id}`)).statusCode).toBe(404);
  });
});

describe('lesson files', () => {
  it('takes a file uploaded (tus) for this course, shows its name, size and type, and lets another lesson of the course use it', async () => {
    const w = await world();
    const bytes = mp4Bytes();
    const { last } = await uploadClient(t.app, w.me.cookie).upload({ courseId: w.course.id, filename: 'intro.mp4' }, bytes);
    const fileId = last.json().fileId as string;
    const sentBefore = t.sentJobs.length;
    const res = await w.me.http.post('/api/instructor/lessons', lesson(w.first.id, { contentType: 'video', fileId }));
    expect(res.statusCode, res.body).toBe(201);
    // Its streaming copies are asked for in the same save (docs/video.md): queued, one job keyed by the file.
    expect(res.json().lesson.file).toEqual({
      id: fileId,
      name: 'intro.mp4',
      size: bytes.length,
      mimeType: 'video/mp4',
      streaming: { state: 'queued', progress: 0, error: null },
    });
    expect(t.sentJobs.slice(sentBefore)).toEqual([{ name: 'transcode-media', data: { fileId }, singletonKey: fileId }]);
    const again = await w.me.http.post('/api/instructor/lessons', lesson(w.hidden.id, { contentType: 'pdf', fileId }));
    expect(again.statusCode).toBe(201);
    // A PDF lesson asks for nothing, and the file already asked for is not asked for again.
    expect(t.sentJobs.slice(sentBefore)).toHaveLength(1);
  });

  it('refuses a file uploaded for another course (even the caller’s own), another instructor’s, and one that is not a lesson file', async () => {
    const w = await world();
    const other = await signedIn(t.app, t.db, { role: 'instructor' });
    const theirCourse = await createCourse(t.db, { instructorId: other.user.id });
    const theirs = await createUploadedLessonFile(t.db, t.app.deps.storage, { courseId: theirCourse.id, uploadedBy: other.user.id });
    const myOtherCourse = await createCourse(t.db, { instructorId: w.me.user.id });
    const forMyOtherCourse = await createUploadedLessonFile(t.db, t.app.deps.storage, {
      courseId: myOtherCourse.id,
      uploadedBy: w.me.user.id,
    });
    const usedElsewhere = await createStoredFile(t.db, t.app.deps.storage, { kind: 'lesson', uploadedBy: w.me.user.id });
    await createLesson(t.db, await createSection(t.db, myOtherCourse.id), { contentType: 'video', fileId: usedElsewhere.id });
    const noUpload = await createStoredFile(t.db, t.app.deps.storage, { kind: 'lesson', uploadedBy: w.me.user.id });
    const thumbnail = await createStoredFile(t.db, t.app.deps.storage, { kind: 'thumbnail', uploadedBy: w.me.user.id });
    for (const fileId of [
      theirs.id,
      forMyOtherCourse.id,
      usedElsewhere.id,
      noUpload.id,
      thumbnail.id,
      '00000000-0000-4000-8000-000000000000',
    ]) {
      const before = await databaseState(t.db);
      const res = await w.me.http.post('/api/instructor/lessons', lesson(w.first.id, { contentType: 'audio', fileId }));
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toBe('That file cannot be used for this lesson. Upload it for this course, then save the lesson.');
      expect(await databaseState(t.db)).toEqual(before);
    }
  });

  it('keeps a lesson’s file when the lesson is saved again after its upload record expired', async () => {
    const w = await world();
    const file = await createStoredFile(t.db, t.app.deps.storage, { kind: 'lesson', uploadedBy: w.me.user.id });
    const withFile = await createLesson(t.db, w.first, { contentType: 'audio', content: null, fileId: file.id });
    const res = await w.me.http.put(
      `/api/instructor/lessons/${withFile.id}`,
      lesson(w.first.id, { contentType: 'audio', fileId: file.id, title: 'Renamed' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lesson.file.id).toBe(file.id);
  });

  it('drops the file when the type no longer takes one, deleting it when nothing else uses it', async () => {
    const w = await world();
    const file = await createUploadedLessonFile(t.db, t.app.deps.storage, { courseId: w.course.id, uploadedBy: w.me.user.id, ext: 'pdf' });
    const id = (await w.me.http.post('/api/instructor/lessons', lesson(w.first.id, { contentType: 'pdf', fileId: file.id }))).json().lesson
      .id;
    const res = await w.me.http.put(`/api/instructor/lessons/${id}`, lesson(w.first.id, { contentType: 'text', fileId: file.id }));
    expect(res.json().lesson.file).toBeNull();
    expect(await t.db.select().from(files).where(eq(files.id, file.id))).toEqual([]);
    expect(await t.app.deps.storage.head(file.storageKey)).toBeNull();
  });
});
