// Signing in through a real OpenID provider (oidc-provider, in this process): accounts made just in
// time and kept in step, linking, and every way a callback can be wrong (docs/auth.md, "OpenID Connect").
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/core';
import { auditEvents, groupMembers, groups, oidcSignIns, userIdentities, users } from '../../db/schema.js';
import { api, buildAppOn, buildTestApp, memoryLogger, type TestContext } from '../../../test/app.js';
import { createCourse, createUser, DEFAULT_PASSWORD, groupsOf, login } from '../../../test/factories.js';
import type { TestProvider } from '../../../test/oidc-provider.js';
import { callback, providerFor, signInAs, startSignIn } from '../../../test/oidc-sign-in.js';

let t: TestContext;
let op: TestProvider;
let settings: Record<string, string>;
const log = memoryLogger();

const account = (sub: string, claims: Record<string, unknown>) => ({ sub, claims });
const ada = account('sub-ada', {
  preferred_username: 'OP-ADA',
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  email_verified: true,
  groups: ['lms-admins', 'Research'],
});

beforeAll(async () => {
  ({ op, settings } = await providerFor([ada]));
  t = await buildTestApp(settings, undefined, { logger: log.logger });
});
afterAll(() => op.close());
beforeEach(() => op.tamperIdTokens(null));

const userByStaffId = async (staffId: string) => (await t.db.select().from(users).where(eq(users.staffId, staffId)))[0];
const eventsOf = (userId: string) =>
  t.db.select().from(auditEvents).where(eq(auditEvents.entityId, userId)).orderBy(auditEvents.occurredAt);
const failure = (location: string) => new URL(location, 'http://x').searchParams.get('sso');

describe('the first sign-in', () => {
  it('makes the account from the claims, with its role from the map and its directory groups', async () => {
    op.resetCalls();
    const { location, cookie, res } = await signInAs(t.app, op, ada.sub, '/course/1?lesson=2');
    expect(location).toBe('/course/1?lesson=2');
    // The provider's share of the callback's time, for the bench (bench/directory-sign-in.ts).
    expect(res.headers['server-timing']).toMatch(/^idp;desc="OpenID provider";dur=\d+\.\d$/);
    // One request to the provider on the way back: its token endpoint (discovery and keys were fetched before, once).
    expect(op.calls().token).toBe(1);
    expect(op.calls().userinfo).toBeUndefined();

    const session = (await api(t.app, cookie!).get('/api/auth/session')).json();
    expect(session.user).toMatchObject({ staffId: 'OP-ADA', fullName: 'Ada Lovelace', email: 'ada@example.org', role: 'admin' });
    expect(session.user).toMatchObject({ directory: 'oidc', hasLocalPassword: false, mustChangePassword: false });

    const user = (await userByStaffId('OP-ADA'))!;
    expect(user.passwordHash).toBeNull();
    expect(await t.db.select().from(userIdentities).where(eq(userIdentities.userId, user.id))).toEqual([
      expect.objectContaining({ directory: 'oidc', subject: 'sub-ada' }),
    ]);
    expect(await groupsOf(t.db, user.id)).toEqual([
      { name: 'lms-admins', managedBy: 'oidc' },
      { name: 'Research', managedBy: 'oidc' },
    ]);
    expect((await eventsOf(user.id)).map((e) => [e.action, e.after])).toEqual([
      ['user.created', expect.objectContaining({ staffId: 'OP-ADA', role: 'admin', source: 'oidc' })],
    ]);
    // The admin's group page says the membership is the directory's.
    const admin = api(t.app, cookie!);
    const research = (await admin.get('/api/admin/groups?q=Research')).json().groups[0];
    expect((await admin.get(`/api/admin/groups/${research.id}/members`)).json().members).toEqual([
      expect.objectContaining({ staffId: 'OP-ADA', managedBy: 'oidc' }),
    ]);
  });

  it('has no password at the Staff ID form: not even its Staff ID, as an imported account would', async () => {
    const res = await api(t.app).post('/api/auth/sign-in', { staffId: 'OP-ADA', password: 'OP-ADA' });
    expect(res.statusCode).toBe(401);
  });
});

