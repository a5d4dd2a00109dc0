// Taking quizzes. Nothing here carries an answer key until the attempt is submitted.
import { z } from 'zod';
import { QUESTION_TYPES, QUIZ_TYPES } from '../enums.js';
import { textInput } from './fields.js';

export const ATTEMPT_STATUSES = ['In Progress', 'Pending Evaluation', 'Passed', 'Failed'] as const;
export const ANSWER_TEXT_MAX = 10_000;

export const attemptSummary = z.object({
  id: z.uuid(),
  attemptNumber: z.number().int(),
  status: z.enum(ATTEMPT_STATUSES),
  score: z.number(),
  maxScore: z.number(),
  percentage: z.number(),
  isPassed: z.boolean(),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
  /** Written answers of a submitted attempt still waiting for their grade, and the points they are worth. */
  pendingCount: z.number().int(),
  pendingPoints: z.number(),
});
export type AttemptSummary = z.infer<typeof attemptSummary>;

export const quizOverview = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  quizType: z.enum(QUIZ_TYPES),
  courseId: z.uuid(),
  lessonId: z.uuid().nullable(),
  passingScore: z.number().int(),
  timeLimitMinutes: z.number().int().nullable(),
  maxAttempts: z.number().int(),
  questionCount: z.number().int(),
  totalPoints: z.number(),
  attempts: z.array(attemptSummary),
  bestPercentage: z.number().nullable(),
  status: z.enum([...ATTEMPT_STATUSES, 'Not Started']),
  /** An unfinished attempt to resume, if any. */
  activeAttemptId: z.uuid().nullable(),
  attemptsLeft: z.number().int(),
});
export type QuizOverview = z.infer<typeof quizOverview>;

export const courseQuizzesResponse = z.object({ quizzes: z.array(quizOverview) });

/** A question as a student sees it while answering: no is_correct anywhere. */
export const questionForStudent = z.object({
  id: z.uuid(),
  text: z.string(),
  type: z.enum(QUESTION_TYPES),
  points: z.number().int(),
  options: z.array(z.object({ id: z.uuid(), text: z.string() })),
});

export const savedAnswer = z.object({ questionId: z.uuid(), optionId: z.uuid().nullable(), answerText: z.string().nullable() });

/** Per-question feedback, only in a submitted attempt. */
export const answerResult = z.object({
  questionId: z.uuid(),
  isCorrect: z.boolean().nullable(),
  pointsAwarded: z.number(),
  correctOptionId: z.uuid().nullable(),
  pending: z.boolean(),
  feedback: z.string().nullable(),
});

export const attemptDetail = z.object({
  attempt: attemptSummary.extend({ deadlineAt: z.string().nullable() }),
  quiz: z.object({
    id: z.uuid(),
    title: z.string(),
    passingScore: z.number().int(),
    timeLimitMinutes: z.number().int().nullable(),
    maxAttempts: z.number().int(),
    courseId: z.uuid(),
    lessonId: z.uuid().nullable(),
    quizType: z.enum(QUIZ_TYPES),
  }),
  /** The server's clock when this was sent: the countdown runs from deadlineAt - serverNow. */
  serverNow: z.string(),
  questions: z.array(questionForStudent),
  answers: z.array(savedAnswer),
  results: z.array(answerResult).nullable(),
  attemptsLeft: z.number().int(),
  /** The learner has passed this quiz in some attempt (with retakeRefusal: no retake of a passed assessment). */
  passed: z.boolean(),
  message: z.string().nullable(),
});
export type AttemptDetail = z.infer<typeof attemptDetail>;

export const answerInput = z.strictObject({
  optionId: z.uuid('Not a valid option').nullable().optional(),
  answerText: textInput('Answer').max(ANSWER_TEXT_MAX, `Answers must be at most ${ANSWER_TEXT_MAX} characters`).nullable().optional(),
});
export type AnswerInput = z.infer<typeof answerInput>;
