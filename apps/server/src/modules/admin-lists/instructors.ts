// The Subadmin Panel's instructors: everyone whose role is instructor, by name, searched by name,
// e-mail or staff ID (a trigram index per column), with their course and student counts. A page is
// one statement (users_role_name_id_idx gives the order; each count reads courses_instructor_idx,
// and the students enrollments_course_idx per course) and the count another.
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import { ADMIN_INSTRUCTORS_PAGE_SIZE, type Actor, type AdminInstructorsResponse } from '@app/core';
import { likePattern } from '../../db/like.js';
import { readTogether } from '../../db/read-together.js';
import { courses, enrollments, users } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { pictureUrl } from '../../storage/file-url.js';

const where = (q: string | undefined) => {
  const pattern = q ? likePattern(q) : null;
  return and(
    eq(users.role, 'instructor'),
    pattern ? or(ilike(users.fullName, pattern), ilike(users.email, pattern), ilike(users.staffId, pattern)) : undefined,
  );
};

export async function listInstructors(
  deps: Pick<Deps, 'db'>,
  actor: Actor,
  query: { q?: string; page: number },
): Promise<AdminInstructorsResponse> {
  const { db } = deps;
  const pageSize = ADMIN_INSTRUCTORS_PAGE_SIZE;
  const [rows, [counted]] = await readTogether(
    db,
    () =>
      db
        .select({
          id: users.id,
          fullName: users.fullName,
          staffId: users.staffId,
          email: users.email,
          specialization: users.specialization,
          avatarUrl: pictureUrl(users.avatarFileId, users.avatarUrl),
          createdAt: users.createdAt,
          // eq() and and() qualify their columns with the table; a bare column in sql`` would not.
          courseCount: sql<number>`(select count(*)::int from ${courses} where ${eq(courses.instructorId, users.id)})`,
          publishedCount: sql<number>`(select count(*)::int from ${courses}
            where ${and(eq(courses.instructorId, users.id), eq(courses.status, 'published'))})`,
          studentCount: sql<number>`(select count(distinct ${enrollments.userId})::int
            from ${courses} join ${enrollments} on ${eq(enrollments.courseId, courses.id)}
            where ${eq(courses.instructorId, users.id)})`,
        })
        .from(users)
        .where(where(query.q))
        .orderBy(asc(users.fullName), asc(users.id))
        .limit(pageSize)
        .offset((query.page - 1) * pageSize),
    () =>
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(where(query.q)),
  );
  return {
    instructors: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    total: counted?.n ?? 0,
    page: query.page,
    pageSize,
  };
}
