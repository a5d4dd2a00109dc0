import { courseOverviewResponse } from '@app/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { authoringCourseKeys, authoringPaths } from './keys';

/** /instructor/courses/{id}: the course's header and the Overview tab's figures. */
export async function getCourseOverview(courseId: string, signal?: AbortSignal) {
  return courseOverviewResponse.parse(await api<unknown>(authoringPaths.overview(courseId), { signal }));
}

export const courseOverviewQueryOptions = (courseId: string) =>
  queryOptions({ queryKey: authoringCourseKeys.overview(courseId), queryFn: ({ signal }) => getCourseOverview(courseId, signal) });

export function useCourseOverview(courseId: string) {
  return useQuery(courseOverviewQueryOptions(courseId));
}
