import { evaluationResponse, type GradingListResponse } from '@app/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api';
import { gradingKeys } from './keys';

export interface EvaluateVariables {
  answerId: string;
  points: number;
  feedback: string;
}

export async function evaluateAnswer({ answerId, points, feedback }: EvaluateVariables) {
  return evaluationResponse.parse(
    await api<unknown>(`/api/instructor/subjective-answers/${encodeURIComponent(answerId)}/evaluation`, {
      method: 'POST',
      body: { points, feedback: feedback.trim() || null },
    }),
  );
}

/**
 * Grades one answer. The answer leaves every cached pending list at once (so the next one is on
 * screen without waiting), then the lists, their counts and the quiz's statistics are refetched.
 */
export function useEvaluateAnswer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: evaluateAnswer,
    onSuccess: (result, { answerId }) => {
      queryClient.setQueriesData<GradingListResponse>({ queryKey: [...gradingKeys.answers(), 'pending'] }, (old) => {
        if (!old || !old.answers.some((a) => a.id === answerId)) return old;
        return {
          ...old,
          answers: old.answers.filter((a) => a.id !== answerId),
          total: Math.max(0, old.total - 1),
          pendingCount: Math.max(0, old.pendingCount - 1),
          evaluatedCount: old.evaluatedCount + 1,
          questions: old.questions.map((q) =>
            q.questionId === result.answer.questionId
              ? { ...q, pendingCount: Math.max(0, q.pendingCount - 1), evaluatedCount: q.evaluatedCount + 1 }
              : q,
          ),
        };
      });
      // Not awaited: the form is done once the server said so; the lists catch up in the background.
      void queryClient.invalidateQueries({ queryKey: gradingKeys.answers() });
      void queryClient.invalidateQueries({ queryKey: gradingKeys.statistics(result.answer.quizId) });
    },
    onError: (error) => {
      // Graded by someone else meanwhile (409), or gone (404): the lists are out of date.
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
        void queryClient.invalidateQueries({ queryKey: gradingKeys.answers() });
      }
    },
  });
}
