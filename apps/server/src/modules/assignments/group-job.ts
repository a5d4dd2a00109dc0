// The background job that assigns a course to a group's members (ASSIGN_GROUP_JOB, sent by
// assign.ts): a batch of members per transaction, in the order of their ids, with the same
// statements for every batch. A run that fails or whose process dies is taken again and starts
// over: members already assigned are left as they are, so repeating is harmless.
import { eq, sql } from 'drizzle-orm';
import { assignments } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { assignLearners } from './learners.js';

/** Members per transaction: a 10,000-member group is five short transactions. */
export const GROUP_BATCH = 2000;

export async function runGroupAssignment(deps: Pick<Deps, 'db' | 'clock' | 'jobs' | 'mail'>, assignmentId: string) {
  const [assignment] = await deps.db
    .select({ groupId: assignments.groupId, state: assignments.state })
    .from(assignments)
    .where(eq(assignments.id, assignmentId));
  if (!assignment) return { assigned: 0, missing: true };
  let assigned = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  // A group deleted since has no members to add; its assignment is done.
  while (assignment.groupId) {
    const batch = await deps.db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ user_id: string }>(sql`
        select user_id from group_members where group_id = ${assignment.groupId}::uuid and user_id > ${after}::uuid
         order by user_id limit ${GROUP_BATCH}`);
      if (rows.length === 0) return rows;
      assigned += await assignLearners(
        deps,
        tx,
        sql`select ${assignmentId}::uuid as assignment_id, unnest(${sql.param(rows.map((r) => r.user_id))}::uuid[]) as user_id`,
        deps.clock(),
      );
      return rows;
    });
    if (batch.length < GROUP_BATCH) break;
    after = batch[batch.length - 1]!.user_id;
  }
  await deps.db.update(assignments).set({ state: 'done' }).where(eq(assignments.id, assignmentId));
  return { assigned };
}
