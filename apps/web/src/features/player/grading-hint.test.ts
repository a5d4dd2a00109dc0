import { MESSAGES, type AwaitingGrading } from '@app/core';
import { describe, expect, it } from 'vitest';
import { awaitingLine, blockingQuiz, isNextAfterWaiting, lockedReason } from './grading-hint';
import type { PlayerLessonItem } from './selection';

const waiting = (canPass: boolean, atMost: number): AwaitingGrading => ({
  quizId: 'q',
  attemptId: 'a',
  percentage: 50,
  atMostPercentage: atMost,
  passingScore: 60,
  canPass,
  pendingCount: 1,
});

const lesson = (id: string, o: Partial<PlayerLessonItem> = {}): PlayerLessonItem => ({
  id,
  title: `Lesson ${id}`,
  contentType: 'text',
  durationMinutes: 5,
  isFree: false,
  questionCount: null,
  isLocked: false,
  isCompleted: true,
  awaitingGrading: null,
  ...o,
});

describe('lesson list grading hints', () => {
  // The demo's TypeScript in Practice: five lessons done, lesson 6 (the quiz) waiting at 50%.
  const lessons = [
    ...['1', '2', '3', '4', '5'].map((id) => lesson(id)),
    lesson('6', { title: 'Quiz: unions and narrowing', contentType: 'quiz', isCompleted: false, awaitingGrading: waiting(true, 100) }),
    lesson('7', { isLocked: true, isCompleted: false }),
    lesson('8', { isLocked: true, isCompleted: false }),
  ];

  it('says what the waiting attempt can reach, or that only a retake can pass', () => {
    expect(awaitingLine(waiting(true, 100))).toBe('Waiting for grading · can reach 100%');
    expect(awaitingLine(waiting(false, 55))).toBe('Waiting for grading · at most 55%, 60% needed');
  });

  it('names the waiting quiz as what keeps the next lessons locked', () => {
    expect(blockingQuiz(lessons, '7')?.id).toBe('6');
    expect(blockingQuiz(lessons, '8')?.id).toBe('6');
    expect(lockedReason(lessons, '7')).toBe("Opens when 'Quiz: unions and narrowing' is graded and passes.");
    // Only the lesson right after it says so in its row; a click on any says why.
    expect(['6', '7', '8'].map((id) => isNextAfterWaiting(lessons, id))).toEqual([false, true, false]);
  });

  it('keeps the usual reason when an unfinished lesson, not grading, locks it', () => {
    const plain = [lesson('1', { isCompleted: false }), lesson('2', { isLocked: true, isCompleted: false })];
    expect(blockingQuiz(plain, '2')).toBeNull();
    expect(lockedReason(plain, '2')).toBe(MESSAGES.lessonLocked);
    expect(blockingQuiz(lessons, '6')).toBeNull(); // not locked
  });

  it('asks for a retake when grading cannot reach the pass mark', () => {
    const stuck = lessons.map((l) => (l.id === '6' ? { ...l, awaitingGrading: waiting(false, 50) } : l));
    expect(lockedReason(stuck, '7')).toMatch(/^Opens when you pass 'Quiz: unions and narrowing': .*below 60%, so take it again\.$/);
  });
});
