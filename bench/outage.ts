// Outage drill (issue 12): under a steady load, drop every database connection, restart
// PostgreSQL and freeze it (SIGSTOP), for the embedded database the server runs itself and for an
// external one. It shows that the server process never dies, that requests made during an outage
// fail fast with 503 (never a 500, never a hang), and that service returns by itself within 2 s of
// the database.
//
//   npm run outage -w @app/bench          OUTAGE_MODES=external,embedded  OUTAGE_CLIENTS=16
//
// The server runs from source (tsx apps/server/src/main.ts) with its production timeouts: connect
// 3 s, statement 10 s, client query 12 s, health ping 1 s.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedCluster } from '../apps/server/src/db/embedded.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLIENTS = Number(process.env.OUTAGE_CLIENTS ?? 16);
const MODES = (process.env.OUTAGE_MODES ?? 'external,embedded').split(',');
const RECOVERY_BUDGET_MS = 2000;
const FAST_FAIL_MS = 1000; // a 503 during an outage, once the server knows of it
const QUERY_TIMEOUT_MS = 12_000; // the server's default client-side query timeout
const HEALTH_LIMIT_MS = 1500; // its 1 s ping timeout, and a margin for a busy machine

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

interface Sample {
  path: string;
  start: number;
  end: number;
  status: number; // 0: no response (connection refused, reset, or our 30 s cap)
}

/** `clients` loops of requests a learner's browser makes, until stopped. */
function steadyLoad(base: string, cookie: string, courseId: string) {
  const samples: Sample[] = [];
  const paths = ['/api/courses', '/api/home', `/api/courses/${courseId}`, '/api/me/courses', '/api/health'];
  let running = true;
  const loops = Array.from({ length: CLIENTS }, async (_, i) => {
    for (let n = i; running; n++) {
      const start = Date.now();
      let status = 0;
      try {
        const res = await fetch(base + paths[n % paths.length], { headers: { cookie }, signal: AbortSignal.timeout(30_000) });
        await res.arrayBuffer();
        status = res.status;
      } catch {
        await sleep(20); // the server is not there: don't spin
      }
      samples.push({ path: paths[n % paths.length]!, start, end: Date.now(), status });
    }
  });
  return {
    samples,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** Resolves once PostgreSQL on `url` accepts a query again. */
async function waitForDatabase(url: string): Promise<number> {
  for (;;) {
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 500 });
    c.on('error', () => undefined);
    try {
      await c.connect();
      await c.query('select 1');
      await c.end();
      return Date.now();
    } catch {
      await c.end().catch(() => undefined);
      await sleep(25);
    }
  }
}

interface Verdict {
  fault: string;
  requests: number;
  ok: number;
  unavailable: number;
  other: number;
  slowest503: number;
  slowestHealth: number;
  p95of503: number;
  recoveryMs: number;
  pass: boolean;
  why: string[];
}

/** Judges the requests around one fault: [faultAt, backAt] is the outage, then recovery. */
function judge(fault: string, samples: Sample[], faultAt: number, backAt: number, detectMs: number): Verdict {
  const during = samples.filter((s) => s.start >= faultAt && s.start < backAt);
  const after = samples.filter((s) => s.start >= backAt).sort((a, b) => a.end - b.end);
  const firstOk = after.find((s) => s.status === 200);
  const recoveryMs = firstOk ? firstOk.end - backAt : Infinity;
  const settled = after.filter((s) => s.start > backAt + RECOVERY_BUDGET_MS);
  const all = [...during, ...after.filter((s) => s.start < backAt + RECOVERY_BUDGET_MS)];
  const unavailable = all.filter((s) => s.status === 503);
  const why: string[] = [];
  // Requests that start once the server knows the database is gone must fail fast; the health
  // check is the one that asks the database itself, within its own timeout.
  const informed = unavailable.filter((s) => s.start >= faultAt + detectMs && s.path !== '/api/health').map((s) => s.end - s.start);
  const slowestHealth = Math.max(0, ...all.filter((s) => s.path === '/api/health').map((s) => s.end - s.start));
  if (slowestHealth > HEALTH_LIMIT_MS) why.push(`a health check took ${slowestHealth} ms > ${HEALTH_LIMIT_MS} ms`);
  informed.sort((a, b) => a - b);
  const p95 = informed.length ? informed[Math.floor(informed.length * 0.95)]! : 0;
  const other = all.filter((s) => s.status !== 200 && s.status !== 503);
  if (other.length)
    why.push(`${other.length} answers neither 200 nor 503 (statuses ${[...new Set(other.map((s) => s.status))].join(', ')})`);
  const slowest = Math.max(0, ...unavailable.map((s) => s.end - s.start));
  if (slowest > QUERY_TIMEOUT_MS + 1500) why.push(`a 503 took ${slowest} ms (hung past the query timeout)`);
  if (p95 > FAST_FAIL_MS) why.push(`p95 of 503s after detection ${p95} ms > ${FAST_FAIL_MS} ms`);
  if (recoveryMs > RECOVERY_BUDGET_MS) why.push(`recovery ${recoveryMs} ms > ${RECOVERY_BUDGET_MS} ms`);
  const lateFailures = settled.filter((s) => s.status !== 200);
  if (lateFailures.length)
    why.push(
      `${lateFailures.length} failures more than 2 s after the database was back (${lateFailures
        .slice(0, 5)
        .map((s) => `${s.status} ${s.path} at +${s.start - backAt} ms`)
        .join(', ')})`,
    );
  return {
    fault,
    requests: all.length,
    ok: all.filter((s) => s.status === 200).length,
    unavailable: unavailable.length,
    other: other.length,
    slowest503: slowest,
    slowestHealth,
    p95of503: p95,
    recoveryMs,
    pass: why.length === 0,
    why,
  };
}

