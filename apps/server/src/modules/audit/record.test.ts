// The audit writer: one statement for several events, in the caller's transaction (rolled back
// with it), and never a secret, whatever the caller passes.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, countQueries, type TestContext } from '../../../test/app.js';
import { createAdmin } from '../../../test/factories.js';
import { auditEvents } from '../../db/schema.js';
import { recordAudit, withoutSecrets, type AuditActor } from './record.js';

let t: TestContext;
let actor: AuditActor;
beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createAdmin(t.db, { fullName: 'Ada Admin' });
  actor = { id: admin.id, staffId: admin.staffId, fullName: admin.fullName, ip: '203.0.113.7' };
});

describe('recordAudit', () => {
  it('writes every event in one statement, with the actor copied and secrets dropped at any depth', async () => {
    const statements = await countQueries(t, () =>
      recordAudit(
        t.db,
        actor,
        {
          action: 'user.password_reset',
          entityType: 'user',
          entityId: 'u-1',
          entityLabel: 'STU-9 Sam',
          before: { mustChangePassword: false, passwordHash: '$argon2id$...' },
          after: { mustChangePassword: true, initialPassword: 'hunter2hunter2', nested: { sessionToken: 'x', kept: 1 } },
        },
        {
          action: 'user.role_changed',
          entityType: 'user',
          entityId: 'u-1',
          entityLabel: 'STU-9 Sam',
          before: { role: 'student' },
          after: { role: 'instructor' },
        },
      ),
    );
    expect(statements).toBe(1);
    const rows = await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, 'u-1'));
    expect(rows).toHaveLength(2);
    const reset = rows.find((r) => r.action === 'user.password_reset')!;
    expect(reset).toMatchObject({ actorId: actor.id, actorStaffId: actor.staffId, actorName: 'Ada Admin', ip: '203.0.113.7' });
    expect(reset.before).toEqual({ mustChangePassword: false });
    expect(reset.after).toEqual({ mustChangePassword: true, nested: { kept: 1 } });
    expect(JSON.stringify(rows)).not.toMatch(/argon2|hunter2/);
  });

  it('rolls back with the transaction that wrote it', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await recordAudit(tx, actor, { action: 'category.created', entityType: 'category', entityId: 'c-rolled', entityLabel: 'Gone' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, 'c-rolled'))).toEqual([]);
  });

  it('keeps dates and plain values as they are', () => {
    const when = new Date('2026-01-02T03:04:05Z');
    expect(withoutSecrets({ at: when, list: [{ token: 1, n: 2 }], passwd: 'x' })).toEqual({ at: when, list: [{ n: 2 }] });
  });
});
