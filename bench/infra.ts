// The infrastructure issue's API budgets (issue 25), side by side in alternating rounds of wrk:
//   1. metrics on (METRICS_TOKEN) vs off: a warm cached GET /api/courses, req/s within 3%;
//   2. through PgBouncer 1.21+ in transaction mode with max_prepared_statements (built from Debian's
//      trixie source package by bench/build-pgbouncer.sh) vs a direct connection: a learner's
//      GET /api/me/courses, req/s within 15%;
//   3. (for the record) through Debian bookworm's PgBouncer 1.18, which keeps no prepared statement
//      in transaction mode, with DB_PREPARED=false, vs direct;
//   4. (for the record) unnamed vs named statements on a direct connection: the part of 3. that is
//      PostgreSQL parsing and planning every statement again.
// Data: 10,000 courses and 200,000 enrollments (scale-seed.ts). `apt-get install -y pgbouncer wrk`;
// both PgBouncers are started by this script on free ports in front of the benchmark's database,
// with the settings docs/deploy.md gives.
//
//   npm run infra -w @app/bench       BENCH_DATABASE_URL or TEST_DATABASE_URL, else an embedded cluster
//   INFRA_CONNECTIONS=32  INFRA_SECONDS=5 (per round)  INFRA_ROUNDS=4
import { execFileSync, type ChildProcess } from 'node:child_process';
import { createSession, SESSION_COOKIE } from '../apps/server/src/auth/sessions.js';
import { openBenchDatabase } from './bench-database.js';
import { startPgBouncer } from './pgbouncer.js';
import { seedScale } from './scale-seed.js';
import { cpuSeconds, loadLine, median, requireWrk, startServer, stopServers, wrk } from './wrk.js';

const CONNECTIONS = Number(process.env.INFRA_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.INFRA_SECONDS ?? 5);
const ROUNDS = Number(process.env.INFRA_ROUNDS ?? 4);

