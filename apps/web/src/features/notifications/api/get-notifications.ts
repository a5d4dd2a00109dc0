import { notificationsResponse } from '@app/core';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { notificationKeys } from './keys';

export async function getNotifications(before: string | null, signal?: AbortSignal) {
  const query = before ? `?before=${encodeURIComponent(before)}` : '';
  return notificationsResponse.parse(await api<unknown>(`/api/notifications${query}`, { signal }));
}

/** Newest first, 20 a page; 'Load older' asks for the page after the last one shown. */
export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Read whenever the list opens; the live channel refreshes an open one.
    staleTime: 0,
  });

export const useNotifications = (enabled: boolean) => useInfiniteQuery({ ...notificationsQueryOptions(), enabled });
