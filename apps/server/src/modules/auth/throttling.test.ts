// The throttles of sign-in, password change and sign-up: counted in PostgreSQL, shared by every
// server process (a second app instance on the same database stands for a second process).
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/core';
import { api, buildAppOn, buildTestApp, errorOf, type TestContext } from '../../../test/app.js';
import { createUser, login } from '../../../test/factories.js';
import { throttleCounters, users } from '../../db/schema.js';

const signIn = (t: TestContext, staffId: string, password: string, headers?: Record<string, string>) =>
  api(t.app).post('/api/auth/sign-in', { staffId, password }, headers);
const hitsOf = async (t: TestContext, key: string) =>
  (await t.db.select({ hits: throttleCounters.hits }).from(throttleCounters).where(eq(throttleCounters.key, key)))[0]?.hits ?? 0;
const passwordHashOf = async (t: TestContext, id: string) =>
  (await t.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, id)))[0]!.h;

describe('per-staff-ID lockout', () => {
  it('locks a staff ID after repeated failures, even with the right password, whether or not it exists', async () => {
    const t = await buildTestApp();
    const max = t.config.signIn.maxFailuresPerId;
    const user = await createUser(t.db, { staffId: 'THR-1' });
    for (let i = 0; i < max; i++) expect((await signIn(t, 'THR-1', 'wrong')).statusCode).toBe(401);
    const locked = await signIn(t, 'thr-1', user.password);
    expect(locked.statusCode).toBe(429);
    expect(errorOf(locked)).toEqual({ code: 'RATE_LIMITED', message: MESSAGES.tooManySignIns });
    expect(locked.cookies.find((c) => c.name === 'sid' && c.value)).toBeUndefined();

    for (let i = 0; i < max; i++) await signIn(t, 'GHOST-9', 'x');
    const ghost = await signIn(t, 'GHOST-9', 'x');
    expect(ghost.statusCode).toBe(429);
    expect(errorOf(ghost)).toEqual(errorOf(locked));

    // The window passes and the right password works again.
    t.clock.advance(t.config.signIn.windowMs + 1000);
    expect((await signIn(t, 'THR-1', user.password)).statusCode).toBe(200);
  });

  it('lets no more guesses through than the limit when they arrive all at once', async () => {
    const t = await buildTestApp({ SIGN_IN_MAX_FAILURES_PER_ID: '3' });
    const user = await createUser(t.db, { staffId: 'PAR-1' });
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => signIn(t, 'PAR-1', `guess-${i}`)));
    // Every attempt is counted before its (slow) password check, so only three are checked.
    expect(results.map((r) => r.statusCode).sort()).toEqual([401, 401, 401, 429, 429, 429, 429, 429]);
    expect((await signIn(t, 'PAR-1', user.password)).statusCode).toBe(429);
  });

  it('is cleared by a successful sign-in', async () => {
    const t = await buildTestApp({ SIGN_IN_MAX_FAILURES_PER_ID: '3' });
    const user = await createUser(t.db, { staffId: 'CLR-1' });
    for (let i = 0; i < 2; i++) await signIn(t, 'CLR-1', 'wrong');
    expect((await signIn(t, 'CLR-1', user.password)).statusCode).toBe(200);
    expect(await hitsOf(t, 'sign-in:id:clr-1')).toBe(0);
    for (let i = 0; i < 3; i++) expect((await signIn(t, 'CLR-1', 'wrong')).statusCode).toBe(401);
  });
});

