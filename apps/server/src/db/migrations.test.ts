// Migrations run once however many processes start together, and code older than the database's
// migrations refuses to start. Each case on a fresh database of its own.
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, inject } from 'vitest';
import { dbUrl } from '../../test/global-setup.js';
import { connect, ensureDatabase, MIGRATIONS_DIR, type Database } from './client.js';
import { MigrationsAheadError, newestKnownMigration, runMigrations } from './migrations.js';

const opened: Database[] = [];
const folders: string[] = [];
afterAll(async () => {
  await Promise.all(opened.map((d) => d.close()));
  await Promise.all(folders.map((f) => rm(f, { recursive: true, force: true })));
});

/** A new empty database, and `n` separate connections to it (as `n` processes would have). */
async function freshDatabase(n: number): Promise<Database[]> {
  const name = `${inject('testDbPrefix')}${randomBytes(6).toString('hex')}`;
  await ensureDatabase(inject('adminDbUrl'), name);
  const dbs = Array.from({ length: n }, () =>
    connect(dbUrl(inject('adminDbUrl'), name), { max: 1, statementTimeoutMs: 0, queryTimeoutMs: 0 }),
  );
  opened.push(...dbs);
  return dbs;
}

/** The migrations folder of an older version: without its newest migration. */
async function olderCode(): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'lf-old-migrations-'));
  folders.push(folder);
  await cp(MIGRATIONS_DIR, folder, { recursive: true });
  const file = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(file, 'utf8')) as { entries: unknown[] };
  journal.entries = journal.entries.slice(0, -1);
  await writeFile(file, JSON.stringify(journal));
  return folder;
}

const applied = async (db: Database) =>
  (
    await db.pool.query<{ n: number; distinct: number }>(
      'select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations',
    )
  ).rows[0]!;

describe('migrations', () => {
  it('run once when several processes start at the same moment', async () => {
    const processes = await freshDatabase(3);
    await Promise.all(processes.map((p) => runMigrations(p.db)));
    const journal = JSON.parse(await readFile(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    expect(await applied(processes[0]!)).toEqual({ n: journal.entries.length, distinct: journal.entries.length });
  });

  it('run what must follow them once (the demo seed, which looks for an empty database) one process at a time', async () => {
    const processes = await freshDatabase(3);
    let inside = 0;
    let most = 0;
    let runs = 0;
    const seed = async () => {
      most = Math.max(most, ++inside);
      runs++;
      await new Promise((r) => setTimeout(r, 200));
      inside--;
    };
    await Promise.all(processes.map((p) => runMigrations(p.db, undefined, seed)));
    expect(runs).toBe(3);
    expect(most).toBe(1);
  });

  it('refuse to start code older than the database, saying what to do; code as new starts', async () => {
    const [db] = await freshDatabase(1);
    await runMigrations(db!.db);
    const error = await runMigrations(db!.db, await olderCode()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MigrationsAheadError);
    expect((error as Error).message).toMatch(/a newer version has migrated it/);
    await expect(runMigrations(db!.db)).resolves.toBeUndefined();
    expect(newestKnownMigration().tag).toMatch(/^\d{4}_/);
  });

  it('let an older version migrate a database older still (the journal only ever grows)', async () => {
    const [db] = await freshDatabase(1);
    await runMigrations(db!.db, await olderCode());
    await expect(runMigrations(db!.db)).resolves.toBeUndefined();
  });
});
