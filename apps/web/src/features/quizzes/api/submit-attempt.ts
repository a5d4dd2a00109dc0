import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { withReceipt } from './get-attempt';
import { quizKeys } from './keys';

export async function submitAttempt(attemptId: string) {
  return withReceipt(await api<unknown>(`/api/attempts/${encodeURIComponent(attemptId)}/submit`, { method: 'POST' }));
}

/** Submits an attempt; the result replaces the attempt in the cache and the quiz lists follow. */
export function useSubmitAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitAttempt,
    onSuccess: async (detail) => {
      queryClient.setQueryData(quizKeys.attempt(detail.attempt.id), detail);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: quizKeys.overview(detail.quiz.id) }),
        queryClient.invalidateQueries({ queryKey: ['quizzes', 'course', detail.quiz.courseId] }),
      ]);
    },
  });
}
