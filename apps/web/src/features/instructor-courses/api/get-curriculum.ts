import { authoringCurriculum } from '@app/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { authoringCourseKeys, authoringPaths } from './keys';
import { curriculumRefetchInterval } from './streaming-poll';

/** Every section (unpublished ones too) with its lessons, in order, and the curriculum's version. */
export async function getCurriculum(courseId: string, signal?: AbortSignal) {
  return authoringCurriculum.parse(await api<unknown>(authoringPaths.curriculum(courseId), { signal }));
}

/** Refreshed every few seconds while a lesson's file is being processed for streaming (streaming-poll.ts). */
export const curriculumQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: authoringCourseKeys.curriculum(courseId),
    queryFn: ({ signal }) => getCurriculum(courseId, signal),
    refetchInterval: (query) => curriculumRefetchInterval(query.state.data),
  });

/** `paused`: no refresh meanwhile (a drag or a reorder on its way must not be overwritten by an older order). */
export function useCurriculum(courseId: string, { paused = false }: { paused?: boolean } = {}) {
  return useQuery({ ...curriculumQueryOptions(courseId), ...(paused ? { refetchInterval: false as const } : {}) });
}
