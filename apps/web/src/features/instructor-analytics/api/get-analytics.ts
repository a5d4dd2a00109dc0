import { analyticsResponse } from '@app/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { analyticsKeys } from './keys';

/** A period's figures, of one course or all, of one group's learners or everyone's. */
export async function getAnalytics(period: number, courseId: string | null, groupId: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams({ period: String(period) });
  if (courseId) params.set('courseId', courseId);
  if (groupId) params.set('group', groupId);
  return analyticsResponse.parse(await api<unknown>(`/api/instructor/analytics?${params.toString()}`, { signal }));
}

export const analyticsQueryOptions = (period: number, courseId: string | null, groupId: string | null = null) =>
  queryOptions({
    queryKey: analyticsKeys.summary(period, courseId, groupId),
    queryFn: ({ signal }) => getAnalytics(period, courseId, groupId, signal),
    staleTime: 30_000,
    // Another period keeps the figures on screen (dimmed) until its own arrive.
    placeholderData: keepPreviousData,
  });

export function useAnalytics(period: number, courseId: string | null, groupId: string | null) {
  return useQuery(analyticsQueryOptions(period, courseId, groupId));
}
