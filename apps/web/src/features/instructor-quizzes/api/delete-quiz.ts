import { quizDeleteResponse, type QuizListResponse } from '@app/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { quizKeys } from '@/features/quizzes';
import { api } from '@/lib/api';
import { authoringKeys, quizPath } from './keys';

/** Deletes a quiz with its questions, attempts and answers. */
export async function deleteQuiz(quizId: string) {
  return quizDeleteResponse.parse(await api<unknown>(quizPath(quizId), { method: 'DELETE' }));
}

export function useDeleteQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuiz,
    onSuccess: async (_data, quizId) => {
      queryClient.setQueriesData<QuizListResponse>({ queryKey: authoringKeys.lists() }, (old) =>
        old ? { ...old, quizzes: old.quizzes.filter((q) => q.id !== quizId) } : old,
      );
      queryClient.removeQueries({ queryKey: authoringKeys.detail(quizId) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: authoringKeys.all }),
        queryClient.invalidateQueries({ queryKey: quizKeys.all }),
      ]);
    },
  });
}
