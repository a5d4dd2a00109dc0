/** Query keys of quiz taking: a quiz's overview, a course's quizzes, one attempt, an instructor's preview. */
export const quizKeys = {
  all: ['quizzes'] as const,
  overview: (quizId: string) => ['quizzes', 'overview', quizId] as const,
  course: (courseId: string, lessonId?: string) => ['quizzes', 'course', courseId, lessonId ?? null] as const,
  attempt: (attemptId: string) => ['quizzes', 'attempt', attemptId] as const,
  preview: (quizId: string) => ['quizzes', 'preview', quizId] as const,
};
