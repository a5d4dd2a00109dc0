// Quiz scoring (spec: instructor document, section 4). Multiple choice and true/false are scored
// here; subjective answers earn nothing until an instructor grades them. Passed means the
// percentage reaches the passing score and no subjective answer is still ungraded.
import type { QuestionType, QuizType } from '../enums.js';

export interface ScoredQuestion {
  id: string;
  type: QuestionType;
  points: number;
  correctOptionId: string | null;
}

export interface GivenAnswer {
  questionId: string;
  optionId: string | null;
  answerText: string | null;
  /** Subjective: points from the instructor, null while ungraded. */
  gradedPoints: number | null;
}

export interface ScoredAnswer {
  questionId: string;
  isCorrect: boolean | null;
  pointsAwarded: number;
  pending: boolean;
}

export interface QuizScore {
  score: number;
  maxScore: number;
  percentage: number;
  isPassed: boolean;
  pendingCount: number;
  answers: ScoredAnswer[];
}

/**
 * Earned over total points as a percentage, to two decimals and never rounded up: 69.996% is
 * 69.99%, not 70%. The passing rule (at least passing_score) then reads the same on the stored
 * and shown percentage as on the exact ratio.
 */
export function quizPercentage(score: number, maxScore: number): number {
  if (maxScore <= 0) return 0;
  // The epsilon absorbs float noise (0.57 * 10000 = 5699.999...); real ratios are never that close below.
  return Math.min(100, Math.max(0, Math.floor((score * 10000) / maxScore + 1e-9) / 100));
}

export function scoreQuiz(questions: readonly ScoredQuestion[], given: readonly GivenAnswer[], passingScore: number): QuizScore {
  const byQuestion = new Map(given.map((a) => [a.questionId, a]));
  const answers: ScoredAnswer[] = questions.map((q) => {
    const a = byQuestion.get(q.id);
    if (q.type === 'subjective') {
      const text = a?.answerText?.trim();
      // An empty subjective answer has nothing to grade: it scores 0 and is not pending.
      if (!text) return { questionId: q.id, isCorrect: false, pointsAwarded: 0, pending: false };
      if (a?.gradedPoints == null) return { questionId: q.id, isCorrect: null, pointsAwarded: 0, pending: true };
      const graded = gradedAnswer(a.gradedPoints, q.points);
      return { questionId: q.id, isCorrect: graded.isCorrect, pointsAwarded: graded.points, pending: false };
    }
    const correct = a?.optionId != null && a.optionId === q.correctOptionId;
    return { questionId: q.id, isCorrect: correct, pointsAwarded: correct ? q.points : 0, pending: false };
  });
  const score = answers.reduce((s, a) => s + a.pointsAwarded, 0);
  const maxScore = questions.reduce((s, q) => s + q.points, 0);
  const percentage = quizPercentage(score, maxScore);
  const pendingCount = answers.filter((a) => a.pending).length;
  return { score, maxScore, percentage, isPassed: quizPassed(percentage, pendingCount, passingScore), pendingCount, answers };
}

/** Passed: the percentage reaches the passing score and no subjective answer waits for grading. */
export const quizPassed = (percentage: number, pendingCount: number, passingScore: number): boolean =>
  pendingCount === 0 && percentage >= passingScore;

/**
 * What an attempt waiting for grading can still reach: its points so far plus full marks for every
 * answer still to grade, over the attempt's maximum (issue 18: a learner who answered every choice
 * right can sit below the pass mark until the written answers are graded, with nothing saying
 * why). `canPass` says whether grading alone can still make it a pass; when it cannot, only a new
 * attempt will. The percentage is truncated like every quiz percentage, never rounded up.
 */
export function scoreAtMost(a: { score: number; maxScore: number; pendingPoints: number; passingScore: number }): {
  score: number;
  percentage: number;
  canPass: boolean;
} {
  const score = Math.min(a.maxScore, a.score + Math.max(0, a.pendingPoints));
  const percentage = quizPercentage(score, a.maxScore);
  return { score, percentage, canPass: percentage >= a.passingScore };
}

/** Whether an instructor may award `points` to a question worth `max` (the form says so first). */
export const pointsWithinRange = (points: number, max: number): boolean => points >= 0 && points <= max;

/**
 * A subjective answer as graded: the points kept within 0 and the question's worth, to two
 * decimals; full marks count as correct.
 */
export function gradedAnswer(points: number, max: number): { points: number; isCorrect: boolean } {
  const kept = Math.round(Math.min(Math.max(points, 0), max) * 100) / 100;
  return { points: kept, isCorrect: kept >= max };
}

/** Attempts a learner has left on a quiz, counting the one still running as used. */
export const attemptsLeft = (maxAttempts: number, attemptsUsed: number): number => Math.max(0, maxAttempts - attemptsUsed);

/**
 * Why a learner may not start another attempt, or null when they may. A passed course assessment
 * is done: it completed the course and issued the certificate, and nothing a retake scores could
 * change that. No attempts left is the spec's limit. A passed lesson quiz may be taken again for
 * practice: its pass stays (a later failed attempt does not undo the lesson's completion).
 */
export type RetakeRefusal = 'passed' | 'limit';
export function retakeRefusal(quiz: { quizType: QuizType }, learner: { passed: boolean; attemptsLeft: number }): RetakeRefusal | null {
  if (quiz.quizType === 'course' && learner.passed) return 'passed';
  if (learner.attemptsLeft <= 0) return 'limit';
  return null;
}

export type AttemptStatus = 'In Progress' | 'Pending Evaluation' | 'Passed' | 'Failed';

export function attemptStatus(a: { completedAt: string | Date | null; pendingCount: number; isPassed: boolean }): AttemptStatus {
  if (!a.completedAt) return 'In Progress';
  if (a.pendingCount > 0) return 'Pending Evaluation';
  return a.isPassed ? 'Passed' : 'Failed';
}

/** Seconds after the deadline in which a submission still counts (network latency). */
export const QUIZ_GRACE_SECONDS = 5;
