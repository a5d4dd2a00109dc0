import { eq, sql } from 'drizzle-orm';
import { MESSAGES, type ChangePasswordInput, type SignInInput, type SignUpInput } from '@app/core';
import type { Db, Tx } from '../../db/client.js';
import { roleAssignments, users } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { checkAccountPassword, hashPassword, spendVerifyTime } from '../../auth/password.js';
import { createSession, revokeUserSessions, type SessionTimes } from '../../auth/sessions.js';
import {
  badRequest,
  conflict,
  forbidden,
  invalidCredentials,
  isUniqueViolation,
  serviceUnavailable,
  tooManyRequests,
} from '../../lib/errors.js';
import { sessionUserColumns, type AuthUser } from '../../auth/user.js';
import { DirectoryUnavailableError, type LdapDirectory, type LdapResult } from '../../auth/directory/ldap.js';
import type { SignInConfig } from '../../config-sign-in.js';
import { signInDirectoryPerson } from '../directory/accounts.js';
import { allowSignUp, beginPasswordCheck, beginSignIn, type SignInLimits } from './limits.js';

export type AuthDeps = Pick<Deps, 'db' | 'clock' | 'jobs' | 'mail'> & {
  /** Waits; tests record the waits instead. */
  sleep: (ms: number) => Promise<void>;
  adminStaffIds: string[];
  sessionTimes: SessionTimes;
  signInLimits: SignInLimits;
  signUpMaxPerIpPerHour: number;
  methods: SignInConfig;
  /** The LDAP directory the Staff ID form asks first, when one is set up. */
  ldap: LdapDirectory | null;
  log: { warn(obj: object, msg: string): void };
};

export async function signUp(deps: AuthDeps, input: SignUpInput, meta: { ip: string }): Promise<void> {
  if (!deps.methods.signUp) throw forbidden(MESSAGES.signUpOff);
  // Every attempt counts, a refused one too: the limit also bounds probing for taken staff IDs.
  if (!(await allowSignUp(deps.db, meta.ip, deps.clock(), deps.signUpMaxPerIpPerHour))) throw tooManyRequests(MESSAGES.tooManySignUps);
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
  const now = deps.clock();
  const attempt = await beginSignIn(deps.db, input.staffId, meta.ip, now, deps.signInLimits);
  if (attempt.staffIdLocked) throw tooManyRequests(MESSAGES.tooManySignIns);
  // Past the per-address limit every attempt from the address waits before its check, right or
  // wrong, known staff ID or not: each guess costs time, and the answer's timing tells nothing.
  if (attempt.addressSlowed) await deps.sleep(deps.signInLimits.slowDownMs);

  // Read once, and only where the directory does not settle it: a directory sign-in never needs it.
  let read: ReturnType<typeof readAccount> | undefined;
  const account = () => (read ??= readAccount(deps, input.staffId));
  let row: Awaited<ReturnType<typeof readAccount>> | null = null;

  if (deps.ldap) {
    const answer = await askDirectory(deps.ldap, input, account);
    if (answer.kind !== 'ok') row = 'account' in answer ? answer.account : await account();
    if (answer.kind === 'ok') {
      const { user, session } = await signInDirectoryPerson(
        { ...deps, roleMap: deps.methods.ldap!.roleMap },
        { directory: 'ldap', ...answer.person },
        meta,
      );
      await attempt.succeeded();
      return { user, session };
    }
    // The directory knows this Staff ID and refused the password, or an account it made lost its entry.
    if (answer.kind === 'wrong-password' || row?.directory === 'ldap') {
      await attempt.failed();
      if (attempt.addressSlowed) throw tooManyRequests(MESSAGES.signInSlowedDown);
      throw invalidCredentials();
    }
  }
  const local = row ?? (await account());
  // Local passwords off: only the break-glass admins use theirs (the list decides, so the answer
  // tells nothing of which accounts exist).
  if (!deps.methods.local && !deps.methods.breakGlassStaffIds.includes(input.staffId.toLowerCase()))
    throw forbidden(MESSAGES.localSignInOff);
  const allowed = local && (deps.methods.local || local.role === 'admin');
  const ok = allowed ? await checkAccountPassword(local, input.password) : (await spendVerifyTime(input.password), false);
  if (!local || !ok) {
    await attempt.failed();
    if (attempt.addressSlowed) throw tooManyRequests(MESSAGES.signInSlowedDown);
    throw invalidCredentials();
  }
  // The password may have changed (and every session been revoked) during the slow check above.
  const session = await withPasswordHash(deps.db, local.id, local.passwordHash, 'share', (tx) =>
    createSession(tx, local.id, now, deps.sessionTimes, meta),
  );
  if (!session) throw invalidCredentials();
  await attempt.succeeded();
  const { passwordHash: _hash, ...user } = local;
  return { user, session };
}

