import { groupMembersResponse } from '@app/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { listSearch, type ListQuery } from '@/lib/list-query';
import { groupKeys, groupPaths } from './keys';

/** A group (its name and member count) and a page of its members, by name, searched by name or Staff ID. */
export async function getGroupMembers(id: string, query: ListQuery, signal?: AbortSignal) {
  return groupMembersResponse.parse(
    await api<unknown>(`${groupPaths.members(id)}${listSearch({ q: query.q.trim(), page: query.page })}`, { signal }),
  );
}

export const groupMembersQueryOptions = (id: string, query: ListQuery) =>
  queryOptions({
    queryKey: groupKeys.memberList(id, query),
    queryFn: ({ signal }) => getGroupMembers(id, query, signal),
    // Another search or page of the same group keeps the rows on screen meanwhile; another group does not.
    placeholderData: (previous) => (previous?.group.id === id ? previous : undefined),
  });

export function useGroupMembers(id: string, query: ListQuery) {
  return useQuery(groupMembersQueryOptions(id, query));
}
