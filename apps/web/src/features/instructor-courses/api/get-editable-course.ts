import { editableCourseResponse } from '@app/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { authoringCourseKeys, authoringPaths } from './keys';

/** The course as the Edit Course form loads it, with the version to send back. */
export async function getEditableCourse(courseId: string, signal?: AbortSignal) {
  return editableCourseResponse.parse(await api<unknown>(authoringPaths.course(courseId), { signal })).course;
}

export const editableCourseQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: authoringCourseKeys.editable(courseId),
    queryFn: ({ signal }) => getEditableCourse(courseId, signal),
    // The form starts from what the server holds now: its version decides whether the save is stale.
    staleTime: 0,
  });

export function useEditableCourse(courseId: string, { enabled = true } = {}) {
  return useQuery({ ...editableCourseQueryOptions(courseId), enabled });
}
