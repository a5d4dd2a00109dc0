// Star ratings: one per learner and course, changeable, only from learners whose enrollment is
// active or completed, never from the course's instructor, only for published courses (a draft or
// archived course is 'Course Not Found' to learners).
import { and, eq } from 'drizzle-orm';
import { MESSAGES, ratingRefusal } from '@app/core';
import type { Db } from '../../db/client.js';
import { courseReviews, courses, enrollments } from '../../db/schema.js';
import { forbidden, HttpError, notFound } from '../../lib/errors.js';
import { isPublished } from '../catalogue/card.js';

const REFUSALS = {
  teaches: () => forbidden(MESSAGES.cannotRateOwnCourse),
  'not-enrolled': () => forbidden(MESSAGES.enrollFirstToRate),
  inactive: () => new HttpError(403, 'ENROLLMENT_INACTIVE', MESSAGES.inactiveCannotRate),
};

export async function rateCourse(db: Db, userId: string, courseId: string, rating: number, now: Date) {
  return db.transaction(async (tx) => {
    const [course] = await tx
      .select({ id: courses.id, instructorId: courses.instructorId })
      .from(courses)
      .where(and(eq(courses.id, courseId), isPublished));
    if (!course) throw notFound(MESSAGES.courseNotFound);
    // Shared lock: an enrollment deactivated meanwhile waits for this rating, or refuses it.
    const [enrollment] = await tx
      .select({ status: enrollments.status })
      .from(enrollments)
      .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)))
      .for('share');
    const refusal = ratingRefusal({ id: userId }, course, enrollment);
    if (refusal) throw REFUSALS[refusal]();
    await tx
      .insert(courseReviews)
      .values({ courseId, userId, rating, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: [courseReviews.courseId, courseReviews.userId], set: { rating, updatedAt: now } });
    const [totals] = await tx
      .select({ reviewCount: courses.reviewCount, ratingSum: courses.ratingSum })
      .from(courses)
      .where(eq(courses.id, courseId));
    const averageRating = totals!.reviewCount ? Math.round((totals!.ratingSum / totals!.reviewCount) * 10) / 10 : 0;
    return { rating, averageRating, reviewCount: totals!.reviewCount, message: MESSAGES.ratingSaved };
  });
}
