// 'Reset password' over HTTP: a new password shown once, the old one gone, every session ended, the
// change forced at the next sign-in, an earlier lock-out forgiven, and the audit row without secrets.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type PasswordResetResponse } from '@app/core';
import { api, buildTestApp, databaseState, errorOf, type TestContext } from '../../../test/app.js';
import { createStudent, login, signedIn } from '../../../test/factories.js';
import { auditEvents, sessions, users } from '../../db/schema.js';

let t: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedIn(t.app, t.db, { role: 'admin' });
});

const reset = (id: string, http = admin.http) => http.post(`/api/admin/users/${id}/reset-password`);
const signIn = (staffId: string, password: string) => api(t.app).post('/api/auth/sign-in', { staffId, password });

describe('POST /api/admin/users/{id}/reset-password', () => {
  it('gives a new password once, ends every session and forces a change at the next sign-in', async () => {
    const user = await createStudent(t.db, { fullName: 'Rosa Reset', staffId: 'STU-ROSA' });
    const laptop = api(t.app, await login(t.app, user));
    const phone = api(t.app, await login(t.app, user));

    const res = await reset(user.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as PasswordResetResponse;
    expect(body).toMatchObject({ message: MESSAGES.userPasswordReset, user: { id: user.id, passwordChangePending: true } });
    expect(body.temporaryPassword).toMatch(/^[a-zA-Z2-9]{4}(-[a-zA-Z2-9]{4}){3}$/);

    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    for (const device of [laptop, phone]) expect((await device.get('/api/me/courses')).statusCode).toBe(401);
    expect((await signIn(user.staffId, user.password)).statusCode).toBe(401);

    const http = api(t.app, await login(t.app, { staffId: user.staffId, password: body.temporaryPassword }));
    expect(errorOf(await http.get('/api/me/courses')).code).toBe('PASSWORD_CHANGE_REQUIRED');
    const changed = await http.post('/api/auth/password', {
      currentPassword: body.temporaryPassword,
      newPassword: 'rosa-chose-this',
      confirmPassword: 'rosa-chose-this',
    });
    expect(changed.statusCode).toBe(200);
    expect((await signIn(user.staffId, 'rosa-chose-this')).statusCode).toBe(200);

    const [audit] = await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, user.id));
    expect(audit).toMatchObject({
      action: 'user.password_reset',
      entityLabel: 'Rosa Reset (STU-ROSA)',
      before: { mustChangePassword: false },
      after: { mustChangePassword: true },
    });
    expect(JSON.stringify(audit)).not.toContain(body.temporaryPassword);
  });

  it('lets a user locked out by failed sign-ins in with the new password', async () => {
    const user = await createStudent(t.db);
    for (let i = 0; i < 6; i++) await signIn(user.staffId, 'wrong-guess');
    expect((await signIn(user.staffId, user.password)).statusCode).toBe(429);
    const { temporaryPassword } = (await reset(user.id)).json() as PasswordResetResponse;
    expect((await signIn(user.staffId, temporaryPassword)).statusCode).toBe(200);
  });

  it('draws a new password each time', async () => {
    const user = await createStudent(t.db);
    const first = ((await reset(user.id)).json() as PasswordResetResponse).temporaryPassword;
    const second = ((await reset(user.id)).json() as PasswordResetResponse).temporaryPassword;
    expect(first).not.toBe(second);
    expect((await signIn(user.staffId, first)).statusCode).toBe(401);
    expect((await signIn(user.staffId, second)).statusCode).toBe(200);
  });

  it('refuses an admin resetting their own password (the profile changes it), changing nothing', async () => {
    const before = await databaseState(t.db);
    const res = await reset(admin.user.id);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe('Change your own password from your profile instead.');
    expect(await databaseState(t.db)).toEqual(before);
    const [me] = await t.db.select({ must: users.mustChangePassword }).from(users).where(eq(users.id, admin.user.id));
    expect(me!.must).toBe(false);
  });

  it('answers 400 for an id that is not one, 404 for an account that does not exist', async () => {
    expect((await reset('123')).statusCode).toBe(400);
    const missing = await reset('00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe(MESSAGES.userNotFound);
  });
});
