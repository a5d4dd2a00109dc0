import { courseStatusResponse, type AdminCourseStatusInput } from '@app/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateAdminPlatform } from './invalidate';
import { adminPaths } from './keys';

export async function setAdminCourseStatus({ courseId, ...body }: AdminCourseStatusInput & { courseId: string }) {
  return courseStatusResponse.parse(await api<unknown>(adminPaths.courseStatus(courseId), { method: 'PATCH', body }));
}

/**
 * The status select. Success or refusal (a stale version), the list is read again: it then shows
 * the status and version as they are. The catalogue changes with a status too.
 */
export function useSetAdminCourseStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAdminCourseStatus,
    onSettled: () => invalidateAdminPlatform(queryClient),
  });
}
