// The group filter of the students lists, their export and the analytics (issue 29): only the
// learners of one group. A condition on the row's learner, tested through the membership key
// (group_members' primary key is (group_id, user_id): one index probe per row, or a semi-join when
// the planner prefers it), never a query per row. An id of no group matches nobody.
import { sql, type SQL } from 'drizzle-orm';
import { groupMembers } from '../../db/schema.js';

/** Whether the learner `userId` (a column or expression of the outer statement) is in the group; undefined without a group. */
export function inGroup(groupId: string | undefined, userId: SQL): SQL | undefined {
  if (!groupId) return undefined;
  return sql`exists (select 1 from ${groupMembers} where ${groupMembers.groupId} = ${groupId}::uuid and ${groupMembers.userId} = ${userId})`;
}
