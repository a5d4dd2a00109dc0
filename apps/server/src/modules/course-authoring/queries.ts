// SQL of the instructor area's course lists: the Course Management table, the dashboard's cards and
// a course's Reviews tab. Each is one statement whatever the number of courses; who sees which
// courses is the policy's SQL scope (authorization/course.ts: manageableCourses).
import { and, desc, eq, ilike, sql, type Column, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { likePattern } from '../../db/like.js';
import { categories, courseReviews, courses, users } from '../../db/schema.js';
import { storedWidths } from '../../storage/picture.js';

/**
 * Whether anyone has learned in the course: an enrollment in any status, or a certificate that
 * outlived its learner's account. What core's courseDeleteRefusal reads, for the deletion itself
 * and for every row of the course lists (two index probes per row, in the list's own statement).
 */
export const hasLearners = (courseId: Column | string) =>
  sql<boolean>`(exists (select 1 from enrollments e where e.course_id = ${courseId})
    or exists (select 1 from certificates c where c.course_id = ${courseId}))`;

/** students x price, per course (PRODUCT-DECISIONS: revenue everywhere). */
const revenue = sql<number>`(${courses.enrollmentCount} * ${courses.price})::float8`;

export const rowColumns = {
  id: courses.id,
  title: courses.title,
  status: courses.status,
  thumbnailFileId: courses.thumbnailFileId,
  thumbnailUrl: courses.thumbnailUrl,
  thumbnailWidths: storedWidths(courses.thumbnailFileId),
  categoryName: categories.name,
  instructorId: courses.instructorId,
  price: courses.price,
  students: courses.enrollmentCount,
  hasLearners: hasLearners(courses.id),
  revenue,
  lessonCount: courses.lessonCount,
  createdAt: courses.createdAt,
  updatedAt: courses.updatedAt,
};

/** Newest first; the id breaks ties so that pages never overlap (courses_instructor_idx, courses_created_idx). */
const newestFirst = [desc(courses.createdAt), desc(courses.id)];

const listWhere = (scope: SQL | undefined, q: string | undefined) => and(scope, q ? ilike(courses.title, likePattern(q)) : undefined);

/** One page of the table's rows. */
export function courseRows(db: DbOrTx, scope: SQL | undefined, o: { q?: string; limit: number; offset: number }) {
  return db
    .select(rowColumns)
    .from(courses)
    .leftJoin(categories, eq(categories.id, courses.categoryId))
    .where(listWhere(scope, o.q))
    .orderBy(...newestFirst)
    .limit(o.limit)
    .offset(o.offset);
}
export type CourseRow = Awaited<ReturnType<typeof courseRows>>[number];

export async function countCourses(db: DbOrTx, scope: SQL | undefined, q: string | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(courses)
    .where(listWhere(scope, q));
  return row?.n ?? 0;
}

/** The dashboard's four cards over the courses of `scope`. */
export async function dashboardStats(db: DbOrTx, scope: SQL | undefined) {
  const [row] = await db
    .select({
      totalCourses: sql<number>`count(*)::int`,
      published: sql<number>`(count(*) filter (where ${courses.status} = 'published'))::int`,
      revenue: sql<number>`coalesce(sum(${courses.enrollmentCount} * ${courses.price}), 0)::float8`,
      // A learner in two of these courses is one student (enrollments_course_idx per course).
      totalStudents: sql<number>`(select count(distinct e.user_id)::int from enrollments e
        where e.course_id in (select ${courses.id} from ${courses} where ${scope ?? sql`true`}))`,
    })
    .from(courses)
    .where(scope);
  return row ?? { totalCourses: 0, published: 0, revenue: 0, totalStudents: 0 };
}

/** The Overview tab: the course and its figures, in one statement (each count by an index on course_id). */
export async function overviewRow(db: DbOrTx, courseId: string) {
  const [row] = await db
    .select({
      course: courses,
      thumbnailWidths: storedWidths(courses.thumbnailFileId),
      categoryName: categories.name,
      instructorName: users.fullName,
      hasLearners: hasLearners(courses.id),
      revenue,
      activeStudents: sql<number>`(select count(*)::int from enrollments e where e.course_id = ${courses.id} and e.status = 'active')`,
      completedStudents: sql<number>`(select count(*)::int from enrollments e where e.course_id = ${courses.id} and e.status = 'completed')`,
      averageProgress: sql<number>`(select coalesce(round(avg(e.progress_percentage), 1), 0)::float8 from enrollments e where e.course_id = ${courses.id})`,
      sectionCount: sql<number>`(select count(*)::int from sections s where s.course_id = ${courses.id})`,
      allLessons: sql<number>`(select count(*)::int from lessons l where l.course_id = ${courses.id})`,
      quizCount: sql<number>`(select count(*)::int from quizzes q where q.course_id = ${courses.id})`,
    })
    .from(courses)
    .leftJoin(categories, eq(categories.id, courses.categoryId))
    .leftJoin(users, eq(users.id, courses.instructorId))
    .where(eq(courses.id, courseId));
  return row ?? null;
}

/** One page of a course's reviews, newest first (course_reviews_course_created_idx). */
export function reviewRows(db: DbOrTx, courseId: string, o: { limit: number; offset: number }) {
  return db
    .select({
      id: courseReviews.id,
      rating: courseReviews.rating,
      comment: courseReviews.comment,
      learnerName: users.fullName,
      createdAt: courseReviews.createdAt,
    })
    .from(courseReviews)
    .innerJoin(users, eq(users.id, courseReviews.userId))
    .where(eq(courseReviews.courseId, courseId))
    .orderBy(desc(courseReviews.createdAt), desc(courseReviews.id))
    .limit(o.limit)
    .offset(o.offset);
}