async function startServer(env: Record<string, string>, port: number) {
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, 'apps/server/src/main.ts')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'development', SEED_DEMO: 'true', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} while starting`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, base };
    } catch {
      /* not yet */
    }
    await sleep(200);
  }
  throw new Error('server did not start in 120 s');
}

async function signIn(base: string) {
  const res = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ staffId: 'STU-001', password: 'student123' }),
  });
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('sid='))!
    .split(';')[0]!;
  const { courses } = (await (await fetch(`${base}/api/courses`)).json()) as { courses: { id: string }[] };
  return { cookie, courseId: courses[0]!.id };
}

/** The postmaster and every process it forked (each backend leads a process group of its own). */
function clusterProcesses(postmaster: number): number[] {
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)], { encoding: 'utf8' })
    .split('\n')
    .map(Number)
    .filter((pid) => pid > 0);
  return [postmaster, ...children];
}
// The postmaster first, so that it forks nothing new meanwhile.
const freeze = (pid: number) => clusterProcesses(pid).forEach((p) => process.kill(p, 'SIGSTOP'));
const thaw = (pid: number) => clusterProcesses(pid).forEach((p) => process.kill(p, 'SIGCONT'));

async function drill(mode: string): Promise<Verdict[]> {
  const tmp = await mkdtemp(path.join(os.tmpdir(), `lf-outage-${mode}-`));
  await chmod(tmp, 0o755); // run as root, PostgreSQL runs as the postgres user, who must get in
  const port = await freePort();
  const pgPort = await freePort();
  let cluster: EmbeddedCluster | undefined;
  let server: ChildProcess | undefined;
  try {
    let dbUrl: string;
    let postmaster: () => Promise<number>;
    let restart: () => Promise<void>;
    if (mode === 'external') {
      cluster = await startEmbeddedPostgres(path.join(tmp, 'pg'), pgPort);
      const admin = new pg.Client({ connectionString: cluster.url('postgres') });
      await admin.connect();
      await admin.query('create database app');
      await admin.end();
      dbUrl = cluster.url('app');
      ({ child: server } = await startServer({ DATABASE_URL: dbUrl, DATA_DIR: tmp }, port));
      postmaster = async () => cluster!.pid()!;
      restart = async () => {
        await cluster!.stop();
        await sleep(1500); // down for a while
        cluster = await startEmbeddedPostgres(path.join(tmp, 'pg'), pgPort);
      };
    } else {
      ({ child: server } = await startServer({ DATA_DIR: tmp, EMBEDDED_PG_PORT: String(pgPort) }, port));
      const password = (await readFile(path.join(tmp, 'postgres', 'password'), 'utf8')).trim();
      dbUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/app`;
      const pidFile = path.join(tmp, 'postgres', 'cluster', 'postmaster.pid');
      postmaster = async () => Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
      // The server's own cluster: killed hard, the server starts it again by itself.
      restart = async () => {
        process.kill(await postmaster(), 'SIGKILL');
      };
    }
    const base = `http://127.0.0.1:${port}`;
    const { cookie, courseId } = await signIn(base);
    const load = steadyLoad(base, cookie, courseId);
    const verdicts: Verdict[] = [];
    await sleep(3000);

    // 1. Every connection dropped (a failover, pg_terminate_backend): the database itself stays up.
    let at = Date.now();
    const admin = new pg.Client({ connectionString: dbUrl });
    await admin.connect();
    await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = 'app' and pid <> pg_backend_pid()");
    await admin.end();
    await sleep(4000);
    verdicts.push(judge('connections dropped', load.samples, at, at, 0));

    // 2. A restart.
    at = Date.now();
    await restart();
    const back = await waitForDatabase(dbUrl);
    await sleep(4000);
    verdicts.push(judge(mode === 'embedded' ? 'restart (killed, restarted by the server)' : 'restart', load.samples, at, back, 500));

    // 3. Frozen for 8 s.
    const pid = await postmaster();
    at = Date.now();
    freeze(pid);
    await sleep(8000);
    thaw(pid);
    const thawed = Date.now();
    await sleep(4000);
    // Detection: two slow 1 s pings, plus a second of ping interval.
    verdicts.push(judge('frozen 8 s (SIGSTOP)', load.samples, at, thawed, 3500));

    await load.stop();
    if (server.exitCode !== null) throw new Error(`the server died (exit ${server.exitCode})`);
    return verdicts;
  } finally {
    if (server && server.exitCode === null) {
      server.kill('SIGINT');
      await new Promise((resolve) => server!.once('exit', resolve));
    }
    await cluster?.stop();
    await rm(tmp, { recursive: true, force: true });
  }
}

let failed = false;
for (const mode of MODES) {
  console.log(`\n${mode} database, ${CLIENTS} clients in a loop:`);
  const verdicts = await drill(mode);
  console.log(
    '  fault                                      requests   200   503  other  slowest 503  p95 503 (informed)  slowest health  recovery',
  );
  for (const v of verdicts) {
    console.log(
      `  ${v.fault.padEnd(42)} ${String(v.requests).padStart(8)} ${String(v.ok).padStart(5)} ${String(v.unavailable).padStart(5)} ${String(v.other).padStart(6)} ${`${v.slowest503} ms`.padStart(12)} ${`${v.p95of503} ms`.padStart(19)} ${`${v.slowestHealth} ms`.padStart(15)} ${`${v.recoveryMs} ms`.padStart(9)}  ${v.pass ? 'PASS' : `FAIL: ${v.why.join('; ')}`}`,
    );
    failed ||= !v.pass;
  }
  console.log('  the server process stayed up: PASS');
}
console.log(failed ? '\nFAIL' : '\nPASS');
process.exit(failed ? 1 : 0);
