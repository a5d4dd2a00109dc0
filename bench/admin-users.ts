// The admin's users list at scale (issue 16): 100,000 accounts seeded in SQL, over real HTTP, one
// request at a time. Any page (first, middle, last), a search by name, e-mail or staff ID, a role
// filter (alone, with a search, deep): median under 50 ms each. Each request's statements are
// counted too (the same for every page, search and filter), and its CPU time in the server process
// and the database backends, which a busy machine's queue for the CPUs does not inflate.
//
//   npm run admin-users -w @app/bench               embedded PostgreSQL, started for the run
//   BENCH_DATABASE_URL (or TEST_DATABASE_URL)=postgres://... npm run admin-users -w @app/bench
//   BENCH_REQUESTS=60 (per scenario)   BENCH_USERS=100000
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { ADMIN_USERS_PAGE_SIZE } from '@app/core';
import { createSession, SESSION_COOKIE } from '../apps/server/src/auth/sessions.js';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { connect } from '../apps/server/src/db/client.js';
import { LocalStorage } from '../apps/server/src/storage/local.js';
import { openBenchDatabase } from './bench-database.js';
import { loadLine } from './wrk.js';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 60);
const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const MEDIAN_MS = 50;

/**
 * 100,000 accounts: names from 60 first and 80 last names (a common first name is some 1,700
 * people), an e-mail for three in four, staff IDs by role; 90% students, 9% instructors (each
 * teaching a course or two), the rest admins and subadmins. Set-based, then VACUUM ANALYZE.
 */
