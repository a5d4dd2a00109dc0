// Which area a signed-in user calls home: `/` opens it, and the header and user menu link to it.
// The widest area they may enter wins, so an admin (who may also teach) lands in the admin area.
import { canEnterArea, type Actor, type AREA_ABILITY } from './abilities.js';

export type Area = keyof typeof AREA_ABILITY;

/** The actor's home area, or null for a learner (and a visitor): their home is the learner dashboard. */
export function homeArea(actor: Actor): Area | null {
  if (canEnterArea(actor, 'admin')) return 'admin';
  if (canEnterArea(actor, 'instructor')) return 'instructor';
  if (canEnterArea(actor, 'platform')) return 'platform';
  return null;
}
