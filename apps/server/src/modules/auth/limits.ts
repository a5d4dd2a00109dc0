// The limits of sign-in, password change and sign-up (docs/auth.md, "Throttling"), on the
// shared counter store. A staff ID's attempts are counted before the slow password check and
// forgiven when one succeeds: parallel guesses at one account each get their own count, so none
// slips under its limit. An address counts only its failed checks: the right passwords of many
// people behind one address (a campus NAT) never count against it, however many are in flight.
import type { Db, DbOrTx } from '../../db/client.js';
import { addHit, clearHits, hitAndCount, type Counts } from '../../auth/throttle.js';

export interface SignInLimits {
  maxFailuresPerId: number;
  maxFailuresPerIp: number;
  windowMs: number;
  /** Past the per-address limit, how long each attempt from that address waits before its check. */
  slowDownMs: number;
}

const HOUR_MS = 3600_000;
const keys = {
  staffId: (staffId: string) => `sign-in:id:${staffId.toLowerCase()}`,
  address: (ip: string) => `sign-in:ip:${ip}`,
  password: (userId: string) => `password:user:${userId}`,
  signUp: (ip: string) => `sign-up:ip:${ip}`,
};
const hitsOf = (counts: Counts, key: string) => counts.get(key) ?? 0;

export interface SignInAttempt {
  /** The staff ID has failed too often: refused, right password or not. */
  staffIdLocked: boolean;
  /** The address has failed too often: slowed down, and a wrong password is a 429. */
  addressSlowed: boolean;
  succeeded(): Promise<unknown>;
  /** The check failed: it counts against the address (the staff ID's hit is already counted). */
  failed(): Promise<unknown>;
}

/** One statement: the staff ID's hit, and the address's failures so far. */
export async function beginSignIn(db: Db, staffId: string, ip: string, now: Date, limits: SignInLimits): Promise<SignInAttempt> {
  const id = keys.staffId(staffId);
  const address = keys.address(ip);
  const counts = await hitAndCount(db, id, address, now, limits.windowMs);
  return {
    staffIdLocked: hitsOf(counts, id) > limits.maxFailuresPerId,
    addressSlowed: hitsOf(counts, address) >= limits.maxFailuresPerIp,
    // A success clears its staff ID's failures; the address never counted it.
    succeeded: () => clearHits(db, [id]),
    failed: () => addHit(db, [address], now, limits.windowMs),
  };
}

export interface PasswordCheck {
  locked: boolean;
  succeeded(): Promise<unknown>;
}

/** Wrong current passwords per account, with the sign-in's per-staff-ID limit and window. */
export async function beginPasswordCheck(db: Db, userId: string, now: Date, limits: SignInLimits): Promise<PasswordCheck> {
  const key = keys.password(userId);
  const counts = await addHit(db, [key], now, limits.windowMs);
  return { locked: hitsOf(counts, key) > limits.maxFailuresPerId, succeeded: () => clearHits(db, [key]) };
}

/** Counts a sign-up attempt from the address; false past the hourly limit. */
export async function allowSignUp(db: Db, ip: string, now: Date, maxPerHour: number): Promise<boolean> {
  const key = keys.signUp(ip);
  return hitsOf(await addHit(db, [key], now, HOUR_MS), key) <= maxPerHour;
}

/** Forgets an account's failed sign-ins and wrong current passwords: an admin has just reset its password. */
export const forgetPasswordFailures = (db: DbOrTx, account: { id: string; staffId: string }) =>
  clearHits(db, [keys.staffId(account.staffId), keys.password(account.id)]);
