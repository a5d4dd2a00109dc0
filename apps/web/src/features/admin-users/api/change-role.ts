import { roleChangeResponse, type RoleChangeInput } from '@app/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateAccounts } from './invalidate';

/** Changes a role, sending the role the admin saw (a role changed meanwhile is a 409). */
export async function changeRole({ userId, ...input }: { userId: string } & RoleChangeInput) {
  return roleChangeResponse.parse(
    await api<unknown>(`/api/admin/users/${encodeURIComponent(userId)}/role`, { method: 'PATCH', body: input }),
  );
}

export function useChangeRole() {
  const queryClient = useQueryClient();
  // Refused or not, the list is read again: a 409 means it is out of date.
  return useMutation({ mutationFn: changeRole, onSettled: () => invalidateAccounts(queryClient) });
}
