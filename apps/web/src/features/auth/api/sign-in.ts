import { signInResponse, type SessionResponse, type SignInInput } from '@app/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { sessionQueryKey } from '@/lib/session-key';

export async function signIn(input: SignInInput) {
  return signInResponse.parse(await api<unknown>('/api/auth/sign-in', { method: 'POST', body: input }));
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: ({ user }) => {
      // A new session: nothing cached for a previous user may leak into it.
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionQueryKey[0] });
      queryClient.setQueryData<SessionResponse>(sessionQueryKey, { user, expired: false });
    },
  });
}
