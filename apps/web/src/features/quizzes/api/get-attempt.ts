import { attemptDetail, type AttemptDetail } from '@app/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { quizKeys } from './keys';

/**
 * An attempt as the server sent it, with the moment it arrived on this client: the countdown runs
 * on the server's clock (`serverNow`), carried forward by the time elapsed here since `receivedAt`.
 */
export type LoadedAttempt = AttemptDetail & { receivedAt: number };

export const withReceipt = (data: unknown): LoadedAttempt => ({ ...attemptDetail.parse(data), receivedAt: Date.now() });

export async function getAttempt(attemptId: string, signal?: AbortSignal) {
  return withReceipt(await api<unknown>(`/api/attempts/${encodeURIComponent(attemptId)}`, { signal }));
}

export const attemptQueryOptions = (attemptId: string) =>
  queryOptions({
    queryKey: quizKeys.attempt(attemptId),
    queryFn: ({ signal }) => getAttempt(attemptId, signal),
    // The attempt is the screen's state: it is refetched on purpose (closed, submitted), not on focus.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    // ...and dropped when the screen goes: the answers saved since it was read are not in it, so
    // coming back to the quiz (after another lesson) reads the attempt again instead of showing
    // those answers as unanswered.
    gcTime: 0,
  });

export function useAttempt(attemptId: string | null) {
  return useQuery({ ...attemptQueryOptions(attemptId ?? ''), enabled: attemptId !== null });
}
