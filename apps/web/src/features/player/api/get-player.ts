import { playerResponse } from '@app/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { playerKeys } from './keys';

export async function getPlayer(courseId: string, signal?: AbortSignal) {
  return playerResponse.parse(await api<unknown>(`/api/courses/${encodeURIComponent(courseId)}/player`, { signal }));
}

export const playerQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: playerKeys.course(courseId),
    queryFn: ({ signal }) => getPlayer(courseId, signal),
    // 403 Not Enrolled and 404 are answers, not hiccups: no retries.
    retry: false,
  });

export function usePlayer(courseId: string) {
  return useQuery(playerQueryOptions(courseId));
}
