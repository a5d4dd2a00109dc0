// Every change of an account writes its audit row in the same transaction, and no password or
// password hash ever reaches audit_events, whatever the change.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CreatedUserResponse, PasswordResetResponse } from '@app/core';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { createCourse, createInstructor, signedIn } from '../../../test/factories.js';
import { auditEvents, users } from '../../db/schema.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});

describe('the audit log of account changes', () => {
  it('records create, role change, hand-over, reset and delete, with no secret anywhere', async () => {
    const admin = await signedIn(t.app, t.db, { role: 'admin', fullName: 'Ada Admin', staffId: 'ADM-ADA' });
    const created = (
      await admin.http.post('/api/admin/users', { staffId: 'INS-AUD', fullName: 'Audie', role: 'instructor' })
    ).json() as CreatedUserResponse;
    const course = await createCourse(t.db, { instructorId: created.user.id });
    const heir = await createInstructor(t.db);
    const reset = (await admin.http.post(`/api/admin/users/${created.user.id}/reset-password`)).json() as PasswordResetResponse;
    const [stored] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, created.user.id));
    expect(
      (
        await admin.http.patch(`/api/admin/users/${created.user.id}/role`, {
          role: 'student',
          expectedRole: 'instructor',
          transferCoursesTo: heir.id,
        })
      ).statusCode,
    ).toBe(200);
    expect((await admin.http.delete(`/api/admin/users/${created.user.id}`)).statusCode).toBe(200);

    // A transaction's rows share its time: within one, by action.
    const events = await t.db.select().from(auditEvents).orderBy(auditEvents.occurredAt, auditEvents.action);
    expect(events.map((e) => [e.action, e.entityId])).toEqual([
      ['user.created', created.user.id],
      ['user.password_reset', created.user.id],
      ['course.instructor_changed', course.id],
      ['user.role_changed', created.user.id],
      ['user.deleted', created.user.id],
    ]);
    // Who did it, from where, still readable although the account it names is gone.
    for (const e of events)
      expect(e).toMatchObject({ actorId: admin.user.id, actorStaffId: 'ADM-ADA', actorName: 'Ada Admin', ip: '127.0.0.1' });

    const [{ everything }] = (
      await t.db.execute<{ everything: string }>(
        sql`select coalesce(string_agg(to_jsonb(a)::text, ' '), '') as everything from audit_events a`,
      )
    ).rows as [{ everything: string }];
    for (const secret of [created.initialPassword, reset.temporaryPassword]) expect(everything).not.toContain(secret);
    expect(everything).not.toContain(stored!.hash!.slice(-20));
    expect(everything).not.toMatch(/argon2|"password"|"passwordHash"|password_hash/i);
  });
});
