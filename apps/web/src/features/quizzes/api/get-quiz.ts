import { quizOverview } from '@app/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { quizKeys } from './keys';

export async function getQuiz(quizId: string, signal?: AbortSignal) {
  return quizOverview.parse(await api<unknown>(`/api/quizzes/${encodeURIComponent(quizId)}`, { signal }));
}

export const quizQueryOptions = (quizId: string) =>
  queryOptions({
    queryKey: quizKeys.overview(quizId),
    queryFn: ({ signal }) => getQuiz(quizId, signal),
    // Attempts and their statuses change on the server (grading, time-outs): always ask again on opening.
    staleTime: 0,
  });

export function useQuiz(quizId: string) {
  return useQuery(quizQueryOptions(quizId));
}
