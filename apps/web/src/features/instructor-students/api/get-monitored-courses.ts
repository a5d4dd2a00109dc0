import { monitoredCoursesResponse } from '@app/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { studentsKeys } from './keys';

/** The courses the user monitors whose title or instructor contains `q` (the first few, and how many match). */
export async function getMonitoredCourses(q: string, signal?: AbortSignal) {
  const search = q ? `?${new URLSearchParams({ q }).toString()}` : '';
  return monitoredCoursesResponse.parse(await api<unknown>(`/api/instructor/monitoring/courses${search}`, { signal }));
}

/** The course picker's options for a search (the server searches: an admin monitors every course). */
export const monitoredCoursesQueryOptions = (q = '') =>
  queryOptions({ queryKey: studentsKeys.courses(q), queryFn: ({ signal }) => getMonitoredCourses(q, signal), staleTime: 60_000 });

/** The options for the search typed so far; the previous ones stay while the next arrive. */
export function useMonitoredCourses(q = '', { enabled = true } = {}) {
  return useQuery({ ...monitoredCoursesQueryOptions(q), placeholderData: keepPreviousData, enabled });
}
