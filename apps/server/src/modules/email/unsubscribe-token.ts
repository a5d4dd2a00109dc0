// One-click unsubscribe links (RFC 8058): they work without signing in, so the link itself is the
// proof. Its token is an HMAC-SHA256, with a key of the server's own, of the user, the toggle it
// turns off and when it stops working: changing any of the three (another user's id, another
// toggle, a later expiry) makes it invalid. The key lives in `server_keys` as the streaming links'
// does (streaming/signing.ts), under a name of its own: deleting that row rotates it, and every
// link in every e-mail sent stops working.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { NotificationPreferenceKey } from '@app/core';
import type { Db } from '../../db/client.js';
import { serverKey } from '../../db/server-keys.js';

const KEY_NAME = 'email-unsubscribe';

/** How long a link works: long enough for a message read weeks later, short enough that old mail stops acting. */
export const UNSUBSCRIBE_DAYS = 60;

/** This database's unsubscribe key: read once per process, made by the first process that asks. */
export const unsubscribeKey = (db: Db): Promise<Buffer> => serverKey(db, KEY_NAME);

export interface UnsubscribeClaim {
  userId: string;
  preference: NotificationPreferenceKey;
  /** Unix seconds. */
  expires: number;
}

const signature = (key: Buffer, c: UnsubscribeClaim) =>
  createHmac('sha256', key).update(`unsubscribe\n${c.userId}\n${c.preference}\n${c.expires}`).digest('base64url');

/** The token of a link: `{expires}.{signature}`. */
export const signUnsubscribe = (key: Buffer, c: UnsubscribeClaim): string => `${c.expires}.${signature(key, c)}`;

/** 'valid', 'expired' (signed by us, but too old) or 'invalid' (forged, altered, or for another user or toggle). */
export function checkUnsubscribe(
  key: Buffer,
  c: Omit<UnsubscribeClaim, 'expires'>,
  token: string,
  now: Date,
): 'valid' | 'expired' | 'invalid' {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return 'invalid';
  const expires = Number(match[1]);
  const expected = Buffer.from(signature(key, { ...c, expires }));
  const given = Buffer.from(match[2]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return expires * 1000 < now.getTime() ? 'expired' : 'valid';
}

/** The query of an unsubscribe link: `u`, `p`, `t`. */
export async function unsubscribeQueryString(db: Db, userId: string, preference: NotificationPreferenceKey, now: Date): Promise<string> {
  const expires = Math.floor(now.getTime() / 1000) + UNSUBSCRIBE_DAYS * 86_400;
  const t = signUnsubscribe(await unsubscribeKey(db), { userId, preference, expires });
  return new URLSearchParams({ u: userId, p: preference, t }).toString();
}
