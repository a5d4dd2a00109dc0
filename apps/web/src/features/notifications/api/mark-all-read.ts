import { unreadCountResponse, type NotificationsResponse } from '@app/core';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { notificationKeys } from './keys';

/** Marks read every notification up to `upTo`, the newest one the list shows: one that arrived since stays unread. */
export async function markAllRead(upTo: string | undefined) {
  return unreadCountResponse.parse(await api<unknown>('/api/notifications/read-all', { method: 'POST', body: upTo ? { upTo } : {} }));
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllRead,
    onSuccess: async (data) => {
      queryClient.setQueryData(notificationKeys.unread(), data);
      const now = new Date().toISOString();
      queryClient.setQueryData<InfiniteData<NotificationsResponse>>(notificationKeys.list(), (old) =>
        old
          ? {
              ...old,
              pages: old.pages.map((p) => ({ ...p, notifications: p.notifications.map((n) => (n.readAt ? n : { ...n, readAt: now })) })),
            }
          : old,
      );
      await queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
    },
  });
}
