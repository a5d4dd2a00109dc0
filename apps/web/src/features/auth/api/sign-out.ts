import { messageResponse, type SessionResponse } from '@app/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { sessionQueryKey } from '@/lib/session-key';

export async function signOut() {
  return messageResponse.parse(await api<unknown>('/api/auth/sign-out', { method: 'POST' }));
}

/**
 * Clears the session from the cache once the server has ended it. `beforeClear` runs first (leaving a
 * guarded page for /), so the guards never see a missing session and send the user to /session-expired.
 */
export function useSignOut({ beforeClear }: { beforeClear?: () => Promise<void> | void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      await beforeClear?.();
      queryClient.setQueryData<SessionResponse>(sessionQueryKey, { user: null });
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQueryKey[0] });
    },
  });
}
