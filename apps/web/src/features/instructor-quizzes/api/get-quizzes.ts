import { quizListResponse } from '@app/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { listSearch } from '@/lib/list-query';
import { authoringKeys, type QuizListFilters } from './keys';

/** Quiz Management: the summary cards and one page of the caller's quizzes (every quiz for an admin), as filtered. */
export async function getQuizzes(query: QuizListFilters, signal?: AbortSignal) {
  const search = listSearch({
    q: query.q.trim(),
    courseId: query.courseId,
    status: query.status === 'all' ? '' : query.status,
    sort: query.sort === 'newest' ? '' : query.sort,
    page: query.page,
  });
  return quizListResponse.parse(await api<unknown>(`/api/instructor/quizzes${search}`, { signal }));
}

export const quizzesQueryOptions = (query: QuizListFilters) =>
  queryOptions({
    queryKey: authoringKeys.list(query),
    queryFn: ({ signal }) => getQuizzes(query, signal),
    // The cards stay while the next page, search or filter loads.
    placeholderData: keepPreviousData,
  });

export function useQuizzes(query: QuizListFilters) {
  return useQuery(quizzesQueryOptions(query));
}
