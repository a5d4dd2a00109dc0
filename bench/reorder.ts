// Curriculum reorder benchmark (issue 15): a course of 20 sections x 300 lessons with enrolled
// learners; each request saves the whole order after one drag (a lesson moved to a random place,
// often into another section; now and then a section moved), as the Curriculum Builder sends it.
// Budget: p95 under 50 ms on the server, and a constant number of SQL statements per reorder
// (counted on the app's own pool: the same for every request, whatever moved). Timed too, for
// information: the worst case, every lesson of every section reversed (6,000 rows rewritten), and
// a lesson moved into or out of a hidden section, which recomputes every learner's progress.
//
//   npm run reorder -w @app/bench                  embedded PostgreSQL, started for the run
//   BENCH_DATABASE_URL (or TEST_DATABASE_URL)=postgres://... npm run reorder -w @app/bench
//   BENCH_SECTIONS=20  BENCH_LESSONS_PER_SECTION=300  BENCH_LEARNERS=200  BENCH_REQUESTS=300
//   BENCH_TRACE=1   prints one reorder's statements, each with the time until the next one started
//
// The app listens on a free port; requests go over real HTTP, one at a time. "Server" time is
// Fastify's own measure of each request (reply.elapsedTime); the round trip is shown beside it.
import path from 'node:path';
import { createSession, SESSION_COOKIE } from '../apps/server/src/auth/sessions.js';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { connect } from '../apps/server/src/db/client.js';
import { LocalStorage } from '../apps/server/src/storage/local.js';
import { openBenchDatabase } from './bench-database.js';
import { loadLine } from './wrk.js';

const SECTIONS = Number(process.env.BENCH_SECTIONS ?? 20);
const PER_SECTION = Number(process.env.BENCH_LESSONS_PER_SECTION ?? 300);
const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 200);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WORST_CASE_REQUESTS = 20;
const P95_BUDGET_MS = 50;