describe('a later sign-in', () => {
  it('updates name, e-mail, role and groups from the claims, each change audited with its source', async () => {
    const bea = account('sub-bea', {
      preferred_username: 'OP-BEA',
      name: 'Bea',
      email: 'bea@example.org',
      groups: ['lms-instructors', 'Sales'],
    });
    op.setAccount(bea);
    await signInAs(t.app, op, bea.sub);
    const user = (await userByStaffId('OP-BEA'))!;
    expect(user.role).toBe('instructor');
    // An admin adds her to a group by hand: the directory never takes that one away.
    const [manual] = await t.db.insert(groups).values({ name: 'Mentors' }).returning();
    await t.db.insert(groupMembers).values({ groupId: manual!.id, userId: user.id });
    const otherSession = (await signInAs(t.app, op, bea.sub)).cookie!;

    op.setAccount(
      account('sub-bea', { preferred_username: 'OP-BEA', name: 'Bea Moss', email: 'bea.moss@example.org', groups: ['Support'] }),
    );
    const { cookie } = await signInAs(t.app, op, bea.sub);
    const after = (await userByStaffId('OP-BEA'))!;
    expect(after).toMatchObject({ fullName: 'Bea Moss', email: 'bea.moss@example.org', role: 'student' });
    expect((await groupsOf(t.db, user.id)).map((g) => g.name)).toEqual(['Mentors', 'Support']);
    const events = (await eventsOf(user.id)).map((e) => [e.action, e.before, e.after]);
    expect(events).toContainEqual([
      'user.updated_from_directory',
      { fullName: 'Bea', email: 'bea@example.org' },
      { fullName: 'Bea Moss', email: 'bea.moss@example.org', source: 'oidc' },
    ]);
    expect(events).toContainEqual(['user.role_changed', { role: 'instructor' }, { role: 'student', source: 'oidc' }]);
    // The role change ended her other sessions, as an admin's would; this sign-in's goes on.
    expect((await api(t.app, otherSession).get('/api/auth/session')).json().user).toBeNull();
    expect((await api(t.app, cookie!).get('/api/auth/session')).json().user.role).toBe('student');
  });

  it('keeps a role the platform cannot give up: an instructor who still teaches is not made a student', async () => {
    const cy = account('sub-cy', { preferred_username: 'OP-CY', name: 'Cy', groups: ['lms-instructors'] });
    op.setAccount(cy);
    await signInAs(t.app, op, cy.sub);
    const user = (await userByStaffId('OP-CY'))!;
    await createCourse(t.db, { instructorId: user.id });
    op.setAccount({ ...cy, claims: { ...cy.claims, groups: [] } });
    const { cookie } = await signInAs(t.app, op, cy.sub);
    expect(cookie).not.toBeNull();
    expect((await userByStaffId('OP-CY'))!.role).toBe('instructor');
  });
});

describe('linking a local account', () => {
  it('links the account of the same Staff ID from the provider’s verified claim, which keeps its password', async () => {
    const local = await createUser(t.db, { staffId: 'LOC-1', fullName: 'Local One', role: 'instructor' });
    op.setAccount(account('sub-loc-1', { preferred_username: 'loc-1', name: 'Local One' }));
    const { cookie } = await signInAs(t.app, op, 'sub-loc-1');
    expect((await api(t.app, cookie!).get('/api/auth/session')).json().user).toMatchObject({ id: local.id, hasLocalPassword: true });
    expect((await eventsOf(local.id)).map((e) => e.action)).toContain('user.directory_linked');
    expect(await login(t.app, { staffId: 'LOC-1', password: DEFAULT_PASSWORD })).toMatch(/^sid=/);
  });

  it('refuses another person at the provider with the same Staff ID, and changes nothing', async () => {
    const before = await userByStaffId('LOC-1');
    op.setAccount(account('sub-loc-1-impostor', { preferred_username: 'LOC-1', name: 'Impostor', groups: ['lms-admins'] }));
    const { location, cookie } = await signInAs(t.app, op, 'sub-loc-1-impostor');
    expect(failure(location)).toBe('taken');
    expect(cookie).toBeNull();
    expect(await userByStaffId('LOC-1')).toEqual(before);
  });

  it('never takes an account over through an e-mail or a name claim', async () => {
    const victim = await createUser(t.db, { staffId: 'VICTIM-1', fullName: 'Victim', email: 'victim@example.org', role: 'admin' });
    op.setAccount(
      account('sub-mallory', { preferred_username: 'MALLORY', name: 'Victim', email: 'victim@example.org', email_verified: true }),
    );
    const { cookie } = await signInAs(t.app, op, 'sub-mallory');
    const me = (await api(t.app, cookie!).get('/api/auth/session')).json().user;
    expect(me.id).not.toBe(victim.id);
    expect(me).toMatchObject({ staffId: 'MALLORY', role: 'student' });
  });
});

