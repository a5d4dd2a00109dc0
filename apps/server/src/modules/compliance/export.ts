// GET /api/compliance/export.csv: the report's rows with its filters, every page, streamed as CSV
// (db/csv-stream.ts: from a cursor, formula cells neutralised) like the students export.
import type { Readable } from 'node:stream';
import { ASSIGNMENT_STATUS_LABELS, type Actor } from '@app/core';
import type { ExportPool } from '../../db/client.js';
import { csvFromQuery, fileSlug } from '../../db/csv-stream.js';
import type { Deps } from '../../deps.js';
import { complianceRowsSql, type ComplianceRowData } from './report.js';
import { complianceWhere, type ComplianceFilters } from './scope.js';

export const COMPLIANCE_EXPORT_COLUMNS = [
  'Learner',
  'Staff ID',
  'Email',
  'Course',
  'Status',
  'Due date',
  'Progress %',
  'Cycle',
  'Completed at',
  'Recertify by',
  'Waiver reason',
] as const;

const record = (r: ComplianceRowData): (string | number)[] => [
  r.full_name,
  r.staff_id,
  r.email ?? '',
  r.course_title,
  ASSIGNMENT_STATUS_LABELS[r.status],
  r.due_on,
  r.progress,
  r.cycle,
  r.completed_at ? new Date(r.completed_at).toISOString() : '',
  r.expires_on ?? '',
  r.waiver_reason ?? '',
];

export async function complianceCsv(
  deps: Pick<Deps, 'db' | 'clock'>,
  exports: ExportPool,
  actor: Actor,
  f: ComplianceFilters,
): Promise<{ filename: string; stream: Readable }> {
  const { where, today, courseTitle } = await complianceWhere(deps, actor, f);
  const stream = await csvFromQuery(exports, complianceRowsSql(where, today), COMPLIANCE_EXPORT_COLUMNS, record);
  return { filename: `compliance-${courseTitle ? fileSlug(courseTitle) || 'course' : 'all'}-${today}.csv`, stream };
}
