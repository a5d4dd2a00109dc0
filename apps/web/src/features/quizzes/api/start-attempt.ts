import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { withReceipt } from './get-attempt';
import { quizKeys, refreshQuizLists } from './keys';

/** Starts an attempt, or resumes the one still running (the server answers 200 then). */
export async function startAttempt(quizId: string) {
  return withReceipt(await api<unknown>(`/api/quizzes/${encodeURIComponent(quizId)}/attempts`, { method: 'POST' }));
}

export function useStartAttempt(quizId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startAttempt(quizId),
    onSuccess: (detail) => {
      queryClient.setQueryData(quizKeys.attempt(detail.attempt.id), detail);
      void refreshQuizLists(queryClient, detail.quiz);
    },
  });
}
