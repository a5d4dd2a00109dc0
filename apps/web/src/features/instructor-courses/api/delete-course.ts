import { messageResponse } from '@app/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateCourses } from './invalidate';
import { authoringCourseKeys, authoringPaths } from './keys';

/** Deletes a course without learners; one with learners is refused (409) with a hint to archive it. */
export async function deleteCourse(courseId: string) {
  return messageResponse.parse(await api<unknown>(authoringPaths.course(courseId), { method: 'DELETE' }));
}

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    onSuccess: async (_data, courseId) => {
      queryClient.removeQueries({ queryKey: authoringCourseKeys.course(courseId) });
      await invalidateCourses(queryClient);
    },
  });
}
