import { courseStatusResponse, type CourseStatus } from '@app/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateCourses } from './invalidate';
import { authoringPaths } from './keys';

/** The table's status badge: sets only the status. */
export async function setCourseStatus({ courseId, status }: { courseId: string; status: CourseStatus }) {
  return courseStatusResponse.parse(await api<unknown>(authoringPaths.courseStatus(courseId), { method: 'PATCH', body: { status } }));
}

export function useSetCourseStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setCourseStatus, onSuccess: () => invalidateCourses(queryClient) });
}
