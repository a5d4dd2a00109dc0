import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/core';
import { api, buildTestApp, errorOf, type TestContext } from '../../../test/app.js';
import { createUser, login, signedIn } from '../../../test/factories.js';
import { roleAssignments, sessions, users } from '../../db/schema.js';

let t: TestContext;
beforeAll(async () => {
  // The sign-up limit per address has its own tests (throttling.test.ts); the many refusals here must not reach it.
  t = await buildTestApp({ ADMIN_STAFF_IDS: 'Boss-1', SIGN_UP_MAX_PER_IP_PER_HOUR: '200' });
});

const countUsers = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;
// Always a JSON body, so that arrays, strings and numbers arrive as JSON too.
const signUp = (body: unknown) => api(t.app).post('/api/auth/sign-up', JSON.stringify(body), { 'content-type': 'application/json' });

describe('sign-up', () => {
  it('creates a student and tells them to sign in with their Staff ID', async () => {
    const res = await signUp({ fullName: '  Ada Lovelace ', staffId: 'SU-100', password: 'analytical1', role: 'student' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Account created successfully! You can now sign in with your Staff ID.' });
    // Signing up does not sign in.
    expect(res.cookies).toHaveLength(0);
    const [row] = await t.db
      .select()
      .from(users)
      .where(sql`staff_id = 'SU-100'`);
    expect(row).toMatchObject({ fullName: 'Ada Lovelace', role: 'student' });
    expect(row!.passwordHash).not.toContain('analytical1');
    const roles = await t.db
      .select()
      .from(roleAssignments)
      .where(sql`user_id = ${row!.id}`);
    expect(roles.map((r) => r.role)).toEqual(['student']);
  });

  it('creates an instructor, who is then an instructor in their session', async () => {
    expect((await signUp({ fullName: 'Grace Hopper', staffId: 'SU-101', password: 'cobol-rules', role: 'instructor' })).statusCode).toBe(
      201,
    );
    const cookie = await login(t.app, { staffId: 'su-101', password: 'cobol-rules' });
    const session = (await api(t.app, cookie).get('/api/auth/session')).json();
    expect(session.user).toMatchObject({ staffId: 'SU-101', role: 'instructor', isInstructor: true });
  });

  it('makes a designated admin staff ID an admin', async () => {
    expect((await signUp({ fullName: 'The Boss', staffId: 'boss-1', password: 'very-secret', role: 'student' })).statusCode).toBe(201);
    const [row] = await t.db
      .select()
      .from(users)
      .where(sql`staff_id = 'boss-1'`);
    expect(row!.role).toBe('admin');
  });

  it('refuses an existing staff ID in any letter case and changes nothing', async () => {
    await createUser(t.db, { staffId: 'DUP-7', fullName: 'First Owner' });
    const before = await countUsers();
    const res = await signUp({ fullName: 'Second', staffId: 'dup-7', password: 'password9', role: 'student' });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toEqual({ code: 'CONFLICT', message: MESSAGES.staffIdTaken });
    const padded = await signUp({ fullName: 'Third', staffId: '  Dup-7 ', password: 'password9', role: 'instructor' });
    expect(padded.statusCode).toBe(409);
    expect(await countUsers()).toBe(before);
  });

  const bad: [string, unknown, RegExp][] = [
    ['empty fields', { fullName: '', staffId: '', password: '', role: 'student' }, /required/],
    ['whitespace-only name', { fullName: '   ', staffId: 'WS-1', password: 'password9', role: 'student' }, /Full Name is required/],
    ['whitespace-only staff ID', { fullName: 'Someone', staffId: '   ', password: 'password9', role: 'student' }, /Staff ID is required/],
    ['a 10,000-character name', { fullName: 'x'.repeat(10_000), staffId: 'LONG-1', password: 'password9', role: 'student' }, /at most 120/],
    ['the admin role', { fullName: 'Sneaky', staffId: 'ADM-X', password: 'password9', role: 'admin' }, /Student or Instructor/],
    ['the subadmin role', { fullName: 'Sneaky', staffId: 'SUB-X', password: 'password9', role: 'subadmin' }, /Student or Instructor/],
    ['a short password', { fullName: 'Shorty', staffId: 'PW-1', password: 'abc', role: 'student' }, /at least 8 characters/],
    ['a password of spaces alone', { fullName: 'Spaces', staffId: 'PW-2', password: ' '.repeat(10), role: 'student' }, /only spaces/],
    ['no role', { fullName: 'Roleless', staffId: 'NR-1', password: 'password9' }, /Student or Instructor/],
    ['a number as name', { fullName: 42, staffId: 'NUM-1', password: 'password9', role: 'student' }, /Full Name/],
    [
      'an extra field',
      { fullName: 'Extra', staffId: 'EX-1', password: 'password9', role: 'student', is_instructor: true },
      /is_instructor/,
    ],
    [
      'a staff ID with spaces inside',
      { fullName: 'Spacey', staffId: 'A B', password: 'password9', role: 'student' },
      /Staff ID may contain/,
    ],
    ['an array body', [{ fullName: 'Arr' }], /.+/],
    ['a string body', 'hello', /.+/],
    ['null', null, /.+/],
  ];
  it.each(bad)('refuses %s with a 400 and creates no user', async (_name, body, message) => {
    const before = await countUsers();
    const res = await signUp(body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('VALIDATION_ERROR');
    expect(errorOf(res).message).toMatch(message);
    expect(await countUsers()).toBe(before);
  });

  it('refuses malformed JSON with a 400', async () => {
    const res = await api(t.app).post('/api/auth/sign-up', '{"fullName":', { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('VALIDATION_ERROR');
  });

  it('refuses a body that is not JSON with a 415', async () => {
    const res = await api(t.app).post('/api/auth/sign-up', 'fullName=x', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(res.statusCode).toBe(415);
    expect(errorOf(res).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('sign-in', () => {
  it('signs in case-insensitively, sets an HttpOnly cookie and never returns the hash', async () => {
    const user = await createUser(t.db, { staffId: 'Case-Id', fullName: 'Case Person' });
    const res = await api(t.app).post('/api/auth/sign-in', { staffId: '  case-id ', password: user.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Logged in successfully!');
    expect(res.json().user).toMatchObject({ staffId: 'Case-Id', fullName: 'Case Person', role: 'student' });
    expect(res.body).not.toMatch(/argon2|passwordHash/i);
    const cookie = res.cookies.find((c) => c.name === 'sid')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // Only the token's hash is stored.
    const stored = await t.db
      .select()
      .from(sessions)
      .where(sql`user_id = ${user.id}`);
    expect(stored.map((s) => s.tokenHash)).not.toContain(cookie.value);
  });

  it('answers the same for a wrong password and an unknown staff ID', async () => {
    const user = await createUser(t.db, { staffId: 'SAME-1' });
    const wrong = await api(t.app).post('/api/auth/sign-in', { staffId: 'SAME-1', password: 'not-it' }, { 'x-forwarded-for': '1.1.1.1' });
    const unknown = await api(t.app).post('/api/auth/sign-in', { staffId: 'NOBODY-1', password: 'not-it' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(errorOf(wrong)).toEqual(errorOf(unknown));
    expect(errorOf(wrong).message).toBe('Invalid Staff ID or password');
    expect(wrong.cookies.find((c) => c.name === 'sid' && c.value)).toBeUndefined();
    expect(user.staffId).toBe('SAME-1');
  });

  it('refuses missing fields with a clear message', async () => {
    const res = await api(t.app).post('/api/auth/sign-in', { staffId: '' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toMatch(/required/);
  });

  it.each([
    ['an array', '[{"staffId":"A","password":"b"}]'],
    ['a string', '"STU-001"'],
    ['null', 'null'],
    ['an extra field', '{"staffId":"A","password":"password9","role":"admin"}'],
  ])('refuses %s as the body with a 400 and sets no cookie', async (_name, payload) => {
    const res = await api(t.app).post('/api/auth/sign-in', payload, { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('VALIDATION_ERROR');
    expect(res.cookies.find((c) => c.name === 'sid' && c.value)).toBeUndefined();
  });

  it('flags a user who must change their password, and lets them do only that', async () => {
    const user = await createUser(t.db, { mustChangePassword: true });
    const cookie = await login(t.app, user);
    const http = api(t.app, cookie);
    expect((await http.get('/api/auth/session')).json().user.mustChangePassword).toBe(true);
    const blocked = await http.get('/api/profile');
    expect(blocked.statusCode).toBe(403);
    expect(errorOf(blocked).code).toBe('PASSWORD_CHANGE_REQUIRED');
    const changed = await http.post('/api/auth/password', {
      currentPassword: user.password,
      newPassword: 'brand-new-pw',
      confirmPassword: 'brand-new-pw',
    });
    expect(changed.statusCode).toBe(200);
    const fresh = `sid=${changed.cookies.find((c) => c.name === 'sid')!.value}`;
    expect((await api(t.app, fresh).get('/api/profile')).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('reports the current user, and after sign-out no user and a cleared cookie', async () => {
    const { http, user } = await signedIn(t.app, t.db, { fullName: 'Session Sam' });
    expect((await http.get('/api/auth/session')).json()).toMatchObject({ user: { id: user.id, fullName: 'Session Sam' }, expired: false });
    const out = await http.post('/api/auth/sign-out');
    expect(out.statusCode).toBe(200);
    // The browser drops the cookie, so its next check is a visitor's: not an expired session.
    expect(out.cookies.find((c) => c.name === 'sid')).toMatchObject({ value: '' });
    expect((await api(t.app).get('/api/auth/session')).json()).toEqual({ user: null, expired: false });
    expect((await api(t.app).get('/api/profile')).statusCode).toBe(401);
  });

  it('answers a visitor (no cookie) with no user, not expired, and 401 UNAUTHENTICATED on a guarded route', async () => {
    expect((await api(t.app).get('/api/auth/session')).json()).toEqual({ user: null, expired: false });
    const res = await api(t.app).get('/api/profile');
    expect(res.statusCode).toBe(401);
    expect(errorOf(res)).toEqual({ code: 'UNAUTHENTICATED', message: MESSAGES.unauthenticated });
  });

  it('tells a cookie whose session ended (here: signed out elsewhere) apart: expired once, then cleared', async () => {
    const { http, cookie } = await signedIn(t.app, t.db);
    // Another client holding the same cookie signs out: this one still sends the dead cookie.
    expect((await api(t.app, cookie).post('/api/auth/sign-out')).statusCode).toBe(200);
    const guarded = await http.get('/api/profile');
    expect(guarded.statusCode).toBe(401);
    expect(errorOf(guarded)).toEqual({ code: 'SESSION_EXPIRED', message: MESSAGES.sessionExpired });
    const check = await http.get('/api/auth/session');
    expect(check.json()).toEqual({ user: null, expired: true });
    expect(check.cookies.find((c) => c.name === 'sid')).toMatchObject({ value: '' });
  });

  it('expires after the idle timeout, and says so', async () => {
    const { http } = await signedIn(t.app, t.db);
    t.clock.advance(t.config.sessionIdleMs - 60_000);
    expect((await http.get('/api/profile')).statusCode).toBe(200);
    t.clock.advance(t.config.sessionIdleMs + 60_000);
    const res = await http.get('/api/profile');
    expect([res.statusCode, errorOf(res).code]).toEqual([401, 'SESSION_EXPIRED']);
    expect((await http.get('/api/auth/session')).json()).toEqual({ user: null, expired: true });
  });

  it('expires at the absolute limit even when used every day', async () => {
    const { http } = await signedIn(t.app, t.db);
    const day = 24 * 3600_000;
    for (let d = 0; d < Math.floor(t.config.sessionMaxMs / day) - 1; d++) {
      t.clock.advance(day);
      expect((await http.get('/api/profile')).statusCode).toBe(200);
    }
    t.clock.advance(day + 60_000);
    expect((await http.get('/api/profile')).statusCode).toBe(401);
    expect((await http.get('/api/auth/session')).json()).toEqual({ user: null, expired: true });
  });

  it('ignores a forged cookie: no user, and the cookie is treated as ended', async () => {
    const res = await api(t.app, 'sid=forged-token-value').get('/api/auth/session');
    expect(res.json()).toEqual({ user: null, expired: true });
  });
});

describe('password change', () => {
  it('changes the password and signs out every other device', async () => {
    const user = await createUser(t.db);
    const phone = api(t.app, await login(t.app, user));
    const laptop = api(t.app, await login(t.app, user));
    const res = await laptop.post('/api/auth/password', {
      currentPassword: user.password,
      newPassword: 'next-password',
      confirmPassword: 'next-password',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password updated' });
    expect((await phone.get('/api/profile')).statusCode).toBe(401);
    expect((await api(t.app).post('/api/auth/sign-in', { staffId: user.staffId, password: user.password })).statusCode).toBe(401);
    expect((await api(t.app).post('/api/auth/sign-in', { staffId: user.staffId, password: 'next-password' })).statusCode).toBe(200);
  });

  it.each([
    [
      'a wrong current password',
      { currentPassword: 'nope-nope', newPassword: 'next-password', confirmPassword: 'next-password' },
      MESSAGES.currentPasswordWrong,
    ],
    ['mismatched confirmation', { newPassword: 'next-password', confirmPassword: 'other-password' }, MESSAGES.passwordsDontMatch],
    ['a short new password', { newPassword: 'short', confirmPassword: 'short' }, MESSAGES.passwordTooShort],
    ['a new password of spaces alone', { newPassword: ' '.repeat(9), confirmPassword: ' '.repeat(9) }, 'Password cannot be only spaces.'],
  ])('refuses %s and keeps the old password', async (_name, body, message) => {
    const user = await createUser(t.db);
    const http = api(t.app, await login(t.app, user));
    const res = await http.post('/api/auth/password', { currentPassword: user.password, ...body });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(message);
    expect((await api(t.app).post('/api/auth/sign-in', { staffId: user.staffId, password: user.password })).statusCode).toBe(200);
  });

  it('refuses an extra field such as a role, and changes neither password nor role', async () => {
    const user = await createUser(t.db);
    const http = api(t.app, await login(t.app, user));
    const res = await http.post('/api/auth/password', {
      currentPassword: user.password,
      newPassword: 'next-password',
      confirmPassword: 'next-password',
      role: 'admin',
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('VALIDATION_ERROR');
    expect(errorOf(res).message).toMatch(/role/);
    expect((await http.get('/api/auth/session')).json().user.role).toBe('student');
    expect((await api(t.app).post('/api/auth/sign-in', { staffId: user.staffId, password: user.password })).statusCode).toBe(200);
  });
});
