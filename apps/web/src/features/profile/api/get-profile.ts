import { sessionUser } from '@app/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';

export const profileResponse = z.object({ profile: sessionUser });

export const profileQueryKey = ['profile'] as const;

export async function getProfile(signal?: AbortSignal) {
  return profileResponse.parse(await api<unknown>('/api/profile', { signal })).profile;
}

export const profileQueryOptions = () => queryOptions({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal) });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
