// Deleting an account (PRODUCT-DECISIONS, "Authoring and administration"). Never oneself, never the
// last admin; a user who teaches courses only with someone named to take them over (handover.ts).
// What the user learned goes with them (enrollments, lesson progress, attempts and answers, reviews:
// the foreign keys cascade); certificates already issued stay, verifiable, with the name as issued
// (certificates.user_id is set null). Their sessions end in the same transaction; the counts of
// the courses they learned in follow once it has committed (enrollments/counts.ts).
import { lastAdminRefusal, MESSAGES, type UserDeleteResponse } from '@app/core';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { users } from '../../db/schema.js';
import { revokeUserSessions } from '../../auth/sessions.js';
import { notFound } from '../../lib/errors.js';
import { authorizeUser } from '../../authorization/user.js';
import type { RequestActor } from '../../auth/user.js';
import { recordAdminChange } from '../audit/admin-change.js';
import { foldEnrollmentCounts } from '../enrollments/counts.js';
import { accountLabel, changeAccounts, refuse } from './change.js';
import { handOverIfNeeded } from './handover.js';
import { lockedUser } from './queries.js';

export async function deleteUser(
  deps: Pick<Deps, 'db'>,
  actor: RequestActor,
  userId: string,
  input: { transferCoursesTo?: string },
): Promise<UserDeleteResponse> {
  const deleted = await changeAccounts(deps.db, actor, async ({ tx, me, adminCount }) => {
    const target = await lockedUser(tx, userId);
    if (!target) throw notFound(MESSAGES.userNotFound);
    authorizeUser(me, 'delete', target);
    refuse(lastAdminRefusal(target, null, adminCount));

    const transferredCourses = await handOverIfNeeded(tx, actor, target, null, input.transferCoursesTo);
    await revokeUserSessions(tx, userId);
    await tx.delete(users).where(eq(users.id, userId));
    await recordAdminChange(tx, actor, target.id, {
      action: 'user.deleted',
      entityType: 'user',
      entityId: userId,
      entityLabel: accountLabel(target),
      before: {
        staffId: target.staffId,
        fullName: target.fullName,
        email: target.email,
        role: target.role,
        ...(transferredCourses > 0 ? { transferredCourses, transferredTo: input.transferCoursesTo } : {}),
      },
    });
    return { message: MESSAGES.userDeleted, transferredCourses };
  });
  await foldEnrollmentCounts(deps.db);
  return deleted;
}
