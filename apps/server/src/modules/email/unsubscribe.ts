// The one-click unsubscribe of an e-mail (RFC 8058), with no session: the signed link is the proof
// (unsubscribe-token.ts). Reading a link (GET, as the web page and any mail scanner do) changes
// nothing; the POST turns off the one toggle the link names, and only it, as often as it is sent.
import { eq } from 'drizzle-orm';
import {
  MESSAGES,
  NOTIFICATION_PREFERENCE_DEFAULTS,
  PREFERENCE_LABELS,
  unsubscribedMessage,
  type UnsubscribeInfo,
  type UnsubscribeQuery,
  type UnsubscribeResult,
} from '@app/core';
import { notificationPreferences } from '../../db/schema.js';
import type { Deps } from '../../deps.js';
import { badRequest, isForeignKeyViolation } from '../../lib/errors.js';
import { turnOff } from '../notifications/preferences.js';
import { checkUnsubscribe, unsubscribeKey } from './unsubscribe-token.js';

async function check(deps: Pick<Deps, 'db' | 'clock'>, q: UnsubscribeQuery) {
  return checkUnsubscribe(await unsubscribeKey(deps.db), { userId: q.u, preference: q.p }, q.t, deps.clock());
}

const refusal = (status: 'expired' | 'invalid') => (status === 'expired' ? MESSAGES.unsubscribeExpired : MESSAGES.unsubscribeInvalid);

/** What the link would do, for the page that asks before doing it. */
export async function describeUnsubscribe(deps: Pick<Deps, 'db' | 'clock'>, q: UnsubscribeQuery): Promise<UnsubscribeInfo> {
  const status = await check(deps, q);
  const label = PREFERENCE_LABELS[q.p];
  if (status !== 'valid') return { status, preference: q.p, label, enabled: null, message: refusal(status) };
  const [row] = await deps.db
    .select({ on: notificationPreferences[q.p] })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, q.u));
  return { status, preference: q.p, label, enabled: row ? row.on : NOTIFICATION_PREFERENCE_DEFAULTS[q.p], message: null };
}

/** Turns the link's toggle off (already off: nothing changes but the answer is the same). A bad link is a 400, changing nothing. */
export async function unsubscribe(deps: Pick<Deps, 'db' | 'clock'>, q: UnsubscribeQuery): Promise<UnsubscribeResult> {
  const status = await check(deps, q);
  if (status !== 'valid') throw badRequest(refusal(status));
  try {
    await turnOff(deps.db, q.u, q.p, deps.clock());
  } catch (err) {
    // A link of an account deleted since: nobody to unsubscribe.
    if (isForeignKeyViolation(err)) throw badRequest(MESSAGES.unsubscribeInvalid);
    throw err;
  }
  const label = PREFERENCE_LABELS[q.p];
  return { preference: q.p, label, message: unsubscribedMessage(label) };
}
