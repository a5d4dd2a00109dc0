// Sign-in throttling, kept in PostgreSQL so that every server process shares the counters.
// Failures are counted per staff ID and per client address within a window; past the limit,
// sign-in is refused (429) until the window ends, whether or not the staff ID exists.
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { signInFailures } from '../db/schema.js';

export interface ThrottleLimits {
  maxFailuresPerId: number;
  maxFailuresPerIp: number;
  windowMs: number;
}

const keysFor = (staffId: string, ip: string) => ({ id: `id:${staffId.toLowerCase()}`, ip: `ip:${ip}` });

export async function isThrottled(db: Db, staffId: string, ip: string, now: Date, limits: ThrottleLimits): Promise<boolean> {
  const keys = keysFor(staffId, ip);
  const rows = await db
    .select()
    .from(signInFailures)
    .where(inArray(signInFailures.key, [keys.id, keys.ip]));
  const since = now.getTime() - limits.windowMs;
  return rows.some(
    (r) => r.windowStartedAt.getTime() > since && r.failures >= (r.key === keys.id ? limits.maxFailuresPerId : limits.maxFailuresPerIp),
  );
}

export async function recordFailure(db: Db, staffId: string, ip: string, now: Date, windowMs: number): Promise<void> {
  const keys = keysFor(staffId, ip);
  const windowStart = new Date(now.getTime() - windowMs);
  // One statement: a new window starts when the old one has run out.
  await db
    .insert(signInFailures)
    .values([
      { key: keys.id, failures: 1, windowStartedAt: now },
      { key: keys.ip, failures: 1, windowStartedAt: now },
    ])
    .onConflictDoUpdate({
      target: signInFailures.key,
      set: {
        failures: sql`case when ${signInFailures.windowStartedAt} <= ${windowStart} then 1 else ${signInFailures.failures} + 1 end`,
        windowStartedAt: sql`case when ${signInFailures.windowStartedAt} <= ${windowStart} then excluded.window_started_at else ${signInFailures.windowStartedAt} end`,
      },
    });
}

export const clearFailures = (db: Db, staffId: string) =>
  db.delete(signInFailures).where(inArray(signInFailures.key, [keysFor(staffId, '').id]));
