import { authoringCurriculum } from '@app/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { authoringCourseKeys, authoringPaths } from './keys';

/** Every section (unpublished ones too) with its lessons, in order, and the curriculum's version. */
export async function getCurriculum(courseId: string, signal?: AbortSignal) {
  return authoringCurriculum.parse(await api<unknown>(authoringPaths.curriculum(courseId), { signal }));
}

export const curriculumQueryOptions = (courseId: string) =>
  queryOptions({ queryKey: authoringCourseKeys.curriculum(courseId), queryFn: ({ signal }) => getCurriculum(courseId, signal) });

export function useCurriculum(courseId: string) {
  return useQuery(curriculumQueryOptions(courseId));
}
