import { adminReviewsResponse } from '@app/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { adminPaths, adminPlatformKeys } from './keys';
import { listSearch } from '@/lib/list-query';

export async function getAdminReviews(page: number, signal?: AbortSignal) {
  return adminReviewsResponse.parse(await api<unknown>(`${adminPaths.reviews}${listSearch({ page })}`, { signal }));
}

export const adminReviewsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminPlatformKeys.reviews(page),
    queryFn: ({ signal }) => getAdminReviews(page, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminReviews(page: number) {
  return useQuery(adminReviewsQueryOptions(page));
}
