// The admin's Course Management (/admin/courses; instructor-and-admin.md sections 2, 4 and 7):
// every course with its instructor, category, enrollments and rating; a status select that sends
// the version it showed (a stale one is 409, as in the authoring API); delete with the authoring
// rule (a course with learners is archived instead, never deleted). Subadmins read the list only.
//
//   GET    /api/admin/courses?q&status&page        adminCoursesQuery -> adminCoursesResponse (admins, subadmins)
//   PATCH  /api/admin/courses/{id}/status          adminCourseStatusInput -> courseStatusResponse (admins; 409 stale)
//   DELETE /api/admin/courses/{id}                 messageResponse (admins; 409 while it has learners)
import { z } from 'zod';
import { SEARCH_MAX } from '../catalogue-constants.js';
import { COURSE_STATUSES } from '../enums.js';
import { textInput } from './fields.js';

export const ADMIN_COURSES_PAGE_SIZE = 20;
/** Pages past this are refused: nobody pages that far, and a huge offset is a slow query. */
export const ADMIN_PAGE_MAX = 10_000;

/** The page number of every admin list: a whole number from 1 to ADMIN_PAGE_MAX, 1 when absent. */
export const adminPage = z.coerce
  .number({ error: 'Page must be a number' })
  .int('Page must be a whole number')
  .min(1, 'Page must be at least 1')
  .max(ADMIN_PAGE_MAX, 'Page is too large')
  .default(1);

/** A list's search box: trimmed, bounded, absent when blank. */
export const adminSearch = (label = 'Search') =>
  textInput(label)
    .trim()
    .max(SEARCH_MAX, `${label} must be at most ${SEARCH_MAX} characters`)
    .optional()
    .transform((v) => v || undefined);

export const ADMIN_COURSE_STATUS_FILTERS = ['all', ...COURSE_STATUSES] as const;
export type AdminCourseStatusFilter = (typeof ADMIN_COURSE_STATUS_FILTERS)[number];

export const adminCoursesQuery = z.strictObject({
  /** Title contains (case-insensitive). */
  q: adminSearch(),
  status: z.enum(ADMIN_COURSE_STATUS_FILTERS, { error: 'Status must be all, draft, published or archived' }).default('all'),
  page: adminPage,
});
export type AdminCoursesQuery = z.output<typeof adminCoursesQuery>;
export type AdminCoursesQueryInput = z.input<typeof adminCoursesQuery>;

export const adminCourseRow = z.object({
  id: z.uuid(),
  title: z.string(),
  status: z.enum(COURSE_STATUSES),
  /** Send it back with a status change: a change made since is refused (409). */
  version: z.string(),
  thumbnailUrl: z.string().nullable(),
  /** The thumbnail's responsive copies, when it has them. */
  thumbnailSrcSet: z.string().nullable(),
  /** For the policy (canCourse) and the name; null when the instructor's account is gone. */
  instructorId: z.uuid().nullable(),
  instructorName: z.string().nullable(),
  categoryName: z.string().nullable(),
  /** Every enrollment, whatever its status (as the catalogue counts): a course with any is never deleted. */
  enrollments: z.number().int(),
  /** Anyone enrolled, or a certificate outliving its learner's account: core's courseRemoval offers Archive, not Delete. */
  hasLearners: z.boolean(),
  /** The average rating to one decimal, 0 without reviews. */
  rating: z.number(),
  reviewCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminCourseRow = z.infer<typeof adminCourseRow>;

export const adminCoursesResponse = z.object({
  courses: z.array(adminCourseRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminCoursesResponse = z.infer<typeof adminCoursesResponse>;

export const adminCourseStatusInput = z.strictObject({
  status: z.enum(COURSE_STATUSES, { error: 'Status must be draft, published or archived' }),
  /** The version the select was showing (adminCourseRow.version). */
  version: textInput('version', 'version is required').min(1, 'version is required').max(100),
});
export type AdminCourseStatusInput = z.input<typeof adminCourseStatusInput>;
