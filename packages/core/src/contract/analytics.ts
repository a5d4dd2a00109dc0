// Course analytics (instructor document, /instructor/analytics): every figure of the chosen period
// (7, 30, 90 or 365 days, ending now), for all the caller's courses or one of them; and for one
// course the learner funnel and how many learners completed each lesson.
import { z } from 'zod';
import { ANALYTICS_PERIODS } from '../rules/analytics.js';
import { COURSE_STATUSES } from '../enums.js';
import { uuid } from './fields.js';
import { groupFilter } from './groups.js';
import { monitoredCourse } from './monitoring.js';

const PERIOD_VALUES = ANALYTICS_PERIODS.map(String) as [string, ...string[]];

export const analyticsQuery = z.strictObject({
  period: z
    .enum(PERIOD_VALUES, { error: 'Period must be 7, 30, 90 or 365 days' })
    .default('30')
    .transform((v) => Number(v) as (typeof ANALYTICS_PERIODS)[number]),
  courseId: uuid.optional(),
  /** Every figure over the learners of this group only (an unknown group: none). */
  group: groupFilter,
});
export type AnalyticsQuery = z.output<typeof analyticsQuery>;
export const courseAnalyticsQuery = analyticsQuery.omit({ courseId: true });
export type CourseAnalyticsQuery = z.output<typeof courseAnalyticsQuery>;

const periodFields = {
  period: z.number().int(),
  /** The period's first moment and now, ISO. */
  from: z.string(),
  to: z.string(),
};

export const analyticsTotals = z.object({
  enrollments: z.number().int(),
  completions: z.number().int(),
  /** Students x price: enrollments of the period times their course's price. */
  revenue: z.number(),
  /** Learners with any activity in the period (enrolled, completed a lesson, passed a quiz). */
  activeLearners: z.number().int(),
  /** Ratings given or changed in the period: their average to one decimal (0 without any). */
  averageRating: z.number(),
  ratingCount: z.number().int(),
});
export type AnalyticsTotals = z.infer<typeof analyticsTotals>;

export const analyticsPoint = z.object({
  /** The bucket's first day (UTC), YYYY-MM-DD. */
  start: z.string(),
  enrollments: z.number().int(),
  completions: z.number().int(),
  revenue: z.number(),
});
export type AnalyticsPoint = z.infer<typeof analyticsPoint>;

export const courseFigures = analyticsTotals.extend({
  id: z.uuid(),
  title: z.string(),
  status: z.enum(COURSE_STATUSES),
  price: z.number(),
});
export type CourseFigures = z.infer<typeof courseFigures>;

export const quizFigures = z.object({
  id: z.uuid(),
  title: z.string(),
  courseTitle: z.string(),
  /** Attempts submitted in the period. */
  submitted: z.number().int(),
  /** Of those, the ones with nothing waiting for a grade. */
  graded: z.number().int(),
  passed: z.number().int(),
  passRate: z.number().nullable(),
});
export type QuizFigures = z.infer<typeof quizFigures>;

export const analyticsResponse = z.object({
  ...periodFields,
  bucket: z.enum(['day', 'week', 'month']),
  /** The course asked for, when one was. */
  course: monitoredCourse.nullable(),
  totals: analyticsTotals,
  series: z.array(analyticsPoint),
  courses: z.array(courseFigures),
  quizzes: z.array(quizFigures),
});
export type AnalyticsResponse = z.infer<typeof analyticsResponse>;

export const lessonReach = z.object({ id: z.uuid(), title: z.string(), sectionTitle: z.string(), reached: z.number().int() });
export type LessonReach = z.infer<typeof lessonReach>;

export const courseAnalyticsResponse = z.object({
  ...periodFields,
  course: monitoredCourse,
  /** Learners who enrolled in the period, by the furthest stage each reached (each stage counts everyone further on too). */
  funnel: z.object({ enrolled: z.number().int(), started: z.number().int(), halfway: z.number().int(), completed: z.number().int() }),
  /** Each lesson of the published curriculum in order, with how many of those learners completed it. */
  lessons: z.array(lessonReach),
  /** The lesson that lost the most learners compared with the step before it. */
  biggestDrop: z.object({ lessonId: z.uuid(), lost: z.number().int() }).nullable(),
});
export type CourseAnalyticsResponse = z.infer<typeof courseAnalyticsResponse>;
