import { adminSettingsResponse } from '@app/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { adminPaths, adminPlatformKeys } from './keys';

export async function getAdminSettings(signal?: AbortSignal) {
  return adminSettingsResponse.parse(await api<unknown>(adminPaths.settings, { signal }));
}

export const adminSettingsQueryOptions = () =>
  queryOptions({ queryKey: adminPlatformKeys.settings(), queryFn: ({ signal }) => getAdminSettings(signal) });

export function useAdminSettings() {
  return useQuery(adminSettingsQueryOptions());
}
