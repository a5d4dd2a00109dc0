// The compliance report at 100,000 learner assignments (issue 30, budget): GET /api/compliance over
// HTTP as an admin, one request at a time, against the real app in a process of its own
// (app-server.ts), for no filter, a course, a group, each status, and course + group + status.
// Budget: median under 100 ms for any filter. Seeded in SQL: 25,000 learners with 4 of 20 courses
// each, in 50 groups (a fifth of them in two), statuses of every kind on today's date. A filter
// over budget has its four statements run with EXPLAIN ANALYZE (BENCH_EXPLAIN=1: every filter),
// through the report's own code, and the slowest plan printed. Two rounds.
//
//   npm run compliance-report -w @app/bench     (embedded PostgreSQL, or BENCH_DATABASE_URL / TEST_DATABASE_URL)
//   BENCH_ROUNDS=2  BENCH_REQUESTS=40 (per filter)  BENCH_EXPLAIN=0
import { sql, type SQL } from 'drizzle-orm';
import { ASSIGNMENT_STATUSES } from '@app/core';
import { createSession, SESSION_COOKIE } from '../apps/server/src/auth/sessions.js';
import type { Db } from '../apps/server/src/db/client.js';
import { complianceReport } from '../apps/server/src/modules/compliance/report.js';
import { openBenchDatabase } from './bench-database.js';
import { loadLine, startServer, stopServers } from './wrk.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 40);
const EXPLAIN_ALL = process.env.BENCH_EXPLAIN === '1';
const LEARNERS = 25_000;
const MEDIAN_MS = 100;

