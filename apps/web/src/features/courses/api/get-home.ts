import type { HomeResponse } from '@app/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { courseKeys } from './keys';

/**
 * The home rows. Not parsed with the zod contract (homeResponse) on purpose: this is the landing
 * page's only call, and zod would add ~25 KB to its first load. The server validates the response
 * against the same contract before sending it.
 */
export async function getHome(signal?: AbortSignal): Promise<HomeResponse> {
  return api<HomeResponse>('/api/home', { signal });
}

export const homeQueryOptions = () => queryOptions({ queryKey: courseKeys.home(), queryFn: ({ signal }) => getHome(signal) });

export function useHome() {
  return useQuery(homeQueryOptions());
}
