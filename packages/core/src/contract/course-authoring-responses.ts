// Course authoring answers (instructor area: dashboard, course list and overview, Create/Edit
// Course, Curriculum Builder, Add/Edit Lesson). They go only to the course's instructor and to
// admins. Versions are opaque strings: send back what was read, and a stale one is refused with
// 409 CONFLICT.
//
// The endpoints (every one needs the 'teach' ability; a course that is not the caller's is a 404):
//   GET    /api/instructor/dashboard                               instructorDashboardResponse
//   GET    /api/instructor/courses?q&page&pageSize                 instructorCourseListQuery -> instructorCourseListResponse
//   POST   /api/instructor/courses                                 createCourseInput -> 201 courseSaveResponse
//   GET    /api/instructor/courses/{id}                            editableCourseResponse
//   PUT    /api/instructor/courses/{id}                            updateCourseInput -> courseSaveResponse (409 stale version)
//   PATCH  /api/instructor/courses/{id}/status                     courseStatusInput -> courseStatusResponse
//   DELETE /api/instructor/courses/{id}                            messageResponse (409 while it has learners)
//   GET    /api/instructor/courses/{id}/overview                   courseOverviewResponse
//   GET    /api/instructor/courses/{id}/reviews?page&pageSize      courseReviewsQuery -> courseReviewsResponse
//   GET    /api/instructor/courses/{id}/curriculum                 authoringCurriculum
//   PUT    /api/instructor/courses/{id}/curriculum/order           reorderCurriculumInput -> curriculumChangeResponse (409 stale)
//   POST   /api/instructor/courses/{id}/sections                   sectionInput -> 201 sectionSaveResponse
//   PATCH  /api/instructor/sections/{id}                           updateSectionInput -> sectionSaveResponse
//   DELETE /api/instructor/sections/{id}                           curriculumChangeResponse
//   POST   /api/instructor/lessons                                 lessonInput -> 201 lessonSaveResponse
//   GET    /api/instructor/lessons/{id}                            lessonResponse
//   PUT    /api/instructor/lessons/{id}                            lessonInput -> lessonSaveResponse
//   DELETE /api/instructor/lessons/{id}                            curriculumChangeResponse
//   POST   /api/instructor/thumbnails  (multipart, field 'thumbnail') thumbnailUploadResponse (415 not an image, 413 over 5 MB)
import { z } from 'zod';
import { CONTENT_TYPES, COURSE_LEVELS, COURSE_STATUSES, TRANSCODE_STATES } from '../enums.js';

/** One row of the Course Management table (and of the dashboard's recent courses). */
export const instructorCourseRow = z.object({
  id: z.uuid(),
  title: z.string(),
  status: z.enum(COURSE_STATUSES),
  /** What to show: our uploaded image's address or the external URL; null without a thumbnail. */
  thumbnailUrl: z.string().nullable(),
  /** Its responsive copies for `<img srcset>`, when it has them. */
  thumbnailSrcSet: z.string().nullable(),
  categoryName: z.string().nullable(),
  /** For the policy (core's courseRemoval); null when the instructor's account is gone. */
  instructorId: z.uuid().nullable(),
  price: z.number(),
  /** Every enrollment of the course, whatever its status (as the catalogue counts). */
  students: z.number().int(),
  /** Anyone enrolled, or a certificate outliving its learner's account: core's courseRemoval offers Archive, not Delete. */
  hasLearners: z.boolean(),
  /** students x price (PRODUCT-DECISIONS: everywhere, the dashboard included). */
  revenue: z.number(),
  lessonCount: z.number().int(),
  createdAt: z.string(),
  /** 'Last Updated': details, status or curriculum. */
  updatedAt: z.string(),
});
export type InstructorCourseRow = z.infer<typeof instructorCourseRow>;

/** The dashboard's four cards, over every course the caller manages. */
export const instructorDashboardStats = z.object({
  totalCourses: z.number().int(),
  published: z.number().int(),
  /** Distinct learners enrolled in any of these courses. */
  totalStudents: z.number().int(),
  /** The sum over the courses of students x price. */
  revenue: z.number(),
});
export type InstructorDashboardStats = z.infer<typeof instructorDashboardStats>;

