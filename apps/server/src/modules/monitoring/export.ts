// The students export: the list's rows with the screen's filters and order, all pages, streamed
// as CSV (db/csv-stream.ts: from a cursor, formula cells neutralised); ISO dates; no staff IDs.
import type { Readable } from 'node:stream';
import {
  ENROLLMENT_STATUS_LABELS,
  progressBadge,
  STUDENT_EXPORT_COLUMNS,
  type Actor,
  type StudentRow,
  type StudentsExportQuery,
} from '@app/core';
import type { ExportPool } from '../../db/client.js';
import { csvFromQuery, fileSlug } from '../../db/csv-stream.js';
import type { Deps } from '../../deps.js';
import { monitoredCourse } from './courses.js';
import { presentStudentRow } from './presenter.js';
import { studentRowsSql, studentsWhere, type StudentRowData } from './students-query.js';

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
  const stream = await csvFromQuery(
    exports,
    studentRowsSql(studentsWhere(actor, q), { sort: q.sort, dir: q.dir }),
    STUDENT_EXPORT_COLUMNS,
    (row: StudentRowData) => exportRecord(presentStudentRow(row)),
  );
  const date = now.toISOString().slice(0, 10);
  return { filename: `students-${course ? fileSlug(course.title) || 'course' : 'all'}-${date}.csv`, stream };
}
