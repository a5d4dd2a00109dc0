import { categoriesResponse } from '@app/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { courseKeys } from './keys';

export async function getCategories(signal?: AbortSignal) {
  return categoriesResponse.parse(await api<unknown>('/api/categories', { signal })).categories;
}

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: courseKeys.categories(), queryFn: ({ signal }) => getCategories(signal), staleTime: 5 * 60_000 });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
