// A finished upload: its type is read from its bytes, and an accepted file becomes the files row
// of the same id (its bytes stay where they are). A refused file is deleted with its upload.
// Safe to run twice (a client may send the last, empty PATCH again): the second answers the same.
import { eq, sql } from 'drizzle-orm';
import { MESSAGES, type LessonUploadFinished } from '@app/core';
import { files, lessonUploads } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { gone } from '../../lib/errors.js';
import type { Storage } from '../../storage/storage.js';
import { acceptedType, invalidType, LESSON_FILE_RULES, SAMPLE_BYTES } from '../../storage/upload-rules.js';
import { lessonUploadKey } from './lesson-file-store.js';
import type { ServerMetadata } from './upload-records.js';

export interface FinishedUpload {
  id: string;
  size: number;
  metadata: ServerMetadata;
}

export async function finishLessonUpload(
  { db, storage }: Pick<Deps, 'db' | 'storage'>,
  upload: FinishedUpload,
): Promise<LessonUploadFinished> {
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
    throw invalidType(LESSON_FILE_RULES);
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
    throw gone(MESSAGES.uploadExpired);
  }
  const [row] = await db.select().from(files).where(eq(files.id, upload.id));
  return answer(row ?? file);
}

/** The type of a lesson file by its bytes (storage/upload-rules.ts), or null to refuse it. */
async function lessonFileType(storage: Storage, key: string, filename: string): Promise<string | null> {
  const sample = await readAll(await storage.read(key, { start: 0, end: SAMPLE_BYTES - 1 }));
  const type = await acceptedType(sample, LESSON_FILE_RULES, { filename, whole: () => storage.read(key) });
  return type?.mime ?? null;
}

async function readAll(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}
