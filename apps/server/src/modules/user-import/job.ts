// The background job of a bulk import (queue 'import-users', any server process may run it): it
// creates the rows the preview found creatable, a batch per transaction, and moves the import's
// counters with each batch. It is safe to run again at any point (a retry after a crash, a second
// run of the same job): each batch locks its rows (SKIP LOCKED), takes only rows without a result,
// and sets their result in the same transaction as the users it creates, so nobody is created
// twice and a crash loses at most an uncommitted batch, which the next run takes again. The
// accounts it creates join their row's group (created when missing) in the same transaction.
//
// Imported accounts get no password hash: their initial password is their own staff ID, which
// auth/password.ts checkAccountPassword compares without one, and they must choose a password at
// their first sign-in (docs/bulk-import.md, "The initial password").
import { setTimeout as wait } from 'node:timers/promises';
import { and, count, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { IMPORT_MESSAGES, staffIdKey } from '@app/core';
import type { Db } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { roleAssignments, userImportRows, userImports, users } from '../../db/schema.js';
import { recordAudit, type AuditActor } from '../audit/record.js';
import { addImportedMembers } from '../groups/import-groups.js';
import { assignGroupCourses } from '../assignments/learners.js';
import { findImport, type ImportData } from './queries.js';

export interface ImportJobOptions {
  /** Rows created per transaction. */
  batchSize?: number;
  /** Waits before each retry of a batch that failed (a database restart); then the import fails. */
  retryDelaysMs?: readonly number[];
  /**
   * After each batch the job rests this many times as long as the batch took (at most 1 s), so
   * that an import leaves the database and the event loop room for everyone else's requests.
   */
  restRatio?: number;
  /** Called after each committed batch (tests stop a run there, as a crash would). */
  afterBatch?: (rows: number) => Promise<void>;
}

const DEFAULTS = { batchSize: 500, retryDelaysMs: [1_000, 5_000, 15_000], restRatio: 1 } as const;
const MAX_REST_MS = 1_000;

export interface ImportJobResult {
  status: 'finished' | 'failed' | 'left-to-another-run' | 'not-queued';
  rows: number;
  error?: string;
}

/** Runs (or resumes) the import `importId`. */
export async function runImport(
  deps: Pick<Deps, 'db' | 'clock' | 'jobs' | 'mail'>,
  importId: string,
  options: ImportJobOptions = {},
): Promise<ImportJobResult> {
  const { db, clock } = deps;
  // A run is many transactions over minutes, not one operation: its closing one (finished or
  // failed) reads the clock when it comes, and stamps the import with that instant.
  const o = { ...DEFAULTS, ...options };
  // Queued, or running already (a retry, or a second run): a previewed, finished or failed import is left alone.
  const [claimed] = await db
    .update(userImports)
    .set({ status: 'running' })
    .where(and(eq(userImports.id, importId), inArray(userImports.status, ['queued', 'running'])))
    .returning({ createdBy: userImports.createdBy, fileName: userImports.fileName });
  if (!claimed) return { status: 'not-queued', rows: 0 };
  const actor = await importActor(db, claimed.createdBy);
  const batch: BatchContext = { importId, createdBy: claimed.createdBy, fileName: claimed.fileName, actor, clock, deps };

  let rows = 0;
  for (;;) {
    let done: number;
    const started = performance.now();
    try {
      done = await withRetries(() => createBatch(db, batch, o.batchSize), o.retryDelaysMs);
    } catch (err) {
      await failImport(db, importId, actor, clock());
      return { status: 'failed', rows, error: (err as Error).message };
    }
    if (done === 0) break;
    rows += done;
    await o.afterBatch?.(done);
    await wait(Math.min(MAX_REST_MS, (performance.now() - started) * o.restRatio));
  }
  return { status: (await finishImport(db, importId, actor, clock())) ? 'finished' : 'left-to-another-run', rows };
}

/** The admin who made the import, for its audit rows (none if their account is gone). */
async function importActor(db: Db, userId: string | null): Promise<AuditActor | null> {
  if (!userId) return null;
  const [u] = await db.select({ id: users.id, staffId: users.staffId, fullName: users.fullName }).from(users).where(eq(users.id, userId));
  return u ? { ...u, ip: null } : null;
}

async function withRetries<T>(fn: () => Promise<T>, delays: readonly number[]): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      if (attempt >= delays.length) throw err;
      await wait(delays[attempt]);
    }
  }
}

interface BatchContext {
  importId: string;
  createdBy: string | null;
  fileName: string;
  /** The admin who made the import, for the groups' audit rows. */
  actor: AuditActor | null;
  clock: Deps['clock'];
  /** Where the assigned courses' notices go (the accounts' groups may have assignments). */
  deps: Pick<Deps, 'jobs' | 'mail'>;
}

/**
 * One transaction: the next rows to create (locked, skipping rows another run holds), their users
 * (a staff ID taken since the preview is skipped by ON CONFLICT and that row fails, not the batch),
 * their role records, their groups (created when missing, audited), each row's result and the
 * import's counters, in a constant number of statements. Returns the rows it handled.
 */
