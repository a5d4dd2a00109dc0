import { unsubscribeInfo, unsubscribeResult, type UnsubscribeInfo, type UnsubscribeResult } from '@app/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api';

/** What the link in an e-mail would turn off (the server changes nothing on a read). */
export async function checkUnsubscribeLink(query: string, signal?: AbortSignal): Promise<UnsubscribeInfo> {
  return unsubscribeInfo.parse(await api<unknown>(`/api/email/unsubscribe?${query}`, { signal }));
}

export const useUnsubscribeLink = (query: string) =>
  useQuery({ queryKey: ['unsubscribe', query], queryFn: ({ signal }) => checkUnsubscribeLink(query, signal), retry: false });

/**
 * The one-click POST of RFC 8058, as a mail provider sends it: a form body, no session needed.
 * Not through `api()`, which sends JSON.
 */
export async function confirmUnsubscribe(query: string): Promise<UnsubscribeResult> {
  let response: Response;
  try {
    response = await fetch(`/api/email/unsubscribe?${query}`, {
      method: 'POST',
      credentials: 'omit',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
  } catch {
    throw new ApiError(0, 'NETWORK', 'Could not reach the server. Check your connection and try again.');
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (data as { error?: { message?: string } } | null)?.error;
    throw new ApiError(response.status, 'VALIDATION_ERROR', error?.message ?? 'Something went wrong. Please try again.');
  }
  return unsubscribeResult.parse(data);
}

export const useConfirmUnsubscribe = (query: string) => useMutation({ mutationFn: () => confirmUnsubscribe(query) });
