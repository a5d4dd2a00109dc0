import { signOutResponse, type SessionResponse } from '@app/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { sessionQueryKey } from '@/lib/session-key';
import { goToAddress } from '../go-to-address';

export async function signOut() {
  return signOutResponse.parse(await api<unknown>('/api/auth/sign-out', { method: 'POST' }));
}

/**
 * Ends the session on the server, then `leave` (to /), then forgets the user and everything cached
 * for them. Leaving first keeps most pages from rendering without their user at all; a page behind
 * a session that still does (React may commit the navigation later) goes to / as well, as its guard
 * saw a user who is now gone without the session having expired (app/guards.tsx). `onSignedOut`
 * runs after that, not in the caller's mutate(): the caller (a menu) may be gone by then. Last, a
 * user who signed in through the OpenID provider goes on to the provider's own sign-out (its
 * `logoutUrl`), which ends that session too and sends the browser back to /.
 */
export function useSignOut({ leave, onSignedOut }: { leave?: () => Promise<void> | void; onSignedOut?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async ({ logoutUrl }) => {
      await leave?.();
      queryClient.setQueryData<SessionResponse>(sessionQueryKey, { user: null, expired: false });
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQueryKey[0] });
      onSignedOut?.();
      if (logoutUrl) goToAddress(logoutUrl);
    },
  });
}