export async function changePassword(deps: AuthDeps, user: AuthUser, input: ChangePasswordInput, meta: { ip: string; userAgent?: string }) {
  const now = deps.clock();
  const check = await beginPasswordCheck(deps.db, user.id, now, deps.signInLimits);
  if (check.locked) throw tooManyRequests(MESSAGES.tooManyPasswordAttempts);
  const [row] = await deps.db
    .select({ passwordHash: users.passwordHash, staffId: users.staffId, mustChangePassword: users.mustChangePassword })
    .from(users)
    .where(eq(users.id, user.id));
  if (row && row.passwordHash === null && !row.mustChangePassword) throw badRequest(MESSAGES.passwordKeptByDirectory);
  if (!row || !(await checkAccountPassword(row, input.currentPassword))) throw badRequest(MESSAGES.currentPasswordWrong);
  await check.succeeded();
  if (await checkAccountPassword(row, input.newPassword)) throw badRequest(MESSAGES.passwordSameAsOld);
  const passwordHash = await hashPassword(input.newPassword);
  // Every other device is signed out; this one gets a fresh session. Under the row's lock, and only
  // if the password is still the one checked: of two concurrent changes, the second is refused.
  const session = await withPasswordHash(deps.db, user.id, row.passwordHash, 'update', async (tx) => {
    await tx.update(users).set({ passwordHash, mustChangePassword: false, updatedAt: now }).where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id);
    return createSession(tx, user.id, now, deps.sessionTimes, meta);
  });
  if (!session) throw badRequest(MESSAGES.currentPasswordWrong);
  return session;
}

/**
 * The LDAP directory's answer for a Staff ID form. Down, it is asked no more: local accounts
 * (local admins first of all) sign in with their own password; anyone else is told to come back.
 */
const readAccount = (deps: Pick<AuthDeps, 'db'>, staffId: string) =>
  deps.db
    .select({ ...sessionUserColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.staffId})`, staffId.toLowerCase()))
    .limit(1)
    .then((rows) => rows[0]);

async function askDirectory<A extends { directory: string | null; hasLocalPassword: boolean }>(
  ldap: LdapDirectory,
  input: SignInInput,
  account: () => Promise<A | undefined>,
): Promise<LdapResult | { kind: 'not-found'; account: A }> {
  try {
    return await ldap.authenticate(input.staffId, input.password);
  } catch (err) {
    if (!(err instanceof DirectoryUnavailableError)) throw err;
    const row = await account();
    if (row && row.directory === null && row.hasLocalPassword) return { kind: 'not-found', account: row };
    throw serviceUnavailable(MESSAGES.directoryUnavailable);
  }
}

/**
 * Runs `fn` in a transaction holding the user's row lock, if the stored password hash is still
 * `checked` (else null). Whatever changes a password or revokes sessions updates the row first, so
 * a sign-in either commits its session before that change (and has it revoked) or waits for it
 * and sees the new hash.
 */
function withPasswordHash<T>(db: Db, userId: string, checked: string | null, lock: 'share' | 'update', fn: (tx: Tx) => Promise<T>) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).for(lock);
    return current !== undefined && current.passwordHash === checked ? fn(tx) : null;
  });
}
