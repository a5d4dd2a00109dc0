import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { withReceipt } from './get-attempt';
import { quizKeys, refreshQuizLists } from './keys';

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
      await refreshQuizLists(queryClient, detail.quiz);
    },
  });
}
