import { canUser, lastAdminRefusal, userRefusal, type Actor, type AdminUserRow } from '@app/core';

/**
 * Why an admin cannot change this user's role (empty when they can): the policy's refusal (their
 * own role) and the last-admin rule (core rules/accounts.ts), as the server would refuse them.
 */
export function roleLockReasons(me: Actor, user: AdminUserRow, adminCount: number): string[] {
  return [userRefusal(me, 'change-role', user), lastAdminRefusal(user, 'student', adminCount)].filter((r) => r !== null);
}

/** Whether the actor administers accounts at all (creates, changes, deletes): admins; subadmins read only. */
export const administersAccounts = (me: Actor): boolean => canUser(me, 'create', null);
