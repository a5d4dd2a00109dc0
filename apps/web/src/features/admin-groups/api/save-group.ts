import { groupSaveResponse, type CreateGroupInput, type RenameGroupInput } from '@app/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { groupPaths, invalidateGroups } from './keys';

export type SaveGroup = ({ id?: undefined } & CreateGroupInput) | ({ id: string } & RenameGroupInput);

/** Creates a group, or renames one (`id`, with the name the form showed: a group renamed since is a 409). */
export async function saveGroup({ id, ...body }: SaveGroup) {
  return groupSaveResponse.parse(
    await api<unknown>(id ? groupPaths.group(id) : groupPaths.groups, { method: id ? 'PATCH' : 'POST', body }),
  );
}

export function useSaveGroup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveGroup, onSettled: () => invalidateGroups(queryClient) });
}
