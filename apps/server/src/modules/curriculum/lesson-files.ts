// Which uploaded file a lesson may point at: a lesson file (never an avatar or a thumbnail) that
// was uploaded for this course (its resumable upload named the course: lesson_uploads, checked
// against the course policy when it started), or that this course's lessons already use.
// Anything else, another course's or another instructor's upload above all, is refused: a
// lesson would otherwise serve someone else's private file to its learners. An upload's record
// is kept 24 hours (modules/lesson-uploads/expire.ts), as long as the file sweep spares an
// unattached file: a file not saved into a lesson by then is gone anyway.
import { eq, sql } from 'drizzle-orm';
import { MESSAGES, type ContentType } from '@app/core';
import type { Tx } from '../../db/client.js';
import { files } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { badRequest } from '../../lib/errors.js';
import { requestTranscode, transcodeKindFor } from '../transcoding/state.js';

export async function checkLessonFile(tx: Tx, courseId: string, fileId: string) {
  const { rows } = await tx.execute(sql`
    select 1 from files f
     where f.id = ${fileId} and f.kind = 'lesson'
       and (exists (select 1 from lesson_uploads u where u.id = f.id and u.course_id = ${courseId})
            or exists (select 1 from lessons l where l.file_id = f.id and l.course_id = ${courseId}))`);
  if (rows.length === 0) throw badRequest(MESSAGES.lessonFileNotUsable);
}

/**
 * A lesson's uploaded video or audio gets its streaming copies (docs/video.md), asked for in the
 * transaction that saves the lesson. Asking again for a file already done or on its way does nothing.
 */
export async function requestLessonStreaming(
  deps: Pick<Deps, 'jobs'>,
  tx: Tx,
  lesson: { fileId: string; contentType: ContentType },
  now: Date,
) {
  const [file] = await tx.select({ mimeType: files.mimeType }).from(files).where(eq(files.id, lesson.fileId));
  const kind = file ? transcodeKindFor(lesson.contentType, file.mimeType) : null;
  if (kind) await requestTranscode(deps, tx, { id: lesson.fileId, kind }, now);
}
