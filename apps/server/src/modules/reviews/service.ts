// Star ratings: one per learner and course, changeable, only from enrolled learners, only for
// published courses (a draft or archived course is 'Course Not Found' to learners).
import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '@app/core';
import type { Db } from '../../db/client.js';
import { courseReviews, courses, enrollments } from '../../db/schema.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { isPublished } from '../catalogue/card.js';

export async function rateCourse(db: Db, userId: string, courseId: string, rating: number, now: Date) {
  return db.transaction(async (tx) => {
    const [course] = await tx
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.id, courseId), isPublished));
    if (!course) throw notFound(MESSAGES.courseNotFound);
    const [enrolled] = await tx
      .select({ id: enrollments.id })
      .from(enrollments)
      .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)));
    if (!enrolled) throw forbidden(MESSAGES.enrollFirstToRate);
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
