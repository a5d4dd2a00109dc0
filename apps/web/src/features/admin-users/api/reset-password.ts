import { passwordResetResponse } from '@app/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateAccounts } from './invalidate';

/** Gives the user a new password (in the answer, once) and ends their sessions. */
export async function resetPassword(userId: string) {
  return passwordResetResponse.parse(
    await api<unknown>(`/api/admin/users/${encodeURIComponent(userId)}/reset-password`, { method: 'POST' }),
  );
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: resetPassword, onSuccess: () => invalidateAccounts(queryClient) });
}
