import { eq, sql } from 'drizzle-orm';
import { MESSAGES, type ChangePasswordInput, type SignInInput, type SignUpInput } from '@app/core';
import type { Db } from '../../db/client.js';
import { roleAssignments, users } from '../../db/schema.js';
import { hashPassword, spendVerifyTime, verifyPassword } from '../../auth/password.js';
import { createSession, revokeUserSessions, sessionUserColumns, type SessionTimes } from '../../auth/sessions.js';
import { clearFailures, isThrottled, recordFailure, type ThrottleLimits } from '../../auth/throttle.js';
import { badRequest, conflict, HttpError, isUniqueViolation, tooManyRequests } from '../../lib/errors.js';
import type { AuthUser } from '../../auth/user.js';

export interface AuthDeps {
  db: Db;
  now: () => Date;
  adminStaffIds: string[];
  sessionTimes: SessionTimes;
  throttle: ThrottleLimits;
}

export async function signUp(deps: AuthDeps, input: SignUpInput): Promise<void> {
  // The designated admin staff IDs (ADMIN_STAFF_IDS) become admins on sign-up.
  const role = deps.adminStaffIds.includes(input.staffId.toLowerCase()) ? 'admin' : input.role;
  const passwordHash = await hashPassword(input.password);
  try {
    await deps.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ staffId: input.staffId, fullName: input.fullName, role, passwordHash })
        .returning({ id: users.id });
      await tx.insert(roleAssignments).values({ userId: user!.id, role, createdBy: user!.id });
    });
  } catch (err) {
    if (isUniqueViolation(err, 'users_staff_id_lower_key')) throw conflict(MESSAGES.staffIdTaken);
    throw err;
  }
}

export async function signIn(deps: AuthDeps, input: SignInInput, meta: { ip: string; userAgent?: string }) {
  const now = deps.now();
  if (await isThrottled(deps.db, input.staffId, meta.ip, now, deps.throttle)) throw tooManyRequests(MESSAGES.tooManySignIns);

  const [row] = await deps.db
    .select({ ...sessionUserColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.staffId})`, input.staffId.toLowerCase()))
    .limit(1);
  const ok = row ? await verifyPassword(row.passwordHash, input.password) : (await spendVerifyTime(input.password), false);
  if (!row || !ok) {
    await recordFailure(deps.db, input.staffId, meta.ip, now, deps.throttle.windowMs);
    throw new HttpError(401, 'UNAUTHENTICATED', MESSAGES.invalidCredentials);
  }
  await clearFailures(deps.db, input.staffId);
  const session = await createSession(deps.db, row.id, now, deps.sessionTimes, meta);
  const { passwordHash: _hash, ...user } = row;
  return { user, session };
}

export async function changePassword(deps: AuthDeps, user: AuthUser, input: ChangePasswordInput, meta: { ip: string; userAgent?: string }) {
  const [row] = await deps.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  if (!row || !(await verifyPassword(row.passwordHash, input.currentPassword))) throw badRequest(MESSAGES.currentPasswordWrong);
  if (await verifyPassword(row.passwordHash, input.newPassword)) throw badRequest(MESSAGES.passwordSameAsOld);
  const passwordHash = await hashPassword(input.newPassword);
  const now = deps.now();
  // Every other device is signed out; this one gets a fresh session.
  return deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, mustChangePassword: false, updatedAt: now }).where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id);
    return createSession(tx, user.id, now, deps.sessionTimes, meta);
  });
}
