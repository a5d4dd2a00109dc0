// Core's assignmentStatus (rules/assignments.ts) in SQL, for the lists that filter, count and sort
// by it: one expression for the status and one condition per status, each over the columns of
// `learner_assignments la` and a calendar date `today`. The conditions are written as ranges of
// stored columns (no CASE), so the planner can use the due-date indexes.
import { sql, type SQL } from 'drizzle-orm';
import { EXPIRING_SOON_DAYS, type AssignmentStatus } from '@app/core';

/** A learner's calendar date at `now`, in their time zone (notification_preferences.time_zone; none: UTC). */
export const learnerToday = (now: Date, userId: SQL) =>
  sql`(${now}::timestamptz at time zone coalesce((select np.time_zone from notification_preferences np where np.user_id = ${userId}), 'UTC'))::date`;

export function statusSql(today: SQL): SQL {
  return sql`case
    when la.waived_at is not null then 'waived'
    when la.completed_at is not null then
      case when la.expires_on < ${today} then 'expired'
           when la.expires_on <= ${today} + ${EXPIRING_SOON_DAYS}::int then 'expiring_soon'
           else 'completed' end
    when la.cycle > 1 then case when la.due_on < ${today} then 'expired' else 'expiring_soon' end
    when la.due_on < ${today} then 'overdue'
    when la.progress > 0 then 'in_progress'
    else 'not_started' end`;
}

export function statusWhere(status: AssignmentStatus, today: SQL): SQL {
  const open = sql`la.waived_at is null and la.completed_at is null`;
  const done = sql`la.waived_at is null and la.completed_at is not null`;
  const soon = sql`${today} + ${EXPIRING_SOON_DAYS}::int`;
  switch (status) {
    case 'waived':
      return sql`la.waived_at is not null`;
    case 'completed':
      return sql`${done} and (la.expires_on is null or la.expires_on > ${soon})`;
    case 'expiring_soon':
      return sql`((${done} and la.expires_on between ${today} and ${soon}) or (${open} and la.cycle > 1 and la.due_on >= ${today}))`;
    case 'expired':
      return sql`((${done} and la.expires_on < ${today}) or (${open} and la.cycle > 1 and la.due_on < ${today}))`;
    case 'overdue':
      return sql`${open} and la.cycle = 1 and la.due_on < ${today}`;
    case 'in_progress':
      return sql`${open} and la.cycle = 1 and la.due_on >= ${today} and la.progress > 0`;
    case 'not_started':
      return sql`${open} and la.cycle = 1 and la.due_on >= ${today} and la.progress = 0`;
  }
}

/** Counted as done in a completion rate: the current cycle completed and not yet expired. */
export const compliantSql = (today: SQL) =>
  sql`la.waived_at is null and la.completed_at is not null and (la.expires_on is null or la.expires_on >= ${today})`;
/** Counted as late: overdue, or a recertification past its date. */
export const lateSql = (today: SQL) => sql`(${statusWhere('overdue', today)}) or (${statusWhere('expired', today)})`;
