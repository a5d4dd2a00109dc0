// Catalogue benchmark (issue 13, item 3): with 10,000 courses and 200,000 enrollments, every
// catalogue query (each sort and filter, search, a deep page, home, a course page, and a learner's
// own list) answers with a median under 10 ms and a p95 under 20 ms, measured without the response
// cache (RESPONSE_CACHE=false: the SQL is what is measured). The same requests are then timed
// with the cache on, for information.
//
//   npm run catalogue -w @app/bench               embedded PostgreSQL, started for the run
//   BENCH_DATABASE_URL (or TEST_DATABASE_URL)=postgres://... npm run catalogue -w @app/bench   a server of your own (a database is created)
//   BENCH_COURSES=10000  BENCH_ENROLLMENTS=200000  BENCH_REQUESTS=200 (per scenario)
//
// The app is built and listens on a free port; requests go over real HTTP, one at a time.
import path from 'node:path';
import { createSession, SESSION_COOKIE } from '../apps/server/src/auth/sessions.js';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { LocalStorage } from '../apps/server/src/storage/local.js';
import { openBenchDatabase } from './bench-database.js';
import { seedScale } from './scale-seed.js';
import { loadLine } from './wrk.js';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const MEDIAN_BUDGET_MS = 10;
const P95_BUDGET_MS = 20;

const { database, tmp, dispose } = await openBenchDatabase('catalogue', 56000, 10);
let failed = true;
try {
  await seedScale(database.pool);
  const one = async (text: string) => (await database.pool.query<{ id: string }>(text)).rows[0]!.id;
  const category = await one('select id from categories order by name limit 1');
  const popularCourse = await one(`select id from courses where status = 'published' order by enrollment_count desc limit 1`);
  // A learner of the seed: ten enrollments.
  const learner = await one(`select id from users where staff_id = 'BS-77'`);
  const { token } = await createSession(database.db, learner, new Date(), { idleMs: 3600_000, maxMs: 86400_000 }, {});
  const cookie = `${SESSION_COOKIE}=${token}`;

  const scenarios: Record<string, string> = {
    newest: '/api/courses?sort=newest',
    popular: '/api/courses?sort=popular',
    price_low: '/api/courses?sort=price_low',
    price_high: '/api/courses?sort=price_high',
    'category filter': `/api/courses?category=${category}`,
    'level filter, popular': '/api/courses?level=advanced&sort=popular',
    'search (1 in 6 match)': '/api/courses?q=python',
    'search (11 match)': '/api/courses?q=course%20123',
    'search, popular': '/api/courses?q=python&sort=popular',
    'search + category + price_high': `/api/courses?q=step&category=${category}&sort=price_high`,
    'search, page 20': '/api/courses?q=python&sort=price_high&page=20',
    'deep page (page 100)': '/api/courses?page=100',
    home: '/api/home',
    'course page': `/api/courses/${popularCourse}`,
    'my courses (10 enrollments)': '/api/me/courses',
  };

  const pct = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
  async function measure(responseCache: boolean) {
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      PORT: '0',
      HOST: '127.0.0.1',
      RESPONSE_CACHE: String(responseCache),
    });
    const app = await buildApp({ config, db: database.db, storage: new LocalStorage(path.join(tmp, 'files')) });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const results: Record<string, { median: number; p95: number }> = {};
    for (const [name, url] of Object.entries(scenarios)) {
      const get = async () => {
        const res = await fetch(base + url, { headers: { cookie } });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${url}: ${res.status}`);
      };
      for (let i = 0; i < 20; i++) await get(); // warm-up
      const times: number[] = [];
      for (let i = 0; i < REQUESTS; i++) {
        const start = performance.now();
        await get();
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      results[name] = { median: +pct(times, 50).toFixed(2), p95: +pct(times, 95).toFixed(2) };
    }
    await app.close();
    return results;
  }

  console.log(`${REQUESTS} requests per scenario, one at a time; ${loadLine()}`);
  const uncached = await measure(false);
  const cached = await measure(true);
  console.table(
    Object.keys(scenarios).map((scenario) => ({
      scenario,
      'median ms': uncached[scenario]!.median,
      'p95 ms': uncached[scenario]!.p95,
      'cached median ms': cached[scenario]!.median,
      'cached p95 ms': cached[scenario]!.p95,
    })),
  );
  const worstMedian = Math.max(...Object.values(uncached).map((r) => r.median));
  const worstP95 = Math.max(...Object.values(uncached).map((r) => r.p95));
  console.log(`after the run: ${loadLine()}`);
  console.log(
    `worst median without the cache: ${worstMedian} ms (budget ${MEDIAN_BUDGET_MS} ms) -> ${worstMedian < MEDIAN_BUDGET_MS ? 'PASS' : 'FAIL'}`,
  );
  console.log(`worst p95 without the cache: ${worstP95} ms (budget ${P95_BUDGET_MS} ms) -> ${worstP95 < P95_BUDGET_MS ? 'PASS' : 'FAIL'}`);
  failed = !(worstMedian < MEDIAN_BUDGET_MS && worstP95 < P95_BUDGET_MS);
} finally {
  await dispose();
}
process.exit(failed ? 1 : 0);
