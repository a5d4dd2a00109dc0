import { adminUsersResponse } from '@app/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { adminUsersKeys } from './keys';
import { usersSearch, type UsersParams } from './users-params';

export async function getUsers(params: UsersParams, signal?: AbortSignal) {
  return adminUsersResponse.parse(await api<unknown>(`/api/admin/users${usersSearch(params)}`, { signal }));
}

export const usersQueryOptions = (params: UsersParams) =>
  queryOptions({
    queryKey: adminUsersKeys.list(params),
    queryFn: ({ signal }) => getUsers(params, signal),
    // Other admins change accounts too: every opening asks again; the rows shown stay while the next page loads.
    staleTime: 5_000,
    placeholderData: keepPreviousData,
  });

export function useUsers(params: UsersParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...usersQueryOptions(params), ...options });
}
