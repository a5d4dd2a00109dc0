import { messageResponse } from '@app/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { groupKeys, groupPaths, invalidateGroups } from './keys';

/** Deletes a group: its memberships go with it; its members keep their accounts, enrollments and progress. */
export async function deleteGroup(id: string) {
  return messageResponse.parse(await api<unknown>(groupPaths.group(id), { method: 'DELETE' }));
}

export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroup,
    onSuccess: (_, id) => queryClient.removeQueries({ queryKey: groupKeys.members(id) }),
    onSettled: () => invalidateGroups(queryClient),
  });
}
