// Quizzes and the answers to them belong to their course: whoever manages the course writes and
// grades its quizzes; whoever reads the course's management data reads their statistics and answers.
// Taking a quiz is a learner's right decided with the lesson locks (the player's rules).
import { can, type Actor } from './abilities.js';
import { canCourse, type CourseRecord } from './course.js';

export type QuizAction = 'manage' | 'read' | 'take';

export function canQuiz(actor: Actor, action: QuizAction, course: CourseRecord): boolean {
  if (action === 'take') return can(actor, 'learn');
  return canCourse(actor, action, course);
}

export type AnswerAction = 'grade' | 'read';

/** A learner's written answer: graded by whoever manages the quiz's course. */
export function canAnswer(actor: Actor, action: AnswerAction, course: CourseRecord): boolean {
  return canCourse(actor, action === 'grade' ? 'manage' : 'read', course);
}

export type AttemptAction = 'read' | 'answer' | 'submit';

/** A quiz attempt is its learner's alone: anyone else is told it does not exist. */
export const canAttempt = (actor: Actor, _action: AttemptAction, attempt: { userId: string }): boolean =>
  actor != null && attempt.userId === actor.id;
