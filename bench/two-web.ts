// Two web processes behind nginx vs one (issue 25's budget: at least 1.3x on this 2-core machine).
// Both sides go through nginx with the tested config (deploy/nginx.conf), so the difference is the
// second process alone. In alternating rounds of wrk at the same connections: a cached
// GET /api/courses and a learner's GET /api/me/courses (no response cache, a query per request).
// Where the CPU goes is sampled from /proc during the rounds, per program: the Node processes,
// nginx, wrk, PostgreSQL; the machine's total says how much of the second core was left.
//
//   npm run two-web -w @app/bench    (wrk and nginx: apt-get install -y wrk nginx)
//   TWO_WEB_CONNECTIONS=64  TWO_WEB_SECONDS=5 (per round)  TWO_WEB_ROUNDS=4  TWO_WEB_NGINX_WORKERS=1
import os from 'node:os';
import type { ChildProcess } from 'node:child_process';
import { createSession, SESSION_COOKIE } from '../apps/server/src/auth/sessions.js';
import { openBenchDatabase } from './bench-database.js';
import { cpuByPid, machineCpu } from './proc-cpu.js';
import { startNginx } from './nginx.js';
import { seedScale } from './scale-seed.js';
import { loadLine, median, requireWrk, startServer, stopServers, wrk } from './wrk.js';

const CONNECTIONS = Number(process.env.TWO_WEB_CONNECTIONS ?? 64);
const SECONDS = Number(process.env.TWO_WEB_SECONDS ?? 5);
const ROUNDS = Number(process.env.TWO_WEB_ROUNDS ?? 4);
const BUDGET = 1.3;
// One nginx worker by default: with two, nginx's own workers take turns with the Node processes
// and wrk on two cores (TWO_WEB_NGINX_WORKERS=2 to see it).
const NGINX_WORKERS = Number(process.env.TWO_WEB_NGINX_WORKERS ?? 1);
// Node options for every server process, e.g. `--single-threaded-gc` (V8's helper threads contend
// with the other process for the same two cores).
const NODE_ARGS = process.env.TWO_WEB_NODE_ARGS?.split(' ').filter(Boolean) ?? [];

