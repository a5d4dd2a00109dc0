// GET /api/me/assignments: the signed-in learner's assigned courses, with their status on the
// learner's own calendar date, overdue and expired first, then by due date (core compareAssigned).
import { inArray, sql } from 'drizzle-orm';
import { compareAssigned, type AssignmentStatus, type MyAssignmentsResponse } from '@app/core';
import type { Deps } from '../../deps.js';
import { presentCard, selectCards } from '../catalogue/card.js';
import { courses } from '../../db/schema.js';
import { learnerToday, statusSql } from './status-sql.js';

export async function myAssignments(deps: Pick<Deps, 'db' | 'clock'>, userId: string): Promise<MyAssignmentsResponse> {
  const now = deps.clock();
  const today = learnerToday(now, sql`${userId}::uuid`);
  const { rows } = await deps.db.execute<{
    id: string;
    course_id: string;
    status: AssignmentStatus;
    due_on: string;
    today: string;
    progress: number;
    cycle: number;
    completed_at: Date | string | null;
    expires_on: string | null;
  }>(sql`
    select la.id, la.course_id, ${statusSql(sql`t.today`)} as status, to_char(la.due_on, 'YYYY-MM-DD') as due_on,
           to_char(t.today, 'YYYY-MM-DD') as today, la.progress, la.cycle, la.completed_at, to_char(la.expires_on, 'YYYY-MM-DD') as expires_on
      from learner_assignments la cross join (select ${today} as today) t
     where la.user_id = ${userId}::uuid`);
  if (rows.length === 0) return { assignments: [] };
  const cards = await selectCards(deps.db).where(
    inArray(
      courses.id,
      rows.map((r) => r.course_id),
    ),
  );
  const byId = new Map(cards.map((c) => [c.id, presentCard(c)]));
  const list = rows
    .filter((r) => byId.has(r.course_id))
    .map((r) => ({
      id: r.id,
      course: byId.get(r.course_id)!,
      status: r.status,
      dueOn: r.due_on,
      today: r.today,
      progress: r.progress,
      cycle: r.cycle,
      completedAt: r.completed_at ? new Date(r.completed_at).toISOString() : null,
      expiresOn: r.expires_on,
    }));
  return { assignments: list.sort(compareAssigned) };
}
