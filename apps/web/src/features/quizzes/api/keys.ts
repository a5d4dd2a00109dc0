import type { QueryClient } from '@tanstack/react-query';

/** Query keys of quiz taking: a quiz's overview, a course's quizzes, one attempt, an instructor's preview. */
export const quizKeys = {
  all: ['quizzes'] as const,
  overview: (quizId: string) => ['quizzes', 'overview', quizId] as const,
  course: (courseId: string) => ['quizzes', 'course', courseId] as const,
  attempt: (attemptId: string) => ['quizzes', 'attempt', attemptId] as const,
  preview: (quizId: string) => ['quizzes', 'preview', quizId] as const,
};

/** An attempt started, submitted or closed: the quiz's overview and the course's quiz lists change. */
export const refreshQuizLists = (queryClient: QueryClient, quiz: { id: string; courseId: string }) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: quizKeys.overview(quiz.id) }),
    queryClient.invalidateQueries({ queryKey: quizKeys.course(quiz.courseId) }),
  ]);
