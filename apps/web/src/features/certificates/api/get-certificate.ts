import { certificateResponse } from '@app/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const certificateKeys = { detail: (code: string) => ['certificates', code] as const };

export async function getCertificate(code: string, signal?: AbortSignal) {
  return certificateResponse.parse(await api<unknown>(`/api/certificates/${encodeURIComponent(code)}`, { signal }));
}

export const certificateQueryOptions = (code: string) =>
  queryOptions({
    queryKey: certificateKeys.detail(code),
    queryFn: ({ signal }) => getCertificate(code, signal),
    retry: false,
    staleTime: 5 * 60_000,
  });

export function useCertificate(code: string) {
  return useQuery(certificateQueryOptions(code));
}
