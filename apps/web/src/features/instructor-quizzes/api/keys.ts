/** Query keys of quiz authoring: the Quiz Management list, one quiz with its answer key, where quizzes may go. */
export const authoringKeys = {
  all: ['instructor-quizzes'] as const,
  list: () => ['instructor-quizzes', 'list'] as const,
  detail: (quizId: string) => ['instructor-quizzes', 'detail', quizId] as const,
  targets: () => ['instructor-quizzes', 'targets'] as const,
};

export const quizPath = (quizId: string) => `/api/instructor/quizzes/${encodeURIComponent(quizId)}`;
