// What the channel carries (migration 0013's triggers write these): a new notification for a user
// ('n', with what the web app refreshes), a user's read marks changed ('r'), sessions deleted ('s').
import { NOTIFICATION_KINDS, type NotificationKind } from '@app/core';

export const LIVE_CHANNEL = 'learnflix_live';

export type LiveMessage =
  | { t: 'n'; u: string; k: NotificationKind; c: string | null; q: string | null; a: string | null }
  | { t: 'r'; u: string }
  | { t: 's'; s: string[] };

const text = (v: unknown): v is string => typeof v === 'string';
const textOrNull = (v: unknown) => (text(v) ? v : null);

/** The message in a payload, or null for anything else (never trusted blindly: anyone may NOTIFY). */
export function parseLiveMessage(payload: string | undefined): LiveMessage | null {
  let m: Record<string, unknown>;
  try {
    m = JSON.parse(payload ?? '') as Record<string, unknown>;
  } catch {
    return null;
  }
  if (!m || typeof m !== 'object') return null;
  if (m.t === 'n' && text(m.u) && (NOTIFICATION_KINDS as readonly unknown[]).includes(m.k))
    return { t: 'n', u: m.u, k: m.k as NotificationKind, c: textOrNull(m.c), q: textOrNull(m.q), a: textOrNull(m.a) };
  if (m.t === 'r' && text(m.u)) return { t: 'r', u: m.u };
  if (m.t === 's' && Array.isArray(m.s) && m.s.every(text)) return { t: 's', s: m.s };
  return null;
}
