// Every course review, newest first (course_reviews_created_idx), with its course and learner. The
// total is the sum of the per-course counters the triggers keep (migration 0001), not a count of
// the reviews table.
import { eq, sql } from 'drizzle-orm';
import { ADMIN_REVIEWS_PAGE_SIZE, type Actor, type AdminReviewsResponse } from '@app/core';
import type { Db } from '../../db/client.js';
import { readTogether } from '../../db/read-together.js';
import { courseReviews, courses, users } from '../../db/schema.js';
import type { Deps } from '../../deps.js';

/** One page of every review, newest first (course_reviews_created_idx), with its course and learner. */
export const reviewPage = (db: Db, page: number) =>
  db
    .select({
      id: courseReviews.id,
      courseId: courses.id,
      courseTitle: courses.title,
      learnerName: users.fullName,
      rating: courseReviews.rating,
      comment: courseReviews.comment,
      createdAt: courseReviews.createdAt,
    })
    .from(courseReviews)
    .innerJoin(courses, eq(courses.id, courseReviews.courseId))
    .innerJoin(users, eq(users.id, courseReviews.userId))
    // NULLS LAST as course_reviews_created_idx says: the planner uses an index only for its exact order.
    .orderBy(sql`${courseReviews.createdAt} desc nulls last`, sql`${courseReviews.id} desc nulls last`)
    .limit(ADMIN_REVIEWS_PAGE_SIZE)
    .offset((page - 1) * ADMIN_REVIEWS_PAGE_SIZE);

export async function listReviews(deps: Pick<Deps, 'db'>, actor: Actor, query: { page: number }): Promise<AdminReviewsResponse> {
  const { db } = deps;
  const pageSize = ADMIN_REVIEWS_PAGE_SIZE;
  const [rows, [counted]] = await readTogether(
    db,
    () => reviewPage(db, query.page),
    () => db.select({ n: sql<number>`coalesce(sum(${courses.reviewCount}), 0)::int` }).from(courses),
  );
  return {
    reviews: rows.map((r) => ({
      id: r.id,
      course: { id: r.courseId, title: r.courseTitle },
      learnerName: r.learnerName,
      rating: r.rating,
      comment: r.comment,
      createdAt: r.createdAt.toISOString(),
    })),
    total: counted?.n ?? 0,
    page: query.page,
    pageSize,
  };
}
