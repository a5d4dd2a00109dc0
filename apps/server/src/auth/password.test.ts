// The initial password of an imported account (no hash: its staff ID) costs the same argon2 work as
// any other account's check, so the answer's timing does not tell the two kinds apart. Counted,
// not timed: one verification per check, whichever the account.
import * as argon2 from '@node-rs/argon2';
import { describe, expect, it, vi } from 'vitest';
import { checkAccountPassword, hashPassword } from './password.js';

vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof argon2>();
  return { ...real, verify: vi.fn(real.verify) };
});

describe('checkAccountPassword', () => {
  it('spends one argon2 verification on an account without a hash, as on one with a hash', async () => {
    const hashed = { passwordHash: await hashPassword('a password of mine'), staffId: 'HASHED-1', mustChangePassword: false };
    const imported = { passwordHash: null, staffId: 'SMHQ-S01', mustChangePassword: true };
    // Made by the directory: no password here, not even its Staff ID.
    const fromDirectory = { passwordHash: null, staffId: 'DIR-1', mustChangePassword: false };
    const verify = vi.mocked(argon2.verify);

    for (const [account, password, expected] of [
      [hashed, 'a password of mine', true],
      [hashed, 'HASHED-1', false],
      [imported, ' smhq-s01 ', true],
      [imported, 'SMHQ-S02', false],
      [fromDirectory, 'DIR-1', false],
      [fromDirectory, '', false],
    ] as const) {
      verify.mockClear();
      expect(await checkAccountPassword(account, password)).toBe(expected);
      expect(verify).toHaveBeenCalledTimes(1);
    }
  });
});
