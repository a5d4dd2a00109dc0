// The instructor's Retry on a lesson file whose streaming copies failed (docs/video.md): the file
// goes back to the queue. Not a curriculum change: learners see the same lesson meanwhile.
import { MESSAGES, type Actor, type EditableLesson } from '@app/core';
import { authorizeCurriculumChange, curriculumNotFoundMessage } from '../../authorization/curriculum.js';
import type { Deps } from '../../deps.js';
import { conflict, notFound } from '../../lib/errors.js';
import { requestLessonStreaming } from './lesson-files.js';
import { presentEditableLesson } from './presenter.js';
import { lessonWithCourse } from './queries.js';

export async function retryLessonStreaming(
  deps: Pick<Deps, 'db' | 'clock' | 'jobs'>,
  actor: Actor,
  lessonId: string,
): Promise<{ lesson: EditableLesson; message: string }> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const row = await lessonWithCourse(tx, lessonId);
    if (!row) throw notFound(curriculumNotFoundMessage('lesson'));
    authorizeCurriculumChange(actor, 'lesson', row);
    if (!row.fileId || row.streamingState !== 'failed') throw conflict(MESSAGES.streamingNotFailed);
    await requestLessonStreaming(deps, tx, { fileId: row.fileId, contentType: row.contentType }, now);
    const again = await lessonWithCourse(tx, lessonId);
    return { lesson: presentEditableLesson(again!), message: MESSAGES.streamingRetried };
  });
}
