import type { SessionResponse } from '@app/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
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

/** The signed-in user (null for visitors) and whether the first check is still running. */
export function useSession() {
  const query = useQuery(sessionQueryOptions());
  return { ...query, user: query.data?.user ?? null, isLoading: query.isPending };
}
