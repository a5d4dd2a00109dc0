// Who may do what to a user account. Admins administer users; subadmins read them; everyone reads
// and edits their own profile. An admin never changes their own role or deletes themself (the
// "last admin" rule is a count, kept by the users service).
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
