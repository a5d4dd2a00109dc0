// The platform as a whole on the server (admin lists, settings, categories, audit log): the core
// policy's canPlatform answer as the refusal users see. Nothing here is per record.
import { canPlatform, type Actor, type PlatformAction } from '@app/core';
import { forbidden } from '../lib/errors.js';

export function authorizePlatform(actor: Actor, action: PlatformAction) {
  if (!canPlatform(actor, action)) throw forbidden();
}
