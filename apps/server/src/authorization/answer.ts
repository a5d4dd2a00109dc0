// A learner's written answers, on the server: graded by whoever manages the quiz's course, read by
// whoever reads its management data. One they may not touch is "not found".
import { canAnswer, MESSAGES, type Actor, type AnswerAction, type CourseRecord } from '@app/core';
import { notFound } from '../lib/errors.js';
import { manageableCourses, readableCourses } from './course.js';

export function authorizeAnswer(actor: Actor, action: AnswerAction, course: CourseRecord) {
  if (!canAnswer(actor, action, course)) throw notFound(MESSAGES.answerNotFound);
}

/** The answers the actor grades (canAnswer 'grade'), as a condition on the answers' `courses`. */
export const gradableAnswers = manageableCourses;

/** The answers the actor reads (canAnswer 'read'), as a condition on the answers' `courses`. */
export const readableAnswers = readableCourses;
