// Reusable field schemas: one definition of each input rule, shared by server routes and forms.
import { z } from 'zod';
import { MESSAGES } from './errors.js';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

export const notAllowedCharacterMessage = (label: string) => `${label} contains a character that is not allowed`;

/**
 * Characters no text may hold, whoever sends it: NUL (PostgreSQL cannot store it in text: the
 * query would fail as a server error, and no keyboard types it) and a lone UTF-16 surrogate (half of
 * a character: JSON can spell it as `\ud800`, but it is no character at all, and PostgreSQL refuses
 * its escape in jsonb, where the audit log keeps what changed). With the `u` flag a well-formed pair
 * is one code point, so `\p{Cs}` matches only a half on its own.
 */
const LONE_SURROGATE = /\p{Cs}/u;
export const hasNotAllowedCharacter = (v: string): boolean => v.includes('\u0000') || LONE_SURROGATE.test(v);

/** Every text the API accepts starts here: a string without a character of `hasNotAllowedCharacter`. */
export const textInput = (label: string, typeError = `${label} must be text`) =>
  z.string({ error: typeError }).refine((v) => !hasNotAllowedCharacter(v), notAllowedCharacterMessage(label));

/** A required text field: trimmed, not blank, bounded. */
export const requiredText = (label: string, max: number) =>
  textInput(label, `${label} is required`).trim().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);

/** An optional text field: trimmed, bounded; blank becomes null. */
export const optionalText = (label: string, max: number) =>
  textInput(label)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((v) => (v === '' ? null : v))
    .nullable();

export const staffId = textInput('Staff ID', 'Staff ID is required')
  .trim()
  .min(1, 'Staff ID is required')
  .max(50, 'Staff ID must be at most 50 characters')
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'Staff ID may contain letters, digits, dots, dashes and underscores');

export const fullName = requiredText('Full Name', 120);

/** A new password: never trimmed (spaces are characters), 8 to 200 characters, not spaces alone. */
export const newPassword = textInput('Password', 'Password is required')
  .min(PASSWORD_MIN, MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters long.`)
  .refine((v) => v.trim() !== '', 'Password cannot be only spaces.');

export const uuid = z.uuid('Not a valid id');
