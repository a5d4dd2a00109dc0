// Star ratings: one per learner and course, changeable, only from learners whose enrollment is
// active or completed, never from the course's instructor, only for courses in the catalogue (an
// archived course stays its learners', but its rating is shown nowhere any more, so it takes none).
// Who may rate is the policy's answer.
import { and, eq } from 'drizzle-orm';
import { averageRating, MESSAGES } from '@app/core';
import { courseReviews, courses, enrollments } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { authorizeRating } from '../../authorization/enrollment.js';
import { findCourse } from '../courses/ownership.js';

export async function rateCourse(deps: Pick<Deps, 'db' | 'clock'>, userId: string, courseId: string, rating: number) {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const course = await findCourse(tx, courseId, { published: true });
    // Shared lock: an enrollment deactivated meanwhile waits for this rating, or refuses it.
    const [enrollment] = await tx
      .select({ status: enrollments.status })
      .from(enrollments)
      .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)))
      .for('share');
    authorizeRating({ id: userId }, course, enrollment);
    await tx
      .insert(courseReviews)
      .values({ courseId, userId, rating, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: [courseReviews.courseId, courseReviews.userId], set: { rating, updatedAt: now } });
    const [totals] = await tx
      .select({ reviewCount: courses.reviewCount, ratingSum: courses.ratingSum })
      .from(courses)
      .where(eq(courses.id, courseId));
    return {
      rating,
      averageRating: averageRating(totals!.ratingSum, totals!.reviewCount),
      reviewCount: totals!.reviewCount,
      message: MESSAGES.ratingSaved,
    };
  });
}