/** /instructor: the cards, the five most recent courses, and the first page of the table. */
export const instructorDashboardResponse = z.object({
  stats: instructorDashboardStats,
  /** Newest first, at most 5. */
  recentCourses: z.array(instructorCourseRow),
  /** The Course Management table's first page, newest first; `total` tells whether more exist. */
  courses: z.array(instructorCourseRow),
  total: z.number().int(),
});
export type InstructorDashboardResponse = z.infer<typeof instructorDashboardResponse>;

/** /instructor/courses: one page of the caller's courses, newest first, filtered by title. */
export const instructorCourseListResponse = z.object({
  courses: z.array(instructorCourseRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type InstructorCourseListResponse = z.infer<typeof instructorCourseListResponse>;

/** The course as the Edit Course form loads it. */
export const editableCourse = z.object({
  id: z.uuid(),
  title: z.string(),
  shortDescription: z.string(),
  description: z.string(),
  /** Null when its category was deleted: the form then asks for one. */
  categoryId: z.uuid().nullable(),
  price: z.number(),
  level: z.enum(COURSE_LEVELS),
  durationHours: z.number().int(),
  status: z.enum(COURSE_STATUSES),
  /** The external thumbnail address, when the course gives one. */
  thumbnailUrl: z.string().nullable(),
  /** The uploaded thumbnail, when the course has one: send it back unchanged to keep it. */
  thumbnailFileId: z.uuid().nullable(),
  /** What to show as the current thumbnail (either of the above), or null. */
  thumbnailSrc: z.string().nullable(),
  whatYouWillLearn: z.array(z.string()),
  requirements: z.array(z.string()),
  instructorId: z.uuid().nullable(),
  /** Send it back with the edit: a course changed since is not overwritten (409). */
  version: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EditableCourse = z.infer<typeof editableCourse>;

export const editableCourseResponse = z.object({ course: editableCourse });
export type EditableCourseResponse = z.infer<typeof editableCourseResponse>;

/** Create and Edit Course: the course as saved, with its new version, and the toast. */
export const courseSaveResponse = z.object({ course: editableCourse, message: z.string() });
export type CourseSaveResponse = z.infer<typeof courseSaveResponse>;

/** The status badge and the admin select. */
export const courseStatusResponse = z.object({
  id: z.uuid(),
  status: z.enum(COURSE_STATUSES),
  version: z.string(),
  updatedAt: z.string(),
  message: z.string(),
});
export type CourseStatusResponse = z.infer<typeof courseStatusResponse>;

/** /instructor/courses/{id}: the Overview tab's stats and the course's header. */
export const courseOverviewResponse = z.object({
  course: z.object({
    id: z.uuid(),
    title: z.string(),
    shortDescription: z.string(),
    status: z.enum(COURSE_STATUSES),
    level: z.enum(COURSE_LEVELS),
    price: z.number(),
    durationHours: z.number().int(),
    thumbnailUrl: z.string().nullable(),
    thumbnailSrcSet: z.string().nullable(),
    categoryName: z.string().nullable(),
    /** Whose course it is, for the policy: courseRemoval, and isAuditedChange (an admin on someone else's is told their changes are recorded); null when the instructor's account is gone. */
    instructorId: z.uuid().nullable(),
    instructorName: z.string().nullable(),
    /** As on the list's rows: Archive, not Delete, when true. */
    hasLearners: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  stats: z.object({
    students: z.number().int(),
    activeStudents: z.number().int(),
    completedStudents: z.number().int(),
    /** Mean stored progress of the enrollments, 0 without any. */
    averageProgress: z.number(),
    revenue: z.number(),
    sectionCount: z.number().int(),
    /** Every lesson, in published and unpublished sections. */
    lessonCount: z.number().int(),
    /** Lessons learners see (published sections), and their minutes. */
    publishedLessonCount: z.number().int(),
    totalMinutes: z.number().int(),
    quizCount: z.number().int(),
    /** Rounded to one decimal; 0 without reviews. */
    averageRating: z.number(),
    reviewCount: z.number().int(),
  }),
});
export type CourseOverviewResponse = z.infer<typeof courseOverviewResponse>;

export const courseReviewItem = z.object({
  id: z.uuid(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  learnerName: z.string(),
  createdAt: z.string(),
});
export type CourseReviewItem = z.infer<typeof courseReviewItem>;

/** The Reviews tab: newest first, one page. */
export const courseReviewsResponse = z.object({
  reviews: z.array(courseReviewItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CourseReviewsResponse = z.infer<typeof courseReviewsResponse>;

/**
 * Where a lesson file's streaming copies stand (docs/video.md): learners get the original file
 * until `ready`. `progress` is a percentage while processing; `error` says why it failed.
 */
export const transcodeStatus = z.object({
  state: z.enum(TRANSCODE_STATES),
  progress: z.number().int().min(0).max(100),
  error: z.string().nullable(),
});
export type TranscodeStatus = z.infer<typeof transcodeStatus>;

/** An uploaded lesson file as the editor shows it; `streaming` is null for a file that gets no streaming copy (a PDF). */
export const authoringFile = z.object({
  id: z.uuid(),
  name: z.string(),
  size: z.number(),
  mimeType: z.string(),
  streaming: transcodeStatus.nullable(),
});
export type AuthoringFile = z.infer<typeof authoringFile>;

/** A lesson in the Curriculum Builder's tree: everything but its text. */
export const authoringLesson = z.object({
  id: z.uuid(),
  sectionId: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  contentType: z.enum(CONTENT_TYPES),
  videoUrl: z.string().nullable(),
  file: authoringFile.nullable(),
  durationMinutes: z.number().int(),
  isFree: z.boolean(),
  orderIndex: z.number().int(),
  /** A quiz lesson's quiz, once the quiz editor saved one. */
  quizId: z.uuid().nullable(),
});
export type AuthoringLesson = z.infer<typeof authoringLesson>;

/** The lesson as Add/Edit Lesson loads it: with its text. */
export const editableLesson = authoringLesson.extend({ content: z.string().nullable() });
export type EditableLesson = z.infer<typeof editableLesson>;

/** A section in the tree, published or not, with its lessons in order. */
export const authoringSection = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  isPublished: z.boolean(),
  orderIndex: z.number().int(),
  lessons: z.array(authoringLesson),
});
export type AuthoringSection = z.infer<typeof authoringSection>;

/**
 * The whole curriculum, every section (unpublished ones too) in order. `version` moves with every
 * change of sections or lessons: a reorder sent with an older one is refused (409).
 */
export const authoringCurriculum = z.object({
  courseId: z.uuid(),
  version: z.string(),
  sections: z.array(authoringSection),
});
export type AuthoringCurriculum = z.infer<typeof authoringCurriculum>;

/** Every curriculum change answers with the curriculum's new version and the toast. */
const curriculumChange = { version: z.string(), message: z.string() };

/** Add, rename, publish or unpublish a section. */
export const sectionSaveResponse = z.object({ section: authoringSection, ...curriculumChange });
export type SectionSaveResponse = z.infer<typeof sectionSaveResponse>;

export const lessonResponse = z.object({ lesson: editableLesson });
export type LessonResponse = z.infer<typeof lessonResponse>;

/** POST /api/instructor/lessons/{id}/streaming/retry: a failed file queued again (409 when it did not fail). */
export const streamingRetryResponse = z.object({ lesson: editableLesson, message: z.string() });
export type StreamingRetryResponse = z.infer<typeof streamingRetryResponse>;

/** Add or edit a lesson. */
export const lessonSaveResponse = z.object({ lesson: editableLesson, ...curriculumChange });
export type LessonSaveResponse = z.infer<typeof lessonSaveResponse>;

/** Delete a section or lesson, or save a new order. */
export const curriculumChangeResponse = z.object(curriculumChange);
export type CurriculumChangeResponse = z.infer<typeof curriculumChangeResponse>;

/**
 * An uploaded course thumbnail (JPEG, PNG, GIF or WebP by its bytes, at most 5 MB; 320, 640 and
 * 1280 px WebP copies made): send `fileId` as the course's `thumbnailFileId` when saving it. Not
 * saved into a course within 24 hours, it is removed.
 */
export const thumbnailUploadResponse = z.object({
  fileId: z.uuid(),
  /** The image's address (as `thumbnailSrc` will show it). */
  url: z.string(),
  /** Its responsive widths for an <img srcset>. */
  srcSet: z.string(),
  message: z.string(),
});
export type ThumbnailUploadResponse = z.infer<typeof thumbnailUploadResponse>;
