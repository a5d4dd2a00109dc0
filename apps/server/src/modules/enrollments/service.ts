// Enrolling, and what a learner sees of their own enrollments.
import { and, asc, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { MESSAGES, type MyEnrollment, type Role } from '@app/core';
import type { DbOrTx } from '../../db/client.js';
import { fixedLimit, prepared } from '../../db/prepared.js';
import { categories, courses, enrollments, quizAttempts, quizzes } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { enrollmentInactive, notFound } from '../../lib/errors.js';
import { cardColumns, instructors, presentCard, selectCards } from '../catalogue/card.js';
import { authorizeEnroll } from '../../authorization/enrollment.js';
import { isPublished } from '../courses/ownership.js';
import { notifyNewEnrollment } from '../notifications/write.js';
import { foldEnrollmentCounts } from './counts.js';
import { passEnrollmentGate } from './enrollment-gate.js';

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
 * Enrolls the user in a course of the catalogue they do not teach. Idempotent: a second request
 * (double click, two tabs) finds the first one's row and succeeds without a second row (nor a
 * second notification). The course's enrollment gate is passed shared (enrollment-gate.ts): many
 * learners enroll in one course at once, and a course archived meanwhile takes none after its
 * archiving. The course's count follows once this has committed (counts.ts).
 */
export async function enroll(deps: Pick<Deps, 'db' | 'clock'>, user: { id: string; role: Role }, courseId: string) {
  const { db } = deps;
  const now = deps.clock();
  // The course's instructor hears of a new learner in the same transaction.
  const { created, existing } = await db.transaction(async (tx) => {
    await passEnrollmentGate(tx, courseId);
    const [target] = await tx
      .select({ instructorId: courses.instructorId, status: courses.status, enrollment: { status: enrollments.status } })
      .from(courses)
      .leftJoin(enrollments, and(eq(enrollments.courseId, courses.id), eq(enrollments.userId, user.id)))
      .where(eq(courses.id, courseId));
    if (!target) throw notFound(MESSAGES.courseNotFound);
    authorizeEnroll(user, target, target.enrollment);
    const [row] = await tx
      .insert(enrollments)
      .values({ userId: user.id, courseId, status: 'active', progressPercentage: 0, enrolledAt: now, lastAccessedAt: now })
      .onConflictDoNothing({ target: [enrollments.userId, enrollments.courseId] })
      .returning();
    if (row) {
      await notifyNewEnrollment(tx, row.id, now);
      return { created: row, existing: null };
    }
    const [mine] = await tx
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.userId, user.id), eq(enrollments.courseId, courseId)));
    return { created: null, existing: mine! };
  });
  if (created) await foldEnrollmentCounts(db, [courseId]);
  if (created) return { created: true, enrollment: presentEnrollment(created) };
  // Enrolling again does not restore an enrollment an instructor or admin deactivated.
  if (existing.status === 'inactive') throw enrollmentInactive();
  return { created: false, enrollment: presentEnrollment(existing) };
}

/**
 * My courses: enrollments with their courses, plus the Recently Added and Recommended rows. Two
 * prepared statements at once, whatever the number of enrollments: the learner's own list, and
 * the three candidate rows (newest, popular in the learner's categories, popular) in one.
 */
export async function myCourses(deps: Pick<Deps, 'db'>, userId: string) {
  const { db } = deps;
  const [all, picks] = await Promise.all([
    prepared(db, 'my_courses', (db) =>
      selectCards(db, { enrollment: enrollments, status: courses.status })
        .innerJoin(enrollments, eq(enrollments.courseId, courses.id))
        .where(eq(enrollments.userId, sql.placeholder('userId')))
        .orderBy(desc(sql`coalesce(${enrollments.lastAccessedAt}, ${enrollments.enrolledAt})`), asc(enrollments.id)),
    ).execute({ userId }),
    prepared(db, 'my_courses_side_rows', sideRowCandidates).execute({ userId }),
  ]);
  // Every enrollment, whatever its course's status: a course archived or taken back to draft stays
  // its learners' (core's learnerAccess); the card says it left the catalogue (courseStatus).
  const row = (list: string) => picks.filter((r) => r.list === list);
  // Recommended: popular courses in the learner's categories, topped up with popular ones.
  const sameCategories = row('same');
  const taken = new Set(sameCategories.map((r) => r.id));
  const recommended = [...sameCategories, ...row('popular').filter((r) => !taken.has(r.id))].slice(0, SIDE_ROW_SIZE);
  return {
    enrollments: all.map((r) => ({
      course: presentCard(r),
      courseStatus: r.status,
      enrollment: presentEnrollment(r.enrollment),
      lastAccessedAt: r.enrollment.lastAccessedAt?.toISOString() ?? null,
    })),
    stats: learningStats(all.map((r) => ({ hours: r.durationHours, ...r.enrollment }))),
    recentlyAdded: row('recent').map((r) => presentCard(r)),
    recommended: recommended.map((r) => presentCard(r)),
  };
}

/**
 * Up to SIDE_ROW_SIZE published courses the learner is not enrolled in for each of: the newest
 * ('recent'), the most popular in the categories of their published courses ('same'), and the
 * most popular ('popular': eight are always enough to top 'same' up to eight, whatever overlaps).
 * Each is cut on `courses` alone; only the picks are joined to their category and instructor.
 */
function sideRowCandidates(db: DbOrTx) {
  const userId = sql.placeholder('userId');
  const notMine = notInArray(courses.id, db.select({ id: enrollments.courseId }).from(enrollments).where(eq(enrollments.userId, userId)));
  const myCategories = db
    .select({ id: sql`${courses.categoryId}`.as('category_id') })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(and(eq(enrollments.userId, userId), isPublished));
  const popular = [desc(courses.enrollmentCount), desc(courses.createdAt), asc(courses.id)];
  const newest = [desc(courses.createdAt), asc(courses.id)];
  const pick = (list: string, order: SQL[], where?: SQL) =>
    db
      .select({
        list: sql<string>`${list}::text`.as('list'),
        id: courses.id,
        rank: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('rank'),
      })
      .from(courses)
      .where(and(isPublished, notMine, where))
      .orderBy(...order)
      .limit(fixedLimit(SIDE_ROW_SIZE));
  const picks = pick('recent', newest)
    .unionAll(pick('same', popular, inArray(courses.categoryId, myCategories)))
    .unionAll(pick('popular', popular))
    .as('picks');
  return db
    .select({ ...cardColumns, list: picks.list })
    .from(picks)
    .innerJoin(courses, eq(courses.id, picks.id))
    .leftJoin(categories, eq(categories.id, courses.categoryId))
    .leftJoin(instructors, eq(instructors.id, courses.instructorId))
    .orderBy(asc(picks.list), asc(picks.rank));
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
export async function enrollmentHistory(deps: Pick<Deps, 'db'>, userId: string, f: { q?: string; page: number }) {
  const { db } = deps;
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
      courseStatus: courses.status,
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
    course: { id: r.enrollment.courseId, title: r.courseTitle, categoryName: r.categoryName, status: r.courseStatus },
    enrolledAt: r.enrollment.enrolledAt.toISOString(),
    progressPercentage: r.enrollment.progressPercentage,
    status: r.enrollment.status,
    completedAt: r.enrollment.completedAt?.toISOString() ?? null,
    quizzesTaken: r.taken,
    submitted: r.submitted > 0,
  }));
  return { stats, items, total: matching.length, page: f.page, pageSize: HISTORY_PAGE_SIZE };
}
