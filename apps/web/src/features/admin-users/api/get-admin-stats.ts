import { adminStatsResponse } from '@app/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { adminUsersKeys } from './keys';

export async function getAdminStats(signal?: AbortSignal) {
  return adminStatsResponse.parse(await api<unknown>('/api/admin/stats', { signal }));
}

export const adminStatsQueryOptions = () =>
  queryOptions({
    queryKey: adminUsersKeys.stats(),
    queryFn: ({ signal }) => getAdminStats(signal),
    staleTime: 30_000,
    // The spec: a failure of the figures is only logged and the cards are not shown; no retries piling up.
    retry: 1,
  });

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
