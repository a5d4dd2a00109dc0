// Our server for the API benchmarks, in a process of its own so that its CPU time is its own: the
// real app, production settings, logger off, on a free port; reports the port over IPC and exits
// when the IPC channel closes. Settings come from the environment (DATABASE_URL, RESPONSE_CACHE,
// SESSION_CACHE_SECONDS...), as for `npm start`.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { connect } from '../apps/server/src/db/client.js';
import { LocalStorage } from '../apps/server/src/storage/local.js';

if (!process.env.DATABASE_URL || !process.send) throw new Error('app-server.ts is started by a benchmark');
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  HOST: '127.0.0.1',
  PORT: '0',
});
const database = connect(config.databaseUrl!);
const storage = new LocalStorage(await mkdtemp(path.join(os.tmpdir(), 'lf-bench-files-')));
const app = await buildApp({ config, db: database.db, storage });
await app.listen({ port: 0, host: '127.0.0.1' });
process.send({ port: (app.server.address() as { port: number }).port });

process.on('disconnect', () => {
  void app
    .close()
    .then(() => database.close())
    .finally(() => process.exit(0));
});
