// SQL of the Curriculum Builder's reads: every section of a course (unpublished ones too) and
// every lesson with its uploaded file and its quiz, in order. One statement each, by index
// (sections_course_order_idx, lessons_course_idx, quizzes_lesson_key).
import { asc, eq } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { courses, files, lessons, mediaTranscodes, quizzes, sections } from '../../db/schema.js';

export const sectionColumns = {
  id: sections.id,
  title: sections.title,
  description: sections.description,
  isPublished: sections.isPublished,
  orderIndex: sections.orderIndex,
};

export const sectionRows = (db: DbOrTx, courseId: string) =>
  db
    .select(sectionColumns)
    .from(sections)
    .where(eq(sections.courseId, courseId))
    .orderBy(asc(sections.orderIndex), asc(sections.createdAt));
export type SectionRow = Awaited<ReturnType<typeof sectionRows>>[number];

export const lessonColumns = {
  id: lessons.id,
  sectionId: lessons.sectionId,
  courseId: lessons.courseId,
  title: lessons.title,
  description: lessons.description,
  contentType: lessons.contentType,
  videoUrl: lessons.videoUrl,
  durationMinutes: lessons.durationMinutes,
  isFree: lessons.isFree,
  orderIndex: lessons.orderIndex,
  fileId: files.id,
  fileName: files.originalName,
  fileSize: files.size,
  fileType: files.mimeType,
  streamingState: mediaTranscodes.state,
  streamingProgress: mediaTranscodes.progress,
  streamingError: mediaTranscodes.error,
  quizId: quizzes.id,
};

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
const selectLessons = <E extends SelectedFields = {}>(db: DbOrTx, extra: E) =>
  db
    .select({ ...lessonColumns, ...extra })
    .from(lessons)
    .leftJoin(files, eq(files.id, lessons.fileId))
    .leftJoin(mediaTranscodes, eq(mediaTranscodes.fileId, lessons.fileId))
    .leftJoin(quizzes, eq(quizzes.lessonId, lessons.id));

/** Every lesson of the course, in order within its section. */
export const lessonRows = (db: DbOrTx, courseId: string) =>
  selectLessons(db, {}).where(eq(lessons.courseId, courseId)).orderBy(asc(lessons.orderIndex), asc(lessons.createdAt));
export type LessonRow = Awaited<ReturnType<typeof lessonRows>>[number];

/** The lessons of one section, in order (lessons_section_order_idx). */
export const sectionLessonRows = (db: DbOrTx, sectionId: string) =>
  selectLessons(db, {}).where(eq(lessons.sectionId, sectionId)).orderBy(asc(lessons.orderIndex), asc(lessons.createdAt));

/** One lesson with its text and its course's owner and status (for the policy). */
export async function lessonWithCourse(db: DbOrTx, lessonId: string) {
  const [row] = await selectLessons(db, { content: lessons.content, instructorId: courses.instructorId, status: courses.status })
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(eq(lessons.id, lessonId));
  return row ?? null;
}
