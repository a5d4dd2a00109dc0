// A finished upload: its type is read from its bytes, and an accepted file becomes the files row
// of the same id (its bytes stay where they are). A refused file is deleted with its upload.
// Safe to run twice (a client may send the last, empty PATCH again): the second answers the same.
import { eq, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { isAcceptedLessonMime, MESSAGES, textTypeByName, type LessonUploadFinished } from '@app/core';
import type { Db } from '../../db/client.js';
import { files, lessonUploads } from '../../db/schema.js';
import { HttpError } from '../../lib/errors.js';
import type { Storage } from '../../storage/storage.js';
import { lessonUploadKey } from './lesson-file-store.js';
import type { ServerMetadata } from './upload-records.js';

/** file-type's own advice for a sample that tells every type it knows. */
const SAMPLE_BYTES = 4100;

export interface FinishDeps {
  db: Db;
  storage: Storage;
}

export interface FinishedUpload {
  id: string;
  size: number;
  metadata: ServerMetadata;
}

export async function finishLessonUpload({ db, storage }: FinishDeps, upload: FinishedUpload): Promise<LessonUploadFinished> {
  const answer = (f: { mimeType: string; size: number; originalName: string }): LessonUploadFinished => ({
    fileId: upload.id,
    size: f.size,
    mimeType: f.mimeType,
    filename: f.originalName,
    message: MESSAGES.fileUploaded,
  });
  const [done] = await db.select().from(files).where(eq(files.id, upload.id));
  if (done) return answer(done);

  const key = lessonUploadKey(upload.id);
  const mimeType = await lessonFileType(storage, key, upload.metadata.filename);
  if (!mimeType) {
    await db.delete(lessonUploads).where(eq(lessonUploads.id, upload.id));
    await storage.remove(key);
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', MESSAGES.lessonFileInvalidType);
  }

  const file = {
    id: upload.id,
    storageKey: key,
    originalName: upload.metadata.filename.slice(0, 255),
    size: upload.size,
    mimeType,
    kind: 'lesson' as const,
    isPublic: false, // lesson files are private: the player's routes check who may open them
    uploadedBy: upload.metadata.uploadedBy,
  };
  const stored = await db.transaction(async (tx) => {
    // The upload row, locked: the expiry job skips it meanwhile, and an upload it already removed
    // cannot become a file.
    const { rows } = await tx.execute(sql`select 1 from ${lessonUploads} where id = ${upload.id} for update`);
    if (rows.length === 0) return false;
    await tx.insert(files).values(file).onConflictDoNothing({ target: files.id });
    return true;
  });
  if (!stored) {
    await storage.remove(key);
    throw new HttpError(410, 'NOT_FOUND', MESSAGES.uploadExpired);
  }
  const [row] = await db.select().from(files).where(eq(files.id, upload.id));
  return answer(row ?? file);
}

/**
 * The type of a lesson file by its bytes: one of the spec's list by its signature, or TXT and
 * Markdown (which have none) by the name, when every byte is UTF-8 text without NUL. Null refuses it.
 */
export async function lessonFileType(storage: Storage, key: string, filename: string): Promise<string | null> {
  const sample = await readStart(storage, key, SAMPLE_BYTES);
  const detected = await fileTypeFromBuffer(sample);
  if (detected) return isAcceptedLessonMime(detected.mime) ? detected.mime : null;
  const text = textTypeByName(filename);
  if (!text || !(await isPlainText(storage, key))) return null;
  return text.mime;
}

async function readStart(storage: Storage, key: string, bytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  const stream = storage.read(key);
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      length += chunk.length;
      if (length >= bytes) break;
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks).subarray(0, bytes);
}

/** Valid UTF-8 throughout and no NUL: what a text editor saves, and never an executable. */
async function isPlainText(storage: Storage, key: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const stream = storage.read(key);
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