const { database, url, dispose } = await openBenchDatabase('compliance', 58900, 4, 'bench_assign_');
const pool = database.pool;
const children = [];
let failed = true;
try {
  const t0 = performance.now();
  // Every learner has 4 of the 20 courses (those k = n mod 5), h (0-99) picks the status on today's date:
  // Department 23 (n mod 50 = 22) has Compliance 08 (k = 7), so course + group + status finds rows.
  await pool.query(`
    insert into users (staff_id, full_name, email, role, password_hash)
    select 'CR-' || g, 'Learner ' || g, 'cr' || g || '@bench.example', 'student', 'x' from generate_series(1, ${LEARNERS}) g;
    insert into users (staff_id, full_name, role, password_hash) values ('CR-T', 'Teacher', 'instructor', 'x'), ('CR-ADMIN', 'Admin', 'admin', 'x');
    insert into groups (name) select 'Department ' || lpad(g::text, 2, '0') from generate_series(1, 50) g;
    insert into courses (title, short_description, description, status, instructor_id)
    select 'Compliance ' || lpad(g::text, 2, '0'), 'Assigned', 'Assigned', 'published', (select id from users where staff_id = 'CR-T')
      from generate_series(1, 20) g;
    insert into assignments (course_id, due_days, recert_months, created_at)
    select id, 30, 12, now() - interval '400 days' from courses;`);
  await pool.query(`
    with u as (select id, substr(staff_id, 4)::int as n from users where staff_id ~ '^CR-[0-9]+$'),
         g as (select id, row_number() over (order by name) - 1 as k from groups)
    insert into group_members (group_id, user_id)
    select g.id, u.id from u join g on g.k = u.n % 50 or (u.n % 5 = 0 and g.k = (u.n * 7 + 3) % 50)
        on conflict do nothing;
    with u as (select id, substr(staff_id, 4)::int as n from users where staff_id ~ '^CR-[0-9]+$'),
         c as (select a.id as assignment_id, a.course_id, row_number() over (order by c.title) - 1 as k
                 from assignments a join courses c on c.id = a.course_id),
         p as (select u.id as user_id, u.n, c.*, (u.n * 31 + c.k * 17) % 100 as h
                 from u cross join generate_series(0, 3) j join c on c.k = (u.n + j * 5) % 20)
    insert into learner_assignments (assignment_id, user_id, course_id, cycle, assigned_at, due_on, recert_months, progress, completed_at, expires_on, waived_at, waiver_reason)
    select assignment_id, user_id, course_id,
           case when h between 90 and 93 then 2 else 1 end,
           now() - interval '200 days',
           current_date + case when h between 45 and 59 or h between 90 and 91 then -1 - (n % 60) else n % 90 end,
           12,
           case when h < 40 then 100 when h between 60 and 77 then 5 + n % 90 else 0 end,
           case when h < 40 then now() - ((n % 400) || ' days')::interval end,
           case when h < 40 then current_date + 365 - n % 400 end,
           case when h between 94 and 95 then now() - interval '3 days' end,
           case when h between 94 and 95 then 'Exempt' end
      from p;
    insert into enrollments (user_id, course_id, enrolled_at, progress_percentage, completed_at, status, cycle)
    select user_id, course_id, assigned_at, progress, completed_at, case when completed_at is not null then 'completed' else 'active' end, cycle
      from learner_assignments;`);
  await pool.query('select fold_course_enrollment_deltas()');
  await pool.query('vacuum analyze');
  const n = async (q: string) => (await pool.query<{ n: number }>(q)).rows[0]!.n;
  console.log(
    `seeded ${await n(`select count(*)::int as n from learner_assignments`)} learner assignments, ` +
      `${await n(`select count(*)::int as n from group_members`)} memberships in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  const adminId = (await pool.query<{ id: string }>(`select id from users where staff_id = 'CR-ADMIN'`)).rows[0]!.id;
  const { token } = await createSession(database.db, adminId, new Date(), { idleMs: 3600_000, maxMs: 86400_000 }, {});
  const cookie = `${SESSION_COOKIE}=${token}`;
  const course = (await pool.query<{ id: string }>(`select id from courses where title = 'Compliance 08'`)).rows[0]!.id;
  const group = (await pool.query<{ id: string }>(`select id from groups where name = 'Department 23'`)).rows[0]!.id;
  const scenarios: Record<string, { course?: string; group?: string; status?: string }> = {
    'no filter': {},
    'a course': { course },
    'a group': { group },
    ...Object.fromEntries(ASSIGNMENT_STATUSES.map((s) => [`status ${s}`, { status: s }])),
    'course + group + overdue': { course, group, status: 'overdue' },
    'course + group + completed': { course, group, status: 'completed' },
  };

  const server = await startServer('app-server.ts', { DATABASE_URL: url });
  children.push(server.child);
  const base = `http://127.0.0.1:${server.port}`;
  const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

  async function time(filters: Record<string, string>) {
    const target = `${base}/api/compliance?${new URLSearchParams(filters)}`;
    let total = 0;
    const get = async () => {
      const res = await fetch(target, { headers: { cookie } });
      const body = (await res.json()) as { total: number };
      if (!res.ok) throw new Error(`${target}: ${res.status} ${JSON.stringify(body)}`);
      total = body.total;
    };
    for (let i = 0; i < 5; i++) await get(); // warm-up
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const start = performance.now();
      await get();
      times.push(performance.now() - start);
    }
    return { total, median: +pct(times, 50).toFixed(1), p95: +pct(times, 95).toFixed(1) };
  }

  /** The report's own statements for these filters, each run with EXPLAIN ANALYZE: their plans, slowest first. */
  async function explain(filters: { course?: string; group?: string; status?: string }) {
    const plans: { ms: number; plan: string }[] = [];
    const db = database.db;
    const explaining = {
      select: db.select.bind(db),
      execute: async (q: SQL) => {
        const { rows } = await db.execute<{ 'QUERY PLAN': string }>(sql`explain (analyze, buffers) ${q}`);
        const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
        plans.push({ ms: Number(/Execution Time: ([\d.]+)/.exec(plan)?.[1]), plan });
        return { rows: [] };
      },
    } as unknown as Db;
    const admin = { id: adminId, role: 'admin' as const };
    await complianceReport({ db: explaining, clock: () => new Date() }, admin as never, {
      course: filters.course,
      group: filters.group,
      status: (filters.status ?? 'all') as never,
      page: 1,
    });
    return plans.sort((a, b) => b.ms - a.ms);
  }

  const slow = new Set<string>();
  for (let round = 1; round <= ROUNDS; round++) {
    console.log(`\nRound ${round}: ${REQUESTS} requests per filter, one at a time; ${loadLine()}`);
    const rows = [];
    for (const [name, filters] of Object.entries(scenarios)) {
      const r = await time(filters as Record<string, string>);
      rows.push({ filter: name, ...r, result: r.median < MEDIAN_MS ? 'PASS' : 'FAIL' });
      if (r.median >= MEDIAN_MS) slow.add(name);
    }
    console.table(rows);
    failed = rows.some((r) => r.result === 'FAIL') || (round > 1 && failed);
  }
  for (const name of Object.keys(scenarios).filter((s) => EXPLAIN_ALL || slow.has(s))) {
    const plans = await explain(scenarios[name]!);
    console.log(
      `\nEXPLAIN ANALYZE, ${name}: statements ${plans.map((p) => `${p.ms.toFixed(1)} ms`).join(', ')}; the slowest:\n${plans[0]!.plan}`,
    );
  }
  console.log(`\nafter the runs: ${loadLine()}; budget: median < ${MEDIAN_MS} ms for every filter -> ${failed ? 'FAIL' : 'PASS'}`);
} finally {
  await stopServers(children);
  await dispose();
}
process.exit(failed ? 1 : 0);
