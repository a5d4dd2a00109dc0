// Create User (spec section 5): the account gets a random password, shown to the admin once in this
// answer and stored only as its hash, and must choose its own at the first sign-in
// (PRODUCT-DECISIONS, "Identity"). Staff IDs are unique in any letter case.
import { MESSAGES, type CreatedUserResponse, type CreateUserInput } from '@app/core';
import type { Deps } from '../../deps.js';
import { roleAssignments, users } from '../../db/schema.js';
import { generateInitialPassword } from '../../auth/initial-password.js';
import { hashPassword } from '../../auth/password.js';
import { conflict, isUniqueViolation } from '../../lib/errors.js';
import { authorizeUser } from '../../authorization/user.js';
import type { RequestActor } from '../../auth/user.js';
import { recordAdminChange } from '../audit/admin-change.js';
import { accountLabel, changeAccounts } from './change.js';
import { presentAdminUser } from './presenter.js';
import { adminUser } from './queries.js';

export async function createUser(deps: Pick<Deps, 'db'>, actor: RequestActor, input: CreateUserInput): Promise<CreatedUserResponse> {
  // Hashed before the transaction: argon2 takes tens of milliseconds, which the locks need not wait for.
  const initialPassword = generateInitialPassword();
  const passwordHash = await hashPassword(initialPassword);
  try {
    return await changeAccounts(deps.db, actor, async ({ tx, me }) => {
      authorizeUser(me, 'create', null);
      const fields = { staffId: input.staffId, fullName: input.fullName, role: input.role, specialization: input.specialization ?? null };
      const [row] = await tx
        .insert(users)
        .values({ ...fields, passwordHash, mustChangePassword: true })
        .returning({ id: users.id });
      await tx.insert(roleAssignments).values({ userId: row!.id, role: input.role, createdBy: actor.id });
      await recordAdminChange(tx, actor, row!.id, {
        action: 'user.created',
        entityType: 'user',
        entityId: row!.id,
        entityLabel: accountLabel(fields),
        after: { ...fields, mustChangePassword: true },
      });
      const user = await adminUser(tx, row!.id);
      return { message: MESSAGES.userCreated, user: presentAdminUser(user!), initialPassword };
    });
  } catch (err) {
    if (isUniqueViolation(err, 'users_staff_id_lower_key')) throw conflict(MESSAGES.staffIdTaken);
    throw err;
  }
}
