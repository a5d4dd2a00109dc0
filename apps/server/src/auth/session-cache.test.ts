// The session cache, on (with a TTL far longer than any test, so nothing here depends on time):
// reads reuse a lookup, revocation in this process is immediate, a session is never served for
// another token, and expiry is still checked on every request.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, countQueries, type TestContext } from '../../test/app.js';
import { createUser, login, signedIn } from '../../test/factories.js';
import { sessions } from '../db/schema.js';

let t: TestContext;

beforeAll(async () => {
  t = await buildTestApp({ SESSION_CACHE_SECONDS: '60' });
});

const sessionOf = async (cookie: string) => (await api(t.app, cookie).get('/api/auth/session')).json().user;

describe('session cache', () => {
  it('looks a session up once for a run of reads', async () => {
    const { http } = await signedIn(t.app, t.db);
    expect(await countQueries(t, () => http.get('/api/auth/session'))).toBe(1);
    expect(await countQueries(t, () => http.get('/api/auth/session'))).toBe(0);
    expect(await countQueries(t, () => http.get('/api/profile'))).toBe(0);
  });

  it('ends a session at sign-out at once, though it was cached', async () => {
    const { http, cookie } = await signedIn(t.app, t.db);
    expect(await sessionOf(cookie)).not.toBeNull();
    expect((await http.post('/api/auth/sign-out')).statusCode).toBe(200);
    expect(await sessionOf(cookie)).toBeNull();
    expect((await http.get('/api/profile')).statusCode).toBe(401);
  });

  it("ends every other device's cached session at once when the password changes", async () => {
    const user = await createUser(t.db);
    const phone = await login(t.app, user);
    const laptop = await login(t.app, user);
    expect(await sessionOf(phone)).toMatchObject({ id: user.id });
    expect(await sessionOf(laptop)).toMatchObject({ id: user.id });
    const res = await api(t.app, laptop).post('/api/auth/password', {
      currentPassword: user.password,
      newPassword: 'next-password',
      confirmPassword: 'next-password',
    });
    expect(res.statusCode).toBe(200);
    expect(await sessionOf(phone)).toBeNull();
    expect(await sessionOf(laptop)).toBeNull();
    const fresh = `sid=${res.cookies.find((c) => c.name === 'sid')!.value}`;
    expect(await sessionOf(fresh)).toMatchObject({ id: user.id });
  });

  it("never serves one token's session for another", async () => {
    const ann = await signedIn(t.app, t.db, { fullName: 'Ann' });
    const bob = await signedIn(t.app, t.db, { fullName: 'Bob' });
    for (let i = 0; i < 3; i++) {
      expect(await sessionOf(ann.cookie)).toMatchObject({ id: ann.user.id, fullName: 'Ann' });
      expect(await sessionOf(bob.cookie)).toMatchObject({ id: bob.user.id, fullName: 'Bob' });
    }
    // One character off a cached token is another token: unknown.
    const value = ann.cookie.slice('sid='.length);
    const altered = `sid=${value.slice(0, -1)}${value.endsWith('A') ? 'B' : 'A'}`;
    expect(await sessionOf(altered)).toBeNull();
    expect((await api(t.app, altered).get('/api/profile')).statusCode).toBe(401);
  });

  it("shows a user's own profile change on their next read", async () => {
    const { http } = await signedIn(t.app, t.db, { fullName: 'Old Name' });
    expect((await http.get('/api/auth/session')).json().user.fullName).toBe('Old Name');
    expect((await http.patch('/api/profile', { fullName: 'New Name' })).statusCode).toBe(200);
    expect((await http.get('/api/auth/session')).json().user.fullName).toBe('New Name');
    expect((await http.get('/api/profile')).json().profile.fullName).toBe('New Name');
  });

  it('looks the session up for every state-changing request: one revoked elsewhere can no longer write', async () => {
    const { http, user } = await signedIn(t.app, t.db, { fullName: 'Before' });
    expect((await http.get('/api/profile')).statusCode).toBe(200);
    // Another process revokes it: this one hears of it when the announcement arrives (the live
    // channel: session-revocation.test.ts), which may be after this read; a write never waits for it.
    await t.db.delete(sessions).where(eq(sessions.userId, user.id));
    expect([200, 401]).toContain((await http.get('/api/profile')).statusCode);
    const write = await http.patch('/api/profile', { fullName: 'After' });
    expect(write.statusCode).toBe(401);
    expect((await http.get('/api/profile')).statusCode).toBe(401);
  });

  it('still expires a cached session after the idle timeout', async () => {
    const { http } = await signedIn(t.app, t.db);
    expect((await http.get('/api/profile')).statusCode).toBe(200);
    t.clock.advance(t.config.sessionIdleMs + 60_000);
    expect((await http.get('/api/profile')).statusCode).toBe(401);
  });
});