function createBatch(db: Db, batch: BatchContext, size: number): Promise<number> {
  const { importId, createdBy } = batch;
  return db.transaction(async (tx) => {
    const pending = await tx
      .select({
        line: userImportRows.line,
        staffId: userImportRows.staffId,
        fullName: userImportRows.fullName,
        groupName: userImportRows.groupName,
        email: userImportRows.email,
      })
      .from(userImportRows)
      .where(and(eq(userImportRows.importId, importId), isNull(userImportRows.result), eq(userImportRows.outcome, 'create')))
      .orderBy(userImportRows.line)
      .limit(size)
      .for('update', { skipLocked: true });
    if (pending.length === 0) return 0;

    const { rows: created } = await tx.execute<{ id: string; key: string }>(sql`
      insert into ${users} (staff_id, full_name, email, role, password_hash, must_change_password)
      select s, n, e, 'student', null, true
        from unnest(${sql.param(pending.map((p) => p.staffId))}::text[], ${sql.param(pending.map((p) => p.fullName))}::text[],
                    ${sql.param(pending.map((p) => p.email))}::text[]) as v(s, n, e)
      on conflict ((lower(staff_id))) do nothing
      returning id, lower(staff_id) as key`);
    if (created.length > 0) {
      await tx.insert(roleAssignments).values(created.map((c) => ({ userId: c.id, role: 'student' as const, createdBy })));
    }

    const userIdOf = new Map(created.map((c) => [c.key, c.id]));
    const results = pending.map((p) => ({ line: p.line, userId: userIdOf.get(staffIdKey(p.staffId)) ?? null, groupName: p.groupName }));
    // Only the accounts this batch created join a group: a row refused here leaves the account
    // that has its staff ID as it is.
    const joining = results.flatMap((r) => (r.userId && r.groupName ? [{ userId: r.userId, groupName: r.groupName }] : []));
    const { joined } = await addImportedMembers(tx, batch.actor, batch.fileName, joining, batch.clock());
    // Joining a group brings the courses assigned to it (issue 30).
    if (joined.length > 0)
      await assignGroupCourses(
        batch.deps,
        tx,
        sql`select unnest(${sql.param(joined.map((j) => j.groupId))}::uuid[]) as group_id, unnest(${sql.param(joined.map((j) => j.userId))}::uuid[]) as user_id`,
        batch.clock(),
      );
    await tx.execute(sql`
      update ${userImportRows} r
         set result = case when v.user_id is null then 'failed' else 'created' end,
             result_reason = case when v.user_id is null then ${IMPORT_MESSAGES.takenMeanwhile} end,
             user_id = v.user_id
        from unnest(${sql.param(results.map((r) => r.line))}::int[], ${sql.param(results.map((r) => r.userId))}::uuid[]) as v(line, user_id)
       where r.import_id = ${importId} and r.line = v.line`);
    await tx
      .update(userImports)
      .set({
        processed: sql`${userImports.processed} + ${pending.length}`,
        createdCount: sql`${userImports.createdCount} + ${created.length}`,
        failedCount: sql`${userImports.failedCount} + ${pending.length - created.length}`,
      })
      .where(eq(userImports.id, importId));
    return pending.length;
  });
}

/** The figures the finish is audited with. */
const finishedFigures = (i: ImportData) => ({
  created: i.createdCount,
  failedAtImport: i.failedCount,
  invalid: i.invalid,
  duplicate: i.duplicate,
  alreadyExisted: i.exists,
});

/**
 * Marks the import finished, with its audit row, once no row is left to create. A row another run
 * still holds (its batch not committed yet) counts as left: that run finishes the import.
 */
function finishImport(db: Db, importId: string, actor: AuditActor | null, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.select({ id: userImports.id }).from(userImports).where(eq(userImports.id, importId)).for('update');
    const [left] = await tx
      .select({ n: count() })
      .from(userImportRows)
      .where(and(eq(userImportRows.importId, importId), isNull(userImportRows.result), eq(userImportRows.outcome, 'create')));
    const found = await findImport(tx, importId);
    if (!found || found.status !== 'running' || left!.n > 0) return false;
    await tx.update(userImports).set({ status: 'finished', finishedAt: now }).where(eq(userImports.id, importId));
    await recordAudit(tx, actor, {
      action: 'import.finished',
      entityType: 'import',
      entityId: importId,
      entityLabel: found.fileName,
      before: { status: 'running' },
      after: { status: 'finished', ...finishedFigures(found) },
    });
    return true;
  });
}

/** A batch failed past its retries: the import stops as failed (what was created stays), audited. */
async function failImport(db: Db, importId: string, actor: AuditActor | null, now: Date) {
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(userImports)
      .set({ status: 'failed', error: IMPORT_MESSAGES.jobFailed, finishedAt: now })
      .where(and(eq(userImports.id, importId), eq(userImports.status, 'running')))
      .returning({ id: userImports.id });
    const found = changed && (await findImport(tx, importId));
    if (!found) return;
    await recordAudit(tx, actor, {
      action: 'import.finished',
      entityType: 'import',
      entityId: importId,
      entityLabel: found.fileName,
      before: { status: 'running' },
      after: { status: 'failed', ...finishedFigures(found) },
    });
  });
}

/** Previews nobody started within a week: their rows are of no use any more. */
export async function purgeStaleImports(deps: Pick<Deps, 'db' | 'clock'>) {
  const now = deps.clock();
  const removed = await deps.db
    .delete(userImports)
    .where(and(eq(userImports.status, 'previewed'), lt(userImports.createdAt, new Date(now.getTime() - 7 * 86_400_000))))
    .returning({ id: userImports.id });
  return { removed: removed.length };
}
