// Reading the audit log: newest first, a page at a time by keyset (the cursor is the last row's
// exact time, to the microsecond, and id), so a page costs the same however deep it is and rows
// written meanwhile never shift a page. Each filter has an index that keeps the order: by time
// (audit_events_occurred_idx), action (audit_events_action_idx), actor (audit_events_actor_idx)
// and record (audit_events_entity_idx). The log is only ever read here: no route changes a row.
import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { AUDIT_PAGE_SIZE, MESSAGES, type Actor, type AuditEventRow, type AuditQuery, type AuditResponse } from '@app/core';
import type { Db } from '../../db/client.js';
import { auditEvents, users } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { badRequest } from '../../lib/errors.js';

const CURSOR = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

const encodeCursor = (at: string, id: string) => Buffer.from(`${at}|${id}`).toString('base64url');

function decodeCursor(cursor: string): SQL {
  const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw badRequest(MESSAGES.auditCursorInvalid);
  return sql`(${auditEvents.occurredAt}, ${auditEvents.id}) < (${match[1]}::timestamptz, ${match[2]}::uuid)`;
}

/**
 * Changes by the account with this staff ID (by its id: the actor index). An account that no longer
 * exists is found by the staff ID its rows kept (read without an index: a rare search).
 */
async function actorCondition(db: Db, staffId: string): Promise<SQL> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.staffId}) = lower(${staffId})`);
  return user ? eq(auditEvents.actorId, user.id) : sql`lower(${auditEvents.actorStaffId}) = lower(${staffId})`;
}

const asRecord = (value: unknown): Record<string, unknown> | null =>
  value === null || value === undefined
    ? null
    : typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : { value };

/** The conditions of a page: the filters and where the previous page ended. */
export async function auditConditions(db: Db, query: AuditQuery): Promise<SQL | undefined> {
  return and(
    query.action ? eq(auditEvents.action, query.action) : undefined,
    query.actor ? await actorCondition(db, query.actor) : undefined,
    query.entityType ? eq(auditEvents.entityType, query.entityType) : undefined,
    query.entityId ? eq(auditEvents.entityId, query.entityId) : undefined,
    query.from ? gte(auditEvents.occurredAt, query.from) : undefined,
    query.to ? lt(auditEvents.occurredAt, query.to) : undefined,
    query.cursor ? decodeCursor(query.cursor) : undefined,
  );
}

/** One page, newest first, and one row more to tell whether another page follows. */
export const auditPage = (db: Db, where: SQL | undefined) =>
  db
    .select({
      id: auditEvents.id,
      occurredAt: auditEvents.occurredAt,
      cursorAt: sql<string>`to_char(${auditEvents.occurredAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      actorId: auditEvents.actorId,
      actorStaffId: auditEvents.actorStaffId,
      actorName: auditEvents.actorName,
      action: auditEvents.action,
      entityType: auditEvents.entityType,
      entityId: auditEvents.entityId,
      entityLabel: auditEvents.entityLabel,
      before: auditEvents.before,
      after: auditEvents.after,
      ip: auditEvents.ip,
    })
    .from(auditEvents)
    .where(where)
    // NULLS LAST as the indexes say (the columns are never null, but the planner only uses an
    // index for an order spelled exactly as the index's).
    .orderBy(sql`${auditEvents.occurredAt} desc nulls last`, sql`${auditEvents.id} desc nulls last`)
    .limit(AUDIT_PAGE_SIZE + 1);

export async function listAuditEvents(deps: Pick<Deps, 'db'>, actor: Actor, query: AuditQuery): Promise<AuditResponse> {
  const { db } = deps;
  const rows = await auditPage(db, await auditConditions(db, query));

  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  const last = page.at(-1);
  return {
    events: page.map((r): AuditEventRow => ({
      id: r.id,
      occurredAt: r.occurredAt.toISOString(),
      actor: { id: r.actorId, staffId: r.actorStaffId, name: r.actorName },
      action: r.action,
      entityType: r.entityType,
      entityId: r.entityId,
      entityLabel: r.entityLabel,
      before: asRecord(r.before),
      after: asRecord(r.after),
      ip: r.ip,
    })),
    nextCursor: rows.length > AUDIT_PAGE_SIZE && last ? encodeCursor(last.cursorAt, last.id) : null,
  };
}
