import { authoringQuizResponse } from '@app/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { authoringKeys, quizPath } from './keys';

/** One quiz as the editor loads it: questions, answer key and what may still change. */
export async function getAuthoringQuiz(quizId: string, signal?: AbortSignal) {
  return authoringQuizResponse.parse(await api<unknown>(quizPath(quizId), { signal })).quiz;
}

export const authoringQuizQueryOptions = (quizId: string) =>
  queryOptions({
    queryKey: authoringKeys.detail(quizId),
    queryFn: ({ signal }) => getAuthoringQuiz(quizId, signal),
    // The editor starts from what the server holds now, not from a copy cached minutes ago.
    staleTime: 0,
  });

export function useAuthoringQuiz(quizId: string) {
  return useQuery(authoringQuizQueryOptions(quizId));
}
