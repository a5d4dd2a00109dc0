// The one counter store of every throttle (failed sign-ins, wrong current passwords, sign-ups),
// kept in PostgreSQL so that every server process shares the counts. A key counts hits in a
// fixed window that starts at its first hit; the first hit after the window has run out starts
// a new one. What a limit means, and what happens past it, is up to the caller.
import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { prepared } from '../db/prepared.js';
import { throttleCounters } from '../db/schema.js';
import type { Deps } from '../deps.js';

export type Counts = Map<string, number>;

/**
 * Adds one hit to each key and returns the counts with it. One statement, so that concurrent
 * hits (several processes, parallel requests) each see a different count and none is lost.
 */
export async function addHit(db: DbOrTx, keys: string[], now: Date, windowMs: number): Promise<Counts> {
  const windowStart = new Date(now.getTime() - windowMs);
  const expired = sql`${throttleCounters.windowStartedAt} <= ${windowStart}`;
  const rows = await db
    .insert(throttleCounters)
    .values(keys.map((key) => ({ key, hits: 1, windowStartedAt: now })))
    .onConflictDoUpdate({
      target: throttleCounters.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${throttleCounters.hits} + 1 end`,
        windowStartedAt: sql`case when ${expired} then excluded.window_started_at else ${throttleCounters.windowStartedAt} end`,
      },
    })
    .returning({ key: throttleCounters.key, hits: throttleCounters.hits });
  return new Map(rows.map((r) => [r.key, r.hits]));
}

/** Adds one hit to `hit` and reads the hits of `read` in its window, in one statement. */
export async function hitAndCount(db: DbOrTx, hit: string, read: string, now: Date, windowMs: number): Promise<Counts> {
  const windowStart = new Date(now.getTime() - windowMs);
  const { rows } = await db.execute<{ hit: number; read: number | null }>(sql`
    with added as (
      insert into ${throttleCounters} (key, hits, window_started_at) values (${hit}, 1, ${now})
      on conflict (key) do update set
        hits = case when ${throttleCounters.windowStartedAt} <= ${windowStart} then 1 else ${throttleCounters.hits} + 1 end,
        window_started_at = case when ${throttleCounters.windowStartedAt} <= ${windowStart}
                                 then excluded.window_started_at else ${throttleCounters.windowStartedAt} end
      returning hits)
    select (select hits from added) as hit,
           (select c.hits from ${throttleCounters} c where c.key = ${read} and c.window_started_at > ${windowStart}) as read`);
  return new Map([
    [hit, rows[0]!.hit],
    [read, rows[0]!.read ?? 0],
  ]);
}

export const clearHits = (db: DbOrTx, keys: string[]) =>
  keys.length === 1
    ? // Every successful sign-in clears its one key: built once (db/prepared.ts).
      prepared(db, 'throttle_clear_one', (db) =>
        db.delete(throttleCounters).where(eq(throttleCounters.key, sql.placeholder('key'))),
      ).execute({
        key: keys[0]!,
      })
    : db.delete(throttleCounters).where(inArray(throttleCounters.key, keys));

/**
 * Removes the counters whose window ran out (they count as none): the longest window of any
 * throttle, the sign-up's hour or the sign-in's window, has passed since they started.
 */
export async function purgeThrottleCounters(deps: Pick<Deps, 'db' | 'clock'>, signInWindowMs: number): Promise<number> {
  const now = deps.clock();
  const longest = Math.max(signInWindowMs, 3600_000);
  const gone = await deps.db
    .delete(throttleCounters)
    .where(sql`${throttleCounters.windowStartedAt} < ${new Date(now.getTime() - longest)}`);
  return gone.rowCount ?? 0;
}
