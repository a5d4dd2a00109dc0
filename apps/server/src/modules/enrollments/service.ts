// Enrolling, and what a learner sees of their own enrollments.
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { MESSAGES, enrollRefusal, type MyEnrollment, type Role } from '@app/core';
import type { Db } from '../../db/client.js';
import { courses, enrollments, quizAttempts, quizzes } from '../../db/schema.js';
import { enrollmentInactive, forbidden, notFound } from '../../lib/errors.js';
import { isPublished, presentCard, selectCards } from '../catalogue/card.js';

export const HISTORY_PAGE_SIZE = 10;
const SIDE_ROW_SIZE = 8;

const presentEnrollment = (e: typeof enrollments.$inferSelect): MyEnrollment => ({
  id: e.id,
  status: e.status,
  progressPercentage: e.progressPercentage,
  enrolledAt: e.enrolledAt.toISOString(),
  completedAt: e.completedAt?.toISOString() ?? null,
});

/**
 * Enrolls the user in a published course they do not teach. Idempotent: a second request (double
 * click, two tabs) finds the first one's row and succeeds without a second row.
 */
export async function enroll(db: Db, user: { id: string; role: Role }, courseId: string, now: Date) {
  const [course] = await db
    .select({ id: courses.id, instructorId: courses.instructorId })
    .from(courses)
    .where(and(eq(courses.id, courseId), isPublished));
  if (!course) throw notFound(MESSAGES.courseNotFound);
  const refusal = enrollRefusal(user, course);
  if (refusal) throw forbidden(refusal === 'teaches' ? MESSAGES.cannotEnrollOwnCourse : MESSAGES.forbidden);
  const [created] = await db
    .insert(enrollments)
    .values({ userId: user.id, courseId, status: 'active', progressPercentage: 0, enrolledAt: now, lastAccessedAt: now })
    .onConflictDoNothing({ target: [enrollments.userId, enrollments.courseId] })
    .returning();
  if (created) return { created: true, enrollment: presentEnrollment(created) };
  const [existing] = await db
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.userId, user.id), eq(enrollments.courseId, courseId)));
  // Enrolling again does not restore an enrollment an instructor or admin deactivated.
  if (existing!.status === 'inactive') throw enrollmentInactive();
  return { created: false, enrollment: presentEnrollment(existing!) };
}

/** My courses: enrollments with their courses, plus the Recently Added and Recommended rows. */
export async function myCourses(db: Db, userId: string) {
  const all = await selectCards(db, { enrollment: enrollments, status: courses.status })
    .innerJoin(enrollments, eq(enrollments.courseId, courses.id))
    .where(eq(enrollments.userId, userId))
    .orderBy(desc(sql`coalesce(${enrollments.lastAccessedAt}, ${enrollments.enrolledAt})`));
  // The figures count every enrollment (as enrollment history does); the cards only courses that
  // are still published: a draft or archived course is 'Course Not Found' in the player.
  const mine = all.filter((r) => r.status === 'published');
  const enrolledIds = mine.map((r) => r.id);
  const notMine = enrolledIds.length ? notInArray(courses.id, enrolledIds) : undefined;
  const myCategories = [...new Set(mine.map((r) => r.categoryId).filter((c): c is string => c !== null))];
  const [recentlyAdded, sameCategories] = await Promise.all([
    selectCards(db).where(and(isPublished, notMine)).orderBy(desc(courses.createdAt)).limit(SIDE_ROW_SIZE),
    myCategories.length
      ? selectCards(db)
          .where(and(isPublished, notMine, inArray(courses.categoryId, myCategories)))
          .orderBy(desc(courses.enrollmentCount), desc(courses.createdAt))
          .limit(SIDE_ROW_SIZE)
      : Promise.resolve([]),
  ]);
  // Recommended: popular courses in the learner's categories, topped up with popular ones.
  let recommended = sameCategories;
  if (recommended.length < SIDE_ROW_SIZE) {
    const have = [...enrolledIds, ...recommended.map((r) => r.id)];
    const more = await selectCards(db)
      .where(and(isPublished, have.length ? notInArray(courses.id, have) : undefined))
      .orderBy(desc(courses.enrollmentCount), desc(courses.createdAt))
      .limit(SIDE_ROW_SIZE - recommended.length);
    recommended = [...recommended, ...more];
  }
  const enrolledCourses = mine.map((r) => ({
    course: presentCard(r),
    enrollment: presentEnrollment(r.enrollment),
    lastAccessedAt: r.enrollment.lastAccessedAt?.toISOString() ?? null,
  }));
  return {
    enrollments: enrolledCourses,
    stats: learningStats(all.map((r) => ({ hours: r.durationHours, ...r.enrollment }))),
    recentlyAdded: recentlyAdded.map((r) => presentCard(r)),
    recommended: recommended.map((r) => presentCard(r)),
  };
}

