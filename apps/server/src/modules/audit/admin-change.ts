// The one place a change is recorded in the audit log: an administrator changing what is not theirs
// (core's isAuditedChange decides; policies/audit.ts says why), wherever they change it — the admin
// area, the instructor area on another instructor's course, a grade, an enrollment. Each service
// calls it in the transaction of its change with the record's owner; a refused or rolled-back
// change leaves no row, a committed one always has its row.
import { isAuditedChange } from '@app/core';
import type { RequestActor } from '../../auth/user.js';
import type { DbOrTx } from '../../db/client.js';
import { recordAudit, type AuditEvent } from './record.js';

/**
 * Writes the events in the caller's transaction when `actor` changing a record of `ownerId` (null:
 * the platform's own, owned by nobody) is recorded; nothing otherwise.
 */
export async function recordAdminChange(tx: DbOrTx, actor: RequestActor, ownerId: string | null, ...events: AuditEvent[]) {
  if (isAuditedChange(actor, ownerId)) await recordAudit(tx, actor, ...events);
}
