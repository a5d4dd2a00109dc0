// Who may do what to a user account. Admins administer users; subadmins read them; everyone reads
// and edits their own profile. An admin never changes their own role or deletes themself (the
// "last admin" rule is a count, kept by the users service).
import { MESSAGES } from '../messages.js';
import { can, isInstructorRole, type Actor } from './abilities.js';

export interface UserRecord {
  id: string;
}

export type UserAction =
  | 'read'
  | 'update-profile'
  /** The specialization shown on an instructor's courses: instructors' own profiles only. */
  | 'set-specialization'
  | 'change-role'
  | 'reset-password'
  | 'delete'
  | 'create';

export function canUser(actor: Actor, action: UserAction, target: UserRecord | null): boolean {
  const self = actor != null && target != null && target.id === actor.id;
  switch (action) {
    case 'read':
      return self || can(actor, 'read:platform');
    case 'update-profile':
      return self && can(actor, 'write');
    case 'set-specialization':
      return self && actor != null && isInstructorRole(actor.role);
    case 'create':
      return can(actor, 'administer');
    case 'change-role':
    case 'delete':
      return can(actor, 'administer') && !self;
    case 'reset-password':
      return can(actor, 'administer') && !self;
  }
}

/** What an admin may not do to their own account, as the refusal says it. */
const SELF_REFUSALS: Partial<Record<UserAction, string>> = {
  'change-role': 'You cannot change your own role. Another admin can.',
  delete: 'You cannot delete your own account. Another admin can.',
  'reset-password': 'Change your own password from your profile instead.',
};

/** Why the actor may not do this to the user, or null if they may (the server's 403 message, the screen's explanation). */
export function userRefusal(actor: Actor, action: UserAction, target: UserRecord | null): string | null {
  if (canUser(actor, action, target)) return null;
  const self = actor != null && target != null && target.id === actor.id;
  return (self && can(actor, 'administer') && SELF_REFUSALS[action]) || MESSAGES.forbidden;
}