const { url, database, tmp, dispose } = await openBenchDatabase('reorder', 57000, 4);
let failed = true;
try {
  const pool = database.pool;
  const t0 = performance.now();
  const one = async (text: string, values: unknown[] = []) => (await pool.query<{ id: string }>(text, values)).rows[0]!.id;
  const instructor = await one(
    `insert into users (staff_id, full_name, role, password_hash) values ('RB-1', 'Reorder Bench', 'instructor', 'x') returning id`,
  );
  const course = await one(
    `insert into courses (title, short_description, description, status, instructor_id) values ('Big course', 'Many lessons', 'D', 'published', $1) returning id`,
    [instructor],
  );
  await pool.query(
    `insert into sections (course_id, title, order_index) select $1, 'Section ' || g, g - 1 from generate_series(1, ${SECTIONS}) g`,
    [course],
  );
  await pool.query(
    `insert into lessons (section_id, course_id, title, content_type, order_index)
     select s.id, $1, s.title || ', lesson ' || g, 'text', g - 1 from sections s, generate_series(1, ${PER_SECTION}) g where s.course_id = $1`,
    [course],
  );
  // Learners who each completed the first tenth of the course: every reorder recomputes them.
  await pool.query(
    `insert into users (staff_id, full_name, role, password_hash) select 'RL-' || g, 'Learner ' || g, 'student', 'x' from generate_series(1, ${LEARNERS}) g`,
  );
  await pool.query(`insert into enrollments (user_id, course_id) select id, $1 from users where role = 'student'`, [course]);
  await pool.query('select fold_course_enrollment_deltas()');
  await pool.query(
    `insert into lesson_progress (user_id, lesson_id, course_id, completed, completed_at)
     select u.id, l.id, $1, true, now() from users u
       join (select l.id from lessons l join sections s on s.id = l.section_id where l.course_id = $1
             order by s.order_index, l.order_index limit ${Math.floor((SECTIONS * PER_SECTION) / 10)}) l on true
      where u.role = 'student'`,
    [course],
  );
  await pool.query('vacuum analyze');
  console.log(
    `seeded ${SECTIONS} sections x ${PER_SECTION} lessons, ${LEARNERS} learners in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );

  const { token } = await createSession(database.db, instructor, new Date(), { idleMs: 3600_000, maxMs: 86400_000 }, {});
  const cookie = `${SESSION_COOKIE}=${token}`;

  // The app on a pool of its own whose statements are counted.
  let statements = 0;
  const trace: [number, string][] = [];
  const counted = connect(url, {
    max: 10,
    onQuery: (q) => {
      statements++;
      if (process.env.BENCH_TRACE) trace.push([performance.now(), q.replace(/\s+/g, ' ').slice(0, 110)]);
    },
  });
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', SEED_DEMO: 'false', PORT: '0', HOST: '127.0.0.1' });
  const app = await buildApp({ config, db: counted.db, storage: new LocalStorage(path.join(tmp, 'files')) });
  let serverMs = 0;
  app.addHook('onResponse', async (_req, reply) => {
    serverMs = reply.elapsedTime;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const headers = { cookie, 'content-type': 'application/json', origin: base };

  type Tree = { version: string; sections: { id: string; lessons: { id: string }[] }[] };
  const tree = (await (await fetch(`${base}/api/instructor/courses/${course}/curriculum`, { headers })).json()) as Tree;
  let version = tree.version;
  const order = tree.sections.map((s) => ({ id: s.id, lessonIds: s.lessons.map((l) => l.id) }));

  // A seeded generator: every run makes the same moves.
  let seed = 42;
  const random = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  /** One drag: a lesson to a random place of a random section; every tenth request a section instead. */
  function drag(i: number) {
    if (i % 10 === 9) {
      const [moved] = order.splice(random(order.length), 1);
      order.splice(random(order.length + 1), 0, moved!);
      return;
    }
    const from = order[random(order.length)]!;
    if (from.lessonIds.length === 0) return;
    const [lesson] = from.lessonIds.splice(random(from.lessonIds.length), 1);
    const to = order[random(order.length)]!;
    to.lessonIds.splice(random(to.lessonIds.length + 1), 0, lesson!);
  }

  /** With BENCH_TRACE, prints the statements of `run` (one request), each with the time until the next started. */
  async function traced<T>(label: string, run: () => Promise<T>): Promise<T> {
    if (!process.env.BENCH_TRACE) return run();
    trace.length = 0;
    const result = await run();
    trace.push([performance.now(), 'end']);
    console.log(label);
    for (let i = 0; i + 1 < trace.length; i++)
      console.log(`${(trace[i + 1]![0] - trace[i]![0]).toFixed(1).padStart(7)} ms  ${trace[i]![1]}`);
    return result;
  }

  async function reorder() {
    const before = statements;
    const start = performance.now();
    const res = await fetch(`${base}/api/instructor/courses/${course}/curriculum/order`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ version, sections: order }),
    });
    const body = (await res.json()) as { version: string };
    const roundTrip = performance.now() - start;
    if (!res.ok) throw new Error(`reorder: ${res.status} ${JSON.stringify(body)}`);
    version = body.version;
    return { server: serverMs, roundTrip, statements: statements - before };
  }

  const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
  const summary = (runs: Awaited<ReturnType<typeof reorder>>[]) => ({
    'server median ms': +pct(
      runs.map((r) => r.server),
      50,
    ).toFixed(2),
    'server p95 ms': +pct(
      runs.map((r) => r.server),
      95,
    ).toFixed(2),
    'round trip p95 ms': +pct(
      runs.map((r) => r.roundTrip),
      95,
    ).toFixed(2),
    'statements per request': [...new Set(runs.map((r) => r.statements))].join(', '),
  });

  console.log(`${REQUESTS} reorders of ${SECTIONS * PER_SECTION} lessons, one at a time; ${loadLine()}`);
  for (let i = 0; i < 20; i++) {
    drag(i);
    await reorder(); // warm-up
  }
  const drags = [];
  for (let i = 0; i < REQUESTS; i++) {
    drag(i);
    drags.push(i === 0 ? await traced('one drag:', reorder) : await reorder());
  }
  const worst = [];
  for (let i = 0; i < WORST_CASE_REQUESTS; i++) {
    for (const s of order) s.lessonIds.reverse();
    order.reverse();
    worst.push(await reorder());
  }
  // A hidden section, made through the API: moving a lesson into it and back changes what learners
  // count, so each of these reorders recomputes every learner's progress.
  const send = async (method: string, path: string, body: unknown) => {
    const res = await fetch(`${base}${path}`, { method, headers, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status}`);
    return (await res.json()) as { version: string; section: { id: string } };
  };
  const hidden = (await send('POST', `/api/instructor/courses/${course}/sections`, { title: 'Hidden' })).section.id;
  version = (await send('PATCH', `/api/instructor/sections/${hidden}`, { isPublished: false })).version;
  order.push({ id: hidden, lessonIds: [] });
  const crossing = [];
  for (let i = 0; i < WORST_CASE_REQUESTS; i++) {
    const shown = order[0]!;
    const last = order.at(-1)!;
    if (i % 2 === 0) last.lessonIds.push(shown.lessonIds.shift()!);
    else shown.lessonIds.unshift(last.lessonIds.pop()!);
    crossing.push(i === 0 ? await traced('into or out of a hidden section:', reorder) : await reorder());
  }
  await app.close();
  await counted.close();

  const dragSummary = summary(drags);
  console.table({
    'one drag (budgeted)': dragSummary,
    'everything reversed (information)': summary(worst),
    [`into or out of a hidden section: ${LEARNERS} learners recomputed (information)`]: summary(crossing),
  });
  console.log(`after the run: ${loadLine()}`);
  // A reorder that changes what learners count adds the recompute's statements, as many for any course.
  const constant =
    new Set([...drags, ...worst].map((r) => r.statements)).size === 1 && new Set(crossing.map((r) => r.statements)).size === 1;
  const p95 = dragSummary['server p95 ms'];
  console.log(`server p95: ${p95} ms (budget ${P95_BUDGET_MS} ms) -> ${p95 < P95_BUDGET_MS ? 'PASS' : 'FAIL'}`);
  console.log(
    `statements per reorder (incl. the session lookup, BEGIN and COMMIT): ${dragSummary['statements per request']}, the same for every request -> ${constant ? 'PASS' : 'FAIL'}`,
  );
  failed = !(p95 < P95_BUDGET_MS && constant);
} finally {
  await dispose();
}
process.exit(failed ? 1 : 0);
