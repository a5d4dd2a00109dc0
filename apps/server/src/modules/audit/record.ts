// Writing the audit log's rows (which changes get one is admin-change.ts's question). Call it with
// the transaction's handle: the row commits or rolls back with what it describes. Nothing secret is
// ever written: values under keys that name a password, hash or token are dropped before the
// insert, whatever a caller passes.
import type { AuditAction, AuditEntityType } from '@app/core';
import type { RequestActor } from '../../auth/user.js';
import type { DbOrTx } from '../../db/client.js';
import { auditEvents } from '../../db/schema.js';

/** Who did it and from where (a job acting for the admin who started it has no role to ask about). */
export type AuditActor = Pick<RequestActor, 'id' | 'staffId' | 'fullName' | 'ip'>;

export interface AuditEvent {
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string | null;
  /** How a reader recognises the record (a staff ID and name, a course title). */
  entityLabel: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

const SECRET_KEY = /password|passwd|hash|token|secret/i;
/** Keys that name a secret but hold none: whether a password change is due is worth auditing. */
const NOT_SECRET = new Set(['mustChangePassword', 'must_change_password']);

/** A copy of `value` without any key that could hold a secret, at any depth. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => NOT_SECRET.has(k) || !SECRET_KEY.test(k))
        .map(([k, v]) => [k, withoutSecrets(v)]),
    );
  }
  return value;
}

/** Writes the events in one statement, in the caller's transaction. */
export async function recordAudit(tx: DbOrTx, actor: AuditActor | null, ...events: AuditEvent[]): Promise<void> {
  if (events.length === 0) return;
  await tx.insert(auditEvents).values(
    events.map((e) => ({
      actorId: actor?.id ?? null,
      actorStaffId: actor?.staffId ?? null,
      actorName: actor?.fullName ?? null,
      action: e.action,
      entityType: e.entityType,
      entityId: e.entityId,
      entityLabel: e.entityLabel,
      before: e.before == null ? null : withoutSecrets(e.before),
      after: e.after == null ? null : withoutSecrets(e.after),
      ip: actor?.ip ?? null,
    })),
  );
}
