import { complianceCoursesResponse } from '@app/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { assignmentKeys } from './keys';

/** The report's course filter: the courses with assignments the viewer may read. */
export async function getComplianceCourses(signal?: AbortSignal) {
  return complianceCoursesResponse.parse(await api<unknown>('/api/compliance/courses', { signal }));
}

export const complianceCoursesQueryOptions = () =>
  queryOptions({ queryKey: assignmentKeys.reportCourses(), queryFn: ({ signal }) => getComplianceCourses(signal), staleTime: 60_000 });

export function useComplianceCourses({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...complianceCoursesQueryOptions(), enabled });
}
