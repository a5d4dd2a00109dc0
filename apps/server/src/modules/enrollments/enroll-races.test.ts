// Enrollments racing each other and a course's archiving, made deterministic with a gate: one
// enrollment is stopped inside its transaction (its row inserted, not yet committed) while the
// other request runs. Enrollments in one course pass together; only archiving waits for them, and
// enrollments that come after an archiving find the course gone from the catalogue.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@app/core';
import { buildTestApp, errorOf, type TestContext } from '../../../test/app.js';
import { createCourse, signedIn } from '../../../test/factories.js';
import { courses } from '../../db/schema.js';
import type * as writeModule from '../notifications/write.js';
import { foldEnrollmentCounts } from './counts.js';

const gates = await vi.hoisted(async () => {
  const { gate } = await import('../../../test/gate.js');
  return { inEnrollment: gate() };
});

vi.mock('../notifications/write.js', async (importOriginal) => {
  const real = await importOriginal<typeof writeModule>();
  return {
    ...real,
    notifyNewEnrollment: async (...args: Parameters<typeof real.notifyNewEnrollment>) => {
      await gates.inEnrollment.pass();
      return real.notifyNewEnrollment(...args);
    },
  };
});

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});

const countOf = async (courseId: string) =>
  (await t.db.select({ n: courses.enrollmentCount }).from(courses).where(eq(courses.id, courseId)))[0]!.n;

/** Resolves once some backend waits for an advisory lock (the enrollment gate): polled, not timed. */
async function someoneWaitsForTheGate() {
  for (;;) {
    const { rows } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`,
    );
    if (rows[0]!.n > 0) return;
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('enrolling in one course at once', () => {
  it('lets a second learner enroll while the first one is still inside its transaction', async () => {
    const course = await createCourse(t.db);
    const [first, second] = await Promise.all([signedIn(t.app, t.db), signedIn(t.app, t.db)]);
    const held = gates.inEnrollment.arm();
    const firstDone = first.http.post(`/api/courses/${course.id}/enroll`);
    await held.reached;
    // Before: the first held the course row until its commit, and this one waited for it.
    const res = await second.http.post(`/api/courses/${course.id}/enroll`);
    expect(res.statusCode).toBe(201);
    held.release();
    expect((await firstDone).statusCode).toBe(201);
    expect(await countOf(course.id)).toBe(2);
  });

  it('makes an archiving wait for an enrollment under way; the next enrollment finds the course archived', async () => {
    const course = await createCourse(t.db);
    const admin = await signedIn(t.app, t.db, { role: 'admin' });
    const [early, late] = await Promise.all([signedIn(t.app, t.db), signedIn(t.app, t.db)]);
    const held = gates.inEnrollment.arm();
    const enrolling = early.http.post(`/api/courses/${course.id}/enroll`);
    await held.reached;
    const archiving = admin.http.patch(`/api/admin/courses/${course.id}/status`, { status: 'archived', version: String(course.version) });
    await someoneWaitsForTheGate();
    held.release();
    expect((await enrolling).statusCode).toBe(201);
    expect((await archiving).statusCode).toBe(200);
    const refused = await late.http.post(`/api/courses/${course.id}/enroll`);
    expect(refused.statusCode).toBe(404);
    expect(errorOf(refused).message).toBe(MESSAGES.courseNotFound);
    // The enrollment's own fold may have found the course row held by the archiving: the minute's job folds it.
    await foldEnrollmentCounts(t.db);
    expect(await countOf(course.id)).toBe(1);
  });
});
