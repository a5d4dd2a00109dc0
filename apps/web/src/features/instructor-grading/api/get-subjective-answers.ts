import { gradingListResponse, type GradingQuery } from '@app/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { gradingKeys } from './keys';

export async function getSubjectiveAnswers({ status, questionId, page }: GradingQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({ status });
  if (questionId) params.set('questionId', questionId);
  if (page > 1) params.set('page', String(page));
  return gradingListResponse.parse(await api<unknown>(`/api/instructor/subjective-answers?${params.toString()}`, { signal }));
}

export const subjectiveAnswersQueryOptions = (query: GradingQuery) =>
  queryOptions({
    queryKey: gradingKeys.list(query),
    queryFn: ({ signal }) => getSubjectiveAnswers(query, signal),
    // Students submit and colleagues grade all the time: ask again whenever the screen opens.
    staleTime: 0,
    // Another page of the same list stays on screen while the next loads; another tab or question
    // never stands in for this one.
    placeholderData: (previous, previousQuery) => {
      const [, , status, questionId] = previousQuery?.queryKey ?? [];
      return status === query.status && questionId === (query.questionId ?? null) ? previous : undefined;
    },
  });

export function useSubjectiveAnswers(query: GradingQuery) {
  return useQuery(subjectiveAnswersQueryOptions(query));
}
