import { courseQuizzesResponse } from '@app/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { quizKeys } from './keys';

export async function getCourseQuizzes(courseId: string, signal?: AbortSignal) {
  return courseQuizzesResponse.parse(await api<unknown>(`/api/courses/${encodeURIComponent(courseId)}/quizzes`, { signal }));
}

export const courseQuizzesQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: quizKeys.course(courseId),
    queryFn: ({ signal }) => getCourseQuizzes(courseId, signal),
    staleTime: 0,
  });

export function useCourseQuizzes(courseId: string) {
  return useQuery(courseQuizzesQueryOptions(courseId));
}