describe('refused callbacks: no session, no account', () => {
  const noAccount = async (staffId: string) => expect(await userByStaffId(staffId)).toBeUndefined();

  it('a state changed on the way, or issued to another browser, or used already', async () => {
    op.setAccount(account('sub-st', { preferred_username: 'OP-ST' }));
    const mine = await startSignIn(t.app);
    const back = await op.authorize(mine.providerUrl, 'sub-st');
    const tampered = new URL(back);
    tampered.searchParams.set('state', 'x' + back.searchParams.get('state'));
    expect(failure((await callback(t.app, tampered, mine.stateCookie)).headers.location as string)).toBe('state');
    // Another browser's cookie, or none.
    const theirs = await startSignIn(t.app);
    expect(failure((await callback(t.app, back, theirs.stateCookie)).headers.location as string)).toBe('state');
    expect(failure((await callback(t.app, back)).headers.location as string)).toBe('state');
    await noAccount('OP-ST');
    // The right one works once.
    const ok = await callback(t.app, back, mine.stateCookie);
    expect(ok.headers.location).toBe('/');
    expect(failure((await callback(t.app, back, mine.stateCookie)).headers.location as string)).toBe('state');
  });

  it('a code replayed into another sign-in', async () => {
    op.setAccount(account('sub-rp', { preferred_username: 'OP-RP' }));
    const first = await signInAs(t.app, op, 'sub-rp');
    const second = await startSignIn(t.app);
    const state = new URL(second.providerUrl).searchParams.get('state')!;
    const replay = new URL(first.back);
    replay.searchParams.set('state', state);
    const res = await callback(t.app, replay, second.stateCookie);
    expect(failure(res.headers.location as string)).toBe('failed');
    expect(res.cookies.find((c) => c.name === 'sid' && c.value)).toBeUndefined();
  });

  it.each([
    ['a wrong audience', { claims: { aud: 'another-client' } }],
    ['a wrong issuer', { claims: { iss: 'http://evil.example' } }],
    ['an expired ID token', { claims: { iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 } }],
    ['a nonce of another sign-in', { claims: { nonce: 'not-ours' } }],
    ['a signature of a key the provider does not publish', { foreignKey: true }],
  ])('%s', async (_, tamper) => {
    const sub = `sub-tamper-${Math.random().toString(36).slice(2, 8)}`;
    const staffId = `TAMPER-${sub.slice(-6).toUpperCase()}`;
    op.setAccount(account(sub, { preferred_username: staffId }));
    op.tamperIdTokens(tamper);
    const { location, cookie } = await signInAs(t.app, op, sub);
    expect(failure(location)).toBe('failed');
    expect(cookie).toBeNull();
    await noAccount(staffId);
  });

  it('a missing, malformed or unverified Staff ID claim', async () => {
    for (const [sub, claims] of [
      ['sub-none', { name: 'No Staff ID' }],
      ['sub-inject', { preferred_username: '*)(uid=*' }],
      ['sub-long', { preferred_username: 'x'.repeat(51) }],
    ] as const) {
      op.setAccount(account(sub, claims));
      const { location, cookie } = await signInAs(t.app, op, sub);
      expect(failure(location)).toBe('no-staff-id');
      expect(cookie).toBeNull();
    }
    expect(await t.db.$count(users, eq(users.fullName, 'No Staff ID'))).toBe(0);
  });

  it('the provider refusing the sign-in (an error on the way back)', async () => {
    const started = await startSignIn(t.app);
    const state = new URL(started.providerUrl).searchParams.get('state')!;
    const url = new URL(`http://x/api/auth/oidc/callback?error=access_denied&state=${state}`);
    expect(failure((await callback(t.app, url, started.stateCookie)).headers.location as string)).toBe('denied');
  });
});

