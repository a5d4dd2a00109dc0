import { messageResponse } from '@app/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateAdminPlatform } from './invalidate';
import { adminPaths } from './keys';

/** Deletes an unused category; one that a course uses is refused (409) with how many. */
export async function deleteCategory(id: string) {
  return messageResponse.parse(await api<unknown>(adminPaths.category(id), { method: 'DELETE' }));
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCategory, onSettled: () => invalidateAdminPlatform(queryClient) });
}
