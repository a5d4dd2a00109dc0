// Resumable lesson-file uploads (tus protocol, /api/uploads/lesson-files). The protocol's own
// requests carry these fields as Upload-Metadata; the server answers its own refusals in the one
// error shape, and the finished upload with the id of the stored file.
import { z } from 'zod';
import { requiredText, uuid } from './fields.js';

export const LESSON_UPLOADS_PATH = '/api/uploads/lesson-files';

/** What the browser sends as the upload's Upload-Metadata when it creates the upload. */
export const lessonUploadMetadata = z.object({
  /** The course the file is for: only its instructor or an admin may upload to it. */
  courseId: z.uuid('Choose the course the file is for.'),
  /** The lesson being edited, when it exists already (a new lesson has none yet). */
  lessonId: uuid.optional(),
  filename: requiredText('File name', 255),
  /** The browser's guess at the type; the server decides by the bytes. */
  filetype: z.string().max(255).optional(),
});
export type LessonUploadMetadata = z.infer<typeof lessonUploadMetadata>;

/** An upload as its uploader sees it: `fileId` is set once it is finished and accepted. */
export const lessonUploadStatus = z.object({
  id: uuid,
  courseId: uuid,
  lessonId: uuid.nullable(),
  filename: z.string(),
  size: z.number().int().nonnegative(),
  offset: z.number().int().nonnegative(),
  /** The stored file the lesson will point at (lessons.file_id); null until the upload is finished. */
  fileId: uuid.nullable(),
  mimeType: z.string().nullable(),
});
export type LessonUploadStatus = z.infer<typeof lessonUploadStatus>;

/** The body of the request that finishes an upload. */
export const lessonUploadFinished = z.object({
  fileId: uuid,
  size: z.number().int().nonnegative(),
  mimeType: z.string(),
  filename: z.string(),
  message: z.string(),
});
export type LessonUploadFinished = z.infer<typeof lessonUploadFinished>;
