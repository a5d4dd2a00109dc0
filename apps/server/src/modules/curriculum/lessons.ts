// Add, edit and delete a lesson. Only the content matching the lesson's type is kept (core's
// normalizeLesson); a quiz lesson's questions are the quiz editor's. A new lesson, or one moved
// to another section of its course, goes last there. Deleting a lesson deletes its progress rows
// and its quiz (with the quiz's attempts) by cascade, and its stored file when nothing else uses it.
import { and, eq, sql } from 'drizzle-orm';
import { inCatalogue, MESSAGES, normalizeLesson, type LessonSaveResponse, type lessonInput } from '@app/core';
import type { z } from 'zod';
import type { RequestActor } from '../../auth/user.js';
import type { Tx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { lessons, quizzes, sections } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { forgetFiles } from '../../storage/references.js';
import { notifyNewLessons } from '../notifications/write.js';
import { changedFields } from '../audit/diff.js';
import { changeCurriculum, partLabel, type ChangeContext } from './change.js';
import { checkLessonFile, requestLessonStreaming } from './lesson-files.js';
import { lessonWithCourse } from './queries.js';
import { presentEditableLesson } from './presenter.js';

type LessonInput = z.output<typeof lessonInput>;

/** The section, if it is still one of the course's (a section deleted meanwhile is gone). */
async function sectionOfCourse(tx: Tx, sectionId: string, courseId: string) {
  const [row] = await tx
    .select({ id: sections.id, isPublished: sections.isPublished })
    .from(sections)
    .where(and(eq(sections.id, sectionId), eq(sections.courseId, courseId)));
  return row ?? null;
}

const lastIn = (sectionId: string) => sql`(select coalesce(max(l.order_index) + 1, 0) from lessons l where l.section_id = ${sectionId})`;

const contentOf = (l: ReturnType<typeof normalizeLesson>) => ({
  title: l.title,
  description: l.description,
  contentType: l.contentType,
  videoUrl: l.videoUrl,
  fileId: l.fileId,
  content: l.content,
  durationMinutes: l.durationMinutes,
  isFree: l.isFree,
});

/** A lesson's content as it is stored, for what an edit changed. */
const LESSON_FIELDS = ['title', 'description', 'contentType', 'videoUrl', 'fileId', 'content', 'durationMinutes', 'isFree'] as const;
const lessonContentColumns = {
  title: lessons.title,
  description: lessons.description,
  contentType: lessons.contentType,
  videoUrl: lessons.videoUrl,
  fileId: lessons.fileId,
  content: lessons.content,
  durationMinutes: lessons.durationMinutes,
  isFree: lessons.isFree,
} satisfies Record<(typeof LESSON_FIELDS)[number], unknown>;

async function saved(c: ChangeContext, lessonId: string) {
  const row = await lessonWithCourse(c.tx, lessonId);
  return presentEditableLesson(row!);
}

export async function addLesson(
  deps: Pick<Deps, 'db' | 'storage' | 'clock' | 'mail' | 'jobs'>,
  actor: RequestActor,
  input: LessonInput,
): Promise<LessonSaveResponse> {
  const lesson = normalizeLesson(input);
  const { result, version } = await changeCurriculum(deps, actor, { section: lesson.sectionId }, async (c) => {
    const section = await sectionOfCourse(c.tx, lesson.sectionId, c.course.id);
    if (!section) throw notFound(MESSAGES.sectionNotFound);
    if (lesson.fileId) await checkLessonFile(c.tx, c.course.id, lesson.fileId);
    if (lesson.fileId) await requestLessonStreaming(deps, c.tx, { fileId: lesson.fileId, contentType: lesson.contentType }, c.now);
    const [row] = await c.tx
      .insert(lessons)
      .values({
        ...contentOf(lesson),
        sectionId: lesson.sectionId,
        courseId: c.course.id,
        orderIndex: lastIn(lesson.sectionId),
        createdAt: c.now,
        updatedAt: c.now,
      })
      .returning({ id: lessons.id });
    c.recompute = true;
    c.audit.push({
      action: 'lesson.created',
      entityType: 'lesson',
      entityId: row!.id,
      entityLabel: partLabel(c.course, lesson.title),
      after: { title: lesson.title, contentType: lesson.contentType, sectionId: lesson.sectionId },
    });
    // Learners see it at once in a shown section: they hear of it while the course is in the
    // catalogue (docs/notifications.md, "New lessons are announced only in the catalogue").
    if (section.isPublished && inCatalogue(c.course))
      await notifyNewLessons(
        c.tx,
        { courseId: c.course.id, lessonId: row!.id, lessonTitle: lesson.title, sectionTitle: null, count: 1 },
        c.now,
      );
    return saved(c, row!.id);
  });
  return { lesson: result, version, message: MESSAGES.lessonAdded };
}

export async function updateLesson(
  deps: Pick<Deps, 'db' | 'storage' | 'clock' | 'mail' | 'jobs'>,
  actor: RequestActor,
  lessonId: string,
  input: LessonInput,
): Promise<LessonSaveResponse> {
  const lesson = normalizeLesson(input);
  const { result, version } = await changeCurriculum(deps, actor, { lesson: lessonId }, async (c) => {
    const [current] = await c.tx
      .select({ ...lessonContentColumns, sectionId: lessons.sectionId, quizId: quizzes.id })
      .from(lessons)
      .leftJoin(quizzes, eq(quizzes.lessonId, lessons.id))
      .where(and(eq(lessons.id, lessonId), eq(lessons.courseId, c.course.id)));
    if (!current) throw notFound(MESSAGES.authoringLessonNotFound);
    const moves = lesson.sectionId !== current.sectionId;
    // A lesson stays in its course: another course's section (even the caller's own) is refused.
    if (moves && !(await sectionOfCourse(c.tx, lesson.sectionId, c.course.id))) throw badRequest(MESSAGES.lessonSectionNotInCourse);
    // Its quiz's attempts are learners' results: the quiz is deleted on purpose, in the quiz editor.
    if (current.quizId && lesson.contentType !== 'quiz') throw conflict(MESSAGES.lessonQuizTypeLocked);
    if (lesson.fileId && lesson.fileId !== current.fileId) await checkLessonFile(c.tx, c.course.id, lesson.fileId);
    if (lesson.fileId) await requestLessonStreaming(deps, c.tx, { fileId: lesson.fileId, contentType: lesson.contentType }, c.now);
    await c.tx
      .update(lessons)
      .set({
        ...contentOf(lesson),
        updatedAt: c.now,
        ...(moves ? { sectionId: lesson.sectionId, orderIndex: lastIn(lesson.sectionId) } : {}),
      })
      .where(eq(lessons.id, lessonId));
    if (moves) c.recompute = true;
    const diff = changedFields(current, { ...contentOf(lesson), sectionId: lesson.sectionId }, [...LESSON_FIELDS, 'sectionId']);
    if (diff)
      c.audit.push({
        action: 'lesson.updated',
        entityType: 'lesson',
        entityId: lessonId,
        entityLabel: partLabel(c.course, lesson.title),
        ...diff,
      });
    if (current.fileId && current.fileId !== lesson.fileId) c.forgotten.push(...(await forgetFiles(c.tx, [current.fileId], ['lesson'])));
    return saved(c, lessonId);
  });
  return { lesson: result, version, message: MESSAGES.lessonUpdated };
}

export async function deleteLesson(deps: Pick<Deps, 'db' | 'storage' | 'clock' | 'mail' | 'jobs'>, actor: RequestActor, lessonId: string) {
  const { version } = await changeCurriculum(deps, actor, { lesson: lessonId }, async (c) => {
    const [gone] = await c.tx
      .delete(lessons)
      .where(and(eq(lessons.id, lessonId), eq(lessons.courseId, c.course.id)))
      .returning({ fileId: lessons.fileId, title: lessons.title, contentType: lessons.contentType });
    if (!gone) throw notFound(MESSAGES.authoringLessonNotFound);
    c.recompute = true;
    c.audit.push({
      action: 'lesson.deleted',
      entityType: 'lesson',
      entityId: lessonId,
      entityLabel: partLabel(c.course, gone.title),
      before: { title: gone.title, contentType: gone.contentType },
    });
    if (gone.fileId) c.forgotten.push(...(await forgetFiles(c.tx, [gone.fileId], ['lesson'])));
  });
  return { version, message: MESSAGES.lessonDeleted };
}
