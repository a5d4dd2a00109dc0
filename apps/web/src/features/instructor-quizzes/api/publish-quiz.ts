import { quizPublishResponse, type QuizListResponse } from '@app/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { quizKeys } from '@/features/quizzes';
import { api } from '@/lib/api';
import { authoringKeys, quizPath } from './keys';

export async function publishQuiz({ quizId, isPublished }: { quizId: string; isPublished: boolean }) {
  return quizPublishResponse.parse(await api<unknown>(`${quizPath(quizId)}/publish`, { method: 'PATCH', body: { isPublished } }));
}

export function usePublishQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishQuiz,
    onSuccess: async ({ id, isPublished }) => {
      // The card flips at once; the refetch then brings the server's figures.
      queryClient.setQueriesData<QuizListResponse>({ queryKey: authoringKeys.lists() }, (old) => {
        if (!old) return old;
        const was = old.quizzes.find((q) => q.id === id)?.isPublished;
        const delta = was === undefined || was === isPublished ? 0 : isPublished ? 1 : -1;
        return {
          ...old,
          summary: { ...old.summary, published: old.summary.published + delta },
          quizzes: old.quizzes.map((q) => (q.id === id ? { ...q, isPublished } : q)),
        };
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: authoringKeys.all }),
        queryClient.invalidateQueries({ queryKey: quizKeys.all }),
      ]);
    },
  });
}
