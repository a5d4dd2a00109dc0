import { signInMethodsResponse } from '@app/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const signInMethodsQueryKey = ['auth', 'methods'] as const;

/** How people sign in here (the server's settings): the SSO button, the Staff ID form, the Sign Up tab. */
export async function getSignInMethods(signal?: AbortSignal) {
  return signInMethodsResponse.parse(await api<unknown>('/api/auth/methods', { signal }));
}

export const signInMethodsQueryOptions = () =>
  queryOptions({
    queryKey: signInMethodsQueryKey,
    queryFn: ({ signal }) => getSignInMethods(signal),
    // The answer only changes when the server restarts with other settings.
    staleTime: 60 * 60_000,
  });

export function useSignInMethods() {
  return useQuery(signInMethodsQueryOptions());
}
