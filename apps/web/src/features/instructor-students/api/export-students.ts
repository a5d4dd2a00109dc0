import { useMutation } from '@tanstack/react-query';
import type { ErrorCode } from '@app/core';
import { ApiError } from '@/lib/api';
import { studentsSearch, type StudentsParams } from './students-params';

/** The file name the server gave in Content-Disposition. */
const fileNameOf = (response: Response) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'students.csv';

/**
 * Downloads the server's CSV of the list with these filters (every page). Fetched rather than
 * followed as a link, so that a refusal is shown as a message instead of a page of JSON.
 */
export async function exportStudents(params: StudentsParams) {
  const response = await fetch(`/api/instructor/students/export${studentsSearch(params, { withPage: false })}`, {
    credentials: 'same-origin',
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { code?: ErrorCode; message?: string } } | null;
    throw new ApiError(response.status, body?.error?.code ?? 'INTERNAL', body?.error?.message ?? '');
  }
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: fileNameOf(response) });
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser's download; the address can go once it has read it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function useExportStudents() {
  return useMutation({ mutationFn: exportStudents });
}
