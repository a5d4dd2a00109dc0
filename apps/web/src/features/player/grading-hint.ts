// What the lesson list says about quizzes waiting for grading (issue 18): on the quiz lesson, what
// its attempt can reach; on a locked lesson it holds back, why it is locked and what opens it.
import { MESSAGES, type AwaitingGrading } from '@app/core';
import { formatPercent } from '@app/core';
import type { PlayerLessonItem } from './selection';

/** 'Waiting for grading · up to 100%', or, when grading alone cannot pass it, what only a retake will. */
export function awaitingLine(a: AwaitingGrading): string {
  return a.canPass
    ? `Waiting for grading · can reach ${formatPercent(a.atMostPercentage)}`
    : `Waiting for grading · at most ${formatPercent(a.atMostPercentage)}, ${a.passingScore}% needed`;
}

/**
 * The quiz lesson waiting for grading that keeps `lessonId` locked: the first lesson before it not
 * completed, when that one has an attempt waiting. Null when something else locks it.
 */
export function blockingQuiz(lessons: readonly PlayerLessonItem[], lessonId: string): PlayerLessonItem | null {
  const index = lessons.findIndex((l) => l.id === lessonId);
  if (index < 0 || !lessons[index]!.isLocked) return null;
  const blocker = lessons.slice(0, index).find((l) => !l.isCompleted);
  return blocker?.awaitingGrading ? blocker : null;
}

/** Why a locked lesson is locked, for its row and the toast a click on it shows. */
export function lockedReason(lessons: readonly PlayerLessonItem[], lessonId: string): string {
  const blocker = blockingQuiz(lessons, lessonId);
  if (!blocker?.awaitingGrading) return MESSAGES.lessonLocked;
  return blocker.awaitingGrading.canPass
    ? `Opens when '${blocker.title}' is graded and passes.`
    : `Opens when you pass '${blocker.title}': even full marks on the answers being graded stay below ${blocker.awaitingGrading.passingScore}%, so take it again.`;
}

/** Whether `lessonId` is the next lesson a waiting quiz holds back: the one lesson whose row says so. */
export function isNextAfterWaiting(lessons: readonly PlayerLessonItem[], lessonId: string): boolean {
  const index = lessons.findIndex((l) => l.id === lessonId);
  return index > 0 && lessons[index - 1]!.awaitingGrading !== null && !lessons[index - 1]!.isCompleted && lessons[index]!.isLocked;
}
