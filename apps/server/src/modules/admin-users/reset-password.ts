// 'Reset password' (PRODUCT-DECISIONS, "What the spec leaves unshown"): a new random password shown
// once, a change forced at the next sign-in, every session ended. The row is updated first, under
// its lock, so a sign-in racing the reset either committed its session before (and loses it here)
// or waits and finds the new hash (auth/service.ts, withPasswordHash). Failed sign-ins counted
// against the account are forgiven: the person locked out is usually why the reset was asked for.
import { MESSAGES, type PasswordResetResponse } from '@app/core';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps.js';
import { users } from '../../db/schema.js';
import { generateInitialPassword } from '../../auth/initial-password.js';
import { hashPassword } from '../../auth/password.js';
import { revokeUserSessions } from '../../auth/sessions.js';
import { notFound } from '../../lib/errors.js';
import { authorizeUser } from '../../authorization/user.js';
import type { RequestActor } from '../../auth/user.js';
import { recordAdminChange } from '../audit/admin-change.js';
import { forgetPasswordFailures } from '../auth/limits.js';
import { accountLabel, changeAccounts } from './change.js';
import { presentAdminUser } from './presenter.js';
import { lockedUser } from './queries.js';

export async function resetPassword(deps: Pick<Deps, 'db' | 'clock'>, actor: RequestActor, userId: string): Promise<PasswordResetResponse> {
  const now = deps.clock();
  const temporaryPassword = generateInitialPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  return changeAccounts(deps.db, actor, async ({ tx, me }) => {
    const target = await lockedUser(tx, userId);
    if (!target) throw notFound(MESSAGES.userNotFound);
    authorizeUser(me, 'reset-password', target);
    await tx.update(users).set({ passwordHash, mustChangePassword: true, updatedAt: now }).where(eq(users.id, userId));
    await revokeUserSessions(tx, userId);
    await forgetPasswordFailures(tx, target);
    await recordAdminChange(tx, actor, target.id, {
      action: 'user.password_reset',
      entityType: 'user',
      entityId: userId,
      entityLabel: accountLabel(target),
      before: { mustChangePassword: target.mustChangePassword },
      after: { mustChangePassword: true },
    });
    return { message: MESSAGES.userPasswordReset, user: presentAdminUser({ ...target, mustChangePassword: true }), temporaryPassword };
  });
}
