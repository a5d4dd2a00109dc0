// The course player: the curriculum with the caller's locks and progress, lesson content,
// completion, resume positions and certificates.
import { z } from 'zod';
import { captionTrack } from './captions.js';
import { CONTENT_TYPES, COURSE_STATUSES, ENROLLMENT_STATUSES } from '../enums.js';

export const PLAYER_MODES = ['learner', 'preview'] as const;
export type PlayerMode = (typeof PLAYER_MODES)[number];

/**
 * A quiz whose newest submitted attempt waits for grading (its lesson not yet completed): the score
 * so far, what it reaches at most with full marks for every answer still to grade (core's
 * `scoreAtMost`), and whether that can pass. The next lesson opens when it passes.
 */
export const awaitingGrading = z.object({
  quizId: z.uuid(),
  attemptId: z.uuid(),
  percentage: z.number(),
  atMostPercentage: z.number(),
  passingScore: z.number().int(),
  canPass: z.boolean(),
  pendingCount: z.number().int(),
});
export type AwaitingGrading = z.infer<typeof awaitingGrading>;

export const playerLesson = z.object({
  id: z.uuid(),
  title: z.string(),
  contentType: z.enum(CONTENT_TYPES),
  durationMinutes: z.number().int(),
  isFree: z.boolean(),
  questionCount: z.number().int().nullable(),
  isLocked: z.boolean(),
  isCompleted: z.boolean(),
  /** A quiz lesson whose attempt waits for grading; null otherwise. */
  awaitingGrading: awaitingGrading.nullable(),
});
export type PlayerLesson = z.infer<typeof playerLesson>;

export const playerResponse = z.object({
  mode: z.enum(PLAYER_MODES),
  course: z.object({
    id: z.uuid(),
    title: z.string(),
    /** Archived or draft: out of the catalogue, still its learners' (core's inCatalogue, learnerAccess). */
    status: z.enum(COURSE_STATUSES),
    instructorName: z.string().nullable(),
    thumbnailUrl: z.string().nullable(),
  }),
  sections: z.array(z.object({ id: z.uuid(), title: z.string(), lessons: z.array(playerLesson) })),
  totalLessons: z.number().int(),
  totalMinutes: z.number().int(),
  completedLessons: z.number().int(),
  progressPercentage: z.number().int(),
  enrollment: z.object({ id: z.uuid(), status: z.enum(ENROLLMENT_STATUSES), completedAt: z.string().nullable() }).nullable(),
  /** Where to start: the first open lesson not yet completed. */
  nextLessonId: z.uuid().nullable(),
  /** The course assessment (final quiz), if the course has a published one. */
  assessment: z
    .object({
      quizId: z.uuid(),
      title: z.string(),
      passed: z.boolean(),
      available: z.boolean(),
      /** An attempt waiting for grading, while the assessment is not passed. */
      awaitingGrading: awaitingGrading.nullable(),
    })
    .nullable(),
  certificateCode: z.string().nullable(),
});
export type PlayerResponse = z.infer<typeof playerResponse>;

/**
 * A lesson file's streaming copy, once made (docs/video.md): the HLS master, asked with the
 * caller's session, and the poster and storyboard (seek previews) by signed links.
 */
export const lessonStream = z.object({
  masterUrl: z.string(),
  posterUrl: z.string().nullable(),
  /** WebVTT whose cues name a sprite sheet's tile (`#xywh=`). */
  storyboardUrl: z.string().nullable(),
  renditions: z.array(z.object({ name: z.string(), width: z.number().int(), height: z.number().int() })),
});
export type LessonStream = z.infer<typeof lessonStream>;

export const lessonContent = z.object({
  id: z.uuid(),
  courseId: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  contentType: z.enum(CONTENT_TYPES),
  durationMinutes: z.number().int(),
  /** YouTube, Vimeo or a direct media address. */
  videoUrl: z.string().nullable(),
  /** Our private file, served with Range support, when the lesson has one. */
  mediaUrl: z.string().nullable(),
  mimeType: z.string().nullable(),
  fileSize: z.number().nullable(),
  /** The adaptive stream, once the file's streaming copy is ready; until then the player plays `mediaUrl`. */
  stream: lessonStream.nullable(),
  /** Caption tracks of a video or audio lesson, by language. */
  captions: z.array(captionTrack),
  /** The caller's remembered caption language (null: captions off). */
  captionLanguage: z.string().nullable(),
  /** Markdown or HTML; the client renders it sanitized. */
  content: z.string().nullable(),
  quizId: z.uuid().nullable(),
  isCompleted: z.boolean(),
  positionSeconds: z.number().int(),
});
export type LessonContent = z.infer<typeof lessonContent>;

export const completeLessonResponse = z.object({
  lessonId: z.uuid(),
  progressPercentage: z.number().int(),
  completedLessons: z.number().int(),
  enrollmentStatus: z.enum(ENROLLMENT_STATUSES),
  nextLessonId: z.uuid().nullable(),
  certificateCode: z.string().nullable(),
  message: z.string(),
});
export type CompleteLessonResponse = z.infer<typeof completeLessonResponse>;

/** Twelve hours: no lesson is longer; anything beyond is a client bug or an attack. */
export const MAX_POSITION_SECONDS = 12 * 3600;
export const positionInput = z.strictObject({
  seconds: z
    .number({ error: 'Position must be a number of seconds' })
    .min(0, 'Position cannot be negative')
    .max(MAX_POSITION_SECONDS, 'Position is too large')
    .transform((v) => Math.floor(v)),
});

export const certificateResponse = z.object({
  code: z.string(),
  learnerName: z.string(),
  courseTitle: z.string(),
  courseId: z.uuid(),
  /** The course page exists for everyone (core's inCatalogue): the title links to it. */
  courseInCatalogue: z.boolean(),
  issuedAt: z.string(),
});
export type CertificateResponse = z.infer<typeof certificateResponse>;
export const CERTIFICATE_CODE = /^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/;
