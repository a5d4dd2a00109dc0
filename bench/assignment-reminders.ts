// The reminder job over 100,000 learner assignments (issue 30, budget): runAssignmentNotices, the
// job's own function, called in this process as the job runner calls it (db from the server's
// client, the clock, a queue that records what it is sent, mail null as without SMTP_URL; with
// BENCH_MAIL=1 mail is set, so the e-mails' outbox rows and their jobs are written too). Seeded in
// SQL: 4 courses, due dates spread evenly from 30 days ago to 90 ahead (so each REMINDER_DAYS
// window, 7 and 1, and the overdue window catch their share), a quarter completed (a few with
// recertification coming due), some waived, a third of the learners in a time zone of their own.
// Measured: the job's wall time (budget: under 60 s at 100,000) and its statements (counted
// through the db client's onQuery hook, BEGIN and COMMIT included) per batch, at 10,000 and
// 100,000: the same per batch, whatever the number of batches. Each run is followed by a second
// and a third on the same data: nobody is told twice. The seed holds a backlog of recertifications
// (expiries from 10 days ago to 80 ahead: cycles an hourly job would have opened already); the job
// opens cycles before it sends reminders, so the first run also tells the new cycles theirs, and
// the second and third runs tell nobody. Two rounds, each on fresh data.
//
//   npm run assignment-reminders -w @app/bench     (embedded PostgreSQL, or BENCH_DATABASE_URL / TEST_DATABASE_URL)
//   BENCH_ROUNDS=2  BENCH_SIZES=10000,100000  BENCH_MAIL=0
import { connect } from '../apps/server/src/db/client.js';
import type { JobQueue } from '../apps/server/src/jobs/runner.js';
import { runAssignmentNotices } from '../apps/server/src/modules/assignments/reminders.js';
import { openBenchDatabase } from './bench-database.js';
import { loadLine } from './wrk.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const SIZES = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const MAIL = process.env.BENCH_MAIL === '1';
const COURSES = 4;
const BUDGET_MS = 60_000;

