import { enrollmentHistoryResponse } from '@app/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { myKeys } from './keys';

export interface EnrollmentHistoryParams {
  q?: string;
  page: number;
}

export async function getEnrollmentHistory({ q, page }: EnrollmentHistoryParams, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(page) });
  if (q) params.set('q', q);
  return enrollmentHistoryResponse.parse(await api<unknown>(`/api/me/enrollment-history?${params}`, { signal }));
}

export const enrollmentHistoryQueryOptions = (query: EnrollmentHistoryParams) =>
  queryOptions({
    queryKey: myKeys.history(query),
    queryFn: ({ signal }) => getEnrollmentHistory(query, signal),
    placeholderData: keepPreviousData,
  });

export function useEnrollmentHistory(query: EnrollmentHistoryParams) {
  return useQuery(enrollmentHistoryQueryOptions(query));
}
