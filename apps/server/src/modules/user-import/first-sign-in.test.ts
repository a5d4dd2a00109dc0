// An imported student's first sign-in (docs/bulk-import.md, "The initial
// password"): the account has no password hash, its staff ID in any letter case signs it in, every
// endpoint that needs a user answers PASSWORD_CHANGE_REQUIRED until a new password is chosen, the
// staff ID cannot be kept, and afterwards only the new (hashed) password works.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/core';
import { api, buildTestApp, databaseState, errorOf, type TestContext } from '../../../test/app.js';
import { createStudent, login, signedIn } from '../../../test/factories.js';
import { csvOf, previewCsv } from '../../../test/imports.js';
import { userImports, users } from '../../db/schema.js';
import { runImport } from './job.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
  const admin = await signedIn(t.app, t.db, { role: 'admin' });
  const { import: imp } = await previewCsv(
    admin.http,
    csvOf([
      ['SMHQ-S01', 'Nadia Imported'],
      ['SMHQ-S02', 'Omar Imported'],
      ['SMHQ-S03', 'Pia Imported'],
    ]),
  );
  await t.db.update(userImports).set({ status: 'queued' }).where(eq(userImports.id, imp.id));
  await runImport(t.deps, imp.id);
});

const signIn = (staffId: string, password: string) => api(t.app).post('/api/auth/sign-in', { staffId, password });
const hashOf = async (staffId: string) =>
  (await t.db.select({ h: users.passwordHash }).from(users).where(eq(users.staffId, staffId)))[0]!.h;

describe("an imported student's first sign-in", () => {
  it('signs in with the staff ID as password, in any letter case, and must change it', async () => {
    for (const password of ['SMHQ-S01', 'smhq-s01', 'Smhq-S01']) {
      const res = await signIn('smhq-s01', password);
      expect(res.statusCode, password).toBe(200);
      expect(res.json().user).toMatchObject({ staffId: 'SMHQ-S01', mustChangePassword: true, role: 'student' });
    }
    expect((await signIn('SMHQ-S01', 'SMHQ-S02')).statusCode).toBe(401);
    expect((await signIn('SMHQ-S01', 'SMHQ-S01x')).statusCode).toBe(401);
  });

  it('answers PASSWORD_CHANGE_REQUIRED on every endpoint that needs a signed-in user', async () => {
    const cookie = await login(t.app, { staffId: 'SMHQ-S02', password: 'smhq-s02' });
    const user = api(t.app, cookie);
    const visitor = api(t.app);
    // Every route of the API (its OpenAPI document), but those a pending user may use: signing out
    // and the password (tested below), and reporting the browser's time zone, their own setting.
    const doc = (await visitor.get('/api/openapi.json')).json() as { paths: Record<string, Record<string, unknown>> };
    const allowed = new Set(['/api/auth/sign-out', '/api/auth/password', '/api/me/time-zone']);
    const before = await databaseState(t.db);
    let checked = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      if (allowed.has(path)) continue;
      const url = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      // A HEAD answer has no body to say why (the tus HEAD's upload is refused like its PATCH's).
      const sent = Object.keys(methods).filter((m) => m !== 'head');
      for (const method of sent.map((m) => m.toUpperCase()) as ('GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE')[]) {
        const send = (who: typeof user) => (method === 'GET' ? who.get(url) : who[method.toLowerCase() as 'post'](url, {}));
        // Only routes a visitor is refused for want of a session: public ones (the catalogue) stay public.
        if ((await send(visitor)).statusCode !== 401) continue;
        const res = await send(user);
        expect(res.statusCode, `${method} ${path}`).toBe(403);
        expect(errorOf(res).code, `${method} ${path}`).toBe('PASSWORD_CHANGE_REQUIRED');
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(30);
    expect(await databaseState(t.db)).toEqual(before);
    // What the pending user may do: read their session.
    expect((await user.get('/api/auth/session')).json().user).toMatchObject({ staffId: 'SMHQ-S02', mustChangePassword: true });
  });

  it('cannot keep the staff ID as the new password, in any letter case', async () => {
    const cookie = await login(t.app, { staffId: 'SMHQ-S03', password: 'SMHQ-S03' });
    const user = api(t.app, cookie);
    const before = await databaseState(t.db);
    for (const newPassword of ['SMHQ-S03', 'smhq-s03', ' smhq-S03 ']) {
      const res = await user.post('/api/auth/password', { currentPassword: 'SMHQ-S03', newPassword, confirmPassword: newPassword });
      expect(res.statusCode, newPassword).toBe(400);
      expect(errorOf(res).message).toBe(MESSAGES.passwordSameAsOld);
    }
    expect(await databaseState(t.db)).toEqual(before);
    // Another imported student's staff ID is not this one's password (the attempt is counted, nothing else).
    const wrong = await user.post('/api/auth/password', {
      currentPassword: 'SMHQ-S02',
      newPassword: 'brand-new-pass',
      confirmPassword: 'brand-new-pass',
    });
    expect(errorOf(wrong).message).toBe(MESSAGES.currentPasswordWrong);
    expect(await hashOf('SMHQ-S03')).toBeNull();
  });

  it('after the change, only the new password works, and it is hashed', async () => {
    const cookie = await login(t.app, { staffId: 'SMHQ-S01', password: 'smhq-s01' });
    const res = await api(t.app, cookie).post('/api/auth/password', {
      currentPassword: 'smhq-s01',
      newPassword: 'my own password 1',
      confirmPassword: 'my own password 1',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await hashOf('SMHQ-S01')).toMatch(/^\$argon2id\$/);

    expect((await signIn('SMHQ-S01', 'SMHQ-S01')).statusCode).toBe(401);
    expect((await signIn('SMHQ-S01', 'smhq-s01')).statusCode).toBe(401);
    const fresh = await signIn('SMHQ-S01', 'my own password 1');
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().user.mustChangePassword).toBe(false);
    const next = api(t.app, await login(t.app, { staffId: 'SMHQ-S01', password: 'my own password 1' }));
    expect((await next.get('/api/me/courses')).statusCode).toBe(200);
  });

  it('never lets anyone with a password of their own sign in with their staff ID', async () => {
    const student = await createStudent(t.db, { staffId: 'OWN-PASS-1', mustChangePassword: true });
    expect((await signIn('OWN-PASS-1', 'OWN-PASS-1')).statusCode).toBe(401);
    expect((await signIn('OWN-PASS-1', student.password)).statusCode).toBe(200);
  });
});
