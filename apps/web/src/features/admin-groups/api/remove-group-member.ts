import { messageResponse } from '@app/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { groupPaths, invalidateGroups } from './keys';

/** Takes a member out of a group; their account and everything in it stay. */
export async function removeGroupMember({ groupId, userId }: { groupId: string; userId: string }) {
  return messageResponse.parse(await api<unknown>(groupPaths.member(groupId, userId), { method: 'DELETE' }));
}

export function useRemoveGroupMember() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeGroupMember, onSettled: () => invalidateGroups(queryClient) });
}
