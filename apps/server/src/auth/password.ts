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
