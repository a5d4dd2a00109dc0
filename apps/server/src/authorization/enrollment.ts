// Enrolling and rating on the server: the core policy's refusals as the errors users see.
import {
  canEnrollment,
  enrollRefusal,
  knowsCourse,
  MESSAGES,
  ratingRefusal,
  type Actor,
  type CourseRecord,
  type EnrollmentAction,
  type EnrollmentRecord,
  type EnrollmentStatus,
} from '@app/core';
import { conflict, enrollmentInactive, forbidden, notFound } from '../lib/errors.js';
import { readableCourses } from './course.js';

/**
 * Throws unless the actor may enroll in the course. A course out of the catalogue is 409 'not open
 * for new enrollments' to whoever may know it exists (its learners, its teachers, the platform's
 * readers), and 'Course Not Found' to anyone else.
 */
export function authorizeEnroll(actor: Actor, course: CourseRecord, enrollment: { status: EnrollmentStatus } | null) {
  const refusal = enrollRefusal(actor, course);
  if (refusal === 'closed')
    throw knowsCourse(actor, course, enrollment) ? conflict(MESSAGES.courseClosedToEnrollment) : notFound(MESSAGES.courseNotFound);
  if (refusal) throw forbidden(refusal === 'teaches' ? MESSAGES.cannotEnrollOwnCourse : MESSAGES.forbidden);
}

const RATING_REFUSALS = {
  teaches: () => forbidden(MESSAGES.cannotRateOwnCourse),
  'not-enrolled': () => forbidden(MESSAGES.enrollFirstToRate),
  inactive: () => enrollmentInactive(MESSAGES.inactiveCannotRate),
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
