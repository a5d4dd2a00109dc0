// Changing a user's role (User Management's select, Role Management). Refused: one's own role, the
// last admin's, a role that changed since the admin saw it (409), and leaving teaching with courses
// and nobody named to take them. The change is recorded (role_assignments, audit) and ends the
// user's sessions, in the transaction that updates the row (docs/auth.md, "Password changes
// and racing sign-ins": a racing sign-in waits for the row, then gets a session with the new role).
import {
  lastAdminRefusal,
  MESSAGES,
  roleChangedMeanwhileMessage,
  roleChangeStep,
  type RoleChangeInput,
  type RoleChangeResponse,
} from '@app/core';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { roleAssignments, users } from '../../db/schema.js';
import { revokeUserSessions } from '../../auth/sessions.js';
import { conflict, notFound } from '../../lib/errors.js';
import { authorizeUser } from '../../authorization/user.js';
import type { RequestActor } from '../../auth/user.js';
import { recordAdminChange } from '../audit/admin-change.js';
import { accountLabel, changeAccounts, refuse } from './change.js';
import { handOverIfNeeded } from './handover.js';
import { presentAdminUser } from './presenter.js';
import { adminUser, lockedUser } from './queries.js';

export async function changeRole(
  deps: Pick<Deps, 'db' | 'clock'>,
  actor: RequestActor,
  userId: string,
  input: RoleChangeInput,
): Promise<RoleChangeResponse> {
  const now = deps.clock();
  return changeAccounts(deps.db, actor, async ({ tx, me, adminCount }) => {
    const target = await lockedUser(tx, userId);
    if (!target) throw notFound(MESSAGES.userNotFound);
    authorizeUser(me, 'change-role', target);
    const step = roleChangeStep(target.role, input.expectedRole, input.role);
    if (step === 'stale') throw conflict(roleChangedMeanwhileMessage(target.role));
    if (step === 'unchanged') return { message: MESSAGES.userRoleUpdated, user: presentAdminUser(target), transferredCourses: 0 };
    refuse(lastAdminRefusal(target, input.role, adminCount));

    const transferredCourses = await handOverIfNeeded(tx, actor, target, input.role, input.transferCoursesTo);
    await tx.update(users).set({ role: input.role, updatedAt: now }).where(eq(users.id, userId));
    await tx.insert(roleAssignments).values({ userId, role: input.role, createdBy: actor.id });
    await revokeUserSessions(tx, userId);
    await recordAdminChange(tx, actor, target.id, {
      action: 'user.role_changed',
      entityType: 'user',
      entityId: userId,
      entityLabel: accountLabel(target),
      before: { role: target.role },
      after: { role: input.role, ...(transferredCourses > 0 ? { transferredCourses, transferredTo: input.transferCoursesTo } : {}) },
    });
    const user = await adminUser(tx, userId);
    return { message: MESSAGES.userRoleUpdated, user: presentAdminUser(user!), transferredCourses };
  });
}
