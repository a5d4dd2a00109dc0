// Which changes the audit log records: those made by an administrator (PRODUCT-DECISIONS: "Every
// admin action that changes data is written to an audit log"), wherever they make them. A course
// changed by an admin in the instructor area is an admin change as much as one made on
// /admin/courses; an instructor's change of their own course is not.
import { can, type Actor } from '@app/core';
import type { DbOrTx } from '../../db/client.js';
import { recordAudit, type AuditActor, type AuditEvent } from './record.js';

/** Writes the events in the caller's transaction when `actor` administers; nothing otherwise. */
export async function recordAdminChange(tx: DbOrTx, actor: Actor, audit: AuditActor | undefined, ...events: AuditEvent[]) {
  if (audit && can(actor, 'administer')) await recordAudit(tx, audit, ...events);
}
