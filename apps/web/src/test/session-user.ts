// A signed-in user as the session endpoint gives it, for the web app's tests: a student unless
// `overrides` say otherwise (isInstructor follows the role, as the server's presenter makes it).
import type { SessionResponse, SessionUser } from '@app/core';

export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  const role = overrides.role ?? 'student';
  return {
    id: '00000000-0000-4000-8000-000000000900',
    staffId: 'STU-001',
    fullName: 'Ada Learner',
    email: null,
    role,
    isInstructor: role === 'instructor',
    avatarUrl: null,
    bio: null,
    specialization: null,
    mustChangePassword: false,
    directory: null,
    hasLocalPassword: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The session endpoint's answer for that user. */
export const signedInSession = (overrides: Partial<SessionUser> = {}): SessionResponse => ({
  expired: false,
  user: sessionUser(overrides),
});
