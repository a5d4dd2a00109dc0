// Course analytics for the period select (7, 30, 90 or 365 days, ending now): every figure of
// the screen is of that period (PRODUCT-DECISIONS: the select really filters). The courses are the
// policy's readable ones (an instructor's own, every course for admins and subadmins), or the one
// asked for; with a group, every figure is of that group's learners only (an unknown group: none,
// every figure zero). Statements run side by side, a constant number whatever the number of courses.
import { and, eq } from 'drizzle-orm';
import {
  averageRating,
  biggestDrop,
  bucketStarts,
  centsToAmount,
  passRate,
  periodBucket,
  periodStart,
  revenueCents,
  type Actor,
  type AnalyticsPeriod,
  type AnalyticsQuery,
  type AnalyticsResponse,
  type CourseAnalyticsQuery,
  type CourseAnalyticsResponse,
} from '@app/core';
import type { Deps } from '../../deps.js';
import { courses } from '../../db/schema.js';
import { readableCourses } from '../../authorization/course.js';
import { publishedCurriculum } from '../courses/published-curriculum.js';
import { monitoredCourse } from '../monitoring/courses.js';
import { funnelCounts, lessonCompletions } from './funnel.js';
import { activeLearners, activitySeries, courseActivity, quizResults, ratingsByCourse, type Period, type Scope } from './queries.js';

const periodOf = (days: AnalyticsPeriod, now: Date): Period => ({ from: periodStart(now, days), to: now });

export async function analytics(deps: Pick<Deps, 'db' | 'clock'>, actor: Actor, q: AnalyticsQuery): Promise<AnalyticsResponse> {
  const { db } = deps;
  const now = deps.clock();
  const course = q.courseId ? await monitoredCourse(db, actor, q.courseId) : null;
  const scope: Scope = { courses: and(readableCourses(actor), course ? eq(courses.id, course.id) : undefined), group: q.group };
  const period = periodOf(q.period, now);
  const bucket = periodBucket(q.period);
  const [activity, active, series, ratings, quizzes] = await Promise.all([
    courseActivity(db, scope, period),
    activeLearners(db, scope, period),
    activitySeries(db, scope, period, bucket),
    ratingsByCourse(db, scope, period),
    quizResults(db, scope, period),
  ]);

  const ratingOf = new Map(ratings.map((r) => [r.course_id, r]));
  const perCourse = activity.map((c) => {
    const rating = ratingOf.get(c.id);
    return {
      id: c.id,
      title: c.title,
      status: c.status,
      price: c.price,
      enrollments: c.enrollments,
      completions: c.completions,
      revenueCents: revenueCents(c.enrollments, c.price),
      activeLearners: c.active_learners,
      ratingSum: rating?.sum ?? 0,
      ratingCount: rating?.count ?? 0,
    };
  });
  const sum = (pick: (c: (typeof perCourse)[number]) => number) => perCourse.reduce((s, c) => s + pick(c), 0);
  const ratingCount = sum((c) => c.ratingCount);
  const byStart = new Map(series.map((s) => [s.start, s]));

  return {
    period: q.period,
    from: period.from.toISOString(),
    to: period.to.toISOString(),
    bucket,
    course,
    totals: {
      enrollments: sum((c) => c.enrollments),
      completions: sum((c) => c.completions),
      revenue: centsToAmount(sum((c) => c.revenueCents)),
      activeLearners: active,
      averageRating: averageRating(
        sum((c) => c.ratingSum),
        ratingCount,
      ),
      ratingCount,
    },
    series: bucketStarts(period.from, period.to, bucket).map((start) => {
      const point = byStart.get(start);
      return { start, enrollments: point?.enrollments ?? 0, completions: point?.completions ?? 0, revenue: point?.revenue ?? 0 };
    }),
    courses: perCourse.map(({ revenueCents: cents, ratingSum, ...c }) => ({
      ...c,
      revenue: centsToAmount(cents),
      averageRating: averageRating(ratingSum, c.ratingCount),
    })),
    quizzes: quizzes.map((x) => ({
      id: x.id,
      title: x.title,
      courseTitle: x.course_title,
      submitted: x.submitted,
      graded: x.graded,
      passed: x.passed,
      passRate: passRate(x.passed, x.graded),
    })),
  };
}

/** One course's learner funnel and lesson reach for the learners who enrolled in the period (of the group, when asked). */
export async function courseAnalytics(
  deps: Pick<Deps, 'db' | 'clock'>,
  actor: Actor,
  courseId: string,
  q: CourseAnalyticsQuery,
): Promise<CourseAnalyticsResponse> {
  const days = q.period;
  const { db } = deps;
  const now = deps.clock();
  const course = await monitoredCourse(db, actor, courseId);
  const period = periodOf(days, now);
  const [funnel, curriculum, completions] = await Promise.all([
    funnelCounts(db, courseId, period, q.group),
    publishedCurriculum(db, courseId),
    lessonCompletions(db, courseId, period, q.group),
  ]);
  const lessons = curriculum.flatMap((section) =>
    section.lessons.map((l) => ({ id: l.id, title: l.title, sectionTitle: section.title, reached: completions.get(l.id) ?? 0 })),
  );
  const drop = biggestDrop(
    funnel.enrolled,
    lessons.map((l) => l.reached),
  );
  return {
    period: days,
    from: period.from.toISOString(),
    to: period.to.toISOString(),
    course,
    funnel,
    lessons,
    biggestDrop: drop ? { lessonId: lessons[drop.index]!.id, lost: drop.lost } : null,
  };
}
