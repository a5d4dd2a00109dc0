import { adminStatsResponse } from '@app/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export async function getAdminStats(signal?: AbortSignal) {
  return adminStatsResponse.parse(await api<unknown>('/api/admin/stats', { signal }));
}

export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: ['subadmin', 'admin-stats'] as const, queryFn: ({ signal }) => getAdminStats(signal) });

/** The platform's figures (GET /api/admin/stats, one statement on the server). */
export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
