// The audit log cannot be rewritten (migration 0014): the database refuses every UPDATE, DELETE and
// TRUNCATE of audit_events, from any session, except the foreign key's own when an actor's account
// is deleted: actor_id set to null, the copied staff ID and name kept.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { createAdmin, signedIn } from '../../../test/factories.js';
import { auditEvents, users } from '../../db/schema.js';
import { recordAudit, type AuditActor } from './record.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});

/** An admin and two events they wrote, as any admin change leaves them. */
async function adminWithEvents(fullName = 'Ada Admin') {
  const admin = await createAdmin(t.db, { fullName });
  const actor: AuditActor = { id: admin.id, staffId: admin.staffId, fullName: admin.fullName, ip: '203.0.113.9' };
  await recordAudit(
    t.db,
    actor,
    { action: 'category.created', entityType: 'category', entityId: `c-${admin.id}`, entityLabel: 'Drawing', after: { name: 'Drawing' } },
    {
      action: 'category.renamed',
      entityType: 'category',
      entityId: `c-${admin.id}`,
      entityLabel: 'Sketching',
      before: { name: 'Drawing' },
    },
  );
  return admin;
}

const eventsOf = (entityId: string) =>
  t.db.select().from(auditEvents).where(eq(auditEvents.entityId, entityId)).orderBy(auditEvents.action);

/** The statement's error as PostgreSQL raised it (drizzle wraps it). */
async function refusal(statement: string, params: unknown[] = []) {
  const error = await t.pool.query(statement, params).then(
    () => null,
    (e: { code?: string; message: string }) => e,
  );
  return error && { code: error.code, message: error.message };
}

describe('audit_events is append-only', () => {
  it.each([
    ['an update of what happened', "update audit_events set action = 'category.deleted' where entity_id = $1"],
    ['an update of who did it', "update audit_events set actor_staff_id = 'SOMEONE', actor_name = 'Someone' where entity_id = $1"],
    ['an update of the details', `update audit_events set "before" = null, "after" = '{}'::jsonb where entity_id = $1`],
    ['an update that changes nothing', 'update audit_events set ip = ip where entity_id = $1'],
    ['clearing the actor by hand while the account exists', 'update audit_events set actor_id = null where entity_id = $1'],
    ['a delete', 'delete from audit_events where entity_id = $1'],
  ])('refuses %s, and the rows stay as written', async (_what, statement) => {
    const admin = await adminWithEvents();
    const before = await eventsOf(`c-${admin.id}`);
    const error = await refusal(statement, [`c-${admin.id}`]);
    expect(error).toEqual({
      code: '42501',
      message: expect.stringMatching(/^audit_events is append-only: (UPDATE|DELETE) is not allowed$/),
    });
    expect(await eventsOf(`c-${admin.id}`)).toEqual(before);
  });

  it('refuses a truncate', async () => {
    const admin = await adminWithEvents();
    expect(await refusal('truncate audit_events')).toEqual({
      code: '42501',
      message: 'audit_events is append-only: TRUNCATE is not allowed',
    });
    expect(await eventsOf(`c-${admin.id}`)).toHaveLength(2);
  });

  it('lets an actor’s account be deleted: their events stay, with the staff ID and name copied when they acted', async () => {
    const admin = await adminWithEvents('Grace Gone');
    const other = await adminWithEvents('Kept Keeper');
    const before = await eventsOf(`c-${admin.id}`);
    const untouched = await eventsOf(`c-${other.id}`);

    await t.db.delete(users).where(eq(users.id, admin.id));

    const after = await eventsOf(`c-${admin.id}`);
    expect(after).toEqual(before.map((e) => ({ ...e, actorId: null })));
    expect(after.map((e) => [e.actorStaffId, e.actorName])).toEqual([
      [admin.staffId, 'Grace Gone'],
      [admin.staffId, 'Grace Gone'],
    ]);
    expect(await eventsOf(`c-${other.id}`)).toEqual(untouched);
    // Still refused afterwards: the null actor_id is as final as the rest.
    expect(await refusal("update audit_events set actor_name = 'Renamed' where entity_id = $1", [`c-${admin.id}`])).toMatchObject({
      code: '42501',
    });
  });

  it('shows the deleted actor in the audit log by the staff ID and name they had', async () => {
    const admin = await adminWithEvents('Former Admin');
    await t.db.execute(sql`delete from users where id = ${admin.id}`);
    const reader = await signedIn(t.app, t.db, { role: 'subadmin' });
    const res = await reader.http.get(`/api/admin/audit?entityType=category&entityId=c-${admin.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().events.map((e: { actor: unknown }) => e.actor)).toEqual([
      { id: null, staffId: admin.staffId, name: 'Former Admin' },
      { id: null, staffId: admin.staffId, name: 'Former Admin' },
    ]);
  });
});
