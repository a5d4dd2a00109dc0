// A session revoked in one server process stops working in every other at once, not when another
// process's session cache would have let it go (its TTL, a minute here). The other process is a
// real one (test/process-server.ts): two apps in one test process would share the module-level
// cache and prove nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/app.js';
import { DEFAULT_PASSWORD, signedIn } from '../../test/factories.js';
import { startProcessServer, type ProcessServer } from '../../test/processes.js';

const CACHE = { SESSION_CACHE_SECONDS: '60' };
let t: TestContext;
let other: ProcessServer;

beforeAll(async () => {
  t = await buildTestApp(CACHE);
  other = await startProcessServer(t.databaseUrl, CACHE);
});

/** Who the other process says the cookie belongs to (null: no session there). */
async function seenByOther(cookie: string): Promise<string | null> {
  const res = await fetch(`${other.base}/api/auth/session`, { headers: { cookie } });
  const body = (await res.json()) as { user: { id: string } | null };
  return body.user?.id ?? null;
}

/** Polls until the other process no longer knows the session; fails after `withinMs`. */
async function goneFromOther(cookie: string, withinMs = 5000) {
  const until = Date.now() + withinMs;
  while (Date.now() < until) {
    if ((await seenByOther(cookie)) === null) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return false;
}

describe('a session revoked in one process', () => {
  it.each([
    ['signing out', async (s: Awaited<ReturnType<typeof signedIn>>) => s.http.post('/api/auth/sign-out', {})],
    [
      'a password change (the other sessions end)',
      // Every session of the user ends; the device that made the change gets a new one.
      async (s: Awaited<ReturnType<typeof signedIn>>) =>
        s.http.post('/api/auth/password', {
          currentPassword: DEFAULT_PASSWORD,
          newPassword: 'another-password-1',
          confirmPassword: 'another-password-1',
        }),
    ],
  ])('is dropped by the other process at once: %s', async (_what, revoke) => {
    const me = await signedIn(t.app, t.db);
    // The other process has looked it up and caches it.
    expect(await seenByOther(me.cookie)).toBe(me.user.id);
    expect(await seenByOther(me.cookie)).toBe(me.user.id);
    expect((await revoke(me)).statusCode).toBe(200);
    expect(await goneFromOther(me.cookie)).toBe(true);
  });

  it('is dropped there when an admin resets the password or changes the role', async () => {
    const admin = await signedIn(t.app, t.db, { role: 'admin' });
    const [reset, promoted] = await Promise.all([signedIn(t.app, t.db), signedIn(t.app, t.db)]);
    for (const s of [reset, promoted]) expect(await seenByOther(s.cookie)).toBe(s.user.id);
    expect((await admin.http.post(`/api/admin/users/${reset.user.id}/reset-password`)).statusCode).toBe(200);
    expect(
      (await admin.http.patch(`/api/admin/users/${promoted.user.id}/role`, { role: 'instructor', expectedRole: 'student' })).statusCode,
    ).toBe(200);
    expect(await goneFromOther(reset.cookie)).toBe(true);
    expect(await goneFromOther(promoted.cookie)).toBe(true);
  });

  it('keeps serving a live session from the cache', async () => {
    const me = await signedIn(t.app, t.db);
    expect(await seenByOther(me.cookie)).toBe(me.user.id);
    const another = await signedIn(t.app, t.db);
    await another.http.post('/api/auth/sign-out', {});
    expect(await seenByOther(me.cookie)).toBe(me.user.id);
  });
});