describe('per-address limit', () => {
  const env = { SIGN_IN_MAX_FAILURES_PER_IP: '3', SIGN_IN_MAX_FAILURES_PER_ID: '5', SIGN_IN_SLOW_DOWN_SECONDS: '2' };

  it('past the limit still signs in a right password, slowed down, and refuses wrong ones with 429', async () => {
    const t = await buildTestApp(env);
    const user = await createUser(t.db, { staffId: 'NAT-OK' });
    for (let i = 0; i < 3; i++) expect((await signIn(t, `SPRAY-${i}`, 'guess')).statusCode).toBe(401);
    expect(t.clock.sleeps).toEqual([]);

    // A colleague behind the same address, with the right password: signed in, after the wait.
    const ok = await signIn(t, 'NAT-OK', user.password);
    expect(ok.statusCode).toBe(200);
    expect(ok.cookies.find((c) => c.name === 'sid')?.value).toBeTruthy();
    expect(t.clock.sleeps).toEqual([2000]);

    // A wrong password for a known and for an unknown staff ID: the same answer after the same wait.
    const known = await signIn(t, 'NAT-OK', 'wrong-one');
    const unknown = await signIn(t, 'NOBODY-7', 'wrong-one');
    expect(known.statusCode).toBe(429);
    expect(errorOf(known)).toEqual({ code: 'RATE_LIMITED', message: MESSAGES.signInSlowedDown });
    expect(errorOf(unknown)).toEqual(errorOf(known));
    expect(t.clock.sleeps).toEqual([2000, 2000, 2000]);

    // Wrong attempts keep counting for the address and for their staff IDs; the success did not.
    expect(await hitsOf(t, 'sign-in:ip:127.0.0.1')).toBe(5);
    expect(await hitsOf(t, 'sign-in:id:nat-ok')).toBe(1);
  });

  it('counts only failed checks: right passwords in flight at once never slow the address down', async () => {
    const t = await buildTestApp(env);
    // Four times the limit, all at once, as a class behind one campus address signs in.
    const people = await Promise.all(Array.from({ length: 12 }, (_, i) => createUser(t.db, { staffId: `CLASS-${i}` })));
    const results = await Promise.all(people.map((p) => signIn(t, p.staffId, p.password)));
    expect(results.map((r) => r.statusCode)).toEqual(people.map(() => 200));
    expect(t.clock.sleeps).toEqual([]);
    expect(await hitsOf(t, 'sign-in:ip:127.0.0.1')).toBe(0);

    // Wrong ones still count, each once it has failed, and past the limit the address is slowed.
    const wrong = await Promise.all([0, 1, 2].map((i) => signIn(t, `CLASS-${i}`, 'typo')));
    expect(wrong.map((r) => r.statusCode)).toEqual([401, 401, 401]);
    expect(await hitsOf(t, 'sign-in:ip:127.0.0.1')).toBe(3);
    expect((await signIn(t, 'CLASS-5', people[5]!.password)).statusCode).toBe(200);
    expect(t.clock.sleeps).toEqual([2000]);
    expect((await signIn(t, 'CLASS-6', 'typo')).statusCode).toBe(429);
  });

  it('keeps a locked staff ID locked from a slowed address', async () => {
    const t = await buildTestApp(env);
    const user = await createUser(t.db, { staffId: 'NAT-LOCK' });
    for (let i = 0; i < 5; i++) await signIn(t, 'NAT-LOCK', `guess-${i}`);
    const res = await signIn(t, 'NAT-LOCK', user.password);
    expect(res.statusCode).toBe(429);
    expect(errorOf(res).message).toBe(MESSAGES.tooManySignIns);
  });

  it('counts the address the trusted proxy saw, not one a client wrote into X-Forwarded-For', async () => {
    const t = await buildTestApp({ ...env, TRUST_PROXY: '127.0.0.1' });
    const user = await createUser(t.db, { staffId: 'PROXIED' });
    for (let i = 0; i < 3; i++) await signIn(t, `SPRAY-${i}`, 'guess', { 'x-forwarded-for': `10.9.9.${i}, 203.0.113.7` });
    expect(await hitsOf(t, 'sign-in:ip:203.0.113.7')).toBe(3);
    const next = await signIn(t, 'PROXIED', 'guess', { 'x-forwarded-for': '10.9.9.99, 203.0.113.7' });
    expect(next.statusCode).toBe(429);
    expect(t.clock.sleeps).toEqual([2000]);
    // Another client of the proxy is not slowed down.
    expect((await signIn(t, 'PROXIED', user.password, { 'x-forwarded-for': '198.51.100.4' })).statusCode).toBe(200);
    expect(t.clock.sleeps).toEqual([2000]);
  });
});

