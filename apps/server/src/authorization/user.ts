// User accounts on the server: the core policy's answers as the errors users see.
import { canUser, MESSAGES, userRefusal, type Actor, type UserAction, type UserRecord } from '@app/core';
import { badRequest, forbidden } from '../lib/errors.js';

export function authorizeUser(actor: Actor, action: UserAction, target: UserRecord | null) {
  const refusal = userRefusal(actor, action, target);
  if (refusal) throw forbidden(refusal);
}

/** A profile change: the actor's own, and a specialization only from an instructor (their form is the only one with it). */
export function authorizeProfileChange(actor: Actor, target: UserRecord, change: { specialization?: unknown }) {
  authorizeUser(actor, 'update-profile', target);
  if (change.specialization !== undefined && !canUser(actor, 'set-specialization', target))
    throw badRequest(MESSAGES.specializationInstructorsOnly);
}
