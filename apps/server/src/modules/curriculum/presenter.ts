// What leaves the server about a curriculum: every field picked here.
import type { AuthoringCurriculum, AuthoringLesson, AuthoringSection, EditableLesson } from '@app/core';
import type { LessonRow, SectionRow } from './queries.js';

export const presentLesson = (r: LessonRow): AuthoringLesson => ({
  id: r.id,
  sectionId: r.sectionId,
  title: r.title,
  description: r.description,
  contentType: r.contentType,
  videoUrl: r.videoUrl,
  file: r.fileId
    ? {
        id: r.fileId,
        name: r.fileName ?? '',
        size: r.fileSize ?? 0,
        mimeType: r.fileType ?? '',
        streaming: r.streamingState ? { state: r.streamingState, progress: r.streamingProgress ?? 0, error: r.streamingError } : null,
      }
    : null,
  durationMinutes: r.durationMinutes,
  isFree: r.isFree,
  orderIndex: r.orderIndex,
  quizId: r.quizId,
});

export const presentEditableLesson = (r: LessonRow & { content: string | null }): EditableLesson => ({
  ...presentLesson(r),
  content: r.content,
});

export const presentSection = (s: SectionRow, lessons: AuthoringLesson[]): AuthoringSection => ({ ...s, lessons });

/** Sections in order, each with its lessons in order. */
export function presentCurriculum(courseId: string, version: string, sections: SectionRow[], lessons: LessonRow[]): AuthoringCurriculum {
  const bySection = new Map<string, AuthoringLesson[]>(sections.map((s) => [s.id, []]));
  for (const l of lessons) bySection.get(l.sectionId)?.push(presentLesson(l));
  return { courseId, version, sections: sections.map((s) => presentSection(s, bySection.get(s.id) ?? [])) };
}
