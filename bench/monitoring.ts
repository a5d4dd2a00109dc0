// Student monitoring benchmark (issue 17): with an instructor of 20 courses, 50,000 enrollments and
// ~1,000,000 lesson-progress rows (bench/monitoring-seed.ts), over real HTTP, one request at a time:
//   - the students list, any filter, sort or page: median under 50 ms (pages past the first asked for
//     as the screen's page links ask for them, with their `after`; the same deep pages by number
//     alone are measured too and printed apart, outside the budget)
//   - analytics (summary, and one course's funnel) for each period: p95 under 300 ms (365 days under 500 ms)
//   - the CSV export of 10,000 rows: first byte under 1 s, whole file under 3 s, and the server's
//     memory flat: the heap grows no more for 50,000 rows than for 10,000 (the rows are streamed)
// Each request's statements are counted too: the same for every page and filter.
//
//   npm run monitoring -w @app/bench               embedded PostgreSQL, started for the run
//   BENCH_DATABASE_URL (or TEST_DATABASE_URL)=postgres://... npm run monitoring -w @app/bench
//   BENCH_REQUESTS=60 (per scenario)
import path from 'node:path';
import { createSession, SESSION_COOKIE } from '../apps/server/src/auth/sessions.js';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { connect } from '../apps/server/src/db/client.js';
import { LocalStorage } from '../apps/server/src/storage/local.js';
import { openBenchDatabase } from './bench-database.js';
import { seedMonitoring } from './monitoring-seed.js';
import { loadLine } from './wrk.js';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 60);
const LIST_MEDIAN_MS = 50;
const ANALYTICS_P95_MS = 300;
const ANALYTICS_YEAR_P95_MS = 500;
const FIRST_BYTE_MS = 1000;
const WHOLE_MS = 3000;

