import { describe, expect, it } from 'vitest';
import {
  attemptsLeft,
  attemptStatus,
  gradedAnswer,
  pointsWithinRange,
  quizPassed,
  quizPercentage,
  scoreAtMost,
  retakeRefusal,
  scoreQuiz,
  type ScoredQuestion,
} from './quiz-scoring.js';

const questions: ScoredQuestion[] = [
  { id: 'mc', type: 'multiple_choice', points: 2, correctOptionId: 'mc-b' },
  { id: 'tf', type: 'true_false', points: 1, correctOptionId: 'tf-true' },
  { id: 'essay', type: 'subjective', points: 3, correctOptionId: null },
];
const ans = (questionId: string, optionId: string | null, answerText: string | null = null, gradedPoints: number | null = null) => ({
  questionId,
  optionId,
  answerText,
  gradedPoints,
});

describe('scoreQuiz', () => {
  it('scores choices on the server and holds subjective answers pending', () => {
    const r = scoreQuiz(questions, [ans('mc', 'mc-b'), ans('tf', 'tf-false'), ans('essay', null, 'My essay')], 50);
    expect(r).toMatchObject({ score: 2, maxScore: 6, percentage: 33.33, pendingCount: 1, isPassed: false });
    expect(r.answers.map((a) => a.isCorrect)).toEqual([true, false, null]);
  });

  it('is not passed while a subjective answer is ungraded, even above the passing score', () => {
    const r = scoreQuiz(questions, [ans('mc', 'mc-b'), ans('tf', 'tf-true'), ans('essay', null, 'text')], 50);
    expect(r.percentage).toBe(50);
    expect(r.isPassed).toBe(false);
  });

  it('passes once graded, at exactly the passing score', () => {
    const r = scoreQuiz(questions, [ans('mc', 'mc-b'), ans('tf', 'tf-true'), ans('essay', null, 'text', 0)], 50);
    expect(r).toMatchObject({ score: 3, percentage: 50, isPassed: true, pendingCount: 0 });
  });

  it('caps graded points at the question maximum', () => {
    const r = scoreQuiz(questions, [ans('essay', null, 'text', 99)], 0);
    expect(r.score).toBe(3);
  });

  it('scores unanswered questions 0 and an empty essay as not pending', () => {
    const r = scoreQuiz(questions, [ans('essay', null, '   ')], 70);
    expect(r).toMatchObject({ score: 0, percentage: 0, pendingCount: 0, isPassed: false });
  });

  it('handles a quiz worth 0 points', () => {
    expect(scoreQuiz([{ id: 'x', type: 'true_false', points: 0, correctOptionId: 'y' }], [], 70).percentage).toBe(0);
  });

  it('never rounds a percentage up to the passing score: 1402 of 2003 points (69.995%) fails at 70', () => {
    const big: ScoredQuestion[] = [
      { id: 'a', type: 'multiple_choice', points: 1402, correctOptionId: 'a-ok' },
      { id: 'b', type: 'multiple_choice', points: 601, correctOptionId: 'b-ok' },
    ];
    const r = scoreQuiz(big, [ans('a', 'a-ok'), ans('b', 'b-no')], 70);
    expect(r).toMatchObject({ score: 1402, maxScore: 2003, percentage: 69.99, isPassed: false });
    expect(scoreQuiz(big, [ans('a', 'a-ok'), ans('b', 'b-no')], 69).isPassed).toBe(true);
  });
});

describe('quizPercentage', () => {
  it.each([
    [3, 4, 75],
    [2, 3, 66.66],
    [1, 3, 33.33],
    [57, 100, 57],
    [1.1, 2, 55],
    [7, 7, 100],
    [0, 5, 0],
    [3, 0, 0],
  ])('%d of %d is %d%%', (score, max, pct) => expect(quizPercentage(score, max)).toBe(pct));
});

describe('attemptStatus', () => {
  it.each([
    [{ completedAt: null, pendingCount: 0, isPassed: false }, 'In Progress'],
    [{ completedAt: '2026-01-01', pendingCount: 1, isPassed: false }, 'Pending Evaluation'],
    [{ completedAt: '2026-01-01', pendingCount: 0, isPassed: true }, 'Passed'],
    [{ completedAt: '2026-01-01', pendingCount: 0, isPassed: false }, 'Failed'],
  ] as const)('%o is %s', (a, s) => expect(attemptStatus(a)).toBe(s));
});

