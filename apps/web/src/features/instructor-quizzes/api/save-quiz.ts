import { quizSaveResponse, type QuizInput } from '@app/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { quizKeys } from '@/features/quizzes';
import { api } from '@/lib/api';
import { authoringKeys, quizPath } from './keys';

/** Creates a quiz (no id) or replaces one (PUT): the whole quiz, questions included. */
export async function saveQuiz({ quizId, input }: { quizId: string | null; input: QuizInput }) {
  const data = quizId
    ? await api<unknown>(quizPath(quizId), { method: 'PUT', body: input })
    : await api<unknown>('/api/instructor/quizzes', { method: 'POST', body: input });
  return quizSaveResponse.parse(data);
}

export function useSaveQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQuiz,
    onSuccess: async ({ quiz }) => {
      queryClient.setQueryData(authoringKeys.detail(quiz.id), quiz);
      // The list, its figures and the free lessons changed; so may what students see of the quiz.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: authoringKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: authoringKeys.targets() }),
        queryClient.invalidateQueries({ queryKey: quizKeys.all }),
      ]);
    },
  });
}