const { database, url, dispose } = await openBenchDatabase('reminders', 58800, 4, 'bench_assign_');
const pool = database.pool;
let failed = true;
try {
  const learners = Math.max(...SIZES) / COURSES;
  await pool.query(`
    insert into users (staff_id, full_name, email, role, password_hash)
    select 'AR-' || g, 'Learner ' || g, 'ar' || g || '@bench.example', 'student', 'x' from generate_series(1, ${learners}) g;
    insert into users (staff_id, full_name, role, password_hash) values ('AR-T', 'Teacher', 'instructor', 'x');
    insert into notification_preferences (user_id, time_zone)
    select id, (array['America/Los_Angeles', 'Asia/Tokyo', 'Europe/Berlin'])[1 + (substr(staff_id, 4)::int / 3) % 3]
      from users where staff_id ~ '^AR-[0-9]+$' and substr(staff_id, 4)::int % 3 = 0;
    insert into courses (title, short_description, description, status, instructor_id)
    select 'Compliance ' || g, 'Assigned', 'Assigned', 'published', (select id from users where staff_id = 'AR-T')
      from generate_series(1, ${COURSES}) g;`);

  /** `size` learner assignments (and their enrollments) on fresh tables. */
  async function seed(size: number) {
    await pool.query(
      `truncate assignments, learner_assignments, assignment_notices, assignment_cycles, notifications, email_messages, enrollments`,
    );
    await pool.query(`
      insert into assignments (course_id, due_on, created_at)
      select id, current_date + 30, now() - interval '90 days' from courses;
      with u as (select id, substr(staff_id, 4)::int as n from users where staff_id ~ '^AR-[0-9]+$' and substr(staff_id, 4)::int <= ${size / COURSES}),
           c as (select a.id as assignment_id, a.course_id, row_number() over (order by a.course_id) as k from assignments a),
           p as (select u.id as user_id, c.*, (u.n * ${COURSES} + c.k) as g, (u.n * 7 + c.k * 13) % 100 as h from u cross join c)
      insert into learner_assignments (assignment_id, user_id, course_id, assigned_at, due_on, recert_months, progress, completed_at, expires_on, waived_at, waiver_reason)
      select assignment_id, user_id, course_id, now() - interval '90 days',
             (now() at time zone 'UTC')::date - 30 + (g % 121)::int,
             case when h < 2 then 12 end,
             case when h < 25 then 100 when h % 2 = 1 then (g % 90) + 5 else 0 end,
             case when h < 25 then now() - ((g % 300) || ' days')::interval end,
             case when h < 2 then (now() at time zone 'UTC')::date - 10 + (g % 90)::int end,
             case when h between 25 and 26 then now() - interval '5 days' end,
             case when h between 25 and 26 then 'Exempt' end
        from p;
      insert into enrollments (user_id, course_id, enrolled_at, progress_percentage, completed_at, status)
      select user_id, course_id, assigned_at, progress, completed_at, case when completed_at is not null then 'completed' else 'active' end
        from learner_assignments;`);
    await pool.query('select fold_course_enrollment_deltas()');
    await pool.query('vacuum analyze');
  }

  // The job's statements, by the batch they belong to: a batch's BEGIN is counted with the
  // statement after it (the batch's first), everything else with the batch last begun.
  let phase: 'notices' | 'recertification' | 'other' = 'other';
  let pendingBegins = 0;
  const perBatch = { notices: [] as number[], recertification: [] as number[], other: [0] };
  const counted = connect(url, {
    max: 4,
    statementTimeoutMs: 0,
    queryTimeoutMs: 0,
    onQuery: (text) => {
      const q = text.trim().toLowerCase();
      if (q === 'begin' || q.startsWith('begin ')) return void pendingBegins++;
      if (q.includes('la.due_on between')) perBatch[(phase = 'notices')].push(0);
      else if (q.includes('for update of la skip locked')) perBatch[(phase = 'recertification')].push(0);
      perBatch[phase][perBatch[phase].length - 1]! += 1 + pendingBegins;
      pendingBegins = 0;
    },
  });
  /** Batches by their statement count: "7 x5, 4 x2" (five batches of 7 statements, two of 4). */
  const shape = (counts: number[]) =>
    [...counts.reduce((m, n) => m.set(n, (m.get(n) ?? 0) + 1), new Map<number, number>())]
      .sort((a, b) => b[0] - a[0])
      .map(([n, k]) => `${n} x${k}`)
      .join(', ');
  let jobsSent = 0;
  const jobs: JobQueue = {
    send: async () => (jobsSent++, null),
    sendMany: async (_name, list) => void (jobsSent += list.length),
  };
  const mail = MAIL ? { smtpUrl: 'smtp://127.0.0.1:25', from: 'LearnFlix <no-reply@bench.example>', linkOrigin: 'http://localhost' } : null;
  const now = new Date();

  async function run() {
    perBatch.notices = [];
    perBatch.recertification = [];
    perBatch.other = [0];
    phase = 'other';
    jobsSent = 0;
    const t0 = performance.now();
    const told = await runAssignmentNotices({ db: counted.db, clock: () => now, jobs, mail, reminderDays: [7, 1] });
    return { ms: performance.now() - t0, told, perBatch: { ...perBatch }, jobsSent };
  }

  console.log(`Reminder job (REMINDER_DAYS 7,1), e-mail ${MAIL ? 'on (outbox rows and jobs written)' : 'off (mail null)'}; ${loadLine()}`);
  const table: Record<string, string | number>[] = [];
  const checks: [string, boolean][] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    for (const size of SIZES) {
      await seed(size);
      for (const pass of ['first', 'second', 'third'] as const) {
        const r = await run();
        const { recertified, ...notices } = r.told;
        const tell = (Object.values(notices) as number[]).reduce((a, b) => a + b, 0);
        table.push({
          round,
          assignments: size.toLocaleString('en-US'),
          run: pass,
          's ': +(r.ms / 1000).toFixed(2),
          ...Object.fromEntries(Object.entries(notices).map(([k, v]) => [k, v])),
          recertified,
          'notice batches: statements x batches': shape(r.perBatch.notices),
          'recertification batches': shape(r.perBatch.recertification),
          'other statements': r.perBatch.other[0]!,
          'jobs sent': r.jobsSent,
        });
        if (pass === 'second') {
          // The new cycles' notices went out in the first run (cycles open before the reminders).
          const newCycles = (
            await pool.query<{ n: number }>(
              `select count(*)::int as n from assignment_notices where cycle > 1 and notice <> 'recertification'`,
            )
          ).rows[0]!.n;
          checks.push([
            `round ${round}, ${size}: the second run tells nobody and opens no cycle (${tell + recertified}; the first told the new cycles their ${newCycles})`,
            tell + recertified === 0,
          ]);
        } else if (pass === 'third')
          checks.push([`round ${round}, ${size}: the third run tells nobody (${tell + recertified} notices)`, tell + recertified === 0]);
        else if (size === Math.max(...SIZES))
          checks.push([`round ${round}, ${size}: ${(r.ms / 1000).toFixed(2)} s (budget ${BUDGET_MS / 1000} s)`, r.ms < BUDGET_MS]);
      }
      // Told once each: the notices' rows are the notifications written.
      const { rows } = await pool.query<{ notices: number; notifications: number }>(
        `select (select count(*)::int from assignment_notices) as notices, (select count(*)::int from notifications) as notifications`,
      );
      checks.push([
        `round ${round}, ${size}: ${rows[0]!.notices} notices, ${rows[0]!.notifications} notifications`,
        rows[0]!.notices === rows[0]!.notifications,
      ]);
    }
  }
  console.table(table);
  // Constant per batch: the first runs show the same statement counts per batch at every size, only more batches.
  const shapes = new Set(
    table.filter((r) => r.run === 'first').map((r) => String(r['notice batches: statements x batches']).replace(/ x\d+/g, '')),
  );
  checks.push([`statements per notice batch, first runs at every size: ${[...shapes].join(' | ')}`, shapes.size === 1]);
  console.log(`after the runs: ${loadLine()}`);
  for (const [line, ok] of checks) console.log(`${line} -> ${ok ? 'PASS' : 'FAIL'}`);
  failed = checks.some(([, ok]) => !ok);
  await counted.close();
} finally {
  await dispose();
}
process.exit(failed ? 1 : 0);
