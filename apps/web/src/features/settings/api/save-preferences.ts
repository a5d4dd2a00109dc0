import { notificationPreferencesResponse, type NotificationPreferences } from '@app/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { settingsKeys } from './keys';

export async function savePreferences(prefs: NotificationPreferences) {
  // The server's own flag (whether it sends e-mail) is not a choice: not sent back.
  const { emailEnabled: _server, ...choices } = prefs;
  return notificationPreferencesResponse.parse(await api<unknown>('/api/me/notification-preferences', { method: 'PUT', body: choices }));
}

/**
 * Saves all the switches: shown at once, put back if the server refuses. Saves run one after
 * another (one scope), so quick toggles reach the server in the order they were made.
 */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    scope: { id: 'notification-preferences' },
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: settingsKeys.preferences });
      const previous = queryClient.getQueryData<NotificationPreferences>(settingsKeys.preferences);
      queryClient.setQueryData(settingsKeys.preferences, next);
      return { previous };
    },
    onError: (_error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(settingsKeys.preferences, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.preferences }),
  });
}
