import { userDeleteResponse } from '@app/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateAccounts } from './invalidate';

/** Deletes an account; a teacher's courses go to `transferCoursesTo`. */
export async function deleteUser({ userId, transferCoursesTo }: { userId: string; transferCoursesTo?: string }) {
  return userDeleteResponse.parse(
    await api<unknown>(`/api/admin/users/${encodeURIComponent(userId)}`, {
      method: 'DELETE',
      body: transferCoursesTo ? { transferCoursesTo } : {},
    }),
  );
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteUser, onSettled: () => invalidateAccounts(queryClient) });
}