requireWrk();
const { url: dbUrl, database, tmp, dispose } = await openBenchDatabase('twoweb', 59100, 4);
const children: ChildProcess[] = [];
const stops: (() => Promise<void>)[] = [];
let failed = true;
try {
  await seedScale(database.pool);
  const { rows } = await database.pool.query<{ id: string }>(
    `insert into users (staff_id, full_name, role, password_hash) values ('TWO-L', 'Learner', 'student', 'x') returning id`,
  );
  await database.pool.query(
    `insert into enrollments (user_id, course_id, progress_percentage)
     select $1, id, 20 from courses where status = 'published' order by created_at desc offset 100 limit 5`,
    [rows[0]!.id],
  );
  await database.pool.query('select fold_course_enrollment_deltas()');
  const session = await createSession(database.db, rows[0]!.id, new Date(), { idleMs: 3600_000, maxMs: 86400_000 }, {});
  const cookie = `${SESSION_COOKIE}=${session.token}`;

  const servers = [];
  for (let i = 0; i < 3; i++) {
    const s = await startServer('app-server.ts', { DATABASE_URL: dbUrl, DB_POOL_SIZE: '10' }, NODE_ARGS);
    children.push(s.child);
    servers.push(s);
  }
  const one = await startNginx([`127.0.0.1:${servers[0]!.port}`], tmp, { workers: NGINX_WORKERS });
  const two = await startNginx([`127.0.0.1:${servers[1]!.port}`, `127.0.0.1:${servers[2]!.port}`], tmp, { workers: NGINX_WORKERS });
  stops.push(one.stop, two.stop);
  const nodePids = { one: [servers[0]!.child.pid!], two: [servers[1]!.child.pid!, servers[2]!.child.pid!] };

  const paths = [
    { name: 'cached GET /api/courses', path: '/api/courses', cookie: '' },
    { name: "learner's GET /api/me/courses", path: '/api/me/courses', cookie },
  ];
  for (const p of paths)
    for (const n of [one, two]) {
      const res = await fetch(`${n.base}${p.path}`, { headers: p.cookie ? { cookie: p.cookie } : {} });
      if (res.status !== 200) throw new Error(`${p.path}: ${res.status}`);
      await wrk({ url: `${n.base}${p.path}`, connections: 8, seconds: 2, args: [p.cookie] });
    }

  type Side = 'one' | 'two';
  interface Figures {
    rps: number[];
    p99: number[];
    cpu: Map<string, number>;
    busy: number;
    total: number;
  }
  const stats = new Map<string, Figures>();
  const programOf = (pid: number, comm: string, side: Side) =>
    nodePids[side].includes(pid)
      ? 'LearnFlix (node)'
      : comm === 'nginx'
        ? 'nginx'
        : comm === 'wrk'
          ? 'wrk'
          : comm === 'postgres'
            ? 'PostgreSQL'
            : 'other';

  async function round(p: (typeof paths)[number], side: Side) {
    const key = `${p.name}|${side}`;
    const s: Figures = stats.get(key) ?? { rps: [], p99: [], cpu: new Map<string, number>(), busy: 0, total: 0 };
    stats.set(key, s);
    const before = cpuByPid();
    const last = new Map(before);
    // wrk exits before the round's last look: its last sample stands for it.
    const sampler = setInterval(() => cpuByPid().forEach((v, pid) => last.set(pid, v)), 250);
    const m0 = machineCpu();
    const r = await wrk({
      url: `${(side === 'one' ? one : two).base}${p.path}`,
      connections: CONNECTIONS,
      seconds: SECONDS,
      args: [p.cookie],
    });
    clearInterval(sampler);
    cpuByPid().forEach((v, pid) => last.set(pid, v));
    const m1 = machineCpu();
    if (r.errors > 0 || r.status > 0) throw new Error(`${key}: ${r.errors} failed requests, ${r.status} non-2xx`);
    for (const [pid, v] of last) {
      const used = v.seconds - (before.get(pid)?.seconds ?? 0);
      if (used <= 0) continue;
      const program = programOf(pid, v.comm, side);
      s.cpu.set(program, (s.cpu.get(program) ?? 0) + used);
    }
    s.busy += m1.busy - m0.busy;
    s.total += m1.total - m0.total;
    s.rps.push(r.requests / (r.micros / 1e6));
    s.p99.push(r.p99 / 1000);
  }

  console.log(
    `wrk, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s per side; ${os.cpus().length} CPUs; ${loadLine()}`,
  );
  for (const p of paths)
    for (let i = 0; i < ROUNDS; i++) for (const side of (i % 2 ? ['two', 'one'] : ['one', 'two']) as Side[]) await round(p, side);

  const rows2 = [];
  const ratios = [];
  for (const p of paths) {
    const a = stats.get(`${p.name}|one`)!;
    const b = stats.get(`${p.name}|two`)!;
    const ratio = median(b.rps) / median(a.rps);
    ratios.push({ name: p.name, ratio });
    for (const [side, s] of [
      ['one process', a],
      ['two processes', b],
    ] as const) {
      const seconds = [...s.cpu.values()].reduce((x, y) => x + y, 0);
      const share = (name: string) => `${(((s.cpu.get(name) ?? 0) / (s.total / os.cpus().length)) * 100).toFixed(0)}%`;
      rows2.push({
        request: p.name,
        side,
        'req/s (median round)': Math.round(median(s.rps)),
        'p99 ms (worst round)': +Math.max(...s.p99).toFixed(1),
        'machine busy': `${((s.busy / s.total) * 100).toFixed(0)}%`,
        node: share('LearnFlix (node)'),
        nginx: share('nginx'),
        wrk: share('wrk'),
        PostgreSQL: share('PostgreSQL'),
        other: share('other'),
        'CPU s': +seconds.toFixed(1),
      });
    }
  }
  console.table(rows2);
  console.log('(node, nginx, wrk, PostgreSQL, other: CPU time as a share of one core over the rounds; 200% is both cores)');
  for (const r of ratios)
    console.log(`${r.name}: two processes / one = ${r.ratio.toFixed(2)}x (budget >= ${BUDGET}x) -> ${r.ratio >= BUDGET ? 'PASS' : 'FAIL'}`);
  failed = ratios.some((r) => r.ratio < BUDGET);
} finally {
  for (const s of stops) await s().catch(() => undefined);
  await stopServers(children);
  await dispose();
}
process.exit(failed ? 1 : 0);
