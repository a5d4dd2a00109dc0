// A migrated database of its own for one benchmark run: on BENCH_DATABASE_URL or TEST_DATABASE_URL
// (an admin URL; the database is created and dropped), else on an embedded cluster started for the
// run. `tmp` is a scratch folder removed with it.
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { connect, ensureDatabase, startEmbeddedPostgres, type Database } from '../apps/server/src/db/client.js';
import { runMigrations } from '../apps/server/src/db/migrations.js';

export interface BenchDatabase {
  url: string;
  database: Database;
  tmp: string;
  dispose(): Promise<void>;
}

/** `prefix`: the database's name starts with it (a shared server's databases can be told apart). */
export async function openBenchDatabase(
  name: string,
  embeddedPortBase: number,
  poolSize: number,
  prefix = 'lf_bench_',
): Promise<BenchDatabase> {
  const tmp = await mkdtemp(path.join(os.tmpdir(), `lf-bench-${name}-`));
  // mkdtemp makes it 0700; run as root, the embedded cluster belongs to the 'postgres' user, who
  // must be able to pass through it to its own folder inside.
  await chmod(tmp, 0o755);
  let adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const cluster = adminUrl ? undefined : await startEmbeddedPostgres(path.join(tmp, 'pg'), embeddedPortBase + (process.pid % 1000));
  adminUrl ??= cluster!.url('postgres');
  const dbName = `${prefix}${name}_${randomBytes(4).toString('hex')}`;
  await ensureDatabase(adminUrl, dbName);
  const url = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
  // No statement timeouts: seeding a benchmark's data runs long statements on purpose.
  const database = connect(url, { max: poolSize, statementTimeoutMs: 0, queryTimeoutMs: 0 });
  await runMigrations(database.db);
  return {
    url,
    database,
    tmp,
    async dispose() {
      await database.close();
      if (cluster) await cluster.stop();
      else {
        // Dropping a database of thousands of rows can outlast the default statement timeout on a busy machine.
        const admin = connect(adminUrl, { max: 1, statementTimeoutMs: 0, queryTimeoutMs: 0 });
        await admin.pool.query(`drop database if exists "${dbName}" with (force)`);
        await admin.close();
      }
      await rm(tmp, { recursive: true, force: true });
    },
  };
}
