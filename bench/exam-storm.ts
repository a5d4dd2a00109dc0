// The exam-start storm (issue 26): N learners start the same timed quiz at random moments within W
// seconds, then answer every question after some think time (sometimes changing an answer), submit
// and read their result, as the quiz page does. Reports p50/p95/p99 per action and the errors; then,
// on a separate cohort run phase by phase on the warm server, the server's and PostgreSQL's CPU and
// the statements per request of each kind; then checks in SQL that every learner of the storm has
// exactly one submitted attempt, that every score follows from the stored answers, and that every
// answer the server acknowledged is the one stored.
//
//   npm run exam-storm -w @app/bench
//   EXAM_LEARNERS=3000  EXAM_WINDOW_SECONDS=10  EXAM_THINK_MS=2000-6000  EXAM_WEB=1 (2: two web
//   processes behind nginx)  EXAM_CALIBRATION=300 (learners of the per-request phases)
//   EXAM_DOUBLE_CLICK=0.05 (share of starts sent twice at once)  EXAM_CHANGE=0.2 (share of answers changed)
//   EXAM_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' (the server processes' Node options)
//   EXAM_EXPLAIN_MS=5 (PostgreSQL logs the plans of the app's statements slower than this: auto_explain)
import type { ChildProcess } from 'node:child_process';
import os from 'node:os';
import { Agent, request } from 'undici';
import { createSession, SESSION_COOKIE } from '../apps/server/src/auth/sessions.js';
import { openBenchDatabase } from './bench-database.js';
import { startNginx } from './nginx.js';
import { cpuDuring } from './proc-cpu.js';
import { loadLine, startServer, stopServers } from './wrk.js';

const N = Number(process.env.EXAM_LEARNERS ?? 3000);
const W = Number(process.env.EXAM_WINDOW_SECONDS ?? 10);
const [THINK_MIN, THINK_MAX] = (process.env.EXAM_THINK_MS ?? '2000-6000').split('-').map(Number) as [number, number];
const WEB = Number(process.env.EXAM_WEB ?? 1);
const CALIBRATION = Number(process.env.EXAM_CALIBRATION ?? 300);
const DOUBLE_CLICK = Number(process.env.EXAM_DOUBLE_CLICK ?? 0.05);
const CHANGE = Number(process.env.EXAM_CHANGE ?? 0.2);
const APP_NAME = 'learnflix-exam-storm';
const QUESTIONS = 10;
const OPTIONS = 4;
const LIMIT_MINUTES = 30;
const BUDGET = {
  p95: { start: 1000, answer: 250, submit: 1000 } as Record<string, number>,
  serverMs: { start: 1.5, answer: 0.5 } as Record<string, number>,
  postgresMs: { start: 1.5, answer: 0.5 } as Record<string, number>,
  statements: { start: 6, answer: 3, submit: 6 } as Record<string, number>,
};
// What the API answers, read as the web app reads it (the contract's shapes, unchecked here).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
type Action = 'page' | 'start' | 'answer' | 'submit' | 'result';
const ACTIONS: Action[] = ['page', 'start', 'answer', 'submit', 'result'];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const think = () => THINK_MIN + Math.random() * (THINK_MAX - THINK_MIN);
const pct = (xs: number[], p: number) =>
  xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]! : NaN;

