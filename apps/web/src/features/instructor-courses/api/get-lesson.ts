import { lessonResponse } from '@app/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { authoringCourseKeys, authoringPaths } from './keys';
import { lessonRefetchInterval } from './streaming-poll';

/** One lesson as Edit Lesson loads it, with its text. */
export async function getAuthoringLesson(lessonId: string, signal?: AbortSignal) {
  return lessonResponse.parse(await api<unknown>(authoringPaths.lesson(lessonId), { signal })).lesson;
}

/** Refreshed every few seconds while its file is being processed for streaming (streaming-poll.ts). */
export const authoringLessonQueryOptions = (lessonId: string) =>
  queryOptions({
    queryKey: authoringCourseKeys.lesson(lessonId),
    queryFn: ({ signal }) => getAuthoringLesson(lessonId, signal),
    staleTime: 0,
    refetchInterval: (query) => lessonRefetchInterval(query.state.data),
  });

export function useAuthoringLesson(lessonId: string | null) {
  return useQuery({ ...authoringLessonQueryOptions(lessonId ?? ''), enabled: lessonId !== null });
}
