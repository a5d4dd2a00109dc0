// Course authoring requests (instructor area: Create/Edit Course, Curriculum Builder, Add/Edit
// Lesson; spec instructor-and-admin.md sections 3, 5 and 7). The API takes numbers as numbers and
// refuses anything else; the forms turn what a person typed into these shapes first (the spec's
// "non-numeric becomes 0" and "split by line" are form behaviour: see `formNumber` and `lines`).
import { z } from 'zod';
import { SEARCH_MAX } from '../catalogue-constants.js';
import { COURSE_LEVELS, COURSE_STATUSES, CONTENT_TYPES, type CourseStatus } from '../enums.js';
import { videoKind } from '../rules/video.js';
import { optionalText, requiredText, textInput, uuid } from './fields.js';

export const COURSE_TITLE_MAX = 200;
export const COURSE_SHORT_DESCRIPTION_MAX = 500;
export const COURSE_DESCRIPTION_MAX = 20_000;
export const COURSE_LIST_ITEM_MAX = 500;
export const COURSE_LIST_MAX = 50;
export const COURSE_PRICE_MAX = 100_000;
export const COURSE_DURATION_HOURS_MAX = 10_000;
export const SECTION_TITLE_MAX = 200;
export const SECTION_DESCRIPTION_MAX = 2000;
export const LESSON_TITLE_MAX = 200;
export const LESSON_DESCRIPTION_MAX = 5000;
export const LESSON_CONTENT_MAX = 200_000;
export const LESSON_DURATION_MINUTES_MAX = 10_000;
export const URL_MAX = 2000;
/** A reorder names every section and lesson of the course: bounded so that one request stays small. */
export const CURRICULUM_SECTIONS_MAX = 200;
export const CURRICULUM_LESSONS_MAX = 10_000;

/** What a person typed into a number box: the spec turns anything non-numeric into 0. */
export function formNumber(typed: string): number {
  const n = Number(typed.trim());
  return typed.trim() === '' || !Number.isFinite(n) ? 0 : n;
}

/** A text area of one item per line: lines trimmed, blank lines dropped; empty gives []. */
export function lines(typed: string): string[] {
  return typed
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
}

const money = z
  .number({ error: 'Price must be a number' })
  .min(0, 'Price cannot be negative')
  .max(COURSE_PRICE_MAX, `Price must be at most ${COURSE_PRICE_MAX}`)
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'Price has at most two decimals');

