import { canPlatform, groupOptionsResponse } from '@app/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '@/features/auth';
import { api } from '@/lib/api';
import { studentsKeys } from './keys';

/** The groups to filter learners by: ids and names by name (instructors, admins, subadmins). */
export async function getGroupOptions(signal?: AbortSignal) {
  return groupOptionsResponse.parse(await api<unknown>('/api/groups/options', { signal }));
}

export const groupOptionsQueryOptions = () =>
  queryOptions({ queryKey: studentsKeys.groups(), queryFn: ({ signal }) => getGroupOptions(signal), staleTime: 60_000 });

/** The group select's options, asked only by whoever may filter by group (the same policy as the server's). */
export function useGroupOptions() {
  const { user } = useSession();
  return useQuery({ ...groupOptionsQueryOptions(), enabled: canPlatform(user, 'filter-by-group') });
}
