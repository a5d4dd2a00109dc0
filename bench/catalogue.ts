// Catalogue benchmark (issue budget: median under 20 ms per page for every sort and filter,
// with 10,000 courses and 200,000 enrollments).
//
//   npm run catalogue -w @app/bench               embedded PostgreSQL, started for the run
//   BENCH_DATABASE_URL (or TEST_DATABASE_URL)=postgres://... npm run catalogue -w @app/bench   a server of your own (a database is created)
//
// The app is built and listens on a free port; requests go over real HTTP, one at a time.
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { LocalStorage } from '../apps/server/src/storage/local.js';
import { openBenchDatabase } from './bench-database.js';

const COURSES = Number(process.env.BENCH_COURSES ?? 10_000);
const ENROLLMENTS = Number(process.env.BENCH_ENROLLMENTS ?? 200_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);

const { database, tmp, dispose } = await openBenchDatabase('catalogue', 56000, 10);

console.log(`seeding ${COURSES} courses, ${ENROLLMENTS} enrollments...`);
const t0 = performance.now();
// Set-based seeding in SQL: seconds, not minutes.
await database.pool.query(`
  insert into users (staff_id, full_name, role, password_hash)
  select 'BI-' || g, 'Bench Instructor ' || g, 'instructor', 'x' from generate_series(1, 200) g;
  insert into users (staff_id, full_name, role, password_hash)
  select 'BS-' || g, 'Bench Student ' || g, 'student', 'x' from generate_series(1, 20000) g;
  insert into categories (name) select 'Category ' || g from generate_series(1, 12) g;
  insert into courses (title, short_description, description, price, level, duration_hours, status, category_id, instructor_id, created_at)
  select 'Course ' || g || ' ' || (array['Python','Design','Leadership','Cloud','Security','Data'])[1 + g % 6],
         'Learn ' || (array['python','figma','people','aws','networks','sql'])[1 + g % 6] || ' step by step',
         'Description ' || g, (g % 10) * 10, (array['beginner','intermediate','advanced'])[1 + g % 3], 1 + g % 40,
         case when g % 10 = 0 then 'draft' else 'published' end,
         (select id from categories order by name offset (g % 12) limit 1),
         (select id from users where lower(staff_id) = lower('BI-' || (1 + g % 200))),
         now() - (g || ' minutes')::interval
  from generate_series(1, ${COURSES}) g;
`);
await database.pool.query(`
  with s as (select id, row_number() over (order by id) as n from users where role = 'student'),
       c as (select id, row_number() over (order by id) as n from courses where status = 'published'),
       nc as (select count(*) as total from c)
  insert into enrollments (user_id, course_id)
  select s.id, c.id
  from generate_series(0, ${ENROLLMENTS} - 1) g
  join s on s.n = 1 + g % 20000
  join c on c.n = 1 + ((g / 20000) * 7919 + g * 31) % (select total from nc)
  on conflict do nothing;
  analyze;
`);
const { rows } = await database.pool.query(
  'select (select count(*) from courses) as courses, (select count(*) from enrollments) as enrollments',
);
console.log(`seeded ${rows[0].courses} courses, ${rows[0].enrollments} enrollments in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

const category = (await database.pool.query('select id from categories order by name limit 1')).rows[0].id;
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', PORT: '0', HOST: '127.0.0.1' });
const app = await buildApp({ config, db: database.db, storage: new LocalStorage(path.join(tmp, 'files')) });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

const scenarios: Record<string, string> = {
  newest: '/api/courses?sort=newest',
  popular: '/api/courses?sort=popular',
  price_low: '/api/courses?sort=price_low',
  price_high: '/api/courses?sort=price_high',
  'category filter': `/api/courses?category=${category}`,
  'level filter, popular': '/api/courses?level=advanced&sort=popular',
  search: '/api/courses?q=python',
  'search + category + price_high': `/api/courses?q=step&category=${category}&sort=price_high`,
  'deep page (page 100)': '/api/courses?page=100',
  home: '/api/home',
};

const pct = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const results: { scenario: string; median: number; p95: number }[] = [];
for (const [name, url] of Object.entries(scenarios)) {
  for (let i = 0; i < 20; i++) await (await fetch(base + url)).arrayBuffer(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const start = performance.now();
    const res = await fetch(base + url);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  results.push({ scenario: name, median: +pct(times, 50).toFixed(2), p95: +pct(times, 95).toFixed(2) });
}
console.table(results);
const worst = Math.max(...results.filter((r) => r.scenario !== 'home').map((r) => r.median));
console.log(`worst catalogue median: ${worst.toFixed(2)} ms (budget 20 ms) -> ${worst < 20 ? 'PASS' : 'FAIL'}`);

await app.close();
await dispose();
process.exit(worst < 20 ? 0 : 1);
