import { assignCourseResponse, type AssignCourseInput } from '@app/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { assignmentKeys } from './keys';

export type AssignCourse = { courseId: string; input: AssignCourseInput };

/** Assigns a course to groups and people (202: the people named now, the groups' members by the background job). */
export async function assignCourse({ courseId, input }: AssignCourse) {
  return assignCourseResponse.parse(
    await api<unknown>(`/api/courses/${encodeURIComponent(courseId)}/assignments`, { method: 'POST', body: input }),
  );
}

export function useAssignCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignCourse,
    onSuccess: (_answer, { courseId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: assignmentKeys.course(courseId) }),
        queryClient.invalidateQueries({ queryKey: assignmentKeys.reports() }),
        queryClient.invalidateQueries({ queryKey: assignmentKeys.reportCourses() }),
      ]),
  });
}
