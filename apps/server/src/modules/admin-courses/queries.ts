// SQL of the admin's course list: every course, newest first, searched by title and filtered by
// status; one statement for the page and one for the count. Newest first reads courses_created_idx
// (or courses_status_created_idx under a status filter); the title search the catalogue's trigram
// index on the title.
import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import type { AdminCoursesQuery } from '@app/core';
import type { DbOrTx } from '../../db/client.js';
import { likePattern } from '../../db/like.js';
import { categories, courses, users } from '../../db/schema.js';
import { storedWidths } from '../../storage/picture.js';
import { hasLearners } from '../course-authoring/queries.js';

const where = (f: Pick<AdminCoursesQuery, 'q' | 'status'>) =>
  and(f.status === 'all' ? undefined : eq(courses.status, f.status), f.q ? ilike(courses.title, likePattern(f.q)) : undefined);

export function adminCourseRows(db: DbOrTx, f: Pick<AdminCoursesQuery, 'q' | 'status'>, page: { limit: number; offset: number }) {
  return db
    .select({
      id: courses.id,
      title: courses.title,
      status: courses.status,
      version: courses.version,
      thumbnailFileId: courses.thumbnailFileId,
      thumbnailUrl: courses.thumbnailUrl,
      thumbnailWidths: storedWidths(courses.thumbnailFileId),
      instructorId: courses.instructorId,
      instructorName: users.fullName,
      categoryName: categories.name,
      enrollments: courses.enrollmentCount,
      hasLearners: hasLearners(courses.id),
      ratingSum: courses.ratingSum,
      reviewCount: courses.reviewCount,
      createdAt: courses.createdAt,
      updatedAt: courses.updatedAt,
    })
    .from(courses)
    .leftJoin(categories, eq(categories.id, courses.categoryId))
    .leftJoin(users, eq(users.id, courses.instructorId))
    .where(where(f))
    .orderBy(desc(courses.createdAt), desc(courses.id))
    .limit(page.limit)
    .offset(page.offset);
}
export type AdminCourseRecord = Awaited<ReturnType<typeof adminCourseRows>>[number];

export async function countAdminCourses(db: DbOrTx, f: Pick<AdminCoursesQuery, 'q' | 'status'>): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(courses)
    .where(where(f));
  return row?.n ?? 0;
}
