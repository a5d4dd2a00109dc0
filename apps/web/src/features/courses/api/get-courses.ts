import type { CataloguePage } from '@app/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { CatalogueParams } from './catalogue-query';
import { courseKeys } from './keys';

export async function getCourses(query: CatalogueParams, signal?: AbortSignal) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  // Not parsed with the zod contract, like the home rows (get-home.ts): this is the catalogue's first
  // call, and the server validates the response against `cataloguePage` before sending it.
  return api<CataloguePage>(`/api/courses${search ? `?${search}` : ''}`, { signal });
}

export const coursesQueryOptions = (query: CatalogueParams) =>
  queryOptions({
    queryKey: courseKeys.list(query),
    queryFn: ({ signal }) => getCourses(query, signal),
    // The previous page stays on screen while the next one loads: no flash of skeletons.
    placeholderData: keepPreviousData,
  });

export function useCourses(query: CatalogueParams) {
  return useQuery(coursesQueryOptions(query));
}
