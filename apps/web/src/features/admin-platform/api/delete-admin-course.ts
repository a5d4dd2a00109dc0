import { messageResponse } from '@app/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateAdminPlatform } from './invalidate';
import { adminPaths } from './keys';

/** Deletes a course without learners; one with learners is refused (409) with the advice to archive it. */
export async function deleteAdminCourse(courseId: string) {
  return messageResponse.parse(await api<unknown>(adminPaths.course(courseId), { method: 'DELETE' }));
}

export function useDeleteAdminCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminCourse,
    onSettled: () => invalidateAdminPlatform(queryClient),
  });
}
