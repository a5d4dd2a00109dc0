import type { CategoriesResponse } from '@app/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { courseKeys } from './keys';

export async function getCategories(signal?: AbortSignal) {
  // Not parsed with the zod contract: see get-courses.ts.
  return (await api<CategoriesResponse>('/api/categories', { signal })).categories;
}

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: courseKeys.categories(), queryFn: ({ signal }) => getCategories(signal), staleTime: 5 * 60_000 });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
