import type { AuthoringCurriculum } from '@app/core';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { courseKeys } from '@/features/courses';
import { authoringCourseKeys } from './keys';

/**
 * Stops a refresh on its way (the curriculum is refreshed while a file is being processed) before a
 * change from a save's answer is put in its place: read before the save, it would undo the change on
 * screen. Only over cached data: a first load is left to finish.
 */
export function cancelRefresh(queryClient: QueryClient, queryKey: QueryKey) {
  if (queryClient.getQueryData(queryKey) !== undefined) void queryClient.cancelQueries({ queryKey, exact: true });
}

/** Applies a saved change to the cached curriculum (with the server's new version), without a refetch. */
export function patchCurriculum(
  queryClient: QueryClient,
  courseId: string,
  version: string,
  change: (sections: AuthoringCurriculum['sections']) => AuthoringCurriculum['sections'],
) {
  cancelRefresh(queryClient, authoringCourseKeys.curriculum(courseId));
  queryClient.setQueryData<AuthoringCurriculum>(authoringCourseKeys.curriculum(courseId), (old) =>
    old ? { ...old, version, sections: change(old.sections) } : old,
  );
}

/**
 * What else a curriculum change touches: the course's figures (overview, dashboard, lists) and what
 * learners see (course page, player). The curriculum itself was patched from the answer.
 */
export function afterCurriculumChange(queryClient: QueryClient, courseId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: authoringCourseKeys.overview(courseId) }),
    queryClient.invalidateQueries({ queryKey: authoringCourseKeys.dashboard() }),
    queryClient.invalidateQueries({ queryKey: authoringCourseKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  ]);
}
