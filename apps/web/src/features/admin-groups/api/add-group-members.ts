import { addGroupMembersResponse, type AddGroupMembersInput } from '@app/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { groupPaths, invalidateGroups } from './keys';

export type AddGroupMembers = { id: string } & AddGroupMembersInput;

/**
 * Adds the accounts of these Staff IDs to a group. Those already in it are named back
 * (`alreadyMembers`), and so are the Staff IDs of no account (`unknown`).
 */
export async function addGroupMembers({ id, ...body }: AddGroupMembers) {
  return addGroupMembersResponse.parse(await api<unknown>(groupPaths.members(id), { method: 'POST', body }));
}

export function useAddGroupMembers() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addGroupMembers, onSettled: () => invalidateGroups(queryClient) });
}
