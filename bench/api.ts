// API cost benchmark (issue 13, items 2 and 4), side by side with bare servers on the same machine
// and database, in alternating rounds of wrk so that other load hits both sides alike:
//   1. a warm `GET /api/courses` (response cache) >= 50% of a raw node:http server sending the
//      same bytes from memory;
//   2. `GET /api/courses` with RESPONSE_CACHE=false and 3. `GET /api/me/courses` (a learner with
//      5 enrollments) >= 75% of a bare node:http + pg server running the same SQL (the statements
//      our server sent for that request, recorded: same text, values and statement names);
//   4. the bare server running the SQL of `GET /api/me/courses` >= the one running a catalogue
//      page's: a learner's own lists are at least as cheap.
// Data: 10,000 courses and 200,000 enrollments (scale-seed.ts).
//
//   npm run api -w @app/bench        needs wrk (apt-get install -y wrk) and a PostgreSQL:
//   BENCH_DATABASE_URL or TEST_DATABASE_URL (an admin URL; a database is created and dropped),
//   else an embedded cluster is started for the run.
//   API_CONNECTIONS=32  API_SECONDS=5 (per round)  API_ROUNDS=3
//   API_PROFILE=<dir>: our servers write V8 CPU profiles there (open in Chrome DevTools)
//   BENCH_GC=1: our servers print their garbage-collection time by kind when they stop
//   API_NODE_ARGS='--flag ...': extra Node/V8 flags for our servers (GC experiments)
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import type pg from 'pg';
import { createSession, SESSION_COOKIE } from '../apps/server/src/auth/sessions.js';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { connect } from '../apps/server/src/db/client.js';
import { LocalStorage } from '../apps/server/src/storage/local.js';
import { openBenchDatabase } from './bench-database.js';
import { seedScale } from './scale-seed.js';
import { cpuSeconds, loadLine, median, requireWrk, startServer, stopServers, wrk } from './wrk.js';

const CONNECTIONS = Number(process.env.API_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.API_SECONDS ?? 5);
const ROUNDS = Number(process.env.API_ROUNDS ?? 3);

