// One course's learner funnel and lesson reach over the learners who enrolled in the period (those
// of one group when asked). The
// stages are core's funnelStage said in SQL (a completion once earned counts as every stage, so
// each stage holds everyone of the next); analytics.test.ts holds the two together.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inGroup } from '../monitoring/group-filter.js';
import type { Period } from './queries.js';

/** The enrollments `e` of the course made in the period, by the group's learners when there is one. */
const cohort = (courseId: string, p: Period, group: string | undefined) =>
  sql`e.course_id = ${courseId}::uuid and e.enrolled_at between ${p.from.toISOString()}::timestamptz and ${p.to.toISOString()}::timestamptz
      and ${inGroup(group, sql`e.user_id`) ?? sql`true`}`;

/** How many of the period's learners reached each stage or further. */
export async function funnelCounts(db: Db, courseId: string, p: Period, group: string | undefined) {
  const { rows } = await db.execute<{ enrolled: number; started: number; halfway: number; completed: number }>(sql`
    select count(*)::int as enrolled,
           (count(*) filter (where e.completed_at is not null or e.progress_percentage > 0))::int as started,
           (count(*) filter (where e.completed_at is not null or e.progress_percentage >= 50))::int as halfway,
           (count(*) filter (where e.completed_at is not null))::int as completed
      from enrollments e
     where ${cohort(courseId, p, group)}`);
  return rows[0] ?? { enrolled: 0, started: 0, halfway: 0, completed: 0 };
}

/** Per lesson: how many of the period's learners completed it (lessons nobody completed are absent). */
export async function lessonCompletions(db: Db, courseId: string, p: Period, group: string | undefined): Promise<Map<string, number>> {
  const { rows } = await db.execute<{ lesson_id: string; n: number }>(sql`
    select lp.lesson_id, count(*)::int as n
      from lesson_progress lp
      join enrollments e on e.user_id = lp.user_id and e.course_id = lp.course_id
     where lp.course_id = ${courseId}::uuid and lp.completed and ${cohort(courseId, p, group)}
     group by lp.lesson_id`);
  return new Map(rows.map((r) => [r.lesson_id, r.n]));
}
