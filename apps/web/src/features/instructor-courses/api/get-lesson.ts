import { lessonResponse } from '@app/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { authoringCourseKeys, authoringPaths } from './keys';

/** One lesson as Edit Lesson loads it, with its text. */
export async function getAuthoringLesson(lessonId: string, signal?: AbortSignal) {
  return lessonResponse.parse(await api<unknown>(authoringPaths.lesson(lessonId), { signal })).lesson;
}

export const authoringLessonQueryOptions = (lessonId: string) =>
  queryOptions({
    queryKey: authoringCourseKeys.lesson(lessonId),
    queryFn: ({ signal }) => getAuthoringLesson(lessonId, signal),
    staleTime: 0,
  });

export function useAuthoringLesson(lessonId: string | null) {
  return useQuery({ ...authoringLessonQueryOptions(lessonId ?? ''), enabled: lessonId !== null });
}
