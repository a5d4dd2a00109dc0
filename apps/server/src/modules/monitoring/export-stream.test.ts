// The export's stream against its database connection: a slow reader still gets the whole file
// (the statement lasts as long as the download, which the API pool's read timeout and statement
// timeout, here a few hundred milliseconds, must not cut: exports have a pool of their own with
// limits of their own), and a connection lost mid-download ends it with an error instead of a hang.
import { setTimeout as wait } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { buildAppOn, buildTestApp, type TestContext } from '../../../test/app.js';
import { monitoringWorld, type MonitoringWorld } from '../../../test/monitoring-world.js';
import { studentsCsv } from './export.js';

let t: TestContext;
let w: MonitoringWorld;
beforeAll(async () => {
  // The data is made under the usual limits (on a loaded machine its set-up outlasts the short
  // ones); the test then runs in a second app on the same database with the short limits.
  const seeding = await buildTestApp();
  w = await monitoringWorld(seeding);
  // More rows than the cursor's batch and the streams' buffers hold: the statement stays open while the reader pauses.
  await seeding.db.execute(sql`
    with learners as (
      insert into users (staff_id, full_name, password_hash) select 'SLOW-' || g, 'Slow ' || g, 'x' from generate_series(1, 1200) g
      returning id)
    insert into enrollments (user_id, course_id) select id, ${w.second.id}::uuid from learners`);
  t = await buildAppOn(seeding, { DB_STATEMENT_TIMEOUT_MS: '300', DB_QUERY_TIMEOUT_MS: '400' });
});

it("streams every row to a reader who pauses longer than the API pool's timeouts", async () => {
  const csv = await studentsCsv(
    t.deps,
    t.app.exportPool,
    { id: w.owner.user.id, role: 'instructor' },
    { courseId: w.second.id, q: undefined, status: 'all', sort: 'name', dir: 'asc' },
  );
  let text = '';
  let paused = false;
  for await (const chunk of csv.stream) {
    text += String(chunk);
    if (!paused) {
      paused = true;
      // Longer than both timeouts, with the statement open.
      await wait(900);
    }
  }
  // 1,200 learners and Ada, a header and the last line's end.
  expect(text.split('\r\n')).toHaveLength(1 + 1201 + 1);
  // The API's connections keep their own limit: the export's statement ran on a pool of its own.
  const { rows } = await t.pool.query<{ statement_timeout: string }>('show statement_timeout');
  expect(rows).toEqual([{ statement_timeout: '300ms' }]);
});

it('ends with an error, and gives the connection up, when the database connection is lost mid-download', async () => {
  const csv = await studentsCsv(
    t.deps,
    t.app.exportPool,
    { id: w.owner.user.id, role: 'instructor' },
    { courseId: w.second.id, q: undefined, status: 'all', sort: 'name', dir: 'asc' },
  );
  const read = (async () => {
    let killed = false;
    for await (const chunk of csv.stream) {
      // Once learners' rows arrive, the statement is surely running (the header comes before it).
      if (killed || !String(chunk).includes('Slow')) continue;
      killed = true;
      // The backend serving the export, with its statement open, is terminated.
      const { rows } = await t.pool.query<{ ended: boolean }>(
        `select pg_terminate_backend(pid) as ended from pg_stat_activity
          where datname = current_database() and query like '%lessons_done%' and pid <> pg_backend_pid()`,
      );
      expect(rows).toEqual([{ ended: true }]);
    }
  })();
  await expect(read).rejects.toThrow('The database connection was lost during the export.');
  // The export's connection is given back: the next export finds a free one.
  expect(t.app.exportPool.inUse).toBe(0);
  // The pool serves the next request on a live connection.
  expect((await t.pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
});
