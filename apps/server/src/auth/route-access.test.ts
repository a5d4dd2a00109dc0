// The route access rules on routes made for the purpose: an ability of the policy, the read-only
// subadmin, and the pending password change.
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/core';
import { buildTestApp, errorOf, type TestContext } from '../../test/app.js';
import { signedIn } from '../../test/factories.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({}, (app) => {
    app.get('/api/test/admins', { config: { access: { can: 'administer' } } }, async () => ({ ok: true }));
    app.post('/api/test/teach', { config: { access: { can: 'teach' } } }, async () => ({ ok: true }));
    app.get('/api/test/anyone', { config: { access: 'public' } }, async (req) => ({ user: req.user?.staffId ?? null }));
  });
});

describe('abilities', () => {
  it.each([
    ['student', 403],
    ['instructor', 403],
    ['subadmin', 403],
    ['admin', 200],
  ] as const)('%s on an admin-only route gets %i', async (role, status) => {
    const { http } = await signedIn(t.app, t.db, { role });
    const res = await http.get('/api/test/admins');
    expect(res.statusCode).toBe(status);
    if (status === 403) expect(errorOf(res).code).toBe('FORBIDDEN');
  });

  it('answers 401, not 403, without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/admins' });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a subadmin write: the subadmin reads only', async () => {
    const { http } = await signedIn(t.app, t.db, { role: 'subadmin' });
    const res = await http.post('/api/test/teach', {});
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).message).toBe(MESSAGES.readOnly);
  });

  it('lets a role with the ability write', async () => {
    const { http } = await signedIn(t.app, t.db, { role: 'instructor' });
    expect((await http.post('/api/test/teach', {})).statusCode).toBe(200);
  });

  it('refuses a user with a pending password change everywhere but public routes', async () => {
    const { http, user } = await signedIn(t.app, t.db, { role: 'admin', mustChangePassword: true });
    expect(errorOf(await http.get('/api/test/admins')).code).toBe('PASSWORD_CHANGE_REQUIRED');
    expect((await http.get('/api/test/anyone')).json()).toEqual({ user: user.staffId });
  });
});
