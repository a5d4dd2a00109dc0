// While a lesson file's streaming copies are being made (queued or processing), the Curriculum
// Builder and the open lesson dialog ask the server again every few seconds, for the state and
// the percentage; once none is on its way, they stop. The decision is react-query's
// `refetchInterval`, taken from what was last fetched.
import type { AuthoringCurriculum, AuthoringFile, EditableLesson } from '@app/core';

/** How often a view refreshes while a file is being processed. */
export const STREAMING_POLL_MS = 3000;

type Streaming = AuthoringFile['streaming'];

/** The file's streaming copies are on their way: queued, or being made. */
export const isStreamingInProgress = (streaming: Streaming | undefined): boolean =>
  streaming?.state === 'queued' || streaming?.state === 'processing';

/** The curriculum's refresh: every few seconds while any lesson's file is in progress, else none. */
export function curriculumRefetchInterval(curriculum: AuthoringCurriculum | undefined): number | false {
  const busy = curriculum?.sections.some((s) => s.lessons.some((l) => isStreamingInProgress(l.file?.streaming)));
  return busy ? STREAMING_POLL_MS : false;
}

/** One lesson's refresh (the lesson dialog): the same rule, for its own file. */
export function lessonRefetchInterval(lesson: Pick<EditableLesson, 'file'> | undefined): number | false {
  return isStreamingInProgress(lesson?.file?.streaming) ? STREAMING_POLL_MS : false;
}
