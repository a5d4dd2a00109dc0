// Long exports have connections of their own: while every export connection is held by a slow
// download, the rest of the API still answers (with more requests at once than its pool has
// connections), and one more export is refused at once with a 503 that says to try again shortly;
// once a download ends, exports work again.
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { MESSAGES } from '@app/core';
import { buildTestApp, databaseState, errorOf, type TestContext } from '../../../test/app.js';
import { monitoringWorld, type MonitoringWorld } from '../../../test/monitoring-world.js';
import { studentsCsv } from './export.js';

let t: TestContext;
let w: MonitoringWorld;
beforeAll(async () => {
  // As many export connections as the test app's pool has (5): were they the same connections, the API would have none left.
  t = await buildTestApp({ DB_EXPORT_POOL_SIZE: '5' });
  w = await monitoringWorld(t);
  // More rows than the cursor's batch and the streams' buffers hold: a download that is not read stays open.
  await t.db.execute(sql`
    with learners as (
      insert into users (staff_id, full_name, password_hash) select 'SLOW-' || g, 'Slow ' || g, 'x' from generate_series(1, 1200) g
      returning id)
    insert into enrollments (user_id, course_id) select id, ${w.second.id}::uuid from learners`);
});

/** A download that has started (its first bytes read) and whose reader then stops reading. */
async function slowDownload() {
  const csv = await studentsCsv(
    t.deps,
    t.app.exportPool,
    { id: w.owner.user.id, role: 'instructor' },
    { courseId: w.second.id, q: undefined, status: 'all', sort: 'name', dir: 'asc' },
  );
  const reader = csv.stream[Symbol.asyncIterator]();
  await reader.next();
  return {
    /** Reads the rest: the download ends and gives its connection back. */
    finish: async () => {
      let lines = 1;
      for (let r = await reader.next(); !r.done; r = await reader.next()) lines += String(r.value).split('\r\n').length - 1;
      return lines;
    },
  };
}

it('keeps the API answering while slow downloads hold every export connection, and refuses one more export with a 503', async () => {
  const downloads = [];
  for (let i = 0; i < 5; i++) downloads.push(await slowDownload());

  // More requests at once than the API pool's 5 connections: all answered.
  const answers = await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      w.owner.http.get(i % 2 ? `/api/instructor/students?courseId=${w.course.id}` : '/api/instructor/monitoring/courses'),
    ),
  );
  expect(answers.map((r) => r.statusCode)).toEqual(Array(12).fill(200));

  const before = await databaseState(t.db);
  const refused = await w.owner.http.get(`/api/instructor/students/export?courseId=${w.course.id}`);
  expect(refused.statusCode).toBe(503);
  expect(errorOf(refused)).toEqual({ code: 'SERVICE_UNAVAILABLE', message: MESSAGES.exportsBusy });
  expect(refused.headers['retry-after']).toBe('10');
  expect(refused.headers['content-type']).toContain('application/json');
  expect(await databaseState(t.db)).toEqual(before);
  // Still answering after the refusal.
  expect((await w.owner.http.get('/api/instructor/students')).statusCode).toBe(200);

  // A download that ends gives its connection back: the next export goes through.
  expect(await downloads[0]!.finish()).toBeGreaterThan(1200);
  const next = await w.owner.http.get(`/api/instructor/students/export?courseId=${w.course.id}`);
  expect(next.statusCode).toBe(200);
  expect(next.body).toContain('Ada Lovelace');
  for (const d of downloads.slice(1)) await d.finish();
});

it('checks the course before taking an export connection', async () => {
  const held = [];
  for (let i = 0; i < 5; i++) held.push(await t.app.exportPool.tryConnect());
  expect(await t.app.exportPool.tryConnect()).toBeNull();
  // Another instructor's course is still a 404, not a 503: nothing of the export pool was asked.
  const res = await w.owner.http.get(`/api/instructor/students/export?courseId=${w.foreign.id}`);
  expect(res.statusCode).toBe(404);
  held.forEach((c) => c!.release());
  expect((await w.owner.http.get(`/api/instructor/students/export?courseId=${w.course.id}`)).statusCode).toBe(200);
});
