import { describe, expect, it } from 'vitest';
import { changePasswordInput, signInInput, signUpInput } from './auth.js';
import { MESSAGES } from './errors.js';
import { profileUpdateInput } from './profile.js';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('signUpInput', () => {
  const valid = { fullName: ' Ada ', staffId: ' STU-9 ', password: 'password9', role: 'student' };
  it('trims name and staff ID but never the password', () => {
    expect(signUpInput.parse({ ...valid, password: ' spaced pw ' })).toEqual({
      fullName: 'Ada',
      staffId: 'STU-9',
      password: ' spaced pw ',
      role: 'student',
    });
  });
  it.each(['admin', 'subadmin', 'Student', ''])('refuses role %j', (role) => {
    expect(firstMessage(signUpInput.safeParse({ ...valid, role }))).toBe('Role must be Student or Instructor');
  });
  it('refuses passwords under 8 characters with the product message', () => {
    expect(firstMessage(signUpInput.safeParse({ ...valid, password: '1234567' }))).toBe(MESSAGES.passwordTooShort);
    expect(signUpInput.safeParse({ ...valid, password: '12345678' }).success).toBe(true);
  });
  it('refuses a password of spaces alone, however long', () => {
    expect(firstMessage(signUpInput.safeParse({ ...valid, password: ' '.repeat(12) }))).toBe('Password cannot be only spaces.');
    expect(firstMessage(signUpInput.safeParse({ ...valid, password: '\t'.repeat(9) }))).toBe('Password cannot be only spaces.');
  });
  it('refuses extra fields', () => {
    expect(signUpInput.safeParse({ ...valid, isInstructor: true }).success).toBe(false);
  });
  it('bounds the name at 120 characters', () => {
    expect(signUpInput.safeParse({ ...valid, fullName: 'n'.repeat(120) }).success).toBe(true);
    expect(firstMessage(signUpInput.safeParse({ ...valid, fullName: 'n'.repeat(121) }))).toBe('Full Name must be at most 120 characters');
  });
});

describe('signInInput', () => {
  it('needs both fields', () => {
    expect(firstMessage(signInInput.safeParse({ staffId: ' ', password: 'x' }))).toBe('Staff ID is required');
    expect(firstMessage(signInInput.safeParse({ staffId: 'A', password: '' }))).toBe('Password is required');
  });
});

describe('changePasswordInput', () => {
  it("says when the passwords don't match", () => {
    const r = changePasswordInput.safeParse({
      currentPassword: 'old-password',
      newPassword: 'new-password',
      confirmPassword: 'new-passw0rd',
    });
    expect(firstMessage(r)).toBe("New passwords don't match.");
  });
});

describe('profileUpdateInput', () => {
  it.each(['https://cdn.example.com/a.png', 'http://x.io/a', '/api/files/0b7e8a3c-1234-4abc-8def-0123456789ab', ''])(
    'accepts avatar %j',
    (avatarUrl) => {
      expect(profileUpdateInput.safeParse({ avatarUrl }).success).toBe(true);
    },
  );
  it.each(['javascript:alert(1)', 'data:image/svg+xml,<svg/>', '//evil.example/a.png', 'ftp://x/a'])('refuses avatar %j', (avatarUrl) => {
    expect(profileUpdateInput.safeParse({ avatarUrl }).success).toBe(false);
  });
  it('turns a blank bio into null and refuses an empty update', () => {
    expect(profileUpdateInput.parse({ bio: '   ' })).toEqual({ bio: null });
    expect(firstMessage(profileUpdateInput.safeParse({}))).toBe('Nothing to update');
  });
});