async function seedUsers(pool: pg.Pool) {
  const t0 = performance.now();
  await pool.query(`
    insert into users (staff_id, full_name, email, role, password_hash)
    select case r when 'student' then 'STU-' when 'instructor' then 'INS-' when 'admin' then 'ADM-' else 'SUB-' end || lpad(g::text, 6, '0'),
           (array['Ada','Bruno','Chen','Dana','Elif','Farah','Goran','Hana','Ivan','Jade','Kofi','Lena','Mateo','Nia','Omar','Priya',
                  'Quinn','Rosa','Sami','Tara','Umar','Vera','Wen','Xavi','Yara','Zane','Amara','Bilal','Carmen','Dmitri','Esra','Felix',
                  'Grace','Hugo','Ines','Jonas','Kenji','Lucia','Malik','Nora','Oscar','Paula','Rafael','Sofia','Tomas','Uma','Viktor',
                  'Willa','Yusuf','Zoe','Anika','Bea','Cyrus','Dora','Emil','Freya','Gael','Hiro','Isla','Jamal'])[1 + g % 60]
             || ' ' ||
           (array['Okafor','Reyes','Lindqvist','Watanabe','Novak','Haddad','Kowalski','Mensah','Rossi','Silva','Nguyen','Patel','Kim',
                  'Garcia','Muller','Dubois','Jensen','Costa','Yilmaz','Ivanova','Sato','Andersen','Moreau','Fischer','Lopez','Santos',
                  'Khan','Ali','Chen','Wang','Singh','Kumar','Smith','Brown','Taylor','Wilson','Martin','Bernard','Petrov','Horvat',
                  'Nagy','Popescu','Ahmed','Hassan','Ibrahim','Mwangi','Otieno','Banda','Phiri','Dlamini','Moyo','Tanaka','Suzuki',
                  'Ito','Park','Lee','Choi','Tran','Le','Pham','Castro','Ortiz','Ramos','Vargas','Flores','Rojas','Navarro','Molina',
                  'Blanco','Suarez','Bauer','Wagner','Becker','Schulz','Hoffmann','Koch','Richter','Klein','Wolf','Neumann'])[1 + (g / 60) % 80]
             || case when g % 997 = 0 then ' Jr' else '' end,
           case when g % 4 = 0 then null else 'user' || g || (array['@school.example','@campus.example','@mail.example'])[1 + g % 3] end,
           r, 'x'
      from generate_series(1, ${USERS}) g,
           lateral (select case when g % 100 < 90 then 'student' when g % 100 < 99 then 'instructor'
                                when g % 200 = 99 then 'admin' else 'subadmin' end as r) role`);
  await pool.query(`
    insert into courses (title, short_description, description, status, instructor_id)
    select 'Course of ' || u.staff_id || ' #' || k, 'Bench course', 'Bench course', 'published', u.id
      from users u, generate_series(1, 2) k
     where u.role = 'instructor' and (k = 1 or u.staff_id like '%0')`);
  await pool.query('vacuum analyze');
  const { rows } = await pool.query<Record<string, string>>(
    `select role, count(*)::text as n from users group by role union all select 'courses', count(*)::text from courses order by 1`,
  );
  console.log(`seeded ${rows.map((r) => `${r.n} ${r.role}`).join(', ')} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

const { database, url, tmp, dispose } = await openBenchDatabase('admin_users', 57100, 10);
let failed = true;
try {
  await seedUsers(database.pool);
  const admin = (await database.pool.query<{ id: string }>(`select id from users where role = 'admin' order by staff_id limit 1`)).rows[0]!
    .id;
  const { token } = await createSession(database.db, admin, new Date(), { idleMs: 3600_000, maxMs: 86400_000 }, {});
  const cookie = `${SESSION_COOKIE}=${token}`;
  const count = async (where: string) => Number((await database.pool.query(`select count(*) from users where ${where}`)).rows[0].count);
  const lastPage = (n: number) => Math.max(1, Math.ceil(n / ADMIN_USERS_PAGE_SIZE));
  const all = await count('true');
  const students = await count(`role = 'student'`);
  const instructors = await count(`role = 'instructor'`);

  // A pool of its own that counts the app's statements.
  const statements = { count: 0 };
  const counted = connect(url, { max: 10, onQuery: () => statements.count++ });
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', SEED_DEMO: 'false', PORT: '0', HOST: '127.0.0.1' });
  const app = await buildApp({ config, db: counted.db, storage: new LocalStorage(path.join(tmp, 'files')) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

  const pct = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
  // CPU time, besides wall time: on a shared, busy machine the wall time measures the queue for the
  // CPUs as much as the work; the CPU seconds a request costs the server process and the database
  // backends do not move with the load. The backends' are read from /proc (a database on this machine).
  const tickMs = 1000 / Number(execSync('getconf CLK_TCK').toString().trim() || 100);
  async function backendCpuMs(): Promise<number | null> {
    const { rows } = await database.pool.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    try {
      return rows.reduce((sum, { pid }) => {
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        return sum + (Number(fields[11]) + Number(fields[12])) * tickMs;
      }, 0);
    } catch {
      return null; // not on this machine
    }
  }
  async function time(query: string) {
    const target = `/api/admin/users?${query}`;
    let rows = 0;
    let total = 0;
    const get = async () => {
      const res = await fetch(base + target, { headers: { cookie } });
      const body = (await res.json()) as { users: unknown[]; total: number };
      if (!res.ok) throw new Error(`${target}: ${res.status} ${JSON.stringify(body)}`);
      rows = body.users.length;
      total = body.total;
    };
    for (let i = 0; i < 5; i++) await get(); // warm-up
    // The fewest of three: a session's last-seen time is written once a minute, on some request.
    let perRequest = Infinity;
    for (let i = 0; i < 3; i++) {
      const before = statements.count;
      await get();
      perRequest = Math.min(perRequest, statements.count - before);
    }
    const times: number[] = [];
    const dbBefore = await backendCpuMs();
    const nodeBefore = process.cpuUsage();
    for (let i = 0; i < REQUESTS; i++) {
      const start = performance.now();
      await get();
      times.push(performance.now() - start);
    }
    const node = process.cpuUsage(nodeBefore);
    const dbAfter = await backendCpuMs();
    times.sort((a, b) => a - b);
    return {
      median: +pct(times, 50).toFixed(1),
      p95: +pct(times, 95).toFixed(1),
      'node cpu': +((node.user + node.system) / 1000 / REQUESTS).toFixed(1),
      'db cpu': dbBefore === null || dbAfter === null ? '?' : +((dbAfter - dbBefore) / REQUESTS).toFixed(1),
      rows,
      total,
      statements: perRequest,
    };
  }

  const scenarios: Record<string, string> = {
    'all, first page': '',
    'all, middle page': `page=${Math.ceil(lastPage(all) / 2)}`,
    'all, last page': `page=${lastPage(all)}`,
    'students, first page': 'role=student',
    'students, middle page': `role=student&page=${Math.ceil(lastPage(students) / 2)}`,
    'students, last page': `role=student&page=${lastPage(students)}`,
    'instructors, first page': 'role=instructor',
    'instructors, last page': `role=instructor&page=${lastPage(instructors)}`,
    'admins (rare role)': 'role=admin',
    'name: a full name (~20 match)': 'q=Priya%20Rossi',
    'name: a first name (~1,700 match)': 'q=Priya',
    'name: a last name (~1,250 match)': 'q=Dlamini',
    'name: last name and suffix (a few match)': 'q=Dlamini%20Jr',
    'name: two letters (a quarter match, no trigram)': 'q=an',
    'e-mail: one address': 'q=user4243%40campus.example',
    'e-mail: a domain (~25,000 match)': 'q=%40campus.example',
    'staff ID: one': 'q=STU-042421',
    'staff ID: a prefix (~900 match)': 'q=INS-00',
    'search naming a role ("admin")': 'q=admin',
    'instructors named Omar': 'role=instructor&q=Omar',
    'students, domain, page 50': 'role=student&q=%40school.example&page=50',
    'no match': 'q=zzzz-nobody',
  };

  console.log(`${all.toLocaleString('en-US')} users; ${REQUESTS} requests per scenario, one at a time; ${loadLine()}`);
  const rows: ({ scenario: string } & Awaited<ReturnType<typeof time>>)[] = [];
  for (const [scenario, query] of Object.entries(scenarios)) rows.push({ scenario, ...(await time(query)) });
  console.table(rows);
  await app.close();
  await counted.close();

  const worst = rows.reduce((a, b) => (b.median > a.median ? b : a));
  const cpuOf = (r: (typeof rows)[number]) => r['node cpu'] + (typeof r['db cpu'] === 'number' ? r['db cpu'] : 0);
  const costliest = rows.reduce((a, b) => (cpuOf(b) > cpuOf(a) ? b : a));
  const perRequest = new Set(rows.map((r) => r.statements));
  const checks: [string, boolean][] = [
    [`users list: worst median ${worst.median} ms (${worst.scenario}; budget ${MEDIAN_MS} ms)`, worst.median < MEDIAN_MS],
    [`users list: ${[...perRequest].join(' or ')} statements per request, whatever the page, search or filter`, perRequest.size === 1],
    [
      `users list: the costliest request takes ${cpuOf(costliest).toFixed(1)} ms of CPU (${costliest.scenario}; server process and database; within the budget when alone)`,
      cpuOf(costliest) < MEDIAN_MS,
    ],
    [
      `every page is full but the last: ${rows.filter((r) => r.rows === 0 && r.total > 0).length} empty pages`,
      rows.every((r) => r.rows > 0 || r.total === 0),
    ],
  ];
  console.log(`after the run: ${loadLine()}`);
  for (const [line, ok] of checks) console.log(`${line} -> ${ok ? 'PASS' : 'FAIL'}`);
  failed = checks.some(([, ok]) => !ok);
} finally {
  await dispose();
}
process.exit(failed ? 1 : 0);
