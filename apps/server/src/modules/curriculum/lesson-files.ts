// Which uploaded file a lesson may point at: a lesson file (never an avatar or a thumbnail) that
// belongs to this course already (another of its lessons uses it), or one the caller uploaded that
// no lesson uses yet. Anything else, another instructor's upload above all, is refused: a lesson
// would otherwise serve someone else's private file to its learners.
import { sql } from 'drizzle-orm';
import { MESSAGES, type Actor } from '@app/core';
import type { Tx } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';

export async function checkLessonFile(tx: Tx, actor: Actor, courseId: string, fileId: string) {
  const { rows } = await tx.execute(sql`
    select 1 from files f
     where f.id = ${fileId} and f.kind = 'lesson'
       and (exists (select 1 from lessons l where l.file_id = f.id and l.course_id = ${courseId})
            or (f.uploaded_by = ${actor?.id ?? null}::uuid and not exists (select 1 from lessons l where l.file_id = f.id)))`);
  if (rows.length === 0) throw badRequest(MESSAGES.lessonFileNotUsable);
}