const wholeNumber = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} must be at most ${max}`);

const listOfLines = (label: string) =>
  z
    .array(textInput(label).trim().max(COURSE_LIST_ITEM_MAX, `Each line must be at most ${COURSE_LIST_ITEM_MAX} characters`), {
      error: `${label} must be a list of lines`,
    })
    .max(COURSE_LIST_MAX, `${label}: at most ${COURSE_LIST_MAX} lines`)
    .transform((items) => items.filter((l) => l !== ''));

/** An http(s) address; blank becomes null. */
const webAddress = (label: string) =>
  textInput(label)
    .trim()
    .max(URL_MAX, `${label} must be at most ${URL_MAX} characters`)
    .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), `${label} must be a web address (http or https)`)
    .transform((v) => (v === '' ? null : v))
    .nullable();

/**
 * The fields of the Create/Edit Course form. A thumbnail is either a web address or an uploaded
 * image (by file id), never both; none of either means no thumbnail.
 */
const courseFields = {
  title: requiredText('Title', COURSE_TITLE_MAX),
  shortDescription: requiredText('Short description', COURSE_SHORT_DESCRIPTION_MAX),
  description: requiredText('Description', COURSE_DESCRIPTION_MAX),
  categoryId: z.uuid({ error: (issue) => (issue.input == null || issue.input === '' ? 'Category is required' : 'Not a valid id') }),
  price: money.default(0),
  level: z.enum(COURSE_LEVELS, { error: 'Level must be beginner, intermediate or advanced' }).default('beginner'),
  durationHours: wholeNumber('Duration (hours)', COURSE_DURATION_HOURS_MAX).default(0),
  thumbnailUrl: webAddress('Thumbnail URL').default(null),
  thumbnailFileId: uuid.nullable().default(null),
  whatYouWillLearn: listOfLines('What you will learn').default([]),
  requirements: listOfLines('Requirements').default([]),
};
const oneThumbnail = (v: { thumbnailUrl: string | null; thumbnailFileId: string | null }) =>
  v.thumbnailUrl === null || v.thumbnailFileId === null;
const oneThumbnailMessage = { message: 'Give a thumbnail address or upload an image, not both', path: ['thumbnailUrl'] };

/** Create Course: a new course is always a draft (no status here). */
export const createCourseInput = z.strictObject(courseFields).refine(oneThumbnail, oneThumbnailMessage);
export type CreateCourseInput = z.input<typeof createCourseInput>;

/**
 * Edit Course: every field, the status (required on edit), and the version the form was loaded
 * with (the course's `version` as last read): a stale version is refused with 409, so that a
 * second tab never overwrites the first silently.
 */
export const updateCourseInput = z
  .strictObject({
    ...courseFields,
    status: z.enum(COURSE_STATUSES, { error: 'Status must be draft, published or archived' }),
    version: z.string({ error: 'version is required' }).min(1, 'version is required').max(100),
  })
  .refine(oneThumbnail, oneThumbnailMessage);
export type UpdateCourseInput = z.input<typeof updateCourseInput>;

/** The dashboard badge and the admin select set only the status. */
export const courseStatusInput = z.strictObject({
  status: z.enum(COURSE_STATUSES, { error: 'Status must be draft, published or archived' }),
});
export type CourseStatusInput = z.input<typeof courseStatusInput>;

/** The status the dashboard's badge sets when clicked: published goes to draft, anything else to published. */
export const toggledCourseStatus = (status: CourseStatus): CourseStatus => (status === 'published' ? 'draft' : 'published');

export const INSTRUCTOR_COURSES_PAGE_SIZE = 20;
export const INSTRUCTOR_PAGE_SIZE_MAX = 100;
/** The dashboard's 'recent courses'. */
export const RECENT_COURSES = 5;
export const COURSE_REVIEWS_PAGE_SIZE = 20;

const pageNumber = z.coerce
  .number({ error: 'Page must be a number' })
  .int('Page must be a whole number')
  .min(1, 'Page must be at least 1')
  .max(10_000, 'Page is too large')
  .default(1);
const pageSize = (fallback: number) =>
  z.coerce
    .number({ error: 'Page size must be a number' })
    .int('Page size must be a whole number')
    .min(1, 'Page size must be at least 1')
    .max(INSTRUCTOR_PAGE_SIZE_MAX, `Page size must be at most ${INSTRUCTOR_PAGE_SIZE_MAX}`)
    .default(fallback);

/** Query of the instructor's course list: search by title, newest first, one page. */
export const instructorCourseListQuery = z.strictObject({
  q: textInput('Search')
    .trim()
    .max(SEARCH_MAX, `Search must be at most ${SEARCH_MAX} characters`)
    .optional()
    .transform((v) => v || undefined),
  page: pageNumber,
  pageSize: pageSize(INSTRUCTOR_COURSES_PAGE_SIZE),
});
export type InstructorCourseListQuery = z.input<typeof instructorCourseListQuery>;

/** Query of a course's Reviews tab. */
export const courseReviewsQuery = z.strictObject({ page: pageNumber, pageSize: pageSize(COURSE_REVIEWS_PAGE_SIZE) });
export type CourseReviewsQuery = z.input<typeof courseReviewsQuery>;

export const sectionInput = z.strictObject({
  title: requiredText('Section title', SECTION_TITLE_MAX),
  description: optionalText('Section description', SECTION_DESCRIPTION_MAX).default(null),
});
export type SectionInput = z.input<typeof sectionInput>;

export const updateSectionInput = z.strictObject({
  title: requiredText('Section title', SECTION_TITLE_MAX).optional(),
  description: optionalText('Section description', SECTION_DESCRIPTION_MAX).optional(),
  isPublished: z.boolean({ error: 'isPublished must be true or false' }).optional(),
});

/** A video address one of the player's players can show: YouTube, Vimeo or a direct mp4/webm/ogg file. */
export const videoUrl = textInput('Video URL')
  .trim()
  .max(URL_MAX, `Video URL must be at most ${URL_MAX} characters`)
  .refine(
    (v) => /^https?:\/\//i.test(v) && videoKind(v) !== null,
    'Video URL must be a YouTube, Vimeo or direct .mp4, .webm or .ogg address',
  );

/**
 * Add/Edit Lesson. One flat shape for the five types; only the content matching the type is
 * kept (`normalizeLesson`): a video URL only for video, text only for text, a file for video,
 * audio or pdf. A quiz lesson's questions are saved by the quiz editor (quiz-authoring contract).
 */
export const lessonInput = z.strictObject({
  sectionId: uuid,
  title: requiredText('Lesson title', LESSON_TITLE_MAX),
  description: optionalText('Lesson description', LESSON_DESCRIPTION_MAX).default(null),
  contentType: z.enum(CONTENT_TYPES, { error: 'Content type must be video, audio, pdf, text or quiz' }),
  videoUrl: videoUrl.nullable().default(null),
  fileId: uuid.nullable().default(null),
  content: textInput('Lesson text')
    .max(LESSON_CONTENT_MAX, `Lesson text must be at most ${LESSON_CONTENT_MAX} characters`)
    .nullable()
    .default(null),
  durationMinutes: wholeNumber('Duration (minutes)', LESSON_DURATION_MINUTES_MAX).default(0),
  isFree: z.boolean({ error: 'isFree must be true or false' }).default(false),
});
export type LessonInput = z.input<typeof lessonInput>;

/** The lesson as stored: what does not belong to its type is dropped. */
export function normalizeLesson(l: z.output<typeof lessonInput>) {
  const t = l.contentType;
  return {
    ...l,
    videoUrl: t === 'video' ? l.videoUrl : null,
    fileId: t === 'video' || t === 'audio' || t === 'pdf' ? l.fileId : null,
    content: t === 'text' ? l.content : null,
  };
}

/**
 * One save of the whole order: every section of the course in its new order, each with every
 * lesson it now holds, in order (a lesson listed under another section moves there). The server
 * checks that the ids are exactly the course's and that `version` is the curriculum's current one.
 */
export const reorderCurriculumInput = z
  .strictObject({
    version: z.string({ error: 'version is required' }).min(1, 'version is required').max(100),
    sections: z
      .array(z.strictObject({ id: uuid, lessonIds: z.array(uuid).max(CURRICULUM_LESSONS_MAX) }))
      .max(CURRICULUM_SECTIONS_MAX, `A course has at most ${CURRICULUM_SECTIONS_MAX} sections`),
  })
  .refine((v) => new Set(v.sections.map((s) => s.id)).size === v.sections.length, {
    message: 'A section is listed twice',
    path: ['sections'],
  })
  .refine(
    (v) => {
      const all = v.sections.flatMap((s) => s.lessonIds);
      return all.length <= CURRICULUM_LESSONS_MAX && new Set(all).size === all.length;
    },
    { message: 'A lesson is listed twice', path: ['sections'] },
  );
export type ReorderCurriculumInput = z.input<typeof reorderCurriculumInput>;

export * from './course-authoring-responses.js';
