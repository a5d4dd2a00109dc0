// The audit log of admin changes (/admin/audit): newest first, a page at a time by keyset (the
// cursor names the last row read), filtered by action, actor, record and time. Admins and
// subadmins read it (canPlatform 'read-audit'); nothing in the API changes or deletes a row.
//
//   GET /api/admin/audit?action&actor&entityType&entityId&from&to&cursor     auditQuery -> auditResponse
import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from '../enums.js';
import { staffId, textInput } from './fields.js';

export const AUDIT_PAGE_SIZE = 50;

const instant = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be a date and time (ISO 8601)` }).transform((v) => new Date(v));

export const auditQuery = z
  .strictObject({
    action: z.enum(AUDIT_ACTIONS, { error: 'Unknown action' }).optional(),
    /** The actor's staff ID (any letter case): their changes only. */
    actor: staffId.optional(),
    entityType: z.enum(AUDIT_ENTITY_TYPES, { error: 'Unknown record type' }).optional(),
    /** One record's history (with entityType). */
    entityId: textInput('entityId').trim().min(1).max(100, 'entityId is too long').optional(),
    /** From this moment on (inclusive). */
    from: instant('From').optional(),
    /** Before this moment (exclusive). */
    to: instant('To').optional(),
    /** Where the previous page ended (auditResponse.nextCursor), as it was given. */
    cursor: textInput('cursor').max(200, 'The page cursor is not valid').optional(),
  })
  .refine((q) => !q.from || !q.to || q.from < q.to, { message: 'The start of the period must be before its end', path: ['to'] })
  .refine((q) => !q.entityId || q.entityType, { message: 'Give the record type with the record id', path: ['entityType'] });
export type AuditQuery = z.output<typeof auditQuery>;
/** The query as the page address carries it (dates as ISO text). */
export type AuditQueryInput = Partial<Record<keyof z.input<typeof auditQuery>, string>>;

export const auditEventRow = z.object({
  id: z.uuid(),
  occurredAt: z.string(),
  actor: z.object({
    /** Null when the account has since been deleted; the name and staff ID stay as they were. */
    id: z.uuid().nullable(),
    staffId: z.string().nullable(),
    name: z.string().nullable(),
  }),
  action: z.enum(AUDIT_ACTIONS),
  entityType: z.enum(AUDIT_ENTITY_TYPES),
  entityId: z.string().nullable(),
  entityLabel: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
});
export type AuditEventRow = z.infer<typeof auditEventRow>;

export const auditResponse = z.object({
  events: z.array(auditEventRow),
  /** Pass it as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type AuditResponse = z.infer<typeof auditResponse>;
