// Assigning a course to learners (issue 30, docs/assignments.md): the people an admin named, a
// batch of a group's members, or someone who just joined an assigned group. Set-based: the same
// statements whatever the number of learners.
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { sendAssignmentNotices } from './notices.js';
import { learnerToday } from './status-sql.js';

/**
 * Gives each (assignment, user) pair of `pairs` (a select of `assignment_id` and `user_id`) the
 * assignment's course, as of `now`. Each learner gets one learner assignment of a course: someone
 * who already has one (from this assignment or another) keeps it as it is. The due date is the
 * assignment's date, or its number of days after today in the learner's time zone. They are
 * enrolled (an enrollment they have is reused, with its progress: a course completed before counts,
 * until its recertification date). Nobody is assigned a course they teach, and subadmins (who do
 * not learn) are left out. Returns the number of learner assignments made.
 */
export async function assignLearners(deps: Pick<Deps, 'mail' | 'jobs'>, tx: DbOrTx, pairs: SQL, now: Date): Promise<number> {
  const { rows } = await tx.execute<{ id: string }>(sql`
    with learners as (
      select distinct on (u.id, a.course_id) a.id as assignment_id, a.course_id, a.due_on, a.due_days, a.recert_months, u.id as user_id
        from (${pairs}) p
        join assignments a on a.id = p.assignment_id
        join users u on u.id = p.user_id
        join courses c on c.id = a.course_id
       where u.role <> 'subadmin' and c.instructor_id is distinct from u.id and c.status = 'published'
       order by u.id, a.course_id, a.created_at),
    made as (
      insert into learner_assignments (assignment_id, user_id, course_id, cycle, assigned_at, due_on, recert_months, progress, completed_at, expires_on)
      select l.assignment_id, l.user_id, l.course_id, coalesce(e.cycle, 1), ${now}::timestamptz,
             coalesce(l.due_on, ${learnerToday(now, sql`l.user_id`)} + l.due_days),
             l.recert_months, coalesce(e.progress_percentage, 0), e.completed_at,
             case when e.completed_at is not null and l.recert_months is not null
                  then ((e.completed_at at time zone 'UTC')::date + make_interval(months => l.recert_months))::date end
        from learners l
        left join enrollments e on e.user_id = l.user_id and e.course_id = l.course_id
          on conflict (user_id, course_id) do nothing
      returning id, user_id, course_id),
    enrolled as (
      insert into enrollments (user_id, course_id, enrolled_at)
      select m.user_id, m.course_id, ${now}::timestamptz from made m
          on conflict (user_id, course_id) do nothing
      returning id)
    select id from made`);
  if (rows.length === 0) return 0;
  const ids = rows.map((r) => r.id);
  await sendAssignmentNotices(
    deps,
    tx,
    'course_assigned',
    sql`select unnest(${sql.param(ids)}::uuid[]) as id, null::int as days_before`,
    now,
  );
  return ids.length;
}

/** The pairs of one assignment and these users. */
export const pairsOf = (assignmentId: string, userIds: string[]) =>
  sql`select ${assignmentId}::uuid as assignment_id, unnest(${sql.param(userIds)}::uuid[]) as user_id`;

/**
 * New members of groups (a select of `group_id` and `user_id`) get the courses assigned to those
 * groups, with their own due dates (issue 30: "late joiners of a group get their own due date").
 * Whoever adds members calls this in the same transaction: an admin, an import, the directory.
 */
export const assignGroupCourses = (deps: Pick<Deps, 'mail' | 'jobs'>, tx: DbOrTx, members: SQL, now: Date) =>
  assignLearners(
    deps,
    tx,
    sql`select a.id as assignment_id, m.user_id from (${members}) m join assignments a on a.group_id = m.group_id`,
    now,
  );
