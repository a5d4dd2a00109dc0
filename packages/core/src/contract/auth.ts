import { z } from 'zod';
import { DIRECTORIES, ROLES, SIGN_UP_ROLES } from '../enums.js';
import { MESSAGES } from './errors.js';
import { fullName, newPassword, staffId, textInput } from './fields.js';

export const signUpInput = z.strictObject({
  fullName,
  staffId,
  password: newPassword,
  role: z.enum(SIGN_UP_ROLES, { error: 'Role must be Student or Instructor' }),
});
export type SignUpInput = z.infer<typeof signUpInput>;

export const signInInput = z.strictObject({
  staffId: textInput('Staff ID', 'Staff ID is required').trim().min(1, 'Staff ID is required').max(50, MESSAGES.invalidCredentials),
  password: textInput('Password', 'Password is required').min(1, 'Password is required').max(200, MESSAGES.invalidCredentials),
});
export type SignInInput = z.infer<typeof signInInput>;

export const changePasswordInput = z
  .strictObject({
    currentPassword: textInput('Current password', 'Current password is required').min(1, 'Current password is required').max(200),
    newPassword,
    confirmPassword: textInput('Confirm password', 'Please confirm the new password'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: MESSAGES.passwordsDontMatch, path: ['confirmPassword'] });
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

/** The signed-in user as every client sees themself. Never carries the password hash. */
export const sessionUser = z.object({
  id: z.uuid(),
  staffId: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  role: z.enum(ROLES),
  isInstructor: z.boolean(),
  avatarUrl: z.string().nullable(),
  bio: z.string().nullable(),
  specialization: z.string().nullable(),
  mustChangePassword: z.boolean(),
  /** The directory that keeps the account (its password is changed there when it has no local one); null: a local account. */
  directory: z.enum(DIRECTORIES).nullable(),
  /** Whether the account has a password of its own here (a directory account made at its first sign-in has none). */
  hasLocalPassword: z.boolean(),
  createdAt: z.string(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const sessionResponse = z.object({
  user: sessionUser.nullable(),
  /**
   * No user, and the request carried a session cookie that no longer names a live session (it
   * expired, or a password change or an admin ended it): the session really expired. False for a
   * visitor who sent none (never signed in, or signed out: sign-out clears the cookie).
   */
  expired: z.boolean(),
});
export type SessionResponse = z.infer<typeof sessionResponse>;

export const signInResponse = z.object({ user: sessionUser, message: z.string() });
export const messageResponse = z.object({ message: z.string() });

/** How people sign in here: what the sign-in page offers and System Settings reports (docs/auth.md, "Directory sign-in"). */
export const signInMethodsResponse = z.object({
  /** The Staff ID and password form: local passwords, the LDAP directory, or both. */
  passwordForm: z.boolean(),
  /** Local passwords for everyone (false: only the break-glass admins, or none). */
  localPasswords: z.boolean(),
  ldap: z.boolean(),
  /** "Sign in with {label}" when an OpenID provider is set up. */
  oidc: z.object({ label: z.string() }).nullable(),
  signUp: z.boolean(),
});
export type SignInMethodsResponse = z.infer<typeof signInMethodsResponse>;

/** Why a sign-in through the OpenID provider came back without a session: the callback's `?sso=` on /auth. */
export const OIDC_FAILURES = {
  state: MESSAGES.oidcStateInvalid,
  denied: MESSAGES.oidcDenied,
  failed: MESSAGES.oidcFailed,
  'no-staff-id': MESSAGES.oidcNoStaffId,
  taken: MESSAGES.directoryAccountTaken,
  unavailable: MESSAGES.oidcUnavailable,
} as const;
export type OidcFailure = keyof typeof OIDC_FAILURES;

/** Signed out; `logoutUrl`: the OpenID provider's own sign-out, where the browser goes next to end that session too. */
export const signOutResponse = z.object({ message: z.string(), logoutUrl: z.string().nullable() });
export type SignOutResponse = z.infer<typeof signOutResponse>;