describe('the rules scoring, grading and taking share', () => {
  it('passes at the passing score with nothing pending, and never while something is', () => {
    expect(quizPassed(70, 0, 70)).toBe(true);
    expect(quizPassed(69.99, 0, 70)).toBe(false);
    expect(quizPassed(100, 1, 70)).toBe(false);
  });
  it('keeps graded points within the question and to two decimals; full marks are correct', () => {
    expect(gradedAnswer(1.234, 3)).toEqual({ points: 1.23, isCorrect: false });
    expect(gradedAnswer(3, 3)).toEqual({ points: 3, isCorrect: true });
    expect(gradedAnswer(99, 3)).toEqual({ points: 3, isCorrect: true });
    expect(gradedAnswer(-1, 3)).toEqual({ points: 0, isCorrect: false });
    expect(pointsWithinRange(3, 3)).toBe(true);
    expect(pointsWithinRange(3.01, 3)).toBe(false);
    expect(pointsWithinRange(-0.01, 3)).toBe(false);
  });
  it('counts attempts left, never below zero', () => {
    expect(attemptsLeft(3, 1)).toBe(2);
    expect(attemptsLeft(3, 3)).toBe(0);
    expect(attemptsLeft(1, 4)).toBe(0);
  });
});

describe('scoreAtMost', () => {
  it('adds full marks for the answers still to grade (issue 18: 5 of 10 points, 5 pending, 60% to pass)', () => {
    expect(scoreAtMost({ score: 5, maxScore: 10, pendingPoints: 5, passingScore: 60 })).toEqual({
      score: 10,
      percentage: 100,
      canPass: true,
    });
  });

  it('says when even full marks stay below the pass mark, so only a new attempt can pass', () => {
    expect(scoreAtMost({ score: 2, maxScore: 10, pendingPoints: 3, passingScore: 60 })).toEqual({
      score: 5,
      percentage: 50,
      canPass: false,
    });
  });

  it('reaches the pass mark exactly, and never rounds up to it', () => {
    expect(scoreAtMost({ score: 3, maxScore: 10, pendingPoints: 3, passingScore: 60 }).canPass).toBe(true);
    // 1402 of 2003 is 69.995%: still below 70.
    expect(scoreAtMost({ score: 1000, maxScore: 2003, pendingPoints: 402, passingScore: 70 })).toMatchObject({
      percentage: 69.99,
      canPass: false,
    });
  });

  it('is the score itself with nothing pending, and never passes the maximum', () => {
    expect(scoreAtMost({ score: 7, maxScore: 10, pendingPoints: 0, passingScore: 70 })).toEqual({
      score: 7,
      percentage: 70,
      canPass: true,
    });
    expect(scoreAtMost({ score: 8, maxScore: 10, pendingPoints: 5, passingScore: 70 }).score).toBe(10);
    expect(scoreAtMost({ score: 0, maxScore: 0, pendingPoints: 0, passingScore: 0 })).toEqual({ score: 0, percentage: 0, canPass: true });
  });
});

describe('retakeRefusal', () => {
  it('never offers a passed course assessment again, even with attempts left', () => {
    expect(retakeRefusal({ quizType: 'course' }, { passed: true, attemptsLeft: 2 })).toBe('passed');
    expect(retakeRefusal({ quizType: 'course' }, { passed: true, attemptsLeft: 0 })).toBe('passed');
  });
  it('offers a failed or pending assessment while attempts remain', () => {
    expect(retakeRefusal({ quizType: 'course' }, { passed: false, attemptsLeft: 1 })).toBeNull();
    expect(retakeRefusal({ quizType: 'course' }, { passed: false, attemptsLeft: 0 })).toBe('limit');
  });
  it('lets a passed lesson quiz be practised again within the limit', () => {
    expect(retakeRefusal({ quizType: 'lesson' }, { passed: true, attemptsLeft: 1 })).toBeNull();
    expect(retakeRefusal({ quizType: 'lesson' }, { passed: true, attemptsLeft: 0 })).toBe('limit');
  });
});
