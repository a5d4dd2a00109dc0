// What a lesson file and a thumbnail may be (spec sections 5 and 9), in one place for the browser's
// checks before an upload starts and the server's checks of the bytes. No zod here: the upload
// component loads it.
import { MESSAGES } from '../messages.js';

/** The spec's "5 GB" for a lesson file. */
export const LESSON_FILE_MAX_BYTES = 5 * 1024 ** 3;
/** The spec's "5MB" for a thumbnail. */
export const THUMBNAIL_MAX_BYTES = 5 * 1024 * 1024;
/** A resumable upload is sent in pieces of this size: a dropped connection costs at most one. */
export const UPLOAD_CHUNK_BYTES = 8 * 1024 * 1024;

export interface LessonFileType {
  /** The spec's name for it. */
  label: string;
  /** Types the server accepts when it reads the file's bytes (file-type's names). */
  detected: readonly string[];
  /** Types a browser may report for the chosen file. */
  declared: readonly string[];
  extensions: readonly string[];
  /** Text has no signature to read: it is accepted by its name when its bytes are UTF-8 without NUL. */
  text?: boolean;
}

export const LESSON_FILE_TYPES: readonly LessonFileType[] = [
  {
    label: 'MP4',
    detected: ['video/mp4', 'audio/mp4', 'video/x-m4v', 'audio/x-m4a'],
    declared: ['video/mp4', 'audio/mp4', 'video/x-m4v', 'audio/x-m4a'],
    extensions: ['mp4', 'm4v', 'm4a'],
  },
  { label: 'WebM', detected: ['video/webm', 'audio/webm'], declared: ['video/webm', 'audio/webm'], extensions: ['webm'] },
  {
    label: 'OGG',
    detected: ['video/ogg', 'audio/ogg', 'audio/ogg; codecs=opus', 'application/ogg', 'audio/opus'],
    declared: ['video/ogg', 'audio/ogg', 'application/ogg', 'audio/opus'],
    extensions: ['ogg', 'ogv', 'oga', 'opus'],
  },
  { label: 'MP3', detected: ['audio/mpeg'], declared: ['audio/mpeg', 'audio/mp3'], extensions: ['mp3'] },
  { label: 'WAV', detected: ['audio/wav'], declared: ['audio/wav', 'audio/x-wav', 'audio/wave', 'audio/vnd.wave'], extensions: ['wav'] },
  { label: 'PDF', detected: ['application/pdf'], declared: ['application/pdf'], extensions: ['pdf'] },
  { label: 'TXT', detected: [], declared: ['text/plain'], extensions: ['txt'], text: true },
  { label: 'Markdown', detected: [], declared: ['text/markdown', 'text/x-markdown'], extensions: ['md', 'markdown'], text: true },
  { label: 'JPEG', detected: ['image/jpeg'], declared: ['image/jpeg'], extensions: ['jpg', 'jpeg'] },
  { label: 'PNG', detected: ['image/png'], declared: ['image/png'], extensions: ['png'] },
  { label: 'GIF', detected: ['image/gif'], declared: ['image/gif'], extensions: ['gif'] },
  { label: 'WebP', detected: ['image/webp'], declared: ['image/webp'], extensions: ['webp'] },
];

/** The file picker's `accept`: every extension and declared type. */
export const LESSON_FILE_ACCEPT = LESSON_FILE_TYPES.flatMap((t) => [...t.extensions.map((e) => `.${e}`), ...t.declared]).join(',');

/** The lower-case extension of a file name, without the dot ('' when it has none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The text type a file name says (TXT or Markdown), for a file whose bytes carry no signature. */
export function textTypeByName(name: string): { mime: 'text/plain' | 'text/markdown' } | null {
  const ext = extensionOf(name);
  if (ext === 'txt') return { mime: 'text/plain' };
  if (ext === 'md' || ext === 'markdown') return { mime: 'text/markdown' };
  return null;
}

/** Whether the server accepts a file whose bytes read as `mime` (file-type's name). */
export const isAcceptedLessonMime = (mime: string): boolean => LESSON_FILE_TYPES.some((t) => t.detected.includes(mime));

/**
 * The browser's check before an upload starts: the message to show, or null when the file may go.
 * The server checks again, by the bytes; this only saves a person from sending 5 GB of the wrong thing.
 */
export function lessonFileProblem(file: { name: string; size: number; type: string }): string | null {
  if (file.size > LESSON_FILE_MAX_BYTES) return MESSAGES.lessonFileTooLarge;
  if (file.size === 0) return MESSAGES.lessonFileEmpty;
  const ext = extensionOf(file.name);
  // The name decides when there is one we know; a browser's type is a guess from the name anyway.
  const known = LESSON_FILE_TYPES.some((t) => t.extensions.includes(ext) || (ext === '' && t.declared.includes(file.type)));
  return known ? null : MESSAGES.lessonFileInvalidType;
}

/** The browser's check of a thumbnail before it is sent (spec section 5). */
export function thumbnailProblem(file: { size: number; type: string }): string | null {
  if (!file.type.startsWith('image/')) return MESSAGES.thumbnailInvalidType;
  if (file.size > THUMBNAIL_MAX_BYTES) return MESSAGES.thumbnailTooLarge;
  return null;
}
