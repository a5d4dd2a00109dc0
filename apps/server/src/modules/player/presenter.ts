// What the player's endpoints answer, from what the service found. Only these fields leave the
// server: a lesson's file is named by its media route, never by its storage key.
import {
  assessmentOpen,
  nextLesson,
  progressPercent,
  type AwaitingGrading,
  type LessonContent,
  type LessonStream,
  type CaptionTrack,
  type PlayerResponse,
} from '@app/core';
import type { files, lessons } from '../../db/schema.js';
import type { assessmentState } from '../courses/course-progress.js';
import type { CourseAccess } from './course-access.js';

export function presentPlayer(
  access: CourseAccess & { mode: NonNullable<CourseAccess['mode']> },
  assessment: Awaited<ReturnType<typeof assessmentState>>,
  certificateCode: string | null,
  /** Attempts waiting for grading (awaiting-grading.ts), by lesson id or assessment quiz id. */
  awaiting: ReadonlyMap<string, AwaitingGrading>,
): PlayerResponse {
  const done = access.lessons.filter((l) => access.completed.has(l.id)).length;
  const preview = access.mode === 'preview';
  const pct = preview ? 0 : progressPercent(done, access.lessons.length);
  return {
    mode: access.mode,
    course: {
      id: access.course.id,
      title: access.course.title,
      status: access.course.status,
      instructorName: access.course.instructorName,
      thumbnailUrl: access.course.thumbnailUrl,
    },
    sections: access.sections.map((s) => ({
      id: s.id,
      title: s.title,
      lessons: s.lessons.map((l) => ({
        id: l.id,
        title: l.title,
        contentType: l.contentType,
        durationMinutes: l.durationMinutes,
        isFree: l.isFree,
        questionCount: l.questionCount,
        isLocked: access.locked.has(l.id),
        isCompleted: access.completed.has(l.id),
        // Once the lesson is completed (another attempt passed), a pending one holds nothing back.
        awaitingGrading: access.completed.has(l.id) ? null : (awaiting.get(l.id) ?? null),
      })),
    })),
    totalLessons: access.lessons.length,
    totalMinutes: access.lessons.reduce((sum, l) => sum + l.durationMinutes, 0),
    completedLessons: done,
    progressPercentage: pct,
    enrollment: access.enrollment && {
      id: access.enrollment.id,
      status: access.enrollment.status,
      completedAt: access.enrollment.completedAt?.toISOString() ?? null,
    },
    nextLessonId: nextLesson({ lessons: access.lessons, completed: access.completed, hasAccess: access.hasAccess, preview }),
    assessment: assessment && {
      ...assessment,
      available: assessmentOpen({ lessons: access.lessons, completed: access.completed, preview }),
      awaitingGrading: assessment.passed ? null : (awaiting.get(assessment.quizId) ?? null),
    },
    certificateCode,
  };
}

export function presentLesson(
  lesson: typeof lessons.$inferSelect,
  file: Pick<typeof files.$inferSelect, 'mimeType' | 'size'> | null,
  quizId: string | null,
  access: CourseAccess,
  media: { stream: LessonStream | null; captions: CaptionTrack[]; captionLanguage: string | null },
): LessonContent {
  return {
    id: lesson.id,
    courseId: lesson.courseId,
    title: lesson.title,
    description: lesson.description,
    contentType: lesson.contentType,
    durationMinutes: lesson.durationMinutes,
    videoUrl: lesson.videoUrl,
    mediaUrl: lesson.fileId ? `/api/lessons/${lesson.id}/media` : null,
    mimeType: file?.mimeType ?? null,
    fileSize: file?.size ?? null,
    stream: media.stream,
    captions: media.captions,
    captionLanguage: media.captionLanguage,
    content: lesson.content,
    quizId,
    isCompleted: access.completed.has(lesson.id),
    positionSeconds: access.positions.get(lesson.id) ?? 0,
  };
}
