// Create User over HTTP: the once-shown random password (stored only as a hash), the forced change
// at the first sign-in, the role record and the audit row, and every bad input refused with
// nothing written.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type CreatedUserResponse } from '@app/core';
import { api, buildTestApp, databaseState, errorOf, type TestContext } from '../../../test/app.js';
import { createUser, login, signedIn } from '../../../test/factories.js';
import { verifyPassword } from '../../auth/password.js';
import { auditEvents, roleAssignments, users } from '../../db/schema.js';

let t: TestContext;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedIn(t.app, t.db, { role: 'admin', fullName: 'Ada Admin' });
});

const create = (body: unknown) => admin.http.post('/api/admin/users', body);

describe('POST /api/admin/users', () => {
  it('creates an instructor with a random password shown once, stored only hashed', async () => {
    const res = await create({ staffId: ' INS-NEW ', fullName: ' Nia Newton ', role: 'instructor', specialization: 'Data science' });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as CreatedUserResponse;
    expect(body.message).toBe(MESSAGES.userCreated);
    expect(body.user).toMatchObject({
      staffId: 'INS-NEW',
      fullName: 'Nia Newton',
      role: 'instructor',
      specialization: 'Data science',
      passwordChangePending: true,
      courseCount: 0,
    });
    expect(body.initialPassword).toMatch(/^[a-zA-Z2-9]{4}(-[a-zA-Z2-9]{4}){3}$/);

    const [row] = await t.db.select().from(users).where(eq(users.id, body.user.id));
    expect(row!.passwordHash).not.toContain(body.initialPassword);
    expect(await verifyPassword(row!.passwordHash!, body.initialPassword)).toBe(true);
    expect(row!.mustChangePassword).toBe(true);
    expect(
      await t.db
        .select({ role: roleAssignments.role, createdBy: roleAssignments.createdBy })
        .from(roleAssignments)
        .where(eq(roleAssignments.userId, body.user.id)),
    ).toEqual([{ role: 'instructor', createdBy: admin.user.id }]);

    // The password is never readable again: not in the list, not in the audit log.
    const listed = await admin.http.get('/api/admin/users?q=INS-NEW');
    expect(listed.body).not.toContain(body.initialPassword);
    const audit = await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, body.user.id));
    expect(audit).toMatchObject([
      {
        action: 'user.created',
        entityType: 'user',
        entityLabel: 'Nia Newton (INS-NEW)',
        actorId: admin.user.id,
        after: { staffId: 'INS-NEW', fullName: 'Nia Newton', role: 'instructor', specialization: 'Data science', mustChangePassword: true },
      },
    ]);
    expect(JSON.stringify(audit)).not.toContain(body.initialPassword);
    expect(JSON.stringify(audit)).not.toContain('argon2');
  });

  it('lets the new user sign in with that password, and nothing else until they choose their own', async () => {
    const { initialPassword, user } = (
      await create({ staffId: 'STU-FIRST', fullName: 'First Timer', role: 'student' })
    ).json() as CreatedUserResponse;
    const http = api(t.app, await login(t.app, { staffId: 'stu-first', password: initialPassword }));
    const blocked = await http.get('/api/me/courses');
    expect(blocked.statusCode).toBe(403);
    expect(errorOf(blocked).code).toBe('PASSWORD_CHANGE_REQUIRED');
    const changed = await http.post('/api/auth/password', {
      currentPassword: initialPassword,
      newPassword: 'my-own-password-1',
      confirmPassword: 'my-own-password-1',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const mine = api(t.app, await login(t.app, { staffId: 'STU-FIRST', password: 'my-own-password-1' }));
    expect((await mine.get('/api/me/courses')).statusCode).toBe(200);
    const listed = (await admin.http.get('/api/admin/users?q=STU-FIRST')).json() as {
      users: { id: string; passwordChangePending: boolean }[];
    };
    expect(listed.users).toEqual([expect.objectContaining({ id: user.id, passwordChangePending: false })]);
  });

  it('draws a different password for every account', async () => {
    const a = (await create({ staffId: 'STU-A1', fullName: 'A One', role: 'student' })).json() as CreatedUserResponse;
    const b = (await create({ staffId: 'STU-B1', fullName: 'B One', role: 'admin' })).json() as CreatedUserResponse;
    expect(a.initialPassword).not.toBe(b.initialPassword);
    expect(b.user.role).toBe('admin');
  });

  it('refuses a staff ID that exists in any letter case with 409, creating nothing', async () => {
    await createUser(t.db, { staffId: 'Dup-Case-7' });
    const before = await databaseState(t.db);
    const res = await create({ staffId: 'DUP-CASE-7', fullName: 'Someone Else', role: 'student' });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res)).toEqual({ code: 'CONFLICT', message: 'An account with this Staff ID already exists' });
    expect(await databaseState(t.db)).toEqual(before);
  });

  it.each([
    [
      'a specialization for a student',
      { staffId: 'S-1', fullName: 'N', role: 'student', specialization: 'Maths' },
      MESSAGES.specializationInstructorsOnly,
    ],
    [
      'the subadmin role (given on Role Management)',
      { staffId: 'S-1', fullName: 'N', role: 'subadmin' },
      'Role must be student, instructor or admin',
    ],
    ['no staff ID', { fullName: 'N', role: 'student' }, 'Staff ID is required'],
    ['a blank full name', { staffId: 'S-1', fullName: '   ', role: 'student' }, 'Full Name is required'],
    ['a staff ID of 51 characters', { staffId: 'S'.repeat(51), fullName: 'N', role: 'student' }, 'Staff ID must be at most 50 characters'],
    ['a staff ID with spaces', { staffId: 'S 1', fullName: 'N', role: 'student' }, 'Staff ID may contain letters'],
    [
      'a full name of 10,000 characters',
      { staffId: 'S-1', fullName: 'N'.repeat(10_000), role: 'student' },
      'Full Name must be at most 120 characters',
    ],
    [
      'a specialization of 121 characters',
      { staffId: 'S-1', fullName: 'N', role: 'instructor', specialization: 's'.repeat(121) },
      'at most 120',
    ],
    ['a NUL in the name', { staffId: 'S-1', fullName: 'A\u0000B', role: 'student' }, 'not allowed'],
    ['a number for a name', { staffId: 'S-1', fullName: 42, role: 'student' }, 'Full Name'],
    ['a password chosen by the admin', { staffId: 'S-1', fullName: 'N', role: 'student', password: 'chosen-one' }, 'Unrecognized key'],
  ])('refuses %s with a 400 and writes nothing', async (_case, body, message) => {
    const before = await databaseState(t.db);
    const res = await create(body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).code).toBe('VALIDATION_ERROR');
    expect(errorOf(res).message).toContain(message);
    expect(await databaseState(t.db)).toEqual(before);
  });
});
