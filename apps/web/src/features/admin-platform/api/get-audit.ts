import { auditResponse } from '@app/core';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { auditSearch, type AuditFilters } from './audit-params';
import { adminPaths, adminPlatformKeys } from './keys';

export async function getAuditPage(filters: AuditFilters, cursor: string | null, signal?: AbortSignal) {
  return auditResponse.parse(await api<unknown>(`${adminPaths.audit}${auditSearch(filters, cursor)}`, { signal }));
}

/** The log newest first; 'Load older events' asks for the page after the last one read (keyset cursor). */
export const auditQueryOptions = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: adminPlatformKeys.auditList(filters),
    queryFn: ({ pageParam, signal }) => getAuditPage(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery(auditQueryOptions(filters));
}
