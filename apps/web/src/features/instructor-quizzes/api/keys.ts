import type { QuizListSort, QuizListStatus } from '@app/core';
import type { ListQuery } from '@/lib/list-query';

/** Quiz Management's filters, as its page address carries them. */
export type QuizListFilters = ListQuery & { courseId: string; status: QuizListStatus; sort: QuizListSort };

/** Query keys of quiz authoring: the Quiz Management list, one quiz with its answer key, where quizzes may go. */
export const authoringKeys = {
  all: ['instructor-quizzes'] as const,
  /** Every page of the list, whatever its filters. */
  lists: () => ['instructor-quizzes', 'list'] as const,
  list: (query: QuizListFilters) => ['instructor-quizzes', 'list', query] as const,
  detail: (quizId: string) => ['instructor-quizzes', 'detail', quizId] as const,
  targets: () => ['instructor-quizzes', 'targets'] as const,
};

export const quizPath = (quizId: string) => `/api/instructor/quizzes/${encodeURIComponent(quizId)}`;
