import { createHash, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 passes): OWASP's recommended minimum.
export const hashPassword = (password: string): Promise<string> => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Verifies against a throwaway hash so that an unknown staff ID takes as long to refuse
 * as a wrong password: response time must not reveal which staff IDs exist.
 */
export async function spendVerifyTime(password: string): Promise<void> {
  dummyHash ??= hash('not-a-real-password-' + Math.random());
  await verifyPassword(await dummyHash, password);
}

const digest = (v: string) => createHash('sha256').update(v.trim().toLowerCase()).digest();

/**
 * Checks a password against an account. An account without a hash is an imported one that has
 * not signed in yet: its initial password is its staff ID, compared as staff IDs are (trimmed,
 * case-insensitive), after the same argon2 work a hashed account costs, so that the answer's timing
 * does not tell the two apart (docs/bulk-import.md, "The initial password").
 */
export async function checkAccountPassword(
  account: { passwordHash: string | null; staffId: string; mustChangePassword: boolean },
  password: string,
) {
  if (account.passwordHash !== null) return verifyPassword(account.passwordHash, password);
  await spendVerifyTime(password);
  // No hash and no first sign-in due: an account the directory made, with no password here at all.
  if (!account.mustChangePassword) return false;
  return timingSafeEqual(digest(account.staffId), digest(password));
}
