import { authoringQuizResponse } from '@app/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { quizKeys } from './keys';

/**
 * The quiz with its questions and answer key, as its instructor (or an admin) edits it: the
 * preview mode of the player shows the questions read-only from here, since no attempt can start.
 */
export async function getQuizPreview(quizId: string, signal?: AbortSignal) {
  return authoringQuizResponse.parse(await api<unknown>(`/api/instructor/quizzes/${encodeURIComponent(quizId)}`, { signal })).quiz;
}

export function useQuizPreview(quizId: string) {
  return useQuery(
    queryOptions({
      queryKey: quizKeys.preview(quizId),
      queryFn: ({ signal }) => getQuizPreview(quizId, signal),
      retry: false,
    }),
  );
}
