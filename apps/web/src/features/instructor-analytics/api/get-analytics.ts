import { analyticsResponse } from '@app/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { analyticsKeys } from './keys';

export async function getAnalytics(period: number, courseId: string | null, signal?: AbortSignal) {
  const params = new URLSearchParams({ period: String(period) });
  if (courseId) params.set('courseId', courseId);
  return analyticsResponse.parse(await api<unknown>(`/api/instructor/analytics?${params.toString()}`, { signal }));
}

export const analyticsQueryOptions = (period: number, courseId: string | null) =>
  queryOptions({
    queryKey: analyticsKeys.summary(period, courseId),
    queryFn: ({ signal }) => getAnalytics(period, courseId, signal),
    staleTime: 30_000,
    // Another period keeps the figures on screen (dimmed) until its own arrive.
    placeholderData: keepPreviousData,
  });

export function useAnalytics(period: number, courseId: string | null) {
  return useQuery(analyticsQueryOptions(period, courseId));
}
