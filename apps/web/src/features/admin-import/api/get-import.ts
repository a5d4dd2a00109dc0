import { importResponse, type ImportStatus } from '@app/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { importKeys, importPaths } from './keys';

/** While the job has work to do, the page asks for its progress every second. */
export const isImportActive = (status: ImportStatus | undefined) => status === 'queued' || status === 'running';

export async function getImport(id: string, signal?: AbortSignal) {
  return importResponse.parse(await api<unknown>(importPaths.detail(id), { signal }));
}

export const importQueryOptions = (id: string) =>
  queryOptions({
    queryKey: importKeys.detail(id),
    queryFn: ({ signal }) => getImport(id, signal),
    refetchInterval: (query) => (isImportActive(query.state.data?.import.status) ? 1_000 : false),
  });

export function useImport(id: string | null) {
  return useQuery({ ...importQueryOptions(id ?? ''), enabled: id !== null });
}
