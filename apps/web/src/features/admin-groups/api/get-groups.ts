import { adminGroupsResponse } from '@app/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { listSearch, type ListQuery } from '@/lib/list-query';
import { groupKeys, groupPaths } from './keys';

/** A page of the groups, by name, with their member counts (admins and subadmins). */
export async function getAdminGroups(query: ListQuery, signal?: AbortSignal) {
  return adminGroupsResponse.parse(
    await api<unknown>(`${groupPaths.groups}${listSearch({ q: query.q.trim(), page: query.page })}`, { signal }),
  );
}

export const adminGroupsQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: groupKeys.list(query),
    queryFn: ({ signal }) => getAdminGroups(query, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminGroups(query: ListQuery) {
  return useQuery(adminGroupsQueryOptions(query));
}
