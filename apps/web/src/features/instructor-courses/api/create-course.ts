import { courseSaveResponse, type CreateCourseInput } from '@app/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateCourses } from './invalidate';
import { authoringCourseKeys, authoringPaths } from './keys';

/** Create Course: always a draft, taught by the caller. */
export async function createCourse(input: CreateCourseInput) {
  return courseSaveResponse.parse(await api<unknown>(authoringPaths.courses, { method: 'POST', body: input }));
}

export function useCreateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCourse,
    onSuccess: async ({ course }) => {
      queryClient.setQueryData(authoringCourseKeys.editable(course.id), course);
      await invalidateCourses(queryClient);
    },
  });
}
