import { importPreviewResponse } from '@app/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { importKeys, importPaths } from './keys';

/** Uploads the CSV; the server checks every row and stores the preview (nobody is created yet). */
export async function previewImport(file: File) {
  const body = new FormData();
  body.append('file', file);
  return importPreviewResponse.parse(await api<unknown>(importPaths.imports, { method: 'POST', body }));
}

/** The preview's answer is the import and its first page of rows: both go straight into the cache. */
export function usePreviewImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: previewImport,
    onSuccess: ({ import: summary, rows }) => {
      queryClient.setQueryData(importKeys.detail(summary.id), { import: summary });
      queryClient.setQueryData(importKeys.rows(summary.id, rows.show, rows.page), rows);
    },
  });
}
