// The Staff ID form with an LDAP directory (a real slapd, started by the test): the directory is
// asked first, local accounts keep their passwords, the throttles count directory failures too, and
// a directory that is down leaves local admins able to sign in (docs/auth.md, "LDAP").
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/core';
import { auditEvents, users } from '../../db/schema.js';
import { api, buildAppOn, buildTestApp, countQueries, errorOf, type TestContext } from '../../../test/app.js';
import { createAdmin, createUser, groupsOf, login } from '../../../test/factories.js';
import { LDAP_PEOPLE, startSlapd, type TestSlapd } from '../../../test/slapd.js';

let t: TestContext;
let slapd: TestSlapd;
let settings: Record<string, string>;

beforeAll(async () => {
  slapd = await startSlapd();
  settings = {
    LDAP_URL: slapd.url,
    LDAP_BIND_DN: slapd.bindDn,
    LDAP_BIND_PASSWORD: slapd.bindPassword,
    LDAP_USER_BASE: slapd.userBase,
    LDAP_GROUP_ATTRIBUTE: 'memberOf',
    LDAP_ROLE_MAP: 'lms-admins=admin,lms-instructors=instructor',
    LDAP_TIMEOUT_MS: '1000',
    SIGN_IN_SLOW_DOWN_SECONDS: '0',
  };
  t = await buildTestApp(settings);
});
afterAll(() => slapd.stop());

const signIn = (staffId: string, password: string, ctx = t) => api(ctx.app).post('/api/auth/sign-in', { staffId, password });
const userByStaffId = async (staffId: string) => (await t.db.select().from(users).where(eq(users.staffId, staffId)))[0];

describe('directory people', () => {
  it('sign in with the directory password: the account is made from the entry, its role from its groups', async () => {
    const res = await signIn(LDAP_PEOPLE.staff.staffId, LDAP_PEOPLE.staff.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      staffId: 'grace.hopper',
      fullName: 'Grace Hopper',
      email: 'grace@learnflix.test',
      role: 'admin',
      directory: 'ldap',
      hasLocalPassword: false,
    });
    const user = (await userByStaffId('grace.hopper'))!;
    expect(await groupsOf(t.db, user.id)).toEqual([
      { name: 'lms-admins', managedBy: 'ldap' },
      { name: 'lms-instructors', managedBy: 'ldap' },
    ]);
    const [created] = await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, user.id));
    expect(created).toMatchObject({ action: 'user.created', after: expect.objectContaining({ source: 'ldap', role: 'admin' }) });
  });

  it('signs in again with four statements when the directory changed nothing: no transaction, no account read before the directory', async () => {
    const { staffId, password } = LDAP_PEOPLE.staff;
    expect((await signIn(staffId, password)).statusCode).toBe(200);
    // The throttle's count and clear, the account with its groups, the session.
    expect(await countQueries(t, async () => expect((await signIn(staffId, password)).statusCode).toBe(200))).toBe(4);
  });

  it('a wrong password, a locked entry, an empty one: refused as any wrong password, and nothing made', async () => {
    for (const [staffId, password] of [
      [LDAP_PEOPLE.normal.staffId, 'not-the-password'],
      [LDAP_PEOPLE.locked.staffId, LDAP_PEOPLE.locked.password],
    ]) {
      const res = await signIn(staffId!, password!);
      expect(res.statusCode).toBe(401);
      expect(errorOf(res).message).toBe(MESSAGES.invalidCredentials);
    }
    expect(await userByStaffId(LDAP_PEOPLE.locked.staffId)).toBeUndefined();
    expect(await userByStaffId(LDAP_PEOPLE.normal.staffId)).toBeUndefined();
  });

  it('refuses LDAP injection in the Staff ID without matching anyone', async () => {
    for (const staffId of ['*)(uid=*', '*', 'ada*', 'grace.hopper)(|(uid=*'])
      expect((await signIn(staffId, LDAP_PEOPLE.staff.password)).statusCode).toBe(401);
    expect((await signIn('*)(uid=*', LDAP_PEOPLE.normal.password)).statusCode).toBe(401);
  });

  it('counts directory failures in the same throttle as local ones', async () => {
    const staffId = 'throttle.me';
    await slapd.addUser({ staffId, password: 'Throttle-Pass-1', fullName: 'Throttle Me' });
    for (let i = 0; i < 5; i++) expect((await signIn(staffId, `wrong-${i}`)).statusCode).toBe(401);
    // The right password too, until the window ends.
    const locked = await signIn(staffId, 'Throttle-Pass-1');
    expect(locked.statusCode).toBe(429);
    expect(errorOf(locked).message).toBe(MESSAGES.tooManySignIns);
  });
});

