// What leaves the server of an import: picked field by field. Only admins read imports (a row's
// staff ID is the initial password of an account that has not signed in yet).
import {
  importResults,
  IMPORT_ROWS_PAGE_SIZE,
  type ImportRow,
  type ImportRowFilter,
  type ImportRowsResponse,
  type ImportSummary,
} from '@app/core';
import type { ImportData, ImportRowData } from './queries.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentImport(i: ImportData): ImportSummary {
  const counts = { total: i.totalRows, create: i.toCreate, exists: i.exists, duplicate: i.duplicate, invalid: i.invalid };
  const progress = { toCreate: i.toCreate, processed: i.processed, created: i.createdCount, failed: i.failedCount };
  return {
    id: i.id,
    fileName: i.fileName,
    status: i.status,
    createdAt: i.createdAt.toISOString(),
    startedAt: iso(i.startedAt),
    finishedAt: iso(i.finishedAt),
    error: i.error,
    counts,
    progress,
    results: importResults(counts, progress),
  };
}

export const presentImportRow = (r: ImportRowData): ImportRow => ({
  line: r.line,
  staffId: r.staffId,
  fullName: r.fullName,
  group: r.groupName,
  email: r.email,
  outcome: r.outcome,
  reason: r.reason,
  result: r.result,
  resultReason: r.resultReason,
});

export const presentRowsPage = (page: { rows: ImportRowData[]; total: number }, show: ImportRowFilter, n: number): ImportRowsResponse => ({
  rows: page.rows.map(presentImportRow),
  show,
  total: page.total,
  page: n,
  pageSize: IMPORT_ROWS_PAGE_SIZE,
});
