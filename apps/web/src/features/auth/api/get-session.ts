import type { SessionResponse } from '@app/core';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api';
import { sessionQueryKey } from '@/lib/session-key';

/**
 * Not parsed with the zod contract on purpose: every page waits for this call, and zod would weigh
 * ~25 KB on the landing page. The server already validates this response against `sessionResponse`.
 */
export async function getSession(signal?: AbortSignal): Promise<SessionResponse> {
  return api<SessionResponse>('/api/auth/session', { signal });
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 5 * 60_000,
    // Coming back to the tab is when an expired session is most likely noticed.
    refetchOnWindowFocus: true,
  });

/**
 * The signed-in user (null for visitors), whether the first check is still running, and whether
 * the server found the session expired (a cookie it no longer knows: see the contract's `expired`).
 */
export function useSession() {
  const query = useQuery(sessionQueryOptions());
  return { ...query, user: query.data?.user ?? null, expired: query.data?.expired ?? false, isLoading: query.isPending };
}

/**
 * The Session Expired screen has said it: the next guarded page a visitor opens asks them to sign
 * in (the server cleared the cookie with that answer, so it would say the same on its next check).
 */
export function useAcknowledgeExpiry() {
  const queryClient = useQueryClient();
  useEffect(() => {
    queryClient.setQueryData<SessionResponse>(sessionQueryKey, (old) => (old?.expired ? { ...old, expired: false } : old));
  }, [queryClient]);
}
