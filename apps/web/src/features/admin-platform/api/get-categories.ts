import { adminCategoriesResponse } from '@app/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { adminPaths, adminPlatformKeys } from './keys';
import { listSearch, type ListQuery } from '@/lib/list-query';

export async function getAdminCategories(query: ListQuery, signal?: AbortSignal) {
  return adminCategoriesResponse.parse(
    await api<unknown>(`${adminPaths.categories}${listSearch({ q: query.q.trim(), page: query.page })}`, { signal }),
  );
}

export const adminCategoriesQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: adminPlatformKeys.categoryList(query),
    queryFn: ({ signal }) => getAdminCategories(query, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminCategories(query: ListQuery) {
  return useQuery(adminCategoriesQueryOptions(query));
}
