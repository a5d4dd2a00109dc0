import { useMutation } from '@tanstack/react-query';
import type { ErrorCode } from '@app/core';
import { ApiError } from '@/lib/api';
import { saveFile } from '../save-file';
import { importPaths } from './keys';

/** The file name the server gave in Content-Disposition. */
const fileNameOf = (response: Response) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'import-failed-rows.csv';

/**
 * Downloads the rows that were not created, with their reasons, as the server streams them.
 * Fetched rather than followed as a link, so that a refusal is shown as a message.
 */
export async function downloadFailedRows(id: string) {
  const response = await fetch(`${importPaths.detail(id)}/failed-rows`, { credentials: 'same-origin' });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { code?: ErrorCode; message?: string } } | null;
    throw new ApiError(response.status, body?.error?.code ?? 'INTERNAL', body?.error?.message ?? '');
  }
  saveFile(await response.blob(), fileNameOf(response));
}

export function useDownloadFailedRows() {
  return useMutation({ mutationFn: downloadFailedRows });
}
