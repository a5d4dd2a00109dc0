// A learner's own enrollments: My Courses, the dashboard figures, enrollment history.
import { z } from 'zod';
import { COURSE_STATUSES, ENROLLMENT_STATUSES } from '../enums.js';
import { courseCard, myEnrollment, SEARCH_MAX } from './catalogue.js';
import { textInput } from './fields.js';

export const learningStats = z.object({
  enrolledCourses: z.number().int(),
  learningHours: z.number(),
  averageProgress: z.number().int(),
  completed: z.number().int(),
});
export type LearningStats = z.infer<typeof learningStats>;

export const enrolledCourse = z.object({
  course: courseCard,
  /** Archived or draft: out of the catalogue, still the learner's (core's inCatalogue, learnerAccess). */
  courseStatus: z.enum(COURSE_STATUSES),
  enrollment: myEnrollment,
  lastAccessedAt: z.string().nullable(),
});
export type EnrolledCourse = z.infer<typeof enrolledCourse>;

export const myCoursesResponse = z.object({
  enrollments: z.array(enrolledCourse),
  stats: learningStats,
  recentlyAdded: z.array(courseCard),
  recommended: z.array(courseCard),
});
export type MyCoursesResponse = z.infer<typeof myCoursesResponse>;

export const enrollmentHistoryQuery = z.strictObject({
  q: textInput('Search')
    .trim()
    .max(SEARCH_MAX, `Search must be at most ${SEARCH_MAX} characters`)
    .optional()
    .transform((v) => v || undefined),
  page: z.coerce
    .number({ error: 'Page must be a number' })
    .int('Page must be a whole number')
    .min(1, 'Page must be at least 1')
    .max(10_000, 'Page is too large')
    .default(1),
});

export const enrollmentHistoryItem = z.object({
  enrollmentId: z.uuid(),
  /** An archived or draft course is out of the catalogue and still the learner's (core's learnerAccess). */
  course: z.object({ id: z.uuid(), title: z.string(), categoryName: z.string().nullable(), status: z.enum(COURSE_STATUSES) }),
  enrolledAt: z.string(),
  progressPercentage: z.number().int(),
  status: z.enum(ENROLLMENT_STATUSES),
  completedAt: z.string().nullable(),
  quizzesTaken: z.number().int(),
  submitted: z.boolean(),
});
export type EnrollmentHistoryItem = z.infer<typeof enrollmentHistoryItem>;

export const enrollmentHistoryResponse = z.object({
  stats: learningStats.extend({ quizzesTaken: z.number().int(), quizzesSubmitted: z.number().int() }),
  items: z.array(enrollmentHistoryItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type EnrollmentHistoryResponse = z.infer<typeof enrollmentHistoryResponse>;
