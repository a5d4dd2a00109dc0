// The admin's records: the append-only audit log and bulk user imports.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, IMPORT_ROW_OUTCOMES, IMPORT_ROW_RESULTS, IMPORT_STATUSES } from '@app/core';
import { oneOf, id, createdAt } from './columns.js';
import { users } from './people.js';

/**
 * What admins changed (PRODUCT-DECISIONS: "Every admin action that changes data is written to an
 * audit log in the same transaction"): who, what, which record, before and after (never a secret),
 * when and from which address. Rows are only ever inserted: a trigger (migration 0014) refuses any
 * UPDATE, DELETE or TRUNCATE, except the foreign key's own setting actor_id to null when the actor's
 * account is deleted. The actor's name and staff ID are copied, so the log still reads after that.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorStaffId: text('actor_staff_id'),
    actorName: text('actor_name'),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    entityType: text('entity_type', { enum: AUDIT_ENTITY_TYPES }).notNull(),
    /** The record's id (or a setting's key); text, since a setting has no uuid. */
    entityId: text('entity_id'),
    /** How a reader recognises the record: a staff ID and name, a course title, a file name. */
    entityLabel: text('entity_label'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
  },
  (t) => [
    index('audit_events_occurred_idx').on(t.occurredAt.desc(), t.id.desc()),
    index('audit_events_actor_idx').on(t.actorId, t.occurredAt.desc(), t.id.desc()),
    index('audit_events_action_idx').on(t.action, t.occurredAt.desc(), t.id.desc()),
    index('audit_events_entity_idx').on(t.entityType, t.entityId, t.occurredAt.desc()),
    check('audit_events_action_check', oneOf('action', AUDIT_ACTIONS)),
    check('audit_events_entity_type_check', oneOf('entity_type', AUDIT_ENTITY_TYPES)),
  ],
);

/**
 * A CSV of users to create (the admin's bulk import): previewed first (every row classified, nothing
 * written), then committed by a background job that any server process may run and that resumes
 * after a restart. The counters are the progress the page reads.
 */
export const userImports = pgTable(
  'user_imports',
  {
    id: id(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    status: text('status', { enum: IMPORT_STATUSES }).notNull().default('previewed'),
    totalRows: integer('total_rows').notNull(),
    /** Rows the preview found creatable. */
    toCreate: integer('to_create').notNull(),
    processed: integer('processed').notNull().default(0),
    createdCount: integer('created_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    error: text('error'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('user_imports_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('user_imports_status_check', oneOf('status', IMPORT_STATUSES)),
  ],
);

/** One data row of an import's file, with what the preview found and what the import did. */
export const userImportRows = pgTable(
  'user_import_rows',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => userImports.id, { onDelete: 'cascade' }),
    /** The row's line in the file (the header is line 1). */
    line: integer('line').notNull(),
    staffId: text('staff_id').notNull(),
    fullName: text('full_name').notNull(),
    /** The row's `group` cell (the group it joins, by name); null without one. */
    groupName: text('group_name'),
    /** The e-mail address the account gets (the file's Email cell, issue 30); null without one. */
    email: text('email'),
    outcome: text('outcome', { enum: IMPORT_ROW_OUTCOMES }).notNull(),
    reason: text('reason'),
    /** Null until the import has dealt with the row. */
    result: text('result', { enum: IMPORT_ROW_RESULTS }),
    resultReason: text('result_reason'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.importId, t.line] }),
    index('user_import_rows_pending_idx')
      .on(t.importId, t.line)
      .where(sql`${t.result} is null`),
    index('user_import_rows_result_idx').on(t.importId, t.result, t.line),
    check('user_import_rows_outcome_check', oneOf('outcome', IMPORT_ROW_OUTCOMES)),
    check(
      'user_import_rows_result_check',
      sql`${t.result} is null or ${sql.raw(`result in (${IMPORT_ROW_RESULTS.map((v) => `'${v}'`).join(', ')})`)}`,
    ),
  ],
);
