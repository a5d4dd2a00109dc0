// What each kind of upload may be, and the one size rule and type detector every upload path uses:
// the avatar and thumbnail forms (save-file.ts, image-variants.ts) and the resumable lesson
// upload (its declared size at creation, its bytes at the finish). A type is decided by the
// file's first bytes, never by its name or the client's header; only text, which has no
// signature, is taken by its name, and then only when every byte is UTF-8 without NUL.
import type { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { isAcceptedLessonMime, LESSON_FILE_MAX_BYTES, MESSAGES, textTypeByName, THUMBNAIL_MAX_BYTES, type FileKind } from '@app/core';
import { payloadTooLarge, unsupportedMediaType } from '../lib/errors.js';

/** file-type's own advice for a sample that tells every type it knows. */
export const SAMPLE_BYTES = 4100;

export const IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

export interface UploadRules {
  kind: FileKind;
  /** Whether a type read from the bytes (file-type's name) is accepted. */
  accepts(mime: string): boolean;
  /** TXT and Markdown by the file's name, when the bytes are plain text. */
  textByName?: boolean;
  maxBytes: number;
  invalidTypeMessage: string;
  tooLargeMessage: string;
}

export const AVATAR_RULES: UploadRules = {
  kind: 'avatar',
  accepts: (mime) => IMAGE_TYPES.includes(mime),
  maxBytes: 5 * 1024 * 1024,
  invalidTypeMessage: MESSAGES.avatarInvalid,
  tooLargeMessage: MESSAGES.avatarTooLarge,
};

export const THUMBNAIL_RULES: UploadRules = {
  kind: 'thumbnail',
  accepts: (mime) => IMAGE_TYPES.includes(mime),
  maxBytes: THUMBNAIL_MAX_BYTES,
  invalidTypeMessage: MESSAGES.thumbnailInvalidType,
  tooLargeMessage: MESSAGES.thumbnailTooLarge,
};

export const LESSON_FILE_RULES: UploadRules = {
  kind: 'lesson',
  accepts: isAcceptedLessonMime,
  textByName: true,
  maxBytes: LESSON_FILE_MAX_BYTES,
  invalidTypeMessage: MESSAGES.lessonFileInvalidType,
  tooLargeMessage: MESSAGES.lessonFileTooLarge,
};

export const tooLarge = (rules: UploadRules) => payloadTooLarge(rules.tooLargeMessage);
export const invalidType = (rules: UploadRules) => unsupportedMediaType(rules.invalidTypeMessage);

/** The size rule, for a size known before the bytes come (a resumable upload's declared length). */
export function assertSize(size: number, rules: UploadRules): void {
  if (size > rules.maxBytes) throw tooLarge(rules);
}

export interface AcceptedType {
  mime: string;
  /** The extension a stored key gets ('' for text, named by its file). */
  ext: string;
}

/**
 * The file's type if `rules` accept it, else null. `sample` is its first SAMPLE_BYTES; `whole`
 * gives every byte again, read only for a file that may be text.
 */
export async function acceptedType(
  sample: Buffer,
  rules: UploadRules,
  text?: { filename: string; whole: () => Promise<Readable> },
): Promise<AcceptedType | null> {
  const detected = sample.length > 0 ? await fileTypeFromBuffer(sample) : undefined;
  if (detected) return rules.accepts(detected.mime) ? { mime: detected.mime, ext: detected.ext } : null;
  if (!rules.textByName || !text) return null;
  const byName = textTypeByName(text.filename);
  if (!byName || !(await isPlainText(await text.whole()))) return null;
  return { mime: byName.mime, ext: '' };
}

/** Valid UTF-8 throughout and no NUL: what a text editor saves, and never an executable. */
async function isPlainText(stream: Readable): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      if (chunk.includes(0)) return false;
      decoder.decode(chunk, { stream: true });
    }
    decoder.decode();
    return true;
  } catch (err) {
    if (err instanceof TypeError) return false; // not UTF-8
    throw err;
  } finally {
    stream.destroy();
  }
}
