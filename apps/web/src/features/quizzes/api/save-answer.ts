import type { AnswerInput } from '@app/core';
import { api } from '@/lib/api';

/** Saves one answer of a running attempt; the last save of a question wins on the server. */
export async function saveAnswer(attemptId: string, questionId: string, answer: AnswerInput) {
  return api<{ questionId: string; savedAt: string }>(
    `/api/attempts/${encodeURIComponent(attemptId)}/answers/${encodeURIComponent(questionId)}`,
    { method: 'PUT', body: answer },
  );
}
