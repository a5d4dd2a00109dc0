import { describe, expect, it } from 'vitest';
import { newPassword } from '@app/core';
import { generateInitialPassword, READABLE_ALPHABET } from './initial-password.js';

describe('generateInitialPassword', () => {
  it('is long, readable and accepted as a new password', () => {
    const password = generateInitialPassword();
    expect(password).toMatch(/^[a-zA-Z2-9]{4}(-[a-zA-Z2-9]{4}){3}$/);
    expect(password.replaceAll('-', '')).not.toMatch(/[0O1lIio]/);
    expect(password.length).toBeGreaterThanOrEqual(12);
    expect(newPassword.safeParse(password).success).toBe(true);
  });

  it('draws a new password each time, from the whole alphabet', () => {
    const drawn = Array.from({ length: 400 }, generateInitialPassword);
    expect(new Set(drawn).size).toBe(drawn.length);
    const used = new Set(drawn.join('').replaceAll('-', ''));
    expect([...READABLE_ALPHABET].every((c) => used.has(c))).toBe(true);
  });
});
