// Phone-load benchmark (issue 13 budget): Lighthouse's mobile run (a mid-range phone on a slow 4G
// link, simulated) scores at least 90 for performance and 100 for accessibility, best practices and
// SEO on the landing page, the catalogue and a course page; the landing page transfers at most
// 300 KB on its first load.
//
//   npm run build && npm run lighthouse -w @app/bench
//   CHROMIUM_PATH=/usr/bin/chromium  LIGHTHOUSE_RUNS=3 (the median run by performance is reported)
//   LIGHTHOUSE_REPORTS=<folder>  also writes each page's median report there (HTML and JSON)
//
// It builds nothing: it starts the built server (apps/server/dist/main.js, as `npm start` does) on
// a data folder and an embedded PostgreSQL of its own, seeded with the demo, and removes both at
// the end. Scores move with the machine's load: compare runs on an idle machine.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { generateReport, type Result, type RunnerResult } from 'lighthouse';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const BUDGET: Record<(typeof CATEGORIES)[number], number> = { performance: 90, accessibility: 100, 'best-practices': 100, seo: 100 };
const LANDING_TRANSFER_BUDGET_KB = 300;
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const REPORTS = process.env.LIGHTHOUSE_REPORTS;

const root = path.join(import.meta.dirname, '..');
const serverMain = path.join(root, 'apps/server/dist/main.js');
for (const [file, hint] of [
  [serverMain, 'run `npm run build` first'],
  [path.join(root, 'apps/web/dist/index.html'), 'run `npm run build` first'],
  [CHROMIUM, 'install Chromium (apt-get install -y chromium) or set CHROMIUM_PATH'],
]) {
  if (!existsSync(file!)) {
    console.error(`${file} not found: ${hint}.`);
    process.exit(2);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base: string, server: ChildProcess, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode} before it was ready`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server was not ready after ${timeoutMs / 1000} s`);
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM'); // the server stops its embedded PostgreSQL on SIGTERM
  });
}

/** One Lighthouse run; a run whose trace Lighthouse itself could not record (it happens on a busy machine) is retried. */
async function audit(url: string, port: number, attempts = 3): Promise<Result> {
  const result: RunnerResult | undefined = await lighthouse(url, { port, logLevel: 'error', onlyCategories: [...CATEGORIES] });
  const error = result ? result.lhr.runtimeError : { code: 'NO_RESULT', message: 'Lighthouse returned nothing' };
  if (!error) return result!.lhr;
  if (attempts <= 1) throw new Error(`${url}: ${error.message}`);
  console.warn(`${url}: ${error.code}, running it again`);
  return audit(url, port, attempts - 1);
}

const median = (runs: Result[]) =>
  [...runs].sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0))[Math.floor(runs.length / 2)]!;
const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

/** The audits of a category that cost points, worst first: what to look at when it misses. */
function losses(lhr: Result, category: string): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id]!)
    .filter((audit) => audit.score !== null && audit.score < 1)
    .sort((a, b) => (a.score ?? 0) - (b.score ?? 0))
    .map((audit) => `${audit.id} (${Math.round((audit.score ?? 0) * 100)}${audit.displayValue ? `, ${audit.displayValue}` : ''})`);
}

// A folder of its own, readable by the `postgres` system user that runs PostgreSQL when we are
// root (mkdtemp makes it 0700, which that user could not enter).
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lf-bench-lighthouse-'));
await chmod(dataDir, 0o755);
const [port, pgPort] = [await freePort(), await freePort()];
const base = `http://127.0.0.1:${port}`;
const { DATABASE_URL: _external, ...env } = process.env; // always the embedded database, never the caller's
const server = spawn(process.execPath, [serverMain], {
  cwd: root,
  env: {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
    // Production serving, over plain HTTP on the loopback: no Secure cookies, no HTTPS upgrade.
    NODE_ENV: 'production',
    COOKIE_SECURE: 'false',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
  },
  // Its log is shown only if it fails to start (its shutdown at the end is not news).
  stdio: ['ignore', 'ignore', 'pipe'],
});
let serverLog = '';
server.stderr!.on('data', (chunk: Buffer) => (serverLog = (serverLog + chunk.toString()).slice(-20_000)));

let chrome: chromeLauncher.LaunchedChrome | undefined;
let exitCode = 1;
try {
  console.log(`starting the server on ${base} with the demo seed (data in ${dataDir})...`);
  await waitForHealth(base, server, 240_000).catch((err: unknown) => {
    console.error(serverLog);
    throw err;
  });
  const home = (await (await fetch(`${base}/api/home`)).json()) as { featured: { id: string }[] };
  const courseId = home.featured[0]?.id;
  if (!courseId) throw new Error('the demo seed has no featured course');
  const pages = [
    { name: 'landing', path: '/' },
    { name: 'catalogue', path: '/courses' },
    { name: 'course page', path: `/course-details/${courseId}` },
  ];

  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  console.log(`Lighthouse ${RUNS} run(s) per page, mobile (load average ${os.loadavg()[0]!.toFixed(2)})...`);

  const rows: Record<string, string | number>[] = [];
  const notes: string[] = [];
  let ok = true;
  let landingKb = Infinity;
  for (const page of pages) {
    const runs: Result[] = [];
    for (let i = 0; i < RUNS; i++) {
      runs.push(await audit(`${base}${page.path}`, chrome.port));
      if (REPORTS && runs.length === RUNS) {
        await mkdir(REPORTS, { recursive: true });
        const file = path.join(REPORTS, page.name.replace(/\s+/g, '-'));
        await writeFile(`${file}.html`, generateReport(median(runs), 'html'));
        await writeFile(`${file}.json`, JSON.stringify(median(runs)));
      }
    }
    const lhr = median(runs);
    const row: Record<string, string | number> = { page: page.path };
    for (const category of CATEGORIES) {
      const value = score(lhr, category);
      const pass = value >= BUDGET[category];
      ok &&= pass;
      row[category] = `${value} ${pass ? 'PASS' : 'FAIL'}`;
      if (!pass) notes.push(`${page.path} ${category}: ${losses(lhr, category).slice(0, 8).join('; ')}`);
    }
    if (RUNS > 1) row['performance runs'] = runs.map((r) => score(r, 'performance')).join(' ');
    row.LCP = lhr.audits['largest-contentful-paint']?.displayValue ?? '';
    row.TBT = lhr.audits['total-blocking-time']?.displayValue ?? '';
    row['transfer KB'] = Math.round((lhr.audits['total-byte-weight']?.numericValue ?? 0) / 1000);
    if (page.path === '/') landingKb = row['transfer KB'] as number;
    rows.push(row);
  }
  console.table(rows);
  for (const note of notes) console.log(`  lost points: ${note}`);
  const transferOk = landingKb <= LANDING_TRANSFER_BUDGET_KB;
  console.log(
    `landing page first-load transfer: ${landingKb} KB, budget ${LANDING_TRANSFER_BUDGET_KB} KB -> ${transferOk ? 'PASS' : 'FAIL'}`,
  );
  console.log(`scores (median of ${RUNS} by performance) against the budget -> ${ok ? 'PASS' : 'FAIL'}`);
  exitCode = ok && transferOk ? 0 : 1;
} catch (err) {
  console.error(err);
} finally {
  chrome?.kill();
  await stop(server);
  await rm(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
