import { quizStatisticsResponse } from '@app/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { gradingKeys } from './keys';

export async function getQuizStatistics(quizId: string, signal?: AbortSignal) {
  return quizStatisticsResponse.parse(await api<unknown>(`/api/instructor/quizzes/${encodeURIComponent(quizId)}/statistics`, { signal }));
}

export const quizStatisticsQueryOptions = (quizId: string) =>
  queryOptions({
    queryKey: gradingKeys.statistics(quizId),
    queryFn: ({ signal }) => getQuizStatistics(quizId, signal),
    // Every opening asks again (the router's loader asks as the page opens, grading invalidates it);
    // the few seconds only keep the page from asking twice when it mounts with what the loader got.
    staleTime: 5_000,
  });

export function useQuizStatistics(quizId: string) {
  return useQuery(quizStatisticsQueryOptions(quizId));
}
