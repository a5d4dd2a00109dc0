// Sign-in and password change racing each other, made deterministic: a gate stops one request at a
// chosen point (just after its password check, or inside the password change's transaction) while
// the other runs, then lets it go on.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@app/core';
import { api, buildTestApp, errorOf, type TestContext } from '../../../test/app.js';
import { createUser, login } from '../../../test/factories.js';
import type * as passwordModule from '../../auth/password.js';
import type * as sessionsModule from '../../auth/sessions.js';
import { hashToken } from '../../auth/sessions.js';
import { sessions } from '../../db/schema.js';

// Hoisted with the mocks below, which pass through them.
const gates = await vi.hoisted(async () => {
  const { gate } = await import('../../../test/gate.js');
  return { afterPasswordCheck: gate(), afterRevoke: gate() };
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

vi.mock('../../auth/sessions.js', async (importOriginal) => {
  const real = await importOriginal<typeof sessionsModule>();
  return {
    ...real,
    revokeUserSessions: async (...args: Parameters<typeof real.revokeUserSessions>) => {
      const result = await real.revokeUserSessions(...args);
      await gates.afterRevoke.pass();
      return result;
    },
  };
});

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});

const newPassword = (p: string) => ({ newPassword: p, confirmPassword: p });
const sessionsOf = (userId: string) => t.db.select({ tokenHash: sessions.tokenHash }).from(sessions).where(eq(sessions.userId, userId));
const tokenOf = (res: { cookies: { name: string; value: string }[] }) => res.cookies.find((c) => c.name === 'sid')!.value;
const signIn = (staffId: string, password: string) => api(t.app).post('/api/auth/sign-in', { staffId, password });

describe('a sign-in racing a password change', () => {
  it('gets no session when the password changed after its check', async () => {
    const user = await createUser(t.db);
    const owner = api(t.app, await login(t.app, user));

    const held = gates.afterPasswordCheck.arm();
    const thief = signIn(user.staffId, user.password);
    await held.reached; // the old password has been checked; no session yet
    const changed = await owner.post('/api/auth/password', { currentPassword: user.password, ...newPassword('owner-new-pw') });
    expect(changed.statusCode).toBe(200);
    held.release();

    const res = await thief;
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).message).toBe(MESSAGES.invalidCredentials);
    expect(res.cookies.find((c) => c.name === 'sid' && c.value)).toBeUndefined();
    expect(await sessionsOf(user.id)).toEqual([{ tokenHash: hashToken(tokenOf(changed)) }]);
  });

  it('waits for a password change in progress and then gets no session', async () => {
    const user = await createUser(t.db);
    const owner = api(t.app, await login(t.app, user));

    // The change has updated the password and revoked the sessions, and has not committed yet.
    const held = gates.afterRevoke.arm();
    const change = owner.post('/api/auth/password', { currentPassword: user.password, ...newPassword('owner-new-pw') });
    await held.reached;
    let settled = false;
    const thief = signIn(user.staffId, user.password).finally(() => (settled = true));
    // Until the thief's sign-in waits for the user's row lock (or, without that lock, has finished).
    for (;;) {
      const [{ waiting }] = (
        await t.db.execute<{ waiting: number }>(
          sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        )
      ).rows as [{ waiting: number }];
      if (waiting > 0 || settled) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    held.release();

    const [changed, res] = await Promise.all([change, thief]);
    expect(changed.statusCode).toBe(200);
    expect(res.statusCode).toBe(401);
    expect(await sessionsOf(user.id)).toEqual([{ tokenHash: hashToken(tokenOf(changed)) }]);
  });
});

describe('two password changes at once', () => {
  it('lets the first one win and refuses the other, which checked a password that is no longer current', async () => {
    const user = await createUser(t.db);
    const tabA = api(t.app, await login(t.app, user));
    const tabB = api(t.app, await login(t.app, user));

    const held = gates.afterPasswordCheck.arm();
    const first = tabA.post('/api/auth/password', { currentPassword: user.password, ...newPassword('password-from-a') });
    await held.reached; // A has checked the current password
    const second = await tabB.post('/api/auth/password', { currentPassword: user.password, ...newPassword('password-from-b') });
    expect(second.statusCode).toBe(200);
    held.release();

    const res = await first;
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(MESSAGES.currentPasswordWrong);
    expect((await signIn(user.staffId, 'password-from-b')).statusCode).toBe(200);
    expect((await signIn(user.staffId, 'password-from-a')).statusCode).toBe(401);
    expect((await api(t.app, `sid=${tokenOf(second)}`).get('/api/profile')).statusCode).toBe(200);
  });
});
