import { unreadCountResponse, type NotificationsResponse } from '@app/core';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { notificationKeys } from './keys';

export async function markRead(id: string) {
  return unreadCountResponse.parse(await api<unknown>(`/api/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' }));
}

/** Marks one notification read: shown at once, the count from the server's answer. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onMutate: (id) => {
      const now = new Date().toISOString();
      queryClient.setQueryData<InfiniteData<NotificationsResponse>>(notificationKeys.list(), (old) =>
        old
          ? {
              ...old,
              pages: old.pages.map((p) => ({
                ...p,
                notifications: p.notifications.map((n) => (n.id === id && !n.readAt ? { ...n, readAt: now } : n)),
              })),
            }
          : old,
      );
    },
    onSuccess: (data) => queryClient.setQueryData(notificationKeys.unread(), data),
    onError: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
