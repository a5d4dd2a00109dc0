import { courseQuizzesResponse } from '@app/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { quizKeys } from './keys';

export async function getCourseQuizzes(courseId: string, lessonId?: string, signal?: AbortSignal) {
  const query = lessonId ? `?lessonId=${encodeURIComponent(lessonId)}` : '';
  return courseQuizzesResponse.parse(await api<unknown>(`/api/courses/${encodeURIComponent(courseId)}/quizzes${query}`, { signal }));
}

export const courseQuizzesQueryOptions = (courseId: string, lessonId?: string) =>
  queryOptions({
    queryKey: quizKeys.course(courseId, lessonId),
    queryFn: ({ signal }) => getCourseQuizzes(courseId, lessonId, signal),
    staleTime: 0,
  });

export function useCourseQuizzes(courseId: string, lessonId?: string) {
  return useQuery(courseQuizzesQueryOptions(courseId, lessonId));
}
