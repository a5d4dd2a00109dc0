// The admin figures in one statement: role counts from the users' role index, course counts by
// status, and the enrollment and review totals from the per-course counters the triggers keep
// (migration 0001), so no figure scans the enrollments or reviews tables.
import { sql } from 'drizzle-orm';
import { roundRating, type AdminStatsResponse } from '@app/core';
import type { Deps } from '../../deps.js';

export async function adminStats(deps: Pick<Deps, 'db'>): Promise<AdminStatsResponse> {
  const { rows } = await deps.db.execute<Record<string, string | null>>(sql`
    select
      (select count(*) from users where role = 'student') as students,
      (select count(*) from users where role = 'instructor') as instructors,
      (select count(*) from users where role = 'admin') as admins,
      (select count(*) from users where role = 'subadmin') as subadmins,
      c.published, c.drafts, c.archived, c.enrollments, c.reviews, c.rating_sum,
      (select count(*) from categories) as categories
    from (
      select count(*) filter (where status = 'published') as published,
             count(*) filter (where status = 'draft') as drafts,
             count(*) filter (where status = 'archived') as archived,
             coalesce(sum(enrollment_count), 0) as enrollments,
             coalesce(sum(review_count), 0) as reviews,
             coalesce(sum(rating_sum), 0) as rating_sum
      from courses
    ) c`);
  const r = rows[0]!;
  const n = (v: string | null | undefined) => Number(v ?? 0);
  const reviews = n(r.reviews);
  return {
    totalStudents: n(r.students),
    totalInstructors: n(r.instructors),
    totalAdmins: n(r.admins),
    totalSubadmins: n(r.subadmins),
    publishedCourses: n(r.published),
    draftCourses: n(r.drafts),
    archivedCourses: n(r.archived),
    totalEnrollments: n(r.enrollments),
    totalReviews: reviews,
    averageRating: reviews > 0 ? roundRating(n(r.rating_sum) / reviews) : null,
    totalCategories: n(r.categories),
  };
}
