// Only admins change accounts: a subadmin (read-only), a student or an instructor calling any write
// endpoint gets 403 and changes nothing; a visitor gets 401.
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/core';
import { api, buildTestApp, databaseState, errorOf, type TestContext } from '../../../test/app.js';
import { createInstructor, createStudent, signedIn } from '../../../test/factories.js';

let t: TestContext;
let writes: [string, (http: ReturnType<typeof api>) => ReturnType<ReturnType<typeof api>['get']>][];
beforeAll(async () => {
  t = await buildTestApp();
  const target = await createStudent(t.db);
  const heir = await createInstructor(t.db);
  writes = [
    ['create', (http) => http.post('/api/admin/users', { staffId: 'NEW-1', fullName: 'New One', role: 'admin' })],
    ['change a role', (http) => http.patch(`/api/admin/users/${target.id}/role`, { role: 'admin', expectedRole: 'student' })],
    ['reset a password', (http) => http.post(`/api/admin/users/${target.id}/reset-password`)],
    ['delete', (http) => http.delete(`/api/admin/users/${target.id}`, { transferCoursesTo: heir.id })],
  ];
});

describe('writes to /api/admin/users', () => {
  it.each(['subadmin', 'student', 'instructor'] as const)('are refused to a %s, and change nothing', async (role) => {
    const caller = await signedIn(t.app, t.db, { role });
    const before = await databaseState(t.db);
    for (const [what, send] of writes) {
      const res = await send(caller.http);
      expect(res.statusCode, what).toBe(403);
      expect(errorOf(res).code).toBe('FORBIDDEN');
      // The subadmin hears why: they read everything and change nothing.
      if (role === 'subadmin') expect(errorOf(res).message).toBe(MESSAGES.readOnly);
    }
    expect(await databaseState(t.db)).toEqual(before);
  });

  it('are refused to a visitor (401), and to a forged cross-site form (403)', async () => {
    const before = await databaseState(t.db);
    for (const [what, send] of writes) expect((await send(api(t.app))).statusCode, what).toBe(401);
    const admin = await signedIn(t.app, t.db, { role: 'admin' });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: { cookie: admin.cookie, 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      payload: 'staffId=EVIL&fullName=Evil&role=admin',
    });
    expect(forged.statusCode).toBe(403);
    const after = await databaseState(t.db);
    // Only the admin's own account and session came in meanwhile.
    expect({ ...after, users: before.users, sessions: before.sessions }).toEqual(before);
  });
});
