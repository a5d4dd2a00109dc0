// The courses' enrollment counters (courses.enrollment_count: the catalogue's student counts, its
// popular order, revenue). The enrollments' trigger appends deltas (migration 0017) rather than
// updating the course row in the enrolling transaction, so that enrollments in one course never
// queue on it; they are added in here, after the change has committed: by whoever enrolled or
// deleted enrollments, at once, and by a job every minute for any a fold skipped (a course row
// held by another fold at that moment) or a process that stopped between its commit and its fold.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/** Adds the pending deltas of `courseIds` (of every course with some, without) into the counters. */
export const foldEnrollmentCounts = (db: DbOrTx, courseIds?: string[]) =>
  db.execute(sql`select fold_course_enrollment_deltas(${courseIds ? sql`${sql.param(courseIds)}::uuid[]` : sql`null`})`);
