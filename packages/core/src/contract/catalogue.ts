// The public catalogue: course cards, the home rows, course detail with its curriculum.
import { z } from 'zod';
import { COURSE_SORTS, SEARCH_MAX } from '../catalogue-constants.js';
import { CONTENT_TYPES, COURSE_LEVELS, ENROLLMENT_STATUSES } from '../enums.js';
import { textInput, uuid } from './fields.js';

// The sizes and sorts live in a module of their own, without zod: pages that only need a number load no schema.
export * from '../catalogue-constants.js';

/** Query of /api/courses. Unknown values are errors, not silently ignored. */
export const catalogueQuery = z.strictObject({
  q: textInput('Search')
    .trim()
    .max(SEARCH_MAX, `Search must be at most ${SEARCH_MAX} characters`)
    .optional()
    .transform((v) => v || undefined),
  category: uuid.optional(),
  level: z.enum(COURSE_LEVELS, { error: 'Level must be beginner, intermediate or advanced' }).optional(),
  sort: z.enum(COURSE_SORTS, { error: 'Sort must be newest, popular, price_low or price_high' }).default('newest'),
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be at least 1')
    .max(10_000, 'Page is too large')
    .default(1),
});
export type CatalogueQuery = z.input<typeof catalogueQuery>;

export const personRef = z.object({ id: z.uuid(), fullName: z.string() });
export const categoryRef = z.object({ id: z.uuid(), name: z.string() });

/**
 * A picture as an <img> takes it: `src`, and `srcSet` listing its responsive copies ("<url> <width>w,
 * ...") when we keep some; the page adds the `sizes` of its slot.
 */
export const picture = z.object({ src: z.string(), srcSet: z.string().nullable() });
export type Picture = z.infer<typeof picture>;

/** What every course card shows. */
export const courseCard = z.object({
  id: z.uuid(),
  title: z.string(),
  shortDescription: z.string(),
  /** The thumbnail as stored (our `/api/files/{id}`) or its external address; null without one. */
  thumbnailUrl: z.string().nullable(),
  /** The thumbnail's responsive copies for `<img srcset>`; null for an external or unresized picture. */
  thumbnailSrcSet: z.string().nullable(),
  previewVideoUrl: z.string().nullable(),
  price: z.number(),
  level: z.enum(COURSE_LEVELS),
  durationHours: z.number(),
  category: categoryRef.nullable(),
  instructor: personRef.nullable(),
  studentsCount: z.number().int(),
  lessonsCount: z.number().int(),
  totalMinutes: z.number().int(),
  averageRating: z.number(),
  reviewCount: z.number().int(),
  createdAt: z.string(),
});
export type CourseCard = z.infer<typeof courseCard>;

/** A card a hero shows full width (the carousel, the dashboard's featured course, a course page). */
export const heroCard = courseCard.extend({
  /**
   * What the hero shows behind its title: the thumbnail's art without its lettering when stored
   * (the demo's posters print their title), else the thumbnail itself; null without a thumbnail.
   * Only heroes carry it: a list of cards would send every course's copies for nothing.
   */
  backdrop: picture.nullable(),
});
export type HeroCard = z.infer<typeof heroCard>;

export const cataloguePage = z.object({
  courses: z.array(courseCard),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CataloguePage = z.infer<typeof cataloguePage>;

export const categoriesResponse = z.object({ categories: z.array(categoryRef) });
export type CategoriesResponse = z.infer<typeof categoriesResponse>;

export const homeResponse = z.object({
  /** The hero carousel: the newest published courses. */
  featured: z.array(heroCard),
  /** The site's featured course (setting featured_course_id), else the newest. */
  hero: heroCard.nullable(),
  trending: z.array(courseCard),
  rows: z.array(z.object({ category: categoryRef, courses: z.array(courseCard) })),
});
export type HomeResponse = z.infer<typeof homeResponse>;

/** A lesson as the curriculum lists it: never its content, file or address. */
export const curriculumLesson = z.object({
  id: z.uuid(),
  title: z.string(),
  contentType: z.enum(CONTENT_TYPES),
  durationMinutes: z.number().int(),
  isFree: z.boolean(),
  /** For quiz lessons: how many questions. */
  questionCount: z.number().int().nullable(),
  /** True when the caller may not open it (not free and not enrolled). */
  isLocked: z.boolean(),
});
export type CurriculumLesson = z.infer<typeof curriculumLesson>;

export const curriculumSection = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  lessons: z.array(curriculumLesson),
});
export type CurriculumSection = z.infer<typeof curriculumSection>;

export const myEnrollment = z.object({
  id: z.uuid(),
  status: z.enum(ENROLLMENT_STATUSES),
  progressPercentage: z.number().int(),
  enrolledAt: z.string(),
  completedAt: z.string().nullable(),
});
export type MyEnrollment = z.infer<typeof myEnrollment>;

export const courseDetail = heroCard.extend({
  description: z.string(),
  whatYouWillLearn: z.array(z.string()),
  requirements: z.array(z.string()),
  instructor: personRef
    .extend({ specialization: z.string().nullable(), bio: z.string().nullable(), avatarUrl: z.string().nullable() })
    .nullable(),
  sections: z.array(curriculumSection),
  /** The caller's enrollment, null for visitors and the not enrolled. */
  enrollment: myEnrollment.nullable(),
  /** The caller's own rating, if they gave one. */
  myRating: z.number().int().nullable(),
  /** The caller is this course's instructor: they preview it, and may neither enroll nor rate. */
  teachesCourse: z.boolean(),
});
export type CourseDetail = z.infer<typeof courseDetail>;

/**
 * A video the preview dialog may play for 30 seconds. `streamUrl`: for a lesson's uploaded file
 * whose streaming copy is ready, the master of its lowest rendition (docs/video.md), which the clip
 * plays instead of the file; null otherwise.
 */
export const previewVideo = z.object({
  kind: z.enum(['youtube', 'vimeo', 'file']),
  url: z.string(),
  lessonTitle: z.string().nullable(),
  streamUrl: z.string().nullable(),
});
export type PreviewVideo = z.infer<typeof previewVideo>;

/**
 * Every video the preview dialog may play: the course's own preview video, then its free video
 * lessons in curriculum order, each address once. The dialog picks one per opening (pickPreview).
 */
export const coursePreview = z.object({ videos: z.array(previewVideo) });
export type CoursePreview = z.infer<typeof coursePreview>;

export const enrollResponse = z.object({ enrollment: myEnrollment, message: z.string() });
export type EnrollResponse = z.infer<typeof enrollResponse>;

export const reviewInput = z.strictObject({
  rating: z
    .number({ error: 'Rating must be a number from 1 to 5' })
    .int('Rating must be a whole number from 1 to 5')
    .min(1, 'Rating must be a number from 1 to 5')
    .max(5, 'Rating must be a number from 1 to 5'),
});
export const reviewResponse = z.object({
  rating: z.number().int(),
  averageRating: z.number(),
  reviewCount: z.number().int(),
  message: z.string(),
});
export type ReviewResponse = z.infer<typeof reviewResponse>;
