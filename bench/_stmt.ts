// Scratch: PostgreSQL CPU per statement of the quiz path, on one connection.
import { readFileSync } from 'node:fs';
import { openBenchDatabase } from './bench-database.js';
import { connect } from '../apps/server/src/db/client.js';
import { quizContextByQuiz } from '../apps/server/src/modules/quizzes/context.js';
import { saveAnswer, startAttempt } from '../apps/server/src/modules/quizzes/service.js';
import { createSession, findSession } from '../apps/server/src/auth/sessions.js';
const cpu = (pid: number) => { const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' '); return (Number(f[11]) + Number(f[12])) * 10; };
const b = await openBenchDatabase('stmt', 59300, 4);
const pool = b.database.pool;
try {
  const { rows: t } = await pool.query(`insert into users (staff_id, full_name, role, password_hash) values ('EX-T', 'Examiner', 'instructor', 'x') returning id`);
  const { rows: c } = await pool.query(`insert into courses (title, short_description, description, status, instructor_id) values ('Exam course', 'Short', 'Long', 'published', $1) returning id`, [t[0].id]);
  const course = c[0].id;
  const { rows: s } = await pool.query(`insert into sections (course_id, title) values ($1, 'Part one') returning id`, [course]);
  const { rows: l } = await pool.query(`insert into lessons (section_id, course_id, title, content_type, content, order_index) select $1, $2, t.title, t.kind, 'Text', t.ord from (values ('Reading', 'text', 0), ('Exam', 'quiz', 1), ('After', 'text', 2)) t(title, kind, ord) order by t.ord returning id`, [s[0].id, course]);
  const { rows: q } = await pool.query(`insert into quizzes (title, lesson_id, course_id, instructor_id, passing_score, time_limit_minutes, max_attempts, is_published, quiz_type, shuffle_options) values ('Exam', $1, $2, $3, 70, 30, 3, true, 'lesson', true) returning id`, [l[1].id, course, t[0].id]);
  const quiz = q[0].id;
  await pool.query(`with qs as (insert into quiz_questions (quiz_id, question_text, question_type, order_index, points) select $1, 'Question ' || g, 'multiple_choice', g, 1 + g % 2 from generate_series(1, 10) g returning id) insert into quiz_question_options (question_id, option_text, is_correct, order_index) select qs.id, 'Option ' || o, o = 1, o from qs, generate_series(1, 4) o`, [quiz]);
  const { rows: us } = await pool.query(`insert into users (staff_id, full_name, role, password_hash) select 'EX-' || g, 'Learner ' || g, 'student', 'x' from generate_series(1, 3000) g returning id`);
  const ids: string[] = us.map((r: any) => r.id);
  await pool.query(`insert into enrollments (user_id, course_id, progress_percentage) select u, $1, 33 from unnest($2::uuid[]) u`, [course, ids]);
  await pool.query(`insert into lesson_progress (user_id, lesson_id, course_id, completed, completed_at) select u, $1, $2, true, now() from unnest($3::uuid[]) u`, [l[0].id, course, ids]);
  await pool.query('vacuum analyze');
  const d = connect(b.url, { max: 1 });
  const pid = (await d.pool.query('select pg_backend_pid() as p')).rows[0].p;
  const tokens: string[] = [];
  for (const id of ids.slice(0, 1000)) tokens.push((await createSession(d.db, id, new Date(), { idleMs: 3600_000, maxMs: 86400_000 }, {})).token);
  const measure = async (name: string, n: number, fn: (i: number) => Promise<unknown>) => {
    for (let i = 0; i < 20; i++) await fn(i);
    const c0 = cpu(pid); const u0 = process.cpuUsage(); const t0 = performance.now();
    for (let i = 20; i < n + 20; i++) await fn(i);
    const u = process.cpuUsage(u0);
    console.log(name.padEnd(14), 'PG', ((cpu(pid) - c0) / n).toFixed(3), 'ms; node', ((u.user + u.system) / 1000 / n).toFixed(3), 'ms; wall', ((performance.now() - t0) / n).toFixed(3));
  };
  await measure('select 1', 2000, () => d.pool.query('select 1'));
  await measure('session', 900, (i) => findSession(d.db, tokens[i]!, new Date(), { idleMs: 3600_000, maxMs: 86400_000 }));
  await measure('quiz_context', 900, (i) => quizContextByQuiz(d.db, { id: ids[i]!, role: 'student' }, quiz));
  const attempts: any[] = [];
  await measure('start', 900, async (i) => attempts[i] = (await startAttempt(d.db, { id: ids[i]!, role: 'student' }, quiz, () => new Date(), Math.random)).detail);
  await measure('answer', 900, (i) => saveAnswer(d.db, { id: ids[i]!, role: 'student' }, attempts[i].attempt.id, attempts[i].questions[0].id, { optionId: attempts[i].questions[0].options[0].id }, new Date()));
  await d.close();
} finally { await b.dispose(); }
