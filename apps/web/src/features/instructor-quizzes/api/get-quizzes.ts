import { quizListResponse } from '@app/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { authoringKeys } from './keys';

/** Quiz Management: the summary cards and the caller's quizzes (all quizzes for an admin), newest first. */
export async function getQuizzes(signal?: AbortSignal) {
  return quizListResponse.parse(await api<unknown>('/api/instructor/quizzes', { signal }));
}

export const quizzesQueryOptions = () => queryOptions({ queryKey: authoringKeys.list(), queryFn: ({ signal }) => getQuizzes(signal) });

export function useQuizzes() {
  return useQuery(quizzesQueryOptions());
}
