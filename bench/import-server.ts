// Our server for the import benchmark, in a process of its own: the real app with the real
// background job runner (pg-boss on the same database), production settings, logger off, on a
// free port; reports the port over IPC and exits when the IPC channel closes. As main.ts runs it,
// without the embedded database and the demo seed.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { connect } from '../apps/server/src/db/client.js';
import { startBackgroundJobs } from '../apps/server/src/jobs/index.js';
import { systemClock } from '../apps/server/src/deps.js';
import { LocalStorage } from '../apps/server/src/storage/local.js';

if (!process.env.DATABASE_URL || !process.send) throw new Error('import-server.ts is started by a benchmark');
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  HOST: '127.0.0.1',
  PORT: '0',
});
const database = connect(config.databaseUrl!, { ...config.db, max: config.db.poolSize });
const storage = new LocalStorage(await mkdtemp(path.join(os.tmpdir(), 'lf-bench-files-')));
const jobs = await startBackgroundJobs(
  { db: database.db, clock: systemClock, storage, config },
  { connectionString: config.databaseUrl!, log: pino({ level: process.env.BENCH_JOB_LOG ?? 'silent' }) },
);
const app = await buildApp({ config, db: database.db, storage, jobs });
await app.listen({ port: 0, host: '127.0.0.1' });
process.send({ port: (app.server.address() as { port: number }).port });

process.on('disconnect', () => {
  void app
    .close()
    .then(() => jobs.stop())
    .then(() => database.close())
    .finally(() => process.exit(0));
});
