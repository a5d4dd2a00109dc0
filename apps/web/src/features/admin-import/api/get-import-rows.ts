import { importRowsResponse, type ImportRowFilter } from '@app/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { importKeys, importPaths } from './keys';

export async function getImportRows(id: string, show: ImportRowFilter, page: number, signal?: AbortSignal) {
  const search = new URLSearchParams({ show, page: String(page) });
  return importRowsResponse.parse(await api<unknown>(`${importPaths.detail(id)}/rows?${search}`, { signal }));
}

export const importRowsQueryOptions = (id: string, show: ImportRowFilter, page: number) =>
  queryOptions({
    queryKey: importKeys.rows(id, show, page),
    queryFn: ({ signal }) => getImportRows(id, show, page, signal),
    // The rows shown stay while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

export function useImportRows(id: string | null, show: ImportRowFilter, page: number) {
  return useQuery({ ...importRowsQueryOptions(id ?? '', show, page), enabled: id !== null });
}
