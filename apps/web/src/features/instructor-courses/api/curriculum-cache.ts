import type { AuthoringCurriculum } from '@app/core';
import type { QueryClient } from '@tanstack/react-query';
import { courseKeys } from '@/features/courses';
import { authoringCourseKeys } from './keys';

/** Applies a saved change to the cached curriculum (with the server's new version), without a refetch. */
export function patchCurriculum(
  queryClient: QueryClient,
  courseId: string,
  version: string,
  change: (sections: AuthoringCurriculum['sections']) => AuthoringCurriculum['sections'],
) {
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
