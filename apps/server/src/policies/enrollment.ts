// Enrolling and rating on the server: the core policy's refusals as the errors users see.
import { enrollRefusal, MESSAGES, ratingRefusal, type Actor, type CourseRecord, type EnrollmentStatus } from '@app/core';
import { forbidden, HttpError } from '../lib/errors.js';

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
