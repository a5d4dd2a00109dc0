import { courseAnalyticsResponse } from '@app/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { analyticsKeys } from './keys';

/** One course's funnel and lesson reach for the period, of one group's learners or everyone's. */
export async function getCourseAnalytics(courseId: string, period: number, groupId: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams({ period: String(period) });
  if (groupId) params.set('group', groupId);
  return courseAnalyticsResponse.parse(
    await api<unknown>(`/api/instructor/analytics/courses/${encodeURIComponent(courseId)}?${params.toString()}`, { signal }),
  );
}

export const courseAnalyticsQueryOptions = (courseId: string, period: number, groupId: string | null) =>
  queryOptions({
    queryKey: analyticsKeys.course(courseId, period, groupId),
    queryFn: ({ signal }) => getCourseAnalytics(courseId, period, groupId, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

/** One course's learner funnel and lesson reach, once a course is chosen. */
export function useCourseAnalytics(courseId: string | null, period: number, groupId: string | null) {
  return useQuery({ ...courseAnalyticsQueryOptions(courseId ?? '', period, groupId), enabled: courseId !== null });
}