requireWrk();
const { url: dbUrl, database, tmp, dispose } = await openBenchDatabase('api', 58000, 4);
const children: ChildProcess[] = [];
let failed = true;
try {
  await seedScale(database.pool);

  // A learner with 5 enrollments and a session of their own.
  const { rows: learner } = await database.pool.query<{ id: string }>(
    `insert into users (staff_id, full_name, role, password_hash) values ('BENCH-LEARNER', 'Bench Learner', 'student', 'x') returning id`,
  );
  const learnerId = learner[0]!.id;
  await database.pool.query(
    `insert into enrollments (user_id, course_id, progress_percentage)
     select $1, id, 20 from courses where status = 'published' order by created_at desc offset 100 limit 5`,
    [learnerId],
  );
  await database.pool.query('select fold_course_enrollment_deltas()');
  const session = await createSession(database.db, learnerId, new Date(), { idleMs: 3600_000, maxMs: 86400_000 }, {});
  const cookie = `${SESSION_COOKIE}=${session.token}`;

  // ---- what each request sends: recorded from an app in this process ----
  const statements = await recordStatements(dbUrl, cookie);

  // ---- the servers ----
  const profile = [
    ...(process.env.API_PROFILE ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(process.env.API_PROFILE)] : []),
    ...(process.env.API_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
  ];
  const cached = await startServer('app-server.ts', { DATABASE_URL: dbUrl }, profile);
  const uncached = await startServer('app-server.ts', { DATABASE_URL: dbUrl, RESPONSE_CACHE: 'false' }, profile);
  children.push(cached.child, uncached.child);
  const warmBody = await (await fetch(`http://127.0.0.1:${cached.port}/api/courses`)).text();
  const routesFile = path.join(tmp, 'routes.json');
  await writeFile(
    routesFile,
    JSON.stringify({
      '/raw/courses': { body: warmBody, type: 'application/json; charset=utf-8' },
      '/sql/courses': { statements: statements.courses },
      '/sql/me': { statements: statements.me },
    }),
  );
  const bare = await startServer('bare-server.ts', { DATABASE_URL: dbUrl, ROUTES: routesFile });
  children.push(bare.child);

  interface Target {
    name: string;
    url: string;
    cookie?: string;
    pid: number;
  }
  const ours = (port: number, p: string, pid: number, name: string, withCookie = false): Target => ({
    name,
    url: `http://127.0.0.1:${port}${p}`,
    pid,
    ...(withCookie ? { cookie } : {}),
  });
  const bareTarget = (p: string, name: string): Target => ({ name, url: `http://127.0.0.1:${bare.port}${p}`, pid: bare.child.pid! });
  const comparisons: { name: string; budget: number; ours: Target; baseline: Target }[] = [
    {
      name: '1. warm GET /api/courses vs raw bytes from memory',
      budget: 0.5,
      ours: ours(cached.port, '/api/courses', cached.child.pid!, 'ours, response cache'),
      baseline: bareTarget('/raw/courses', 'node:http, bytes from memory'),
    },
    {
      name: '2. GET /api/courses vs bare node:http + pg, same SQL',
      budget: 0.75,
      ours: ours(uncached.port, '/api/courses', uncached.child.pid!, 'ours, RESPONSE_CACHE=false'),
      baseline: bareTarget('/sql/courses', 'node:http + pg, same SQL'),
    },
    {
      name: '3. GET /api/me/courses vs bare node:http + pg, same SQL',
      budget: 0.75,
      ours: ours(uncached.port, '/api/me/courses', uncached.child.pid!, 'ours', true),
      baseline: bareTarget('/sql/me', 'node:http + pg, same SQL'),
    },
  ];

  // Every target answers 200 before any load.
  for (const c of comparisons)
    for (const t of [c.ours, c.baseline]) {
      const res = await fetch(t.url, { headers: t.cookie ? { cookie: t.cookie } : {} });
      if (res.status !== 200) throw new Error(`${t.name} ${t.url}: ${res.status} ${await res.text()}`);
    }

  interface Stats {
    rps: number[];
    p99: number[];
    cpu: number;
    requests: number;
  }
  const stats = new Map<Target, Stats>();
  async function round(t: Target) {
    const s = stats.get(t) ?? { rps: [], p99: [], cpu: 0, requests: 0 };
    stats.set(t, s);
    const cpu0 = cpuSeconds(t.pid);
    const r = await wrk({ url: t.url, connections: CONNECTIONS, seconds: SECONDS, args: [t.cookie ?? ''] });
    if (r.errors > 0 || r.status > 0) throw new Error(`${t.name} ${t.url}: ${r.errors} failed requests, ${r.status} non-2xx`);
    s.cpu += cpuSeconds(t.pid) - cpu0;
    s.requests += r.requests;
    s.rps.push(r.requests / (r.micros / 1e6));
    s.p99.push(r.p99 / 1000);
  }

  console.log(`wrk, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s per server; ${loadLine()}`);
  // Warm-up: JIT, pools, prepared statements and plans on every side.
  for (const c of comparisons)
    for (const t of [c.ours, c.baseline]) await wrk({ url: t.url, connections: 8, seconds: 2, args: [t.cookie ?? ''] });
  for (const c of comparisons)
    for (let i = 0; i < ROUNDS; i++) for (const t of i % 2 ? [c.baseline, c.ours] : [c.ours, c.baseline]) await round(t);

  const rps = (t: Target) => median(stats.get(t)!.rps);
  const rows = comparisons.flatMap((c) =>
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
  );
  console.table(rows);
  const results = comparisons.map((c) => {
    const ratio = rps(c.ours) / rps(c.baseline);
    return { ...c, ratio, pass: ratio >= c.budget };
  });
  for (const r of results)
    console.log(`${r.name}: ${(r.ratio * 100).toFixed(0)}% (budget ${r.budget * 100}%) -> ${r.pass ? 'PASS' : 'FAIL'}`);
  const me = rps(comparisons[2]!.baseline);
  const page = rps(comparisons[1]!.baseline);
  const cheap = me >= page;
  console.log(
    `4. bare SQL of GET /api/me/courses ${Math.round(me)} req/s vs a catalogue page's ${Math.round(page)} req/s -> ${cheap ? 'PASS' : 'FAIL'}`,
  );
  failed = !(results.every((r) => r.pass) && cheap);
} finally {
  await stopServers(children);
  await dispose();
}
process.exit(failed ? 1 : 0);

/**
 * The statements our server sends for a warm `GET /api/courses` (response cache off) and
 * `GET /api/me/courses` (session already cached), as the pool receives them.
 */
async function recordStatements(url: string, cookie: string) {
  const recorder = connect(url, { max: 4 });
  const sent: { name?: string; text: string; values: unknown[] }[] = [];
  const query = recorder.pool.query.bind(recorder.pool) as (config: unknown, values?: unknown[]) => Promise<pg.QueryResult>;
  recorder.pool.query = ((config: string | pg.QueryConfig, values?: unknown[]) => {
    const c = typeof config === 'string' ? { text: config } : config;
    sent.push({ name: c.name, text: c.text, values: values ?? c.values ?? [] });
    return query(config, values);
  }) as typeof recorder.pool.query;
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', SEED_DEMO: 'false', RESPONSE_CACHE: 'false' });
  const app = await buildApp({ config, db: recorder.db, storage: new LocalStorage(path.join(tmp, randomUUID())) });
  const record = async (url: string) => {
    await app.inject({ url, headers: { cookie } }); // warms the session cache and every statement
    sent.length = 0;
    const res = await app.inject({ url, headers: { cookie } });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return [...sent];
  };
  const courses = await record('/api/courses');
  const me = await record('/api/me/courses');
  await app.close();
  await recorder.close();
  console.log(`recorded: GET /api/courses sends ${courses.length} statements, GET /api/me/courses ${me.length}`);
  return { courses, me };
}
