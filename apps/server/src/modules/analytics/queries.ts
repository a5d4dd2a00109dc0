// The SQL of the analytics screen. Each figure is an aggregate over the period [from, to] of the
// courses in `scope` (the policy's readable courses, narrowed to one course when asked), and of the
// learners of the scope's group when one is asked (their enrollments, ratings and attempts only):
// one pass per statement over the enrollments, reviews or attempts of those courses, never a query
// per course or per learner.
import { sql, type SQL } from 'drizzle-orm';
import type { AnalyticsBucket, CourseStatus } from '@app/core';
import type { Db } from '../../db/client.js';
import { courses } from '../../db/schema.js';
import { inGroup } from '../monitoring/group-filter.js';

export interface Period {
  from: Date;
  to: Date;
}

const within = (column: SQL, p: Period) =>
  sql`${column} between ${p.from.toISOString()}::timestamptz and ${p.to.toISOString()}::timestamptz`;

/** Which courses (a condition on `courses`; undefined: all) and whose figures (a group's learners; undefined: everyone's). */
export interface Scope {
  courses: SQL | undefined;
  group: string | undefined;
}
const scoped = (scope: Scope) => scope.courses ?? sql`true`;
/** Whether the learner of the row (`userId`) counts: in the scope's group, or anyone without one. */
export const counts = (scope: Scope, userId: SQL) => inGroup(scope.group, userId) ?? sql`true`;

/** Per course: enrollments, completions and learners active in the period. */
export async function courseActivity(db: Db, scope: Scope, p: Period) {
  const { rows } = await db.execute<{
    id: string;
    title: string;
    status: CourseStatus;
    price: number;
    enrollments: number;
    completions: number;
    active_learners: number;
  }>(sql`
    select courses.id, courses.title, courses.status, courses.price,
           (count(e.id) filter (where ${within(sql`e.enrolled_at`, p)}))::int as enrollments,
           (count(e.id) filter (where ${within(sql`e.completed_at`, p)}))::int as completions,
           (count(e.id) filter (where ${within(sql`coalesce(e.last_accessed_at, e.enrolled_at)`, p)}))::int as active_learners
      from ${courses}
      left join enrollments e on e.course_id = ${courses.id} and ${counts(scope, sql`e.user_id`)}
     where ${scoped(scope)}
     group by courses.id
     order by enrollments desc, courses.title, courses.id`);
  return rows;
}

/** Learners active in the period across the courses, each counted once however many of the courses they take. */
export async function activeLearners(db: Db, scope: Scope, p: Period): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`
    select count(distinct e.user_id)::int as n
      from enrollments e join ${courses} on ${courses.id} = e.course_id
     where ${scoped(scope)} and ${counts(scope, sql`e.user_id`)} and ${within(sql`coalesce(e.last_accessed_at, e.enrolled_at)`, p)}`);
  return rows[0]?.n ?? 0;
}

/** Enrollments, completions and revenue (each enrollment counts its course's price) per bucket of the period. */
export async function activitySeries(db: Db, scope: Scope, p: Period, bucket: AnalyticsBucket) {
  const unit = sql.raw(`'${bucket}'`);
  const { rows } = await db.execute<{ start: string; enrollments: number; completions: number; revenue: number }>(sql`
    select to_char(date_trunc(${unit}, t.at at time zone 'UTC'), 'YYYY-MM-DD') as start,
           (count(*) filter (where t.kind = 'enrolled'))::int as enrollments,
           (count(*) filter (where t.kind = 'completed'))::int as completions,
           coalesce(sum(t.price) filter (where t.kind = 'enrolled'), 0) as revenue
      from (select e.enrolled_at as at, 'enrolled' as kind, ${courses.price} as price
              from enrollments e join ${courses} on ${courses.id} = e.course_id
             where ${scoped(scope)} and ${counts(scope, sql`e.user_id`)} and ${within(sql`e.enrolled_at`, p)}
            union all
            select e.completed_at, 'completed', ${courses.price}
              from enrollments e join ${courses} on ${courses.id} = e.course_id
             where ${scoped(scope)} and ${counts(scope, sql`e.user_id`)} and ${within(sql`e.completed_at`, p)}) t
     group by 1`);
  return rows;
}

/** Ratings given or changed in the period, per course: how many and their sum. */
export async function ratingsByCourse(db: Db, scope: Scope, p: Period) {
  const { rows } = await db.execute<{ course_id: string; count: number; sum: number }>(sql`
    select r.course_id, count(*)::int as count, sum(r.rating)::int as sum
      from course_reviews r join ${courses} on ${courses.id} = r.course_id
     where ${scoped(scope)} and ${counts(scope, sql`r.user_id`)} and ${within(sql`r.updated_at`, p)}
     group by r.course_id`);
  return rows;
}

/** Per quiz: attempts submitted in the period, those with nothing waiting for a grade, and the passed ones. */
export async function quizResults(db: Db, scope: Scope, p: Period) {
  const { rows } = await db.execute<{
    id: string;
    title: string;
    course_title: string;
    submitted: number;
    graded: number;
    passed: number;
  }>(sql`
    select q.id, q.title, ${courses.title} as course_title,
           count(*)::int as submitted,
           (count(*) filter (where not x.pending))::int as graded,
           (count(*) filter (where not x.pending and a.is_passed))::int as passed
      from quizzes q
      join ${courses} on ${courses.id} = q.course_id
      join quiz_attempts a on a.quiz_id = q.id and ${within(sql`a.completed_at`, p)} and ${counts(scope, sql`a.user_id`)}
      cross join lateral (select exists (select 1 from quiz_answers qa
                                          where qa.attempt_id = a.id and qa.evaluation_status = 'pending') as pending) x
     where ${scoped(scope)}
     group by q.id, ${courses.title}
     order by ${courses.title}, q.title, q.id`);
  return rows;
}
