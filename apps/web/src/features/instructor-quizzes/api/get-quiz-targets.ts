import { quizTargetsResponse } from '@app/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { authoringKeys } from './keys';

/** The courses the caller may attach a quiz to, with their quiz lessons and the quizzes already there. */
export async function getQuizTargets(signal?: AbortSignal) {
  return quizTargetsResponse.parse(await api<unknown>('/api/instructor/quiz-targets', { signal })).courses;
}

export const quizTargetsQueryOptions = () =>
  queryOptions({ queryKey: authoringKeys.targets(), queryFn: ({ signal }) => getQuizTargets(signal), staleTime: 0 });

export function useQuizTargets({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...quizTargetsQueryOptions(), enabled });
}
