import { courseAssignmentsResponse, type CourseAssignmentsResponse } from '@app/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { assignmentKeys } from './keys';

/** How often the list asks again while a group's members are still being assigned (the background job). */
export const ASSIGNING_POLL_MS = 2_000;

export async function getCourseAssignments(courseId: string, signal?: AbortSignal) {
  return courseAssignmentsResponse.parse(await api<unknown>(`/api/courses/${encodeURIComponent(courseId)}/assignments`, { signal }));
}

/** Whether any assignment of the list is still being made. */
export const anyAssigning = (data: CourseAssignmentsResponse | undefined) =>
  data?.assignments.some((a) => a.state === 'assigning') ?? false;

export const courseAssignmentsQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: assignmentKeys.course(courseId),
    queryFn: ({ signal }) => getCourseAssignments(courseId, signal),
    // Asked again every 2 s while a group is being assigned, until every assignment is done.
    refetchInterval: (query) => (anyAssigning(query.state.data) ? ASSIGNING_POLL_MS : false),
  });

/** A course's assignments: who, due when, recertification, how many learners. */
export function useCourseAssignments(courseId: string) {
  return useQuery(courseAssignmentsQueryOptions(courseId));
}