const { database, url, tmp, dispose } = await openBenchDatabase('monitoring', 57000, 10);
let failed = true;
try {
  await seedMonitoring(database.pool);
  const one = async (text: string) => (await database.pool.query<{ id: string }>(text)).rows[0]!.id;
  const instructor = await one(`select id from users where staff_id = 'BM-INS'`);
  const course = await one(`select id from courses where title = 'Monitored Course 07'`);
  const { token } = await createSession(database.db, instructor, new Date(), { idleMs: 3600_000, maxMs: 86400_000 }, {});
  const cookie = `${SESSION_COOKIE}=${token}`;

  // A pool of its own that counts the app's statements.
  const statements = { count: 0 };
  const counted = connect(url, { max: 10, onQuery: () => statements.count++ });
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', SEED_DEMO: 'false', PORT: '0', HOST: '127.0.0.1' });
  const app = await buildApp({ config, db: counted.db, storage: new LocalStorage(path.join(tmp, 'files')) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

  const pct = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
  async function time(target: string) {
    const get = async () => {
      const res = await fetch(base + target, { headers: { cookie } });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${target}: ${res.status}`);
    };
    for (let i = 0; i < 5; i++) await get(); // warm-up
    const before = statements.count;
    await get();
    const perRequest = statements.count - before;
    const times: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const start = performance.now();
      await get();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    return { median: +pct(times, 50).toFixed(1), p95: +pct(times, 95).toFixed(1), statements: perRequest };
  }

  const lists: Record<string, string> = {
    'all, newest first (page 1)': '',
    'all, page 100 (Next from 99)': 'page=100',
    'all, last page (2,500)': 'page=2500',
    'all, by name': 'sort=name&dir=asc',
    'all, by name, page 1,200 (Next from 1,199)': 'sort=name&dir=asc&page=1200',
    'all, by name, page 1,199 (Previous from 1,200)': 'sort=name&dir=asc&page=1199',
    'all, by progress': 'sort=progress&dir=desc',
    'all, by last activity': 'sort=lastActivity&dir=desc',
    'all, by course': 'sort=course&dir=asc&page=50',
    'all, by e-mail desc': 'sort=email&dir=desc',
    'status completed': 'status=completed',
    'status inactive, by name': 'status=inactive&sort=name&dir=asc',
    'search a name (1 match)': 'q=Student%2012345',
    'search common text (50,000 match)': 'q=student',
    'search common text, by name, page 600 (Next)': 'q=student&sort=name&dir=asc&page=600',
    'search e-mail, completed': 'q=student1&status=completed',
    'one course': `courseId=${course}`,
    'one course, by progress, page 20': `courseId=${course}&sort=progress&dir=asc&page=20`,
    'one course, search, active': `courseId=${course}&q=ada&status=active`,
  };
  // A page past the first is asked for as the screen's page links ask for it: with the `after` of
  // the page the learner is on (Next, Previous and the numbers around it), or of the list's end
  // (the last page). The same pages asked for by number alone (a typed or old address) are
  // measured apart: they still count every row before them.
  type Students = { cursors: { next: string | null; end: string } };
  const students = async (query: string) =>
    (await (await fetch(`${base}/api/instructor/students?${query}`, { headers: { cookie } })).json()) as Students;
  async function linked(query: string): Promise<string> {
    const params = new URLSearchParams(query);
    const page = Number(params.get('page') ?? 1);
    if (page === 1) return query;
    params.delete('page');
    const rest = params.toString();
    const at = (p: number) => `${rest}${rest ? '&' : ''}page=${p}`;
    if (page === 2500) return `${at(page)}&after=${(await students(rest)).cursors.end}`;
    // Previous from the page after it; Next from the page before.
    const previous = query.includes('1199');
    const from = previous ? page + 1 : page - 1;
    return `${at(page)}&after=${(await students(at(from))).cursors.next}`;
  }
  const analytics: Record<string, string> = {};
  for (const period of [7, 30, 90, 365]) {
    analytics[`summary ${period} days`] = `/api/instructor/analytics?period=${period}`;
    analytics[`one course ${period} days`] = `/api/instructor/analytics?period=${period}&courseId=${course}`;
    analytics[`funnel ${period} days`] = `/api/instructor/analytics/courses/${course}?period=${period}`;
  }

  console.log(`${REQUESTS} requests per scenario, one at a time; ${loadLine()}`);
  const listRows = [];
  for (const [scenario, query] of Object.entries(lists))
    listRows.push({ scenario, ...(await time(`/api/instructor/students?${await linked(query)}`)) });
  console.table(listRows);
  const typedRows = [];
  for (const [scenario, query] of Object.entries(lists).filter(([, query]) => /page=\d{3,}/.test(query)))
    typedRows.push({
      scenario: `${scenario.replace(/ \(.*\)$/, '')}, typed address (no link)`,
      ...(await time(`/api/instructor/students?${query}`)),
    });
  console.log('The same deep pages by number alone (an address typed or kept from before; not what the screen links to):');
  console.table(typedRows);
  const analyticsRows = [];
  for (const [scenario, target] of Object.entries(analytics)) analyticsRows.push({ scenario, ...(await time(target)) });
  console.table(analyticsRows);

  /** Downloads an export, sampling the process's heap meanwhile (server and client share it: the client keeps nothing). */
  async function download(query: string) {
    global.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    let peak = heapBefore;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed)), 5);
    const start = performance.now();
    const res = await fetch(`${base}/api/instructor/students/export?${query}`, { headers: { cookie } });
    if (!res.ok || !res.body) throw new Error(`export: ${res.status}`);
    const reader = res.body.getReader();
    let firstByte = 0;
    let firstRow = 0;
    let bytes = 0;
    let lines = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!firstByte) firstByte = performance.now() - start;
      bytes += value.length;
      for (const b of value) if (b === 10) lines++;
      // The header is written at once; the first learner's line comes once the sorted rows start.
      if (!firstRow && lines >= 2) firstRow = performance.now() - start;
    }
    const whole = performance.now() - start;
    clearInterval(sampler);
    return {
      rows: lines - 1,
      firstByte: +firstByte.toFixed(0),
      firstRow: +firstRow.toFixed(0),
      whole: +whole.toFixed(0),
      mb: +(bytes / 1e6).toFixed(1),
      heapMb: +((peak - heapBefore) / 1e6).toFixed(1),
    };
  }
  await download('status=completed'); // warm-up
  const exports = [];
  for (let i = 0; i < 3; i++) exports.push({ run: i + 1, filter: 'status=completed', ...(await download('status=completed')) });
  const all = await download('');
  exports.push({ run: 1, filter: 'everything', ...all });
  console.table(exports);

  await app.close();
  await counted.close();

  const worstListMedian = Math.max(...listRows.map((r) => r.median));
  const worstTyped = typedRows.reduce((w, r) => (r.median > w.median ? r : w), typedRows[0]!);
  const worstAnalytics = Math.max(...analyticsRows.filter((r) => !r.scenario.includes('365')).map((r) => r.p95));
  const worstYear = Math.max(...analyticsRows.filter((r) => r.scenario.includes('365')).map((r) => r.p95));
  const tenK = exports.filter((e) => e.filter === 'status=completed');
  const worstFirstByte = Math.max(...tenK.map((e) => e.firstByte));
  const worstFirstRow = Math.max(...tenK.map((e) => e.firstRow));
  const worstWhole = Math.max(...tenK.map((e) => e.whole));
  const tenKHeap = Math.max(...tenK.map((e) => e.heapMb));
  const listStatements = new Set(listRows.map((r) => r.statements));
  const checks: [string, boolean][] = [
    [`students list: worst median ${worstListMedian} ms (budget ${LIST_MEDIAN_MS} ms)`, worstListMedian < LIST_MEDIAN_MS],
    [`students list: ${[...listStatements].join(' or ')} statements per request, whatever the filter or page`, listStatements.size <= 2],
    [`(not budgeted) a deep page by number alone: worst median ${worstTyped.median} ms ('${worstTyped.scenario}')`, true],
    [`analytics 7-90 days: worst p95 ${worstAnalytics} ms (budget ${ANALYTICS_P95_MS} ms)`, worstAnalytics < ANALYTICS_P95_MS],
    [`analytics 365 days: worst p95 ${worstYear} ms (budget ${ANALYTICS_YEAR_P95_MS} ms)`, worstYear < ANALYTICS_YEAR_P95_MS],
    [`export of ${tenK[0]!.rows} rows: first byte ${worstFirstByte} ms (budget ${FIRST_BYTE_MS} ms)`, worstFirstByte < FIRST_BYTE_MS],
    [
      `export of ${tenK[0]!.rows} rows: first learner's row ${worstFirstRow} ms (also within the first-byte budget)`,
      worstFirstRow < FIRST_BYTE_MS,
    ],
    [`export of ${tenK[0]!.rows} rows: whole file ${worstWhole} ms (budget ${WHOLE_MS} ms)`, worstWhole < WHOLE_MS],
    [
      `export memory: heap peak +${tenKHeap} MB for ${tenK[0]!.rows} rows, +${all.heapMb} MB for ${all.rows} rows (${all.mb} MB of CSV): flat`,
      // Five times the rows must not cost five times the memory (garbage collection makes the peaks noisy).
      all.heapMb <= 2 * tenKHeap + 5,
    ],
  ];
  console.log(`after the run: ${loadLine()}`);
  for (const [line, ok] of checks) console.log(`${line} -> ${ok ? 'PASS' : 'FAIL'}`);
  failed = checks.some(([, ok]) => !ok);
} finally {
  await dispose();
}
process.exit(failed ? 1 : 0);
