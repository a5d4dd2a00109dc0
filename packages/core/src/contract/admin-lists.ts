// The read-only lists of the Subadmin Panel (PRODUCT-DECISIONS: "Content of the subadmin's
// instructors, categories and reviews screens: read-only lists"); admins read them too. Categories
// are in admin-settings.ts, with their management.
//
//   GET /api/admin/instructors?q&page     adminInstructorsQuery -> adminInstructorsResponse
//   GET /api/admin/reviews?page           adminReviewsQuery -> adminReviewsResponse
import { z } from 'zod';
import { adminPage, adminSearch } from './admin-courses.js';

export const ADMIN_INSTRUCTORS_PAGE_SIZE = 20;
export const ADMIN_REVIEWS_PAGE_SIZE = 20;

export const adminInstructorsQuery = z.strictObject({
  /** Name, e-mail or staff ID contains (case-insensitive). */
  q: adminSearch(),
  page: adminPage,
});
export type AdminInstructorsQueryInput = z.input<typeof adminInstructorsQuery>;

export const adminInstructorRow = z.object({
  id: z.uuid(),
  fullName: z.string(),
  staffId: z.string(),
  email: z.string().nullable(),
  specialization: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  courseCount: z.number().int(),
  publishedCount: z.number().int(),
  /** Distinct learners enrolled in any of their courses: someone in two of them is one student. */
  studentCount: z.number().int(),
  createdAt: z.string(),
});
export type AdminInstructorRow = z.infer<typeof adminInstructorRow>;

export const adminInstructorsResponse = z.object({
  instructors: z.array(adminInstructorRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminInstructorsResponse = z.infer<typeof adminInstructorsResponse>;

export const adminReviewsQuery = z.strictObject({ page: adminPage });
export type AdminReviewsQueryInput = z.input<typeof adminReviewsQuery>;

export const adminReviewRow = z.object({
  id: z.uuid(),
  course: z.object({ id: z.uuid(), title: z.string() }),
  learnerName: z.string(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminReviewRow = z.infer<typeof adminReviewRow>;

export const adminReviewsResponse = z.object({
  reviews: z.array(adminReviewRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminReviewsResponse = z.infer<typeof adminReviewsResponse>;
