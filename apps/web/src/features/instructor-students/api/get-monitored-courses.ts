import { monitoredCoursesResponse } from '@app/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { studentsKeys } from './keys';

export async function getMonitoredCourses(signal?: AbortSignal) {
  return monitoredCoursesResponse.parse(await api<unknown>('/api/instructor/monitoring/courses', { signal })).courses;
}

/** The courses whose learners and figures the user reads: the course picker of the students and analytics screens. */
export const monitoredCoursesQueryOptions = () =>
  queryOptions({ queryKey: studentsKeys.courses(), queryFn: ({ signal }) => getMonitoredCourses(signal), staleTime: 60_000 });

export function useMonitoredCourses() {
  return useQuery(monitoredCoursesQueryOptions());
}