/** The dashboard's four figures, from the learner's enrollments. */
export function learningStats(list: { hours: number; progressPercentage: number; status: string }[]) {
  return {
    enrolledCourses: list.length,
    learningHours: list.reduce((sum, e) => sum + e.hours, 0),
    averageProgress: list.length ? Math.round(list.reduce((sum, e) => sum + e.progressPercentage, 0) / list.length) : 0,
    // Completed is the enrollment's status: 100% of lessons with a course assessment still to pass is not.
    completed: list.filter((e) => e.status === 'completed').length,
  };
}

/** Enrollment history: stats over all enrollments, then one page of the (searched) table. */
export async function enrollmentHistory(db: Db, userId: string, f: { q?: string; page: number }) {
  const attemptsPerCourse = db
    .select({
      courseId: quizzes.courseId,
      taken: sql<number>`count(*)::int`.as('taken'),
      submitted: sql<number>`count(${quizAttempts.completedAt})::int`.as('submitted'),
    })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .where(eq(quizAttempts.userId, userId))
    .groupBy(quizzes.courseId)
    .as('qa');
  const base = db
    .select({
      enrollment: enrollments,
      courseTitle: courses.title,
      durationHours: courses.durationHours,
      categoryName: sql<string | null>`(select name from categories where categories.id = ${courses.categoryId})`,
      taken: sql<number>`coalesce(${attemptsPerCourse.taken}, 0)`.mapWith(Number),
      submitted: sql<number>`coalesce(${attemptsPerCourse.submitted}, 0)`.mapWith(Number),
    })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .leftJoin(attemptsPerCourse, eq(attemptsPerCourse.courseId, enrollments.courseId))
    .where(eq(enrollments.userId, userId))
    .orderBy(desc(enrollments.enrolledAt), desc(enrollments.id));
  // A learner has tens of enrollments, not thousands: one query, then stats and paging here.
  const all = await base;
  const stats = {
    ...learningStats(all.map((r) => ({ hours: r.durationHours, ...r.enrollment }))),
    quizzesTaken: all.reduce((s, r) => s + r.taken, 0),
    quizzesSubmitted: all.reduce((s, r) => s + r.submitted, 0),
  };
  const q = f.q?.toLowerCase();
  const matching = q ? all.filter((r) => r.courseTitle.toLowerCase().includes(q)) : all;
  const start = (f.page - 1) * HISTORY_PAGE_SIZE;
  const items = matching.slice(start, start + HISTORY_PAGE_SIZE).map((r) => ({
    enrollmentId: r.enrollment.id,
    course: { id: r.enrollment.courseId, title: r.courseTitle, categoryName: r.categoryName },
    enrolledAt: r.enrollment.enrolledAt.toISOString(),
    progressPercentage: r.enrollment.progressPercentage,
    status: r.enrollment.status,
    completedAt: r.enrollment.completedAt?.toISOString() ?? null,
    quizzesTaken: r.taken,
    submitted: r.submitted > 0,
  }));
  return { stats, items, total: matching.length, page: f.page, pageSize: HISTORY_PAGE_SIZE };
}
