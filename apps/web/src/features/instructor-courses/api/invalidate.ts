import type { QueryClient } from '@tanstack/react-query';
import { courseKeys } from '@/features/courses';
import { authoringCourseKeys } from './keys';

/**
 * After a course changed: every authoring view of it (dashboard, lists, overview, curriculum) and
 * what learners see of it (catalogue, course page), which a publish or a new lesson changes too.
 */
export function invalidateCourses(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: authoringCourseKeys.all }),
    queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  ]);
}
