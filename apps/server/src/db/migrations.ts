// Migrating the database, once, whoever starts first. Several processes may start at the same
// moment (a deploy of two web processes and a worker): drizzle's migrator has no lock of its own,
// so each would apply the same migrations. A session advisory lock on a connection of its own
// (to the database itself, never a transaction pooler) lets one migrate while the others wait and
// then find nothing left to do. A process whose code is older than the database's migrations (an
// old version started after a newer one migrated) refuses to start rather than run against tables
// it does not know.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { directConnectionOf, MIGRATIONS_DIR, type Db } from './client.js';

/** The first of the two advisory-lock keys: ours alone. */
const LOCK_SPACE = 0x4c464d47; // 'LFMG'

interface Journal {
  entries: { tag: string; when: number }[];
}

/** The newest migration this code has: its tag and the time drizzle records for it. */
export function newestKnownMigration(folder = MIGRATIONS_DIR): { tag: string; when: number } {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as Journal;
  return journal.entries.at(-1)!;
}

export class MigrationsAheadError extends Error {}

/** When the newest migration applied was made (drizzle's record of it), or null before the first. */
async function newestApplied(client: pg.Client): Promise<number | null> {
  const { rows: table } = await client.query<{ found: boolean }>(`select to_regclass('drizzle.__drizzle_migrations') is not null as found`);
  if (!table[0]!.found) return null;
  const { rows } = await client.query<{ applied: string | null }>(
    'select max(created_at)::text as applied from drizzle.__drizzle_migrations',
  );
  return rows[0]!.applied === null ? null : Number(rows[0]!.applied);
}

/**
 * Migrates under the lock; `thenUnderLock` (the demo seed) runs before it is released, so that of
 * several processes starting on an empty database only the first seeds it.
 */
export async function runMigrations(db: Db, folder = MIGRATIONS_DIR, thenUnderLock?: () => Promise<unknown>): Promise<void> {
  const lock = new pg.Client({ ...directConnectionOf(db), application_name: 'learnflix-migrate' });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1, 0)', [LOCK_SPACE]);
    const applied = await newestApplied(lock);
    const known = newestKnownMigration(folder);
    if (applied !== null && applied > known.when) {
      throw new MigrationsAheadError(
        `The database has migrations this version of LearnFlix does not know (its newest is ${known.tag}): ` +
          'a newer version has migrated it. Start that version (or a newer one), not this one.',
      );
    }
    await migrate(db, { migrationsFolder: folder });
    await thenUnderLock?.();
  } finally {
    // Ending the connection releases the lock too; unlocking first lets a waiting process go at once.
    await lock.query('select pg_advisory_unlock($1, 0)', [LOCK_SPACE]).catch(() => undefined);
    await lock.end().catch(() => undefined);
  }
}

/** Readiness: the database has every migration this code knows (a restored older backup has not). */
export async function migrationsApplied(db: Db, folder = MIGRATIONS_DIR): Promise<boolean> {
  const { rows } = await db.execute<{ applied: string | null }>(
    sql`select (select max(created_at) from drizzle.__drizzle_migrations)::text as applied`,
  );
  const applied = rows[0]?.applied;
  return applied != null && Number(applied) >= newestKnownMigration(folder).when;
}
