// The frame of every change an admin makes to accounts (create, role, password, delete): one
// transaction that locks the admins' rows first (queries.ts, lockAdmins) and reads the actor's role
// as it is now, so that the policy judges the admin as they are, not as their session said a
// moment ago (another admin may have demoted them meanwhile).
import type { Actor } from '@app/core';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { conflict } from '../../lib/errors.js';
import type { RequestActor } from '../../auth/user.js';
import { lockAdmins } from './queries.js';

export interface AccountChange {
  tx: Tx;
  /** The acting admin as the database has them now (null once deleted). */
  me: Actor;
  /** Admins now, counted under their locks. */
  adminCount: number;
}

export function changeAccounts<T>(db: Db, actor: RequestActor, fn: (change: AccountChange) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    const [me] = await tx.select({ id: users.id, role: users.role }).from(users).where(eq(users.id, actor.id));
    return fn({ tx, me: me ?? null, adminCount: admins.length });
  });
}

/** A rule's refusal (core rules/accounts.ts) as the 409 it is. */
export function refuse(refusal: string | null) {
  if (refusal) throw conflict(refusal);
}

/** How the audit log names an account. */
export const accountLabel = (u: { staffId: string; fullName: string }) => `${u.fullName} (${u.staffId})`;
