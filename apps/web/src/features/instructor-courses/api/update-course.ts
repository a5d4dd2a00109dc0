import { courseSaveResponse, type UpdateCourseInput } from '@app/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateCourses } from './invalidate';
import { authoringCourseKeys, authoringPaths } from './keys';

/** Edit Course: every field and the status, refused (409) when `version` is no longer the stored one. */
export async function updateCourse({ courseId, input }: { courseId: string; input: UpdateCourseInput }) {
  return courseSaveResponse.parse(await api<unknown>(authoringPaths.course(courseId), { method: 'PUT', body: input }));
}

export function useUpdateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCourse,
    onSuccess: async ({ course }) => {
      queryClient.setQueryData(authoringCourseKeys.editable(course.id), course);
      await invalidateCourses(queryClient);
    },
  });
}
