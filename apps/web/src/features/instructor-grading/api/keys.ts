import type { GradingQuery } from '@app/core';

/** Query keys of the instructor's grading queue and quiz statistics. */
export const gradingKeys = {
  answers: () => ['instructor-grading', 'answers'] as const,
  list: (query: GradingQuery) => ['instructor-grading', 'answers', query.status, query.questionId ?? null, query.page] as const,
  statistics: (quizId: string) => ['instructor-grading', 'statistics', quizId] as const,
};
