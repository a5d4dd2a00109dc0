// The students export: the list's rows with the screen's filters and order, all pages, streamed
// as CSV straight from a database cursor (a batch of rows at a time, so the server's memory stays
// flat whatever the number of rows). UTF-8 with a BOM and CRLF line ends, so that spreadsheet
// programs open it as it is; a header row; ISO dates; no staff IDs; and every cell that starts
// with =, +, -, @, a tab or a carriage return prefixed with ' so that no spreadsheet runs it as a
// formula (csv-stringify's escape_formulas).
import { pipeline, Transform, type Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { PgDialect } from 'drizzle-orm/pg-core';
import QueryStream from 'pg-query-stream';
import {
  ENROLLMENT_STATUS_LABELS,
  MESSAGES,
  progressBadge,
  STUDENT_EXPORT_COLUMNS,
  type Actor,
  type StudentRow,
  type StudentsExportQuery,
} from '@app/core';
import type { ExportPool } from '../../db/client.js';
import type { Deps } from '../../deps.js';
import { serviceUnavailable } from '../../lib/errors.js';
import { monitoredCourse } from './courses.js';
import { presentStudentRow } from './presenter.js';
import { studentRowsSql, studentsWhere, type StudentRowData } from './students-query.js';

const dialect = new PgDialect();
/** Rows fetched from the cursor at a time. */
const BATCH_ROWS = 500;
/** When to try again once every export connection is in use. */
const BUSY_RETRY_SECONDS = 10;

/** One line of the export, in STUDENT_EXPORT_COLUMNS order. */
export function exportRecord(r: StudentRow): (string | number)[] {
  return [
    r.student.fullName,
    r.student.email ?? '',
    r.course.title,
    ENROLLMENT_STATUS_LABELS[r.status],
    r.progressPercentage,
    progressBadge(r),
    r.lessonsDone,
    r.lessonsTotal,
    r.enrolledAt,
    r.lastActivityAt ?? '',
    r.completedAt ?? '',
    r.bestQuizPercentage ?? '',
    r.pendingAnswers,
  ];
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

export interface StudentsCsv {
  filename: string;
  stream: Readable;
}

/**
 * The export of the rows `q` selects, as a stream of CSV bytes. The course asked for is checked
 * first (404 for another instructor's), before anything is sent; the rows then come from one
 * statement on a connection of the export pool, given back when the stream ends, fails or is
 * abandoned. When every export connection is busy the export is refused with a 503 at once.
 */
export async function studentsCsv(
  deps: Pick<Deps, 'db' | 'clock'>,
  exports: ExportPool,
  actor: Actor,
  q: StudentsExportQuery,
): Promise<StudentsCsv> {
  const now = deps.clock();
  const course = q.courseId ? await monitoredCourse(deps.db, actor, q.courseId) : null;
  const { sql: text, params } = dialect.sqlToQuery(studentRowsSql(studentsWhere(actor, q), { sort: q.sort, dir: q.dir }));
  const client = await exports.tryConnect();
  if (!client) throw serviceUnavailable(MESSAGES.exportsBusy, BUSY_RETRY_SECONDS);
  // The export pool's statement and read limits last as long as a slow download (EXPORT_TIMEOUT_MS).
  const rows = client.query(new QueryStream(text, params, { batchSize: BATCH_ROWS }));
  const records = new Transform({
    objectMode: true,
    transform: (row: StudentRowData, _encoding, done) => done(null, exportRecord(presentStudentRow(row))),
  });
  // The header row goes first, before the statement's first rows (sorted, they come only once all
  // are read): the download starts at once.
  records.push([...STUDENT_EXPORT_COLUMNS]);
  const csv = stringify({ bom: true, record_delimiter: 'windows', escape_formulas: true });
  // A connection lost mid-download (a restart, a terminated backend) reaches the cursor's stream as
  // nothing at all, and destroying that stream waits for the dead cursor for ever: the next stream
  // ends the download with an error instead of leaving it hanging, and the connection is given up
  // here (on Node 24, unlike 20, pipeline's callback waits for every stream to close: the cursor's never does).
  const lost = () => {
    const error = new Error('The database connection was lost during the export.');
    records.destroy(error);
    release(error);
  };
  client.once('error', lost).once('end', lost);
  // The connection goes back as soon as the statement has given its last row (the file's last
  // lines may still be on their way to a slow reader). A stream cut short leaves the connection
  // mid-statement: it is closed rather than reused.
  let released = false;
  const release = (err?: Error) => {
    if (released) return;
    released = true;
    client.off('error', lost).off('end', lost);
    client.release(err);
  };
  rows.once('end', () => release());
  pipeline(rows, records, csv, (err) => release(err ?? undefined));
  const date = now.toISOString().slice(0, 10);
  return { filename: `students-${course ? slug(course.title) || 'course' : 'all'}-${date}.csv`, stream: csv };
}
