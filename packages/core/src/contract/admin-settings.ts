// System Settings (/admin/settings) beyond the spec's static badges: the featured course of the
// student home (site setting featured_course_id) and category management (PRODUCT-DECISIONS, "What
// the spec leaves unshown"). Subadmins read both; only admins change them.
//
//   GET    /api/admin/settings                       adminSettingsResponse (admins, subadmins)
//   PUT    /api/admin/settings/featured-course       featuredCourseInput -> featuredCourseResponse (admins; 400 not published, 409 stale)
//   GET    /api/admin/categories?q&page              adminCategoriesQuery -> adminCategoriesResponse (admins, subadmins)
//   POST   /api/admin/categories                     createCategoryInput -> 201 categorySaveResponse (admins; 409 name taken)
//   PATCH  /api/admin/categories/{id}                renameCategoryInput -> categorySaveResponse (admins; 409 name taken or stale)
//   DELETE /api/admin/categories/{id}                messageResponse (admins; 409 while a course uses it)
import { z } from 'zod';
import { COURSE_STATUSES } from '../enums.js';
import { adminPage, adminSearch } from './admin-courses.js';
import { requiredText, textInput } from './fields.js';

export const FEATURED_COURSE_SETTING = 'featured_course_id';

const courseRef = z.object({ id: z.uuid(), title: z.string(), status: z.enum(COURSE_STATUSES) });

export const adminSettingsResponse = z.object({
  featured: z.object({
    /** The course the setting names; null when none is set (the home then shows the newest published course). */
    courseId: z.uuid().nullable(),
    /** That course as it is now; null when it no longer exists. Featured but not published: the home falls back. */
    course: courseRef.nullable(),
    updatedAt: z.string().nullable(),
    updatedByName: z.string().nullable(),
  }),
  /** What the student home's hero shows at this moment: the featured course when published, else the newest published one. */
  hero: courseRef.nullable(),
});
export type AdminSettingsResponse = z.infer<typeof adminSettingsResponse>;

export const featuredCourseInput = z.strictObject({
  /** A published course, or null to fall back to the newest published course. */
  courseId: z.uuid('Not a valid course id').nullable(),
  /**
   * The featured course the page showed (adminSettingsResponse.featured.courseId): if another admin
   * changed it since, the change is refused (409) rather than silently replacing theirs.
   */
  previousCourseId: z.uuid('Not a valid course id').nullable(),
});
export type FeaturedCourseInput = z.input<typeof featuredCourseInput>;

export const featuredCourseResponse = adminSettingsResponse.extend({ message: z.string() });
export type FeaturedCourseResponse = z.infer<typeof featuredCourseResponse>;

export const CATEGORY_NAME_MAX = 80;
export const ADMIN_CATEGORIES_PAGE_SIZE = 50;

export const categoryName = requiredText('Category name', CATEGORY_NAME_MAX);

export const adminCategoriesQuery = z.strictObject({ q: adminSearch(), page: adminPage });
export type AdminCategoriesQueryInput = z.input<typeof adminCategoriesQuery>;

export const adminCategoryRow = z.object({
  id: z.uuid(),
  name: z.string(),
  /** Courses in the category, whatever their status: a category with any cannot be deleted. */
  courseCount: z.number().int(),
  publishedCount: z.number().int(),
  createdAt: z.string(),
});
export type AdminCategoryRow = z.infer<typeof adminCategoryRow>;

export const adminCategoriesResponse = z.object({
  categories: z.array(adminCategoryRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminCategoriesResponse = z.infer<typeof adminCategoriesResponse>;

export const createCategoryInput = z.strictObject({ name: categoryName });
export type CreateCategoryInput = z.input<typeof createCategoryInput>;

export const renameCategoryInput = z.strictObject({
  name: categoryName,
  /** The name the form showed: a category renamed since is refused (409) instead of overwritten. */
  currentName: textInput('currentName', 'currentName is required').max(CATEGORY_NAME_MAX * 2),
});
export type RenameCategoryInput = z.input<typeof renameCategoryInput>;

/** A category name is unique whatever its letter case. */
export const categoryNameTakenMessage = (name: string) => `A category named "${name}" already exists. Choose another name.`;

/** A category still used by courses stays: deleting it would leave them without a category. */
export const categoryInUseMessage = (courses: number) =>
  `This category has ${courses === 1 ? '1 course' : `${courses} courses`}, so it cannot be deleted. Move ${courses === 1 ? 'it' : 'them'} to another category first.`;

export const categorySaveResponse = z.object({ category: adminCategoryRow, message: z.string() });
export type CategorySaveResponse = z.infer<typeof categorySaveResponse>;
