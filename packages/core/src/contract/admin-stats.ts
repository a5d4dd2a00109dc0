// The admin figures (spec: RPC get_admin_stats): one object, for the Super Admin dashboard and
// the Subadmin Panel. Archived courses and subadmins are counted too, so that the figures add up.
import { z } from 'zod';

export const adminStatsResponse = z.object({
  totalStudents: z.number().int(),
  totalInstructors: z.number().int(),
  totalAdmins: z.number().int(),
  totalSubadmins: z.number().int(),
  publishedCourses: z.number().int(),
  draftCourses: z.number().int(),
  archivedCourses: z.number().int(),
  totalEnrollments: z.number().int(),
  totalReviews: z.number().int(),
  /** Mean of every review's rating, one decimal (rules/rating.ts); null when there is none. */
  averageRating: z.number().nullable(),
  totalCategories: z.number().int(),
});
export type AdminStatsResponse = z.infer<typeof adminStatsResponse>;
