// The Add/Edit Lesson form's working copy and its request: only the content matching the type is
// sent (spec section 5: a video URL only for video, text only for text, a file for video, audio
// or pdf), a non-numeric duration becomes 0, and the problems come from the contract's schema.
import { formNumber, lessonInput, type AuthoringFile, type ContentType, type EditableLesson, type LessonInput } from '@app/core';

/** Where a video lesson's picture comes from. */
export type VideoSource = 'url' | 'file';

export interface LessonDraft {
  title: string;
  description: string;
  contentType: ContentType;
  videoSource: VideoSource;
  videoUrl: string;
  /** The stored file the lesson points at (uploaded now or before). */
  file: AuthoringFile | null;
  content: string;
  durationMinutes: string;
  isFree: boolean;
}

export type LessonField = keyof LessonDraft | 'fileId' | 'sectionId';
export type LessonErrors = Partial<Record<LessonField, string>>;

export const takesFile = (type: ContentType) => type === 'video' || type === 'audio' || type === 'pdf';

export function emptyLessonDraft(): LessonDraft {
  return {
    title: '',
    description: '',
    contentType: 'video',
    videoSource: 'url',
    videoUrl: '',
    file: null,
    content: '',
    durationMinutes: '0',
    isFree: false,
  };
}

export function lessonDraftOf(lesson: EditableLesson): LessonDraft {
  return {
    title: lesson.title,
    description: lesson.description ?? '',
    contentType: lesson.contentType,
    videoSource: lesson.contentType === 'video' && lesson.file && !lesson.videoUrl ? 'file' : 'url',
    videoUrl: lesson.videoUrl ?? '',
    file: lesson.file,
    content: lesson.content ?? '',
    durationMinutes: String(lesson.durationMinutes),
    isFree: lesson.isFree,
  };
}

export function lessonInputOf(d: LessonDraft, sectionId: string): LessonInput {
  const t = d.contentType;
  const fileKept = takesFile(t) && !(t === 'video' && d.videoSource === 'url');
  return {
    sectionId,
    title: d.title,
    description: d.description.trim() || null,
    contentType: t,
    videoUrl: t === 'video' && d.videoSource === 'url' && d.videoUrl.trim() ? d.videoUrl.trim() : null,
    fileId: fileKept ? (d.file?.id ?? null) : null,
    content: t === 'text' ? d.content : null,
    // A quiz lesson's length is its questions; its minutes are not asked.
    durationMinutes: t === 'quiz' ? 0 : formNumber(d.durationMinutes),
    isFree: d.isFree,
  };
}

export function lessonErrors(d: LessonDraft, sectionId: string): LessonErrors {
  const result = lessonInput.safeParse(lessonInputOf(d, sectionId));
  const errors: LessonErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '') as LessonField;
      errors[field] ??= issue.message;
    }
  }
  if (d.contentType === 'video' && d.videoSource === 'url' && !d.videoUrl.trim())
    errors.videoUrl ??= 'Give the video address, or upload a file';
  return errors;
}

/** Seconds of media to the lesson's whole minutes: a 10-second clip still counts as a minute. */
export const minutesOf = (seconds: number) => (Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 0);
