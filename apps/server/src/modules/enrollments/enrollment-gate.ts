// Enrolling and a course leaving the catalogue exclude each other, and nothing else does. Enrolling
// checks that the course is in the catalogue and then inserts; an archiving committed in between
// would leave a new enrollment in an archived course. Holding the course row for that (as before)
// made every enrollment in a course wait for the one before it. Instead each enrollment takes this
// course's gate shared — enrollments pass together — and a status change takes it exclusive: it
// waits for the enrollments under way, and enrollments that come after it wait for it and then
// read the new status. A transaction-scoped advisory lock: released at commit or rollback, the
// same in every server process (a lock of PostgreSQL, not of ours).
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/** The first of the two advisory-lock keys: ours alone (the second is the course id's hash). */
export const ENROLLMENT_GATE_SPACE = 0x4c46454e; // 'LFEN'

export const passEnrollmentGate = (tx: DbOrTx, courseId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock_shared(${ENROLLMENT_GATE_SPACE}, hashtext(${courseId}))`);

export const closeEnrollmentGate = (tx: DbOrTx, courseId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(${ENROLLMENT_GATE_SPACE}, hashtext(${courseId}))`);
