import { courseAnalyticsResponse } from '@app/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { analyticsKeys } from './keys';

export async function getCourseAnalytics(courseId: string, period: number, signal?: AbortSignal) {
  return courseAnalyticsResponse.parse(
    await api<unknown>(`/api/instructor/analytics/courses/${encodeURIComponent(courseId)}?period=${period}`, { signal }),
  );
}

export const courseAnalyticsQueryOptions = (courseId: string, period: number) =>
  queryOptions({
    queryKey: analyticsKeys.course(courseId, period),
    queryFn: ({ signal }) => getCourseAnalytics(courseId, period, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

/** One course's learner funnel and lesson reach, once a course is chosen. */
export function useCourseAnalytics(courseId: string | null, period: number) {
  return useQuery({ ...courseAnalyticsQueryOptions(courseId ?? '', period), enabled: courseId !== null });
}