describe('password change throttling', () => {
  const change = (http: ReturnType<typeof api>, currentPassword: string, next = 'next-password-1') =>
    http.post('/api/auth/password', { currentPassword, newPassword: next, confirmPassword: next });

  it('refuses with 429 after repeated wrong current passwords, even the right one, in every process', async () => {
    const one = await buildTestApp();
    const two = await buildAppOn(one);
    const user = await createUser(one.db);
    const before = await passwordHashOf(one, user.id);
    const cookie = await login(one.app, user);
    // A stolen cookie guessing the password, its guesses spread over two server processes.
    for (let i = 0; i < 5; i++) {
      const res = await change(api(i % 2 ? two.app : one.app, cookie), `guess-${i}`);
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).message).toBe(MESSAGES.currentPasswordWrong);
    }
    const locked = await change(api(one.app, cookie), user.password);
    expect(locked.statusCode).toBe(429);
    expect(errorOf(locked)).toEqual({ code: 'RATE_LIMITED', message: MESSAGES.tooManyPasswordAttempts });
    expect(await passwordHashOf(one, user.id)).toBe(before);

    one.clock.advance(one.config.signIn.windowMs + 1000);
    expect((await change(api(one.app, cookie), user.password)).statusCode).toBe(200);
  });

  it('starts counting again after a right current password', async () => {
    const t = await buildTestApp();
    const user = await createUser(t.db);
    const http = api(t.app, await login(t.app, user));
    for (let i = 0; i < 4; i++) await change(http, `guess-${i}`);
    // Right current password, refused for another reason: the count is cleared all the same.
    expect(errorOf(await change(http, user.password, user.password)).message).toBe(MESSAGES.passwordSameAsOld);
    for (let i = 0; i < 5; i++) expect((await change(http, `guess-${i}`)).statusCode).toBe(400);
  });
});

describe('sign-up limit', () => {
  const body = (n: number) => ({ fullName: 'Many', staffId: `MANY-${n}`, password: 'password9', role: 'student' });
  const created = async (t: TestContext, n: number) =>
    (
      await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(eq(users.staffId, `MANY-${n}`))
    )[0]!.n;

  it('is one limit per address for all server processes', async () => {
    const one = await buildTestApp({ SIGN_UP_MAX_PER_IP_PER_HOUR: '2' });
    const two = await buildAppOn(one, { SIGN_UP_MAX_PER_IP_PER_HOUR: '2' });
    expect((await api(one.app).post('/api/auth/sign-up', body(1))).statusCode).toBe(201);
    expect((await api(two.app).post('/api/auth/sign-up', body(2))).statusCode).toBe(201);
    const third = await api(one.app).post('/api/auth/sign-up', body(3));
    expect(third.statusCode).toBe(429);
    expect(errorOf(third)).toEqual({ code: 'RATE_LIMITED', message: MESSAGES.tooManySignUps });
    expect(await created(one, 3)).toBe(0);
    expect((await api(two.app).post('/api/auth/sign-up', body(4))).statusCode).toBe(429);

    // An hour later the address may sign up again.
    one.clock.advance(3600_000 + 1000);
    expect((await api(one.app).post('/api/auth/sign-up', body(5))).statusCode).toBe(201);
  });

  it('counts refused attempts too, so taken staff IDs cannot be probed without limit', async () => {
    const t = await buildTestApp({ SIGN_UP_MAX_PER_IP_PER_HOUR: '2' });
    await createUser(t.db, { staffId: 'TAKEN-1' });
    for (let i = 0; i < 2; i++)
      expect((await api(t.app).post('/api/auth/sign-up', { ...body(0), staffId: 'TAKEN-1' })).statusCode).toBe(409);
    expect((await api(t.app).post('/api/auth/sign-up', { ...body(0), staffId: 'TAKEN-1' })).statusCode).toBe(429);
  });
});
