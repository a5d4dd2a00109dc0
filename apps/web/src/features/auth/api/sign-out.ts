import { messageResponse, type SessionResponse } from '@app/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { sessionQueryKey } from '@/lib/session-key';

export async function signOut() {
  return messageResponse.parse(await api<unknown>('/api/auth/sign-out', { method: 'POST' }));
}

/**
 * Ends the session on the server, then `leave` (to /), then forgets the user and everything cached
 * for them. Leaving first keeps most pages from rendering without their user at all; a page behind
 * a session that still does (React may commit the navigation later) goes to / as well, as its guard
 * saw a user who is now gone without the session having expired (app/guards.tsx). `onSignedOut`
 * runs last here, not in the caller's mutate(): the caller (a menu) may be gone by then.
 */
export function useSignOut({ leave, onSignedOut }: { leave?: () => Promise<void> | void; onSignedOut?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      await leave?.();
      queryClient.setQueryData<SessionResponse>(sessionQueryKey, { user: null, expired: false });
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQueryKey[0] });
      onSignedOut?.();
    },
  });
}
