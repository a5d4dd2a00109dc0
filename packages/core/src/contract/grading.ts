// Grading subjective answers (instructor document, /instructor/subjective-evaluation).
import { z } from 'zod';
import { textInput } from './fields.js';
import { ATTEMPT_STATUSES } from './quiz-taking.js';

export const GRADING_TABS = ['pending', 'evaluated'] as const;
export const FEEDBACK_MAX = 5000;
export const GRADING_PAGE_SIZE = 50;

export const gradingQuery = z.object({
  status: z.enum(GRADING_TABS).default('pending'),
  /** Grade one question across all students in a row. */
  questionId: z.uuid('Not a valid id').optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type GradingQuery = z.infer<typeof gradingQuery>;

export const gradingAnswer = z.object({
  id: z.uuid(),
  attemptId: z.uuid(),
  quizId: z.uuid(),
  quizTitle: z.string(),
  courseTitle: z.string(),
  questionId: z.uuid(),
  questionText: z.string(),
  maxPoints: z.number(),
  studentName: z.string(),
  studentEmail: z.string().nullable(),
  answerText: z.string().nullable(),
  pointsAwarded: z.number(),
  feedback: z.string().nullable(),
  submittedAt: z.string().nullable(),
  evaluatedAt: z.string().nullable(),
  evaluatedByName: z.string().nullable(),
});
export type GradingAnswer = z.infer<typeof gradingAnswer>;

/** A subjective question of the caller's quizzes with its queue and the feedback given before. */
export const gradingQuestion = z.object({
  questionId: z.uuid(),
  questionText: z.string(),
  quizTitle: z.string(),
  pendingCount: z.number().int(),
  evaluatedCount: z.number().int(),
  /** Distinct feedback already given on this question, newest first: one click reuses it. */
  recentFeedback: z.array(z.string()),
});
export type GradingQuestion = z.infer<typeof gradingQuestion>;

export const gradingListResponse = z.object({
  pendingCount: z.number().int(),
  evaluatedCount: z.number().int(),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  answers: z.array(gradingAnswer),
  questions: z.array(gradingQuestion),
});
export type GradingListResponse = z.infer<typeof gradingListResponse>;

export const evaluationInput = z.strictObject({
  points: z.number({ error: 'Points must be a number' }).finite(),
  feedback: textInput('Feedback').max(FEEDBACK_MAX, `Feedback must be at most ${FEEDBACK_MAX} characters`).nullable().optional(),
});
export type EvaluationInput = z.infer<typeof evaluationInput>;

export const evaluationResponse = z.object({
  message: z.string(),
  answer: gradingAnswer,
  attempt: z.object({ id: z.uuid(), status: z.enum(ATTEMPT_STATUSES), score: z.number(), percentage: z.number(), isPassed: z.boolean() }),
});
export type EvaluationResponse = z.infer<typeof evaluationResponse>;

/** The spec's text for points out of range. */
export const pointsRangeMessage = (max: number) => `Points must be between 0 and ${max}`;
