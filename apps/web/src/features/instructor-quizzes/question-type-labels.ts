import type { QuestionType } from '@app/core';

/** The names of the question types, in the quiz editor and on the quiz statistics. */
export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  multiple_choice: 'Multiple choice',
  true_false: 'True/False',
  subjective: 'Subjective',
};
