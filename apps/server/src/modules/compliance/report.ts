// GET /api/compliance: completion per course and per group, completions per week, and a page of
// the learners' assignments, all with the same filters (scope.ts). Four statements read at once on
// the pool, each over learner_assignments with its indexes; no query per row.
import { sql } from 'drizzle-orm';
import { addDays, COMPLIANCE_PAGE_SIZE, type Actor, type AssignmentStatus, type ComplianceResponse } from '@app/core';
import { readTogether } from '../../db/read-together.js';
import type { Deps } from '../../deps.js';
import { compliantSql, lateSql, statusSql } from '../assignments/status-sql.js';
import { complianceWhere, type ComplianceFilters } from './scope.js';

export const CHART_WEEKS = 12;
const GROUPS_SHOWN = 100;

type RateRow = {
  assigned: number;
  completed: number;
  overdue: number;
};

export type ComplianceRowData = {
  id: string;
  user_id: string;
  full_name: string;
  staff_id: string;
  email: string | null;
  course_id: string;
  course_title: string;
  status: AssignmentStatus;
  due_on: string;
  progress: number;
  cycle: number;
  completed_at: Date | string | null;
  expires_on: string | null;
  waiver_reason: string | null;
};

const rates = (today: ReturnType<typeof sql>) => sql`
  count(*) filter (where la.waived_at is null)::int as assigned,
  count(*) filter (where ${compliantSql(today)})::int as completed,
  count(*) filter (where ${lateSql(today)})::int as overdue`;

/** The report's rows (a page, or every row for the export), by due date. */
export const complianceRowsSql = (where: ReturnType<typeof sql>, today: string, page?: { limit: number; offset: number }) => sql`
  select la.id, u.id as user_id, u.full_name, u.staff_id, u.email, c.id as course_id, c.title as course_title,
         ${statusSql(sql`${today}::date`)} as status, to_char(la.due_on, 'YYYY-MM-DD') as due_on, la.progress, la.cycle,
         la.completed_at, to_char(la.expires_on, 'YYYY-MM-DD') as expires_on, la.waiver_reason
    from learner_assignments la
    join users u on u.id = la.user_id
    join courses c on c.id = la.course_id
   where ${where}
   order by la.due_on, la.id
   ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`;

export async function complianceReport(
  deps: Pick<Deps, 'db' | 'clock'>,
  actor: Actor,
  q: ComplianceFilters & { page: number },
): Promise<ComplianceResponse> {
  const { where, today } = await complianceWhere(deps, actor, q);
  const t = sql`${today}::date`;
  const firstWeek = addDays(today, -7 * (CHART_WEEKS - 1));
  const { db } = deps;
  const [byCourse, byGroup, weeks, rows] = await readTogether(
    db,
    () =>
      db.execute<RateRow & { course_id: string; title: string; total: number }>(sql`
        select la.course_id, c.title, ${rates(t)}, count(*)::int as total
          from learner_assignments la join courses c on c.id = la.course_id
         where ${where}
         group by la.course_id, c.title
         order by c.title, la.course_id`),
    () =>
      db.execute<RateRow & { group_id: string; name: string }>(sql`
        select g.id as group_id, g.name, ${rates(t)}
          from learner_assignments la join group_members gm on gm.user_id = la.user_id join groups g on g.id = gm.group_id
         where ${where}
         group by g.id, g.name
         order by g.name, g.id
         limit ${GROUPS_SHOWN}`),
    () =>
      db.execute<{ week: string; completed: number }>(sql`
        select to_char(date_trunc('week', la.completed_at at time zone 'UTC'), 'YYYY-MM-DD') as week, count(*)::int as completed
          from learner_assignments la
         where ${where} and la.completed_at >= date_trunc('week', ${firstWeek}::date)
         group by 1`),
    () =>
      db.execute<ComplianceRowData>(
        complianceRowsSql(where, today, { limit: COMPLIANCE_PAGE_SIZE, offset: (q.page - 1) * COMPLIANCE_PAGE_SIZE }),
      ),
  );
  const totals = byCourse.rows.reduce(
    (sum, r) => ({ assigned: sum.assigned + r.assigned, completed: sum.completed + r.completed, overdue: sum.overdue + r.overdue }),
    { assigned: 0, completed: 0, overdue: 0 },
  );
  return {
    today,
    totals,
    byCourse: byCourse.rows.map((r) => ({
      courseId: r.course_id,
      title: r.title,
      assigned: r.assigned,
      completed: r.completed,
      overdue: r.overdue,
    })),
    byGroup: byGroup.rows.map((r) => ({
      groupId: r.group_id,
      name: r.name,
      assigned: r.assigned,
      completed: r.completed,
      overdue: r.overdue,
    })),
    overTime: weekSeries(today, new Map(weeks.rows.map((w) => [w.week, w.completed]))),
    rows: rows.rows.map(presentComplianceRow),
    total: byCourse.rows.reduce((sum, r) => sum + r.total, 0),
    page: q.page,
    pageSize: COMPLIANCE_PAGE_SIZE,
  };
}

/** The last CHART_WEEKS weeks (Mondays), oldest first, with none missing. */
function weekSeries(today: string, counts: Map<string, number>) {
  const day = new Date(`${today}T00:00:00Z`).getUTCDay();
  const monday = addDays(today, -((day + 6) % 7));
  return Array.from({ length: CHART_WEEKS }, (_, i) => {
    const week = addDays(monday, -7 * (CHART_WEEKS - 1 - i));
    return { week, completed: counts.get(week) ?? 0 };
  });
}

export function presentComplianceRow(r: ComplianceRowData) {
  return {
    id: r.id,
    learner: { id: r.user_id, fullName: r.full_name, staffId: r.staff_id },
    course: { id: r.course_id, title: r.course_title },
    status: r.status,
    dueOn: r.due_on,
    progress: r.progress,
    cycle: r.cycle,
    completedAt: r.completed_at ? new Date(r.completed_at).toISOString() : null,
    expiresOn: r.expires_on,
    waiverReason: r.waiver_reason,
  };
}
