// Enrolling and rating on the server: the core policy's refusals as the errors users see.
import {
  canEnrollment,
  enrollRefusal,
  MESSAGES,
  ratingRefusal,
  type Actor,
  type CourseRecord,
  type EnrollmentAction,
  type EnrollmentRecord,
  type EnrollmentStatus,
} from '@app/core';
import { forbidden, HttpError, notFound } from '../lib/errors.js';
import { readableCourses } from './course.js';

export function authorizeEnroll(actor: Actor, course: Pick<CourseRecord, 'instructorId'>) {
  const refusal = enrollRefusal(actor, course);
  if (refusal) throw forbidden(refusal === 'teaches' ? MESSAGES.cannotEnrollOwnCourse : MESSAGES.forbidden);
}

const RATING_REFUSALS = {
  teaches: () => forbidden(MESSAGES.cannotRateOwnCourse),
  'not-enrolled': () => forbidden(MESSAGES.enrollFirstToRate),
  inactive: () => new HttpError(403, 'ENROLLMENT_INACTIVE', MESSAGES.inactiveCannotRate),
};

export function authorizeRating(
  rater: { id: string },
  course: Pick<CourseRecord, 'instructorId'>,
  enrollment: { status: EnrollmentStatus } | null | undefined,
) {
  const refusal = ratingRefusal(rater, course, enrollment);
  if (refusal) throw RATING_REFUSALS[refusal]();
}

/**
 * Throws unless the actor may do `action` to the enrollment: 404 for one that is none of their
 * business (another instructor's learner), 403 for one they may read but not change.
 */
export function authorizeEnrollment(actor: Actor, action: EnrollmentAction, enrollment: EnrollmentRecord, course: CourseRecord) {
  if (canEnrollment(actor, action, enrollment, course)) return;
  if (!canEnrollment(actor, 'read', enrollment, course)) throw notFound(MESSAGES.enrollmentNotFound);
  throw forbidden();
}

/**
 * The enrollments whose learners the actor monitors (canEnrollment 'read' through the course's
 * teachers and the platform's readers), as a condition on their `courses`.
 */
export const monitoredEnrollments = readableCourses;
