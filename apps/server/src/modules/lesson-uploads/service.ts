// What the upload routes ask of an upload beside the tus protocol itself: the caller's own upload,
// with its stored file once finished.
import { eq } from 'drizzle-orm';
import type { Actor } from '@app/core';
import { files, lessonUploads } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { authorizeUpload } from '../../authorization/upload.js';

/** The caller's own upload (anyone else's is not found), with its file once finished. */
export async function ownUpload(deps: Pick<Deps, 'db'>, actor: Actor, id: string) {
  const [row] = await deps.db
    .select({
      id: lessonUploads.id,
      courseId: lessonUploads.courseId,
      lessonId: lessonUploads.lessonId,
      uploadedBy: lessonUploads.uploadedBy,
      size: lessonUploads.size,
      upload: lessonUploads.upload,
      fileId: files.id,
      mimeType: files.mimeType,
    })
    .from(lessonUploads)
    .leftJoin(files, eq(files.id, lessonUploads.id))
    .where(eq(lessonUploads.id, id));
  authorizeUpload(actor, row);
  return row;
}