requireWrk();
const { url: dbUrl, database, tmp, dispose } = await openBenchDatabase('infra', 59000, 4);
const children: ChildProcess[] = [];
let stopBouncer = async () => {};
let failed = true;
try {
  await seedScale(database.pool);
  const { rows } = await database.pool.query<{ id: string }>(
    `insert into users (staff_id, full_name, role, password_hash) values ('INFRA-L', 'Learner', 'student', 'x') returning id`,
  );
  const learnerId = rows[0]!.id;
  await database.pool.query(
    `insert into enrollments (user_id, course_id, progress_percentage)
     select $1, id, 20 from courses where status = 'published' order by created_at desc offset 100 limit 5`,
    [learnerId],
  );
  await database.pool.query('select fold_course_enrollment_deltas()');
  const session = await createSession(database.db, learnerId, new Date(), { idleMs: 3600_000, maxMs: 86400_000 }, {});
  const cookie = `${SESSION_COOKIE}=${session.token}`;

  const newer = execFileSync(new URL('./build-pgbouncer.sh', import.meta.url).pathname, { encoding: 'utf8' })
    .trim()
    .split('\n')
    .at(-1)!;
  const bouncer = await startPgBouncer(dbUrl, tmp, { bin: newer, maxPreparedStatements: 200 });
  const old = await startPgBouncer(dbUrl, tmp);
  stopBouncer = async () => {
    await bouncer.stop();
    await old.stop();
  };

  const server = async (env: Record<string, string>) => {
    const s = await startServer('app-server.ts', { DATABASE_URL: dbUrl, ...env });
    children.push(s.child);
    return s;
  };
  const off = await server({});
  const on = await server({ METRICS_TOKEN: 'infra-bench-token-0123456789' });
  const direct = await server({ RESPONSE_CACHE: 'false' });
  const pooled = await server({ RESPONSE_CACHE: 'false', DATABASE_URL: bouncer.url, DATABASE_DIRECT_URL: dbUrl });
  const pooledOld = await server({ RESPONSE_CACHE: 'false', DATABASE_URL: old.url, DATABASE_DIRECT_URL: dbUrl, DB_PREPARED: 'false' });
  const unnamed = await server({ RESPONSE_CACHE: 'false', DB_PREPARED: 'false' });

  interface Target {
    name: string;
    url: string;
    pid: number;
    cookie?: string;
  }
  const at = (s: { port: number; child: ChildProcess }, path: string, name: string, withCookie = false): Target => ({
    name,
    url: `http://127.0.0.1:${s.port}${path}`,
    pid: s.child.pid!,
    ...(withCookie ? { cookie } : {}),
  });
  const comparisons = [
    {
      name: '1. metrics on vs off, cached GET /api/courses',
      budget: 0.97,
      ours: at(on, '/api/courses', 'metrics on'),
      baseline: at(off, '/api/courses', 'metrics off'),
    },
    {
      name: '2. PgBouncer 1.21+ (prepared statements kept) vs direct, GET /api/me/courses',
      budget: 0.85,
      ours: at(pooled, '/api/me/courses', 'PgBouncer 1.24', true),
      baseline: at(direct, '/api/me/courses', 'direct', true),
    },
    {
      name: '3. PgBouncer 1.18, DB_PREPARED=false vs direct, GET /api/me/courses',
      budget: 0,
      ours: at(pooledOld, '/api/me/courses', 'PgBouncer 1.18, unnamed', true),
      baseline: at(direct, '/api/me/courses', 'direct', true),
    },
    // For the record (no budget): how much of 3. is statements going unnamed, without PgBouncer.
    {
      name: '4. unnamed vs named statements, direct, GET /api/me/courses',
      budget: 0,
      ours: at(unnamed, '/api/me/courses', 'direct, DB_PREPARED=false', true),
      baseline: at(direct, '/api/me/courses', 'direct', true),
    },
  ];
  for (const c of comparisons)
    for (const t of [c.ours, c.baseline]) {
      const res = await fetch(t.url, { headers: t.cookie ? { cookie: t.cookie } : {} });
      if (res.status !== 200) throw new Error(`${t.name} ${t.url}: ${res.status} ${await res.text()}`);
    }

  const stats = new Map<Target, { rps: number[]; p99: number[]; cpu: number; requests: number }>();
  async function round(t: Target) {
    const s = stats.get(t) ?? { rps: [], p99: [], cpu: 0, requests: 0 };
    stats.set(t, s);
    const cpu0 = cpuSeconds(t.pid);
    const r = await wrk({ url: t.url, connections: CONNECTIONS, seconds: SECONDS, args: [t.cookie ?? ''] });
    if (r.errors > 0 || r.status > 0) throw new Error(`${t.name}: ${r.errors} failed requests, ${r.status} non-2xx`);
    s.cpu += cpuSeconds(t.pid) - cpu0;
    s.requests += r.requests;
    s.rps.push(r.requests / (r.micros / 1e6));
    s.p99.push(r.p99 / 1000);
  }

  console.log(`wrk, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s per server; ${loadLine()}`);
  for (const c of comparisons)
    for (const t of [c.ours, c.baseline]) await wrk({ url: t.url, connections: 8, seconds: 2, args: [t.cookie ?? ''] });
  for (const c of comparisons)
    for (let i = 0; i < ROUNDS; i++) for (const t of i % 2 ? [c.baseline, c.ours] : [c.ours, c.baseline]) await round(t);

  const rps = (t: Target) => median(stats.get(t)!.rps);
  console.table(
    comparisons.flatMap((c) =>
      [c.ours, c.baseline].map((t) => {
        const s = stats.get(t)!;
        return {
          comparison: c.name.slice(0, 2),
          server: t.name,
          'req/s (median round)': Math.round(rps(t)),
          'per round': s.rps.map(Math.round).join(' '),
          'p99 ms (worst round)': +Math.max(...s.p99).toFixed(1),
          'server CPU µs/req': Math.round((s.cpu / s.requests) * 1e6),
        };
      }),
    ),
  );
  const results = comparisons.map((c) => ({ ...c, ratio: rps(c.ours) / rps(c.baseline) }));
  for (const r of results)
    console.log(`${r.name}: ${(r.ratio * 100).toFixed(1)}% (budget ${r.budget * 100}%) -> ${r.ratio >= r.budget ? 'PASS' : 'FAIL'}`);
  failed = !results.every((r) => r.ratio >= r.budget);
} finally {
  await stopServers(children);
  await stopBouncer();
  await dispose();
}
process.exit(failed ? 1 : 0);
