// The daily work of assigned training (ASSIGNMENT_NOTICES_JOB, hourly): reminders before the due
// date (REMINDER_DAYS), the notice that an assignment is overdue, and recertification's new
// cycles (cycles.ts). Each notice is once per learner assignment, cycle and notice: its row in
// assignment_notices is inserted first, with ON CONFLICT DO NOTHING, and only the rows inserted
// are told; so however many workers run the job, and however often, nobody hears twice.
//
// Candidates are read in batches along the due-date index (a window of dates around each offset,
// widened by a day each way for time zones, then narrowed to the learner's own calendar date), with
// the same five statements per batch whatever the number of assignments.
import { sql, type SQL } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import type { AssignmentNoticeKind } from '../notifications/write.js';
import { openRecertificationCycles } from './cycles.js';
import { sendAssignmentNotices } from './notices.js';
import { learnerToday } from './status-sql.js';

export const ASSIGNMENT_NOTICES_JOB = 'assignment-notices';
export const NOTICE_BATCH = 1000;
/** An assignment that became overdue while the job could not run is still told, for this many days. */
const OVERDUE_CATCH_UP_DAYS = 7;

type NoticeDeps = Pick<Deps, 'db' | 'clock' | 'jobs' | 'mail'>;

interface NoticeRun {
  notice: string;
  kind: AssignmentNoticeKind;
  daysBefore: number | null;
  /** Due dates to read (UTC calendar), inclusive. */
  from: SQL;
  to: SQL;
  /** The exact condition on the learner's own date `t`. */
  due: (today: SQL) => SQL;
}

export async function runAssignmentNotices(deps: NoticeDeps & { reminderDays: number[] }) {
  const now = deps.clock();
  const utcToday = sql`(${now}::timestamptz at time zone 'UTC')::date`;
  const runs: NoticeRun[] = [
    ...deps.reminderDays.map((d) => ({
      notice: `reminder:${d}`,
      kind: 'assignment_due' as const,
      daysBefore: d,
      from: sql`${utcToday} + ${d - 1}::int`,
      to: sql`${utcToday} + ${d + 1}::int`,
      due: (t: SQL) => sql`la.due_on = ${t} + ${d}::int`,
    })),
    {
      notice: 'overdue',
      kind: 'assignment_overdue',
      daysBefore: null,
      from: sql`${utcToday} - ${OVERDUE_CATCH_UP_DAYS + 1}::int`,
      to: sql`${utcToday}`,
      due: (t: SQL) => sql`la.due_on < ${t}`,
    },
  ];
  // New cycles first: the reminders below then reach them in the same run.
  const recertified = await openRecertificationCycles(deps);
  const told: Record<string, number> = {};
  for (const run of runs) told[run.notice] = await tellInBatches(deps, run, now);
  return { recertified, ...told };
}

async function tellInBatches(deps: NoticeDeps, run: NoticeRun, now: Date): Promise<number> {
  let told = 0;
  let after: { dueOn: string; id: string } | null = null;
  for (;;) {
    const cursor: { dueOn: string; id: string } | null = after;
    const result: { rows: { id: string; due_on: string }[]; told: number } = await deps.db.transaction(async (tx) => {
      // 1: the next batch of open assignments in the window, by the due-date index.
      const { rows } = await tx.execute<{ id: string; due_on: string }>(sql`
        select la.id, to_char(la.due_on, 'YYYY-MM-DD') as due_on from learner_assignments la
         where la.completed_at is null and la.waived_at is null
           and la.due_on between ${run.from} and ${run.to}
           ${cursor ? sql`and (la.due_on, la.id) > (${cursor.dueOn}::date, ${cursor.id}::uuid)` : sql``}
         order by la.due_on, la.id limit ${NOTICE_BATCH}`);
      if (rows.length === 0) return { rows, told: 0 };
      // 2: those due on the learner's own date get the notice's row, once per cycle.
      const { rows: fresh } = await tx.execute<{ id: string }>(sql`
        insert into assignment_notices (learner_assignment_id, cycle, notice, sent_at)
        select la.id, la.cycle, ${run.notice}, ${now}::timestamptz
          from learner_assignments la
         where la.id = any(${sql.param(rows.map((r) => r.id))}::uuid[]) and ${run.due(learnerToday(now, sql`la.user_id`))}
            on conflict do nothing
        returning learner_assignment_id as id`);
      // 3-5: the notification, and the e-mail with its job.
      if (fresh.length > 0)
        await sendAssignmentNotices(
          deps,
          tx,
          run.kind,
          sql`select unnest(${sql.param(fresh.map((r) => r.id))}::uuid[]) as id, ${run.daysBefore}::int as days_before`,
          now,
        );
      return { rows, told: fresh.length };
    });
    told += result.told;
    if (result.rows.length < NOTICE_BATCH) return told;
    const last = result.rows[result.rows.length - 1]!;
    after = { dueOn: last.due_on, id: last.id };
  }
}
