// POST /api/learner-assignments/{id}/waive: an admin excuses a learner from an assignment, with a
// reason that the report shows. The learner's progress and certificates stay; the assignment no
// longer counts as due (docs/assignments.md, "Waivers").
import { and, eq, isNull } from 'drizzle-orm';
import { MESSAGES } from '@app/core';
import type { RequestActor } from '../../auth/user.js';
import { courses, learnerAssignments, users } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { conflict, notFound } from '../../lib/errors.js';
import { recordAdminChange } from '../audit/admin-change.js';

export async function waiveAssignment(
  deps: Pick<Deps, 'db' | 'clock'>,
  actor: RequestActor,
  id: string,
  reason: string,
): Promise<{ message: string }> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ waivedAt: learnerAssignments.waivedAt, courseTitle: courses.title, learner: users.staffId })
      .from(learnerAssignments)
      .innerJoin(courses, eq(courses.id, learnerAssignments.courseId))
      .innerJoin(users, eq(users.id, learnerAssignments.userId))
      .where(eq(learnerAssignments.id, id))
      .for('update', { of: learnerAssignments });
    if (!row) throw notFound(MESSAGES.assignmentNotFound);
    if (row.waivedAt) throw conflict(MESSAGES.assignmentAlreadyWaived);
    await tx
      .update(learnerAssignments)
      .set({ waivedAt: now, waivedBy: actor.id, waiverReason: reason })
      .where(and(eq(learnerAssignments.id, id), isNull(learnerAssignments.waivedAt)));
    // A waiver is the platform's decision about someone else's obligation: always recorded.
    await recordAdminChange(tx, actor, null, {
      action: 'assignment.waived',
      entityType: 'assignment',
      entityId: id,
      entityLabel: `${row.courseTitle} (${row.learner})`,
      before: null,
      after: { reason },
    });
    return { message: MESSAGES.assignmentWaived };
  });
}
