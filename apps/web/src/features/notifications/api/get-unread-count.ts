import type { UnreadCountResponse } from '@app/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { notificationKeys } from './keys';

/**
 * Not parsed with zod: the count is asked on every signed-in page, from the header's own chunk,
 * which stays free of zod (~25 KB). The server validates it against `unreadCountResponse`.
 */
export const getUnreadCount = (signal?: AbortSignal) => api<UnreadCountResponse>('/api/notifications/unread-count', { signal });

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) => getUnreadCount(signal),
    // The live channel says when it changes; coming back to the tab checks it too (a lost stream).
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });

export const useUnreadCount = () => useQuery(unreadCountQueryOptions());