describe('local accounts beside the directory', () => {
  it('a local account the directory knows is linked by a successful bind, and the directory’s password then signs in', async () => {
    const local = await createUser(t.db, { staffId: LDAP_PEOPLE.local.staffId, role: 'instructor', fullName: 'Local Name' });
    const res = await signIn(LDAP_PEOPLE.local.staffId, LDAP_PEOPLE.local.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: local.id, directory: 'ldap', fullName: 'Directory Instructor', hasLocalPassword: true });
    const events = await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, local.id));
    expect(events.map((e) => e.action)).toEqual(expect.arrayContaining(['user.directory_linked', 'user.updated_from_directory']));
  });

  it('a local account the directory does not know signs in with its own password', async () => {
    const local = await createUser(t.db, { staffId: 'LOCAL-ONLY-1' });
    expect(await login(t.app, local)).toMatch(/^sid=/);
    expect((await signIn('LOCAL-ONLY-1', 'wrong password')).statusCode).toBe(401);
  });

  it('with the directory down: local admins still sign in; directory people are told to come back', async () => {
    const admin = await createAdmin(t.db, { staffId: 'LOCAL-ADMIN-1' });
    await slapd.halt();
    try {
      expect(await login(t.app, admin)).toMatch(/^sid=/);
      const res = await signIn(LDAP_PEOPLE.staff.staffId, LDAP_PEOPLE.staff.password);
      expect(res.statusCode).toBe(503);
      expect(errorOf(res).message).toBe(MESSAGES.directoryUnavailable);
      // An unknown Staff ID too: the directory might know it.
      expect((await signIn('nobody.here', 'whatever-1')).statusCode).toBe(503);
    } finally {
      await slapd.start();
    }
    expect((await signIn(LDAP_PEOPLE.staff.staffId, LDAP_PEOPLE.staff.password)).statusCode).toBe(200);
  });
});

describe('LOCAL_SIGN_IN=false', () => {
  it('refuses local passwords to everyone but the break-glass admins; directory people sign in as before', async () => {
    const off = await buildAppOn(t, { ...settings, LOCAL_SIGN_IN: 'false', BREAK_GLASS_STAFF_IDS: 'glass-admin, glass-student' });
    const glass = await createAdmin(t.db, { staffId: 'GLASS-ADMIN' });
    const glassStudent = await createUser(t.db, { staffId: 'GLASS-STUDENT' });
    const other = await createAdmin(t.db, { staffId: 'OTHER-ADMIN' });

    expect(await login(off.app, glass)).toMatch(/^sid=/);
    const refused = await signIn(other.staffId, other.password, off);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(MESSAGES.localSignInOff);
    // On the list but not an admin: the list is for admins only.
    expect((await signIn(glassStudent.staffId, glassStudent.password, off)).statusCode).toBe(401);
    expect((await signIn(LDAP_PEOPLE.staff.staffId, LDAP_PEOPLE.staff.password, off)).statusCode).toBe(200);
    expect((await api(off.app).get('/api/auth/methods')).json()).toEqual({
      passwordForm: true,
      localPasswords: false,
      ldap: true,
      oidc: null,
      signUp: false,
    });
    const signUp = await api(off.app).post('/api/auth/sign-up', {
      fullName: 'New',
      staffId: 'NEW-9',
      password: 'long enough 1',
      role: 'student',
    });
    expect(signUp.statusCode).toBe(403);
    expect(await userByStaffId('NEW-9')).toBeUndefined();
  });

  it('ALLOW_SIGN_UP=true opens sign-up beside a directory', async () => {
    const open = await buildAppOn(t, { ...settings, ALLOW_SIGN_UP: 'true' });
    const res = await api(open.app).post('/api/auth/sign-up', {
      fullName: 'New',
      staffId: 'NEW-10',
      password: 'long enough 1',
      role: 'student',
    });
    expect(res.statusCode).toBe(201);
  });
});

it('a directory account cannot change a password it does not have here', async () => {
  const res = await signIn(LDAP_PEOPLE.staff.staffId, LDAP_PEOPLE.staff.password);
  const cookie = `sid=${res.cookies.find((c) => c.name === 'sid')!.value}`;
  const change = await api(t.app, cookie).post('/api/auth/password', {
    currentPassword: LDAP_PEOPLE.staff.password,
    newPassword: 'a new password 1',
    confirmPassword: 'a new password 1',
  });
  expect(change.statusCode).toBe(400);
  expect(errorOf(change).message).toBe(MESSAGES.passwordKeptByDirectory);
});
