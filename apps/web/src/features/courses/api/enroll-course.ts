import type { EnrollResponse } from '@app/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { courseKeys, myKeys } from './keys';

/**
 * Enrolls the signed-in user; enrolling twice is harmless (the server answers 200 with the enrollment).
 * Not parsed with the zod contract: the course page, which sends it, loads no schema (the server
 * validates its answer against `enrollResponse`).
 */
export async function enrollCourse(courseId: string) {
  return api<EnrollResponse>(`/api/courses/${encodeURIComponent(courseId)}/enroll`, { method: 'POST' });
}

export function useEnrollCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enrollCourse,
    onSuccess: async (_data, courseId) => {
      // The course's enrollment and student count, the learner's lists and figures all changed.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: courseKeys.detail(courseId) }),
        queryClient.invalidateQueries({ queryKey: myKeys.all }),
        queryClient.invalidateQueries({ queryKey: courseKeys.home() }),
      ]);
    },
  });
}
