import { notificationPreferencesResponse } from '@app/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { settingsKeys } from './keys';

export async function getPreferences(signal?: AbortSignal) {
  return notificationPreferencesResponse.parse(await api<unknown>('/api/me/notification-preferences', { signal }));
}

export const preferencesQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.preferences, queryFn: ({ signal }) => getPreferences(signal) });

export const usePreferences = () => useQuery(preferencesQueryOptions());