const { url: dbUrl, database, tmp, dispose } = await openBenchDatabase('exam', 59500, 4);
const pool = database.pool;
const children: ChildProcess[] = [];
let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
let failed = true;
try {
  // A course of three lessons whose second is the exam: a 30-minute quiz of ten multiple-choice
  // questions (four options, one right, options shuffled per attempt); every learner has done the first.
  const { rows: t } = await pool.query<{ id: string }>(
    `insert into users (staff_id, full_name, role, password_hash) values ('EX-T', 'Examiner', 'instructor', 'x') returning id`,
  );
  const teacher = t[0]!.id;
  const { rows: c } = await pool.query<{ id: string }>(
    `insert into courses (title, short_description, description, status, instructor_id)
     values ('Exam course', 'Short', 'Long', 'published', $1) returning id`,
    [teacher],
  );
  const course = c[0]!.id;
  const { rows: s } = await pool.query<{ id: string }>(`insert into sections (course_id, title) values ($1, 'Part one') returning id`, [
    course,
  ]);
  const { rows: l } = await pool.query<{ id: string }>(
    `insert into lessons (section_id, course_id, title, content_type, content, order_index)
     select $1, $2, t.title, t.kind, 'Text', t.ord from (values ('Reading', 'text', 0), ('Exam', 'quiz', 1), ('After', 'text', 2)) t(title, kind, ord)
     order by t.ord returning id`,
    [s[0]!.id, course],
  );
  const [firstLesson, examLesson] = [l[0]!.id, l[1]!.id];
  const { rows: q } = await pool.query<{ id: string }>(
    `insert into quizzes (title, lesson_id, course_id, instructor_id, passing_score, time_limit_minutes, max_attempts, is_published, quiz_type, shuffle_options)
     values ('Exam', $1, $2, $3, 70, ${LIMIT_MINUTES}, 3, true, 'lesson', true) returning id`,
    [examLesson, course, teacher],
  );
  const quiz = q[0]!.id;
  await pool.query(
    `with qs as (insert into quiz_questions (quiz_id, question_text, question_type, order_index, points)
                 select $1, 'Question ' || g, 'multiple_choice', g, 1 + g % 2 from generate_series(1, ${QUESTIONS}) g returning id)
     insert into quiz_question_options (question_id, option_text, is_correct, order_index)
     select qs.id, 'Option ' || o, o = 1, o from qs, generate_series(1, ${OPTIONS}) o`,
    [quiz],
  );
  const total = N + CALIBRATION + 50;
  const { rows: learnerRows } = await pool.query<{ id: string }>(
    `insert into users (staff_id, full_name, role, password_hash)
     select 'EX-' || g, 'Learner ' || g, 'student', 'x' from generate_series(1, ${total}) g returning id`,
  );
  const ids = learnerRows.map((r) => r.id);
  await pool.query(`insert into enrollments (user_id, course_id, progress_percentage) select u, $1, 33 from unnest($2::uuid[]) u`, [
    course,
    ids,
  ]);
  await pool.query(
    `insert into lesson_progress (user_id, lesson_id, course_id, completed, completed_at) select u, $1, $2, true, now() from unnest($3::uuid[]) u`,
    [firstLesson, course, ids],
  );
  await pool.query('select fold_course_enrollment_deltas()');
  const cookies: string[] = [];
  for (let i = 0; i < ids.length; i += 100) {
    const batch = await Promise.all(
      ids.slice(i, i + 100).map(async (id) => {
        const { token } = await createSession(database.db, id, new Date(), { idleMs: 3600_000, maxMs: 86400_000 }, {});
        return `${SESSION_COOKIE}=${token}`;
      }),
    );
    cookies.push(...batch);
  }
  await pool.query('vacuum analyze');
  if (process.env.EXAM_PLAN_MODE) {
    // An experiment: the plan cache mode of every connection of the app (auto, force_generic_plan...).
    const db = (await pool.query<{ d: string }>('select current_database() as d')).rows[0]!.d;
    await pool.query(`alter database "${db}" set plan_cache_mode = '${process.env.EXAM_PLAN_MODE}'`);
  }
  if (process.env.EXAM_EXPLAIN_MS) {
    // The plan of every app statement slower than this goes to PostgreSQL's log (auto_explain).
    const db = (await pool.query<{ d: string }>('select current_database() as d')).rows[0]!.d;
    await pool.query(`alter database "${db}" set session_preload_libraries = 'auto_explain'`);
    await pool.query(`alter database "${db}" set auto_explain.log_min_duration = '${Number(process.env.EXAM_EXPLAIN_MS)}ms'`);
    await pool.query(`alter database "${db}" set auto_explain.log_analyze = on`);
    await pool.query(`alter database "${db}" set auto_explain.log_buffers = on`);
  }

  const servers: { child: ChildProcess; port: number }[] = [];
  for (let i = 0; i < WEB; i++) {
    // PGAPPNAME names the app's connections, so that their backends' CPU is told apart from the
    // rest of PostgreSQL (autovacuum cleaning up after the storm, this script's own checks).
    const server = await startServer(
      'app-server.ts',
      { DATABASE_URL: dbUrl, BENCH_STATEMENTS: '1', PGAPPNAME: APP_NAME },
      process.env.EXAM_NODE_ARGS?.split(' ').filter(Boolean),
    );
    children.push(server.child);
    servers.push(server);
  }
  if (WEB > 1)
    nginx = await startNginx(
      servers.map((sv) => `127.0.0.1:${sv.port}`),
      tmp,
    );
  const base = nginx?.base ?? `http://127.0.0.1:${servers[0]!.port}`;
  const statements = async () => {
    let sum = 0;
    for (const sv of servers) {
      sum += await new Promise<number>((resolve) => {
        sv.child.once('message', (m) => resolve((m as { statements: number }).statements));
        sv.child.send('statements');
      });
    }
    return sum;
  };

  /** The PostgreSQL backends of the app's connections now. */
  const appBackends = async () =>
    (await pool.query<{ pid: number }>(`select pid from pg_stat_activity where application_name = $1`, [APP_NAME])).rows.map((r) => r.pid);
  /** CPU seconds of the app's backends in a measurement: those there before or after it. */
  const backendCpu = (byPid: Map<number, number>, pids: number[]) => [...new Set(pids)].reduce((a, pid) => a + (byPid.get(pid) ?? 0), 0);

  // undici's own request(): a fraction of fetch()'s CPU, which would otherwise take a core of the
  // two from the server. A connection per learner at most, kept alive, as each browser keeps its own.
  const agent = new Agent({ keepAliveTimeout: 120_000, keepAliveMaxTimeout: 120_000 });
  const times: Record<Action, number[]> = { page: [], start: [], answer: [], submit: [], result: [] };
  const errors: string[] = [];
  let shed = 0;
  let done = 0;
  /**
   * One request as the web app sends it. A 503 with Retry-After is waited out and sent again (five
   * times at most); what still fails, or never reaches the server, is an error.
   */
  async function call(
    action: Action,
    cookie: string,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; json: Json }> {
    const began = performance.now();
    for (let tries = 1; ; tries++) {
      let status: number;
      let retryAfter: string | undefined;
      let text: string;
      try {
        const res = await request(`${base}${path}`, {
          method: method as 'GET',
          dispatcher: agent,
          headers: { cookie, origin: base, 'x-requested-with': 'fetch', ...(body ? { 'content-type': 'application/json' } : {}) },
          ...(body ? { body: JSON.stringify(body) } : {}),
        });
        status = res.statusCode;
        retryAfter = res.headers['retry-after'] as string | undefined;
        text = await res.body.text();
      } catch (err) {
        errors.push(`${action} ${(err as Error).message}`);
        return { status: 0, json: null };
      }
      if (status === 503 && retryAfter && tries < 5) {
        shed++;
        await sleep(Number(retryAfter) * 1000);
        continue;
      }
      times[action].push(performance.now() - began);
      let json: Json = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        // A proxy's HTML error page: the status says what happened.
      }
      if (status >= 400) errors.push(`${action} ${status} ${json?.error?.code ?? text.slice(0, 80)}`);
      return { status, json };
    }
  }

  interface Outcome {
    userId: string;
    attemptId: string | null;
    answers: Map<string, string>;
    startAttempts: string[];
    shortBy: number;
  }
  /** One learner: the quiz page, Start (twice at once for a double click), each answer, submit, the result. */
  async function learner(i: number, startAt: number, pace: () => number): Promise<Outcome> {
    const cookie = cookies[i]!;
    const out: Outcome = { userId: ids[i]!, attemptId: null, answers: new Map(), startAttempts: [], shortBy: 0 };
    await sleep(startAt);
    await call('page', cookie, 'GET', `/api/quizzes/${quiz}`);
    const clicks = Math.random() < DOUBLE_CLICK ? 2 : 1;
    const starts = await Promise.all(Array.from({ length: clicks }, () => call('start', cookie, 'POST', `/api/quizzes/${quiz}/attempts`)));
    const received = Date.now();
    const ok = starts.filter((r) => r.status === 200 || r.status === 201);
    if (ok.length === 0) return out;
    out.startAttempts = ok.map((r) => r.json.attempt.id);
    const detail = ok[0]!.json;
    out.attemptId = detail.attempt.id;
    // The time this learner has from the moment the start reached them, against the limit.
    out.shortBy = LIMIT_MINUTES * 60_000 - (Date.parse(detail.attempt.deadlineAt) - received);
    for (const question of detail.questions as { id: string; options: { id: string }[] }[]) {
      const changes = Math.random() < CHANGE ? 2 : 1;
      for (let k = 0; k < changes; k++) {
        await sleep(pace());
        const optionId = question.options[Math.floor(Math.random() * question.options.length)]!.id;
        const saved = await call('answer', cookie, 'PUT', `/api/attempts/${out.attemptId}/answers/${question.id}`, { optionId });
        if (saved.status === 200) out.answers.set(question.id, optionId);
      }
    }
    await sleep(pace());
    await call('submit', cookie, 'POST', `/api/attempts/${out.attemptId}/submit`);
    done++;
    await call('result', cookie, 'GET', `/api/attempts/${out.attemptId}`);
    return out;
  }

  const clientCpu = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1e6;
  };
  // Warm-up: a few learners through the whole flow, so that the storm does not also time V8's compiling.
  await Promise.all(Array.from({ length: 50 }, (_, k) => learner(N + CALIBRATION + k, k * 10, () => 0)));
  for (const a of ACTIONS) times[a].length = 0;
  errors.length = 0;

  console.log(
    `${N} learners starting within ${W} s, think ${THINK_MIN}-${THINK_MAX} ms, ${WEB} web process(es)${nginx ? ' behind nginx' : ''}; ${loadLine()}`,
  );
  const progress = setInterval(() => console.log(`  ... ${done} submitted, ${errors.length} errors, ${shed} retried 503s`), 10_000);
  const client0 = clientCpu();
  const began = performance.now();
  const stormBackends = await appBackends();
  const storm = await cpuDuring(() => Promise.all(Array.from({ length: N }, (_, i) => learner(i, Math.random() * W * 1000, think))));
  const seconds = (performance.now() - began) / 1000;
  clearInterval(progress);
  const outcomes = storm.result;
  const serverPids = new Set(servers.map((sv) => sv.child.pid!));
  const stormServer = [...storm.byPid].filter(([pid]) => serverPids.has(pid)).reduce((a, [, v]) => a + v, 0);
  console.log(`storm: ${seconds.toFixed(1)} s`);
  for (const a of ACTIONS) {
    const xs = times[a];
    console.log(
      `  ${a.padEnd(7)} ${String(xs.length).padStart(6)} requests  p50 ${pct(xs, 50).toFixed(0).padStart(5)} ms  p95 ${pct(xs, 95).toFixed(0).padStart(5)} ms  p99 ${pct(xs, 99).toFixed(0).padStart(5)} ms`,
    );
  }
  const errorKinds = new Map<string, number>();
  for (const e of errors) errorKinds.set(e, (errorKinds.get(e) ?? 0) + 1);
  console.log(
    `  errors: ${errors.length}${errorKinds.size ? ` (${[...errorKinds].map(([k, v]) => `${k}: ${v}`).join(', ')})` : ''}; answered 503 and retried: ${shed}`,
  );
  stormBackends.push(...(await appBackends()));
  console.log(
    `  CPU: server ${stormServer.toFixed(1)} s, PostgreSQL ${backendCpu(storm.byPid, stormBackends).toFixed(1)} s for the app (${(storm.byProgram.get('postgres') ?? 0).toFixed(1)} s in all), nginx ${(storm.byProgram.get('nginx') ?? 0).toFixed(1)} s, this load generator ${(clientCpu() - client0).toFixed(1)} s, of ${(seconds * os.cpus().length).toFixed(0)} s`,
  );
  const shortest = Math.max(...outcomes.filter((o) => o.attemptId).map((o) => o.shortBy));
  console.log(`  the least time a learner got: the limit minus ${(shortest / 1000).toFixed(2)} s (from the moment Start answered)`);

  // What the database holds afterwards.
  const stormIds = outcomes.map((o) => o.userId);
  const { rows: per } = await pool.query<{ user_id: string; attempts: number; submitted: number }>(
    `select u as user_id, count(a.id)::int as attempts, count(a.completed_at)::int as submitted
       from unnest($2::uuid[]) u left join quiz_attempts a on a.user_id = u and a.quiz_id = $1 group by u`,
    [quiz, stormIds],
  );
  const notExactlyOne = per.filter((r) => r.attempts !== 1 || r.submitted !== 1).length;
  const doubleStarts = outcomes.filter((o) => new Set(o.startAttempts).size > 1).length;
  const { rows: scores } = await pool.query<{ wrong: number }>(
    `select count(*)::int as wrong from (
       select a.id, a.score, a.max_score,
              coalesce(sum(case when o.is_correct then qq.points else 0 end), 0) as expected,
              (select sum(points) from quiz_questions where quiz_id = $1) as max_expected
         from quiz_attempts a
         left join quiz_answers qa on qa.attempt_id = a.id
         left join quiz_questions qq on qq.id = qa.question_id
         left join quiz_question_options o on o.id = qa.option_id
        where a.quiz_id = $1 and a.user_id = any($2::uuid[])
        group by a.id) s
      where s.score <> s.expected or s.max_score <> s.max_expected`,
    [quiz, stormIds],
  );
  const { rows: stored } = await pool.query<{ attempt_id: string; question_id: string; option_id: string | null }>(
    `select qa.attempt_id, qa.question_id, qa.option_id from quiz_answers qa join quiz_attempts a on a.id = qa.attempt_id
      where a.quiz_id = $1 and a.user_id = any($2::uuid[])`,
    [quiz, stormIds],
  );
  const storedBy = new Map(stored.map((r) => [`${r.attempt_id}/${r.question_id}`, r.option_id]));
  let lost = 0;
  let acknowledged = 0;
  for (const o of outcomes)
    for (const [questionId, optionId] of o.answers) {
      acknowledged++;
      if (storedBy.get(`${o.attemptId}/${questionId}`) !== optionId) lost++;
    }
  console.log(
    `  learners without exactly one submitted attempt: ${notExactlyOne}; double clicks that got two attempts: ${doubleStarts}; scores that do not follow from the answers: ${scores[0]!.wrong}; acknowledged answers not stored: ${lost} of ${acknowledged}`,
  );

  // Per request of each kind, phase by phase on the warm server, CALIBRATION learners at a time.
  const cal = Array.from({ length: CALIBRATION }, (_, k) => N + k);
  const details = new Map<number, Json>();
  const phases: [Action, (i: number) => Promise<number>][] = [
    ['page', (i) => call('page', cookies[i]!, 'GET', `/api/quizzes/${quiz}`).then(() => 1)],
    [
      'start',
      (i) =>
        call('start', cookies[i]!, 'POST', `/api/quizzes/${quiz}/attempts`).then((r) => {
          details.set(i, r.json);
          return 1;
        }),
    ],
    [
      'answer',
      async (i) => {
        const d = details.get(i);
        // A start that failed (an overloaded run) has nothing to answer; its error is counted.
        if (!d?.questions) return 0;
        for (const question of d.questions)
          await call('answer', cookies[i]!, 'PUT', `/api/attempts/${d.attempt.id}/answers/${question.id}`, {
            optionId: question.options[0].id,
          });
        return d.questions.length;
      },
    ],
    [
      'submit',
      (i) =>
        details.get(i)?.attempt
          ? call('submit', cookies[i]!, 'POST', `/api/attempts/${details.get(i).attempt.id}/submit`).then(() => 1)
          : Promise.resolve(0),
    ],
    [
      'result',
      (i) =>
        details.get(i)?.attempt
          ? call('result', cookies[i]!, 'GET', `/api/attempts/${details.get(i).attempt.id}`).then(() => 1)
          : Promise.resolve(0),
    ],
  ];
  // The cohort's first requests, unmeasured: their sessions are looked up and touched, and the
  // pool's connections (some closed while idle since the storm) are opened again.
  await Promise.all(cal.map((i) => call('page', cookies[i]!, 'GET', `/api/quizzes/${quiz}`)));
  const perRequest = new Map<Action, { server: number; postgres: number; statements: number }>();
  console.log(`per request, ${CALIBRATION} learners, 20 at a time:`);
  for (const [action, run] of phases) {
    const before = await statements();
    const backends = await appBackends();
    const queue = [...cal];
    const measured = await cpuDuring(async () => {
      let count = 0;
      await Promise.all(
        Array.from({ length: 20 }, async () => {
          for (let i = queue.shift(); i !== undefined; i = queue.shift()) {
            const n = await run(i);
            count += n;
          }
        }),
      );
      return count;
    });
    const count = measured.result;
    backends.push(...(await appBackends()));
    const server = [...measured.byPid].filter(([pid]) => serverPids.has(pid)).reduce((a, [, v]) => a + v, 0);
    const row = {
      server: (server * 1000) / Math.max(count, 1),
      postgres: (backendCpu(measured.byPid, backends) * 1000) / Math.max(count, 1),
      statements: ((await statements()) - before) / Math.max(count, 1),
    };
    perRequest.set(action, row);
    console.log(
      `  ${action.padEnd(7)} server ${row.server.toFixed(2)} ms, PostgreSQL ${row.postgres.toFixed(2)} ms, ${row.statements.toFixed(1)} statements`,
    );
  }

  const over: string[] = [];
  for (const [a, limit] of Object.entries(BUDGET.p95)) if (pct(times[a as Action], 95) >= limit) over.push(`${a} p95`);
  for (const [a, limit] of Object.entries(BUDGET.serverMs)) if (perRequest.get(a as Action)!.server > limit) over.push(`${a} server CPU`);
  for (const [a, limit] of Object.entries(BUDGET.postgresMs))
    if (perRequest.get(a as Action)!.postgres > limit) over.push(`${a} PostgreSQL CPU`);
  for (const [a, limit] of Object.entries(BUDGET.statements))
    if (perRequest.get(a as Action)!.statements > limit) over.push(`${a} statements`);
  if (errors.length) over.push('errors');
  if (lost || notExactlyOne || doubleStarts || scores[0]!.wrong) over.push('consistency');
  if (shortest > 1000) over.push('time given');
  failed = over.length > 0;
  console.log(failed ? `FAIL: ${over.join(', ')}` : 'PASS');
} finally {
  await nginx?.stop();
  await stopServers(children);
  await dispose();
}
process.exit(failed ? 1 : 0);