describe('where it leads', () => {
  it('back to a page of ours only: another site, or the API, leads home', async () => {
    for (const returnTo of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', '/api/auth/sign-out'])
      expect((await signInAs(t.app, op, ada.sub, returnTo)).location).toBe('/');
  });
});

describe('bad input at the start', () => {
  it('refuses a return path too long, or given twice, with a clear 400, and keeps no sign-in', async () => {
    const before = await t.db.$count(oidcSignIns);
    for (const query of [`returnTo=/${'x'.repeat(2000)}`, 'returnTo=/a&returnTo=/b']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/auth/oidc/start?${query}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
      expect(res.cookies.find((c) => c.name === 'oidc_state')).toBeUndefined();
    }
    expect(await t.db.$count(oidcSignIns)).toBe(before);
  });
});

describe('signing out', () => {
  it('sends a browser signed in through the provider on to end its session there; a password one stays here', async () => {
    const { cookie } = await signInAs(t.app, op, ada.sub);
    const out = (await api(t.app, cookie!).post('/api/auth/sign-out')).json();
    expect(out.logoutUrl).toMatch(new RegExp(`^${op.issuer}/`));
    const logout = new URL(out.logoutUrl);
    expect(logout.searchParams.get('post_logout_redirect_uri')).toBe('http://learnflix.test/');
    expect(await op.hasSession(ada.sub)).toBe(true);
    await op.logout(out.logoutUrl, ada.sub);
    expect(await op.hasSession(ada.sub)).toBe(false);

    const local = await createUser(t.db, { staffId: 'LOCAL-OUT' });
    const localCookie = await login(t.app, local);
    expect((await api(t.app, localCookie).post('/api/auth/sign-out')).json()).toEqual({ message: 'Signed out', logoutUrl: null });
  });
});

describe('the rest of the platform', () => {
  it('finishes a sign-in started on another process (the state lives in the database)', async () => {
    const other = await buildAppOn(t, settings);
    const started = await startSignIn(t.app);
    const back = await op.authorize(started.providerUrl, ada.sub);
    const res = await callback(other.app, back, started.stateCookie);
    expect(res.headers.location).toBe('/');
    expect(res.cookies.some((c) => c.name === 'sid' && c.value)).toBe(true);
  });

  it('never logs the code, the tokens or the client secret', async () => {
    const before = log.entries.length;
    const { back } = await signInAs(t.app, op, ada.sub);
    await signInAs(t.app, op, 'sub-none');
    const logged = JSON.stringify(log.entries.slice(before));
    expect(logged).not.toContain(back.searchParams.get('code'));
    expect(logged).not.toContain(settings.OIDC_CLIENT_SECRET);
    expect(logged).not.toMatch(/eyJ[\w-]+\.eyJ/); // a JWT
  });

  it('says what is set up, and answers 404 where no provider is', async () => {
    expect((await api(t.app).get('/api/auth/methods')).json()).toEqual({
      passwordForm: true,
      localPasswords: true,
      ldap: false,
      oidc: { label: 'Contoso SSO' },
      signUp: false,
    });
    const plain = await buildTestApp();
    expect((await plain.app.inject({ method: 'GET', url: '/api/auth/oidc/start' })).statusCode).toBe(404);
    expect((await plain.app.inject({ method: 'GET', url: '/api/auth/oidc/callback?code=x&state=y' })).statusCode).toBe(404);
    expect((await api(plain.app).get('/api/auth/methods')).json()).toMatchObject({ oidc: null, signUp: true });
  });

  it('sends the browser back to the sign-in page when the provider cannot be reached', async () => {
    const down = await buildAppOn(t, { ...settings, OIDC_ISSUER: 'http://127.0.0.1:9/' });
    const res = await down.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
    expect(res.statusCode).toBe(302);
    expect(failure(res.headers.location as string)).toBe('unavailable');
    expect(await t.db.$count(auditEvents, and(eq(auditEvents.action, 'user.created'), eq(auditEvents.entityLabel, 'x')))).toBe(0);
  });
});

it('refuses sign-up while a provider is set up (ALLOW_SIGN_UP unset)', async () => {
  const res = await api(t.app).post('/api/auth/sign-up', { fullName: 'New', staffId: 'NEW-1', password: 'long enough 1', role: 'student' });
  expect(res.statusCode).toBe(403);
  expect(res.json().error.message).toBe(MESSAGES.signUpOff);
});
