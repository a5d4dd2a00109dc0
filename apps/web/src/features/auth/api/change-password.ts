import { messageResponse, type ChangePasswordInput } from '@app/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { sessionQueryKey } from '@/lib/session-key';

export async function changePassword(input: ChangePasswordInput) {
  return messageResponse.parse(await api<unknown>('/api/auth/password', { method: 'POST', body: input }));
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // The server issues a fresh session and clears the forced-change flag: read it again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
