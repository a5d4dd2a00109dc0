import { instructorDashboardResponse } from '@app/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { authoringCourseKeys, authoringPaths } from './keys';

/** /instructor: the four cards, the five most recent courses and the Course Management table. */
export async function getInstructorDashboard(signal?: AbortSignal) {
  return instructorDashboardResponse.parse(await api<unknown>(authoringPaths.dashboard, { signal }));
}

export const instructorDashboardQueryOptions = () =>
  queryOptions({ queryKey: authoringCourseKeys.dashboard(), queryFn: ({ signal }) => getInstructorDashboard(signal) });

export function useInstructorDashboard() {
  return useQuery(instructorDashboardQueryOptions());
}
