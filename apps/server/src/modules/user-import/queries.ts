// The SQL of bulk imports: an import with its outcome counts (one statement), a page of its rows by
// filter (on the rows' primary key, import then line), and the rows of the failed-rows download.
import { and, count, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import { IMPORT_ROWS_PAGE_SIZE, type ImportRowFilter, type ImportRowOutcome, type ImportRowResult, type ImportRowsQuery } from '@app/core';
import type { DbOrTx } from '../../db/client.js';
import { userImportRows, userImports } from '../../db/schema.js';

export const importColumns = {
  id: userImports.id,
  fileName: userImports.fileName,
  status: userImports.status,
  createdAt: userImports.createdAt,
  startedAt: userImports.startedAt,
  finishedAt: userImports.finishedAt,
  error: userImports.error,
  totalRows: userImports.totalRows,
  toCreate: userImports.toCreate,
  processed: userImports.processed,
  createdCount: userImports.createdCount,
  failedCount: userImports.failedCount,
};

/** The rows not to create, by outcome, counted in one pass over the import's rows. */
const outcomeCounts = sql<[number, number, number]>`(
  select array[count(*) filter (where r.outcome = 'exists'), count(*) filter (where r.outcome = 'duplicate'),
               count(*) filter (where r.outcome = 'invalid')]::int[]
    from ${userImportRows} r where r.import_id = ${userImports.id})`;

/** The import and how many of its rows the preview found existing, repeated or invalid. */
export async function findImport(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ ...importColumns, outcomes: outcomeCounts })
    .from(userImports)
    .where(eq(userImports.id, id));
  if (!row) return undefined;
  const { outcomes, ...rest } = row;
  return { ...rest, exists: outcomes[0], duplicate: outcomes[1], invalid: outcomes[2] };
}
export type ImportData = NonNullable<Awaited<ReturnType<typeof findImport>>>;

export async function importExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: userImports.id }).from(userImports).where(eq(userImports.id, id));
  return row !== undefined;
}

/**
 * The rows each filter shows. 'failed' is every row not created for a reason to fix: invalid, a
 * repeat in the file, or refused by the job (core's importResults counts the same rows).
 */
function rowFilter(show: ImportRowFilter): SQL | undefined {
  switch (show) {
    case 'all':
      return undefined;
    case 'created':
      return eq(userImportRows.result, 'created');
    case 'failed':
      return or(inArray(userImportRows.outcome, ['invalid', 'duplicate']), eq(userImportRows.result, 'failed'));
    default:
      return eq(userImportRows.outcome, show);
  }
}

const rowColumns = {
  line: userImportRows.line,
  staffId: userImportRows.staffId,
  fullName: userImportRows.fullName,
  groupName: userImportRows.groupName,
  email: userImportRows.email,
  outcome: userImportRows.outcome,
  reason: userImportRows.reason,
  result: userImportRows.result,
  resultReason: userImportRows.resultReason,
};
export interface ImportRowData {
  line: number;
  staffId: string;
  fullName: string;
  /** The group the row's account joins, by name; null without one. */
  groupName: string | null;
  /** The e-mail address the row's account gets; null without one. */
  email: string | null;
  outcome: ImportRowOutcome;
  reason: string | null;
  result: ImportRowResult | null;
  resultReason: string | null;
}

/** A page of the import's rows in file order, and how many the filter holds. */
export async function importRowsPage(db: DbOrTx, importId: string, q: ImportRowsQuery) {
  const where = and(eq(userImportRows.importId, importId), rowFilter(q.show));
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(userImportRows)
      .where(where)
      .orderBy(userImportRows.line)
      .limit(IMPORT_ROWS_PAGE_SIZE)
      .offset((q.page - 1) * IMPORT_ROWS_PAGE_SIZE),
    db.select({ n: count() }).from(userImportRows).where(where),
  ]);
  return { rows: rows satisfies ImportRowData[], total: total?.n ?? 0 };
}

/** The failed rows after `afterLine`, `limit` of them: the download reads the file a batch at a time. */
export function failedRowsAfter(db: DbOrTx, importId: string, afterLine: number, limit: number): Promise<ImportRowData[]> {
  return db
    .select(rowColumns)
    .from(userImportRows)
    .where(and(eq(userImportRows.importId, importId), gt(userImportRows.line, afterLine), rowFilter('failed')))
    .orderBy(userImportRows.line)
    .limit(limit);
}
