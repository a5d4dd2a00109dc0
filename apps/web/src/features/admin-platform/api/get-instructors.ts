import { adminInstructorsResponse } from '@app/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { adminPaths, adminPlatformKeys } from './keys';
import { listSearch, type ListQuery } from '@/lib/list-query';

export async function getAdminInstructors(query: ListQuery, signal?: AbortSignal) {
  return adminInstructorsResponse.parse(
    await api<unknown>(`${adminPaths.instructors}${listSearch({ q: query.q.trim(), page: query.page })}`, { signal }),
  );
}

export const adminInstructorsQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: adminPlatformKeys.instructors(query),
    queryFn: ({ signal }) => getAdminInstructors(query, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminInstructors(query: ListQuery) {
  return useQuery(adminInstructorsQueryOptions(query));
}
