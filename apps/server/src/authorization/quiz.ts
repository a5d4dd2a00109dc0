// Quizzes and their attempts on the server. A quiz belongs to its course, so the course's SQL
// scope decides which quizzes an actor sees; a quiz the actor may not touch is "not found", like
// another instructor's course.
import { canAttempt, canQuiz, MESSAGES, type Actor, type AttemptAction, type CourseRecord, type QuizAction } from '@app/core';
import { notFound } from '../lib/errors.js';
import { manageableCourses } from './course.js';

export function authorizeQuiz(actor: Actor, action: QuizAction, course: CourseRecord) {
  if (!canQuiz(actor, action, course)) throw notFound(MESSAGES.quizNotFound);
}

/** Another learner's attempt is "not found": its existence is theirs. */
export function authorizeAttempt<T extends { userId: string }>(
  actor: Actor,
  action: AttemptAction,
  attempt: T | null | undefined,
): asserts attempt is T {
  if (!attempt || !canAttempt(actor, action, attempt)) throw notFound(MESSAGES.quizNotFound);
}

/** The quizzes the actor manages, as a condition on `courses` joined to them. */
export const manageableQuizzes = manageableCourses;
