import { QUIZ_LIST_SORTS, QUIZ_LIST_STATUSES, type QuizListSort, type QuizListStatus } from '@app/core';
import { listQueryOf } from '@/lib/list-query';
import type { QuizListFilters } from './keys';

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : fallback;

/** Quiz Management's filters from its address (?q=&courseId=&status=&sort=&page=); anything unknown is the default. */
export function quizListQuery(params: URLSearchParams): QuizListFilters {
  return {
    ...listQueryOf(params),
    courseId: params.get('courseId') ?? '',
    status: oneOf<QuizListStatus>(QUIZ_LIST_STATUSES, params.get('status'), 'all'),
    sort: oneOf<QuizListSort>(QUIZ_LIST_SORTS, params.get('sort'), 'newest'),
  };
}
