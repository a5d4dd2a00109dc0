import { importResponse } from '@app/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { importKeys, importPaths } from './keys';

/** Queues the import's background job (or resumes a failed one); the server answers at once. */
export async function startImport(id: string) {
  return importResponse.parse(await api<unknown>(`${importPaths.detail(id)}/start`, { method: 'POST' }));
}

export function useStartImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startImport,
    // The queued import: the page switches to its progress and starts polling.
    onSuccess: (data) => queryClient.setQueryData(importKeys.detail(data.import.id), data),
  });
}
