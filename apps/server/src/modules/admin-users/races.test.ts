// Account changes racing each other, made deterministic as in auth/races.test.ts: a gate stops one
// request at a chosen point (holding the admins' locks, or just after a sign-in's password check)
// while the other runs, then lets it go on.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PasswordResetResponse } from '@app/core';
import { api, buildTestApp, type TestContext } from '../../../test/app.js';
import { createStudent, signedIn } from '../../../test/factories.js';
import type * as passwordModule from '../../auth/password.js';
import { users } from '../../db/schema.js';
import type * as queriesModule from './queries.js';

// Hoisted with the mocks below, which pass through them.
const gates = await vi.hoisted(async () => {
  const { gate } = await import('../../../test/gate.js');
  return { afterAdminLock: gate(), afterPasswordCheck: gate() };
});

vi.mock('./queries.js', async (importOriginal) => {
  const real = await importOriginal<typeof queriesModule>();
  return {
    ...real,
    lockAdmins: async (...args: Parameters<typeof real.lockAdmins>) => {
      const admins = await real.lockAdmins(...args);
      await gates.afterAdminLock.pass();
      return admins;
    },
  };
});

vi.mock('../../auth/password.js', async (importOriginal) => {
  const real = await importOriginal<typeof passwordModule>();
  return {
    ...real,
    checkAccountPassword: async (...args: Parameters<typeof real.checkAccountPassword>) => {
      const ok = await real.checkAccountPassword(...args);
      await gates.afterPasswordCheck.pass();
      return ok;
    },
  };
});

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});

const adminsLeft = () => t.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
const demote = (http: ReturnType<typeof api>, id: string) =>
  http.patch(`/api/admin/users/${id}/role`, { role: 'student', expectedRole: 'admin' });

/** Until some request of this database waits for a row lock, or `settled` says the awaited one ended without. */
async function untilWaitingForLock(settled: () => boolean) {
  for (;;) {
    const { rows } = await t.db.execute<{ waiting: number }>(
      sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (rows[0]!.waiting > 0 || settled()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('two admins demoting each other at once', () => {
  it('never leaves the platform without an admin: the second waits for the first, then is no admin any more', async () => {
    const ana = await signedIn(t.app, t.db, { role: 'admin', fullName: 'Ana' });
    const ben = await signedIn(t.app, t.db, { role: 'admin', fullName: 'Ben' });

    // Ana's change holds the admins' locks, having counted two admins.
    const held = gates.afterAdminLock.arm();
    const anaDemotesBen = demote(ana.http, ben.user.id);
    await held.reached;
    let settled = false;
    const benDemotesAna = demote(ben.http, ana.user.id).finally(() => (settled = true));
    await untilWaitingForLock(() => settled);
    held.release();

    const [first, second] = await Promise.all([anaDemotesBen, benDemotesAna]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode).toBe(403);
    expect(await adminsLeft()).toEqual([{ id: ana.user.id }]);
  });

  it('leaves exactly one of them an admin when both requests are simply sent together', async () => {
    const fresh = await buildTestApp();
    const cy = await signedIn(fresh.app, fresh.db, { role: 'admin' });
    const di = await signedIn(fresh.app, fresh.db, { role: 'admin' });
    const results = await Promise.all([demote(cy.http, di.user.id), demote(di.http, cy.user.id)]);
    // The loser is refused either at the lock (403: no longer an admin) or, when its session is
    // looked up after the winner's demotion committed and ended its sessions, at sign-in (401).
    const [winner, loser] = results.map((r) => r.statusCode).sort();
    expect(winner).toBe(200);
    expect([401, 403]).toContain(loser);
    expect(await fresh.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'))).toHaveLength(1);
  });
});

describe('a sign-in racing a password reset', () => {
  it('gets no session with the old password once the reset has committed', async () => {
    const admin = await signedIn(t.app, t.db, { role: 'admin' });
    const user = await createStudent(t.db);
    const held = gates.afterPasswordCheck.arm();
    const signIn = api(t.app).post('/api/auth/sign-in', { staffId: user.staffId, password: user.password });
    await held.reached; // the old password has been checked; no session yet
    const reset = await admin.http.post(`/api/admin/users/${user.id}/reset-password`);
    expect(reset.statusCode).toBe(200);
    held.release();
    expect((await signIn).statusCode).toBe(401);
    const { temporaryPassword } = reset.json() as PasswordResetResponse;
    expect((await api(t.app).post('/api/auth/sign-in', { staffId: user.staffId, password: temporaryPassword })).statusCode).toBe(200);
  });
});
