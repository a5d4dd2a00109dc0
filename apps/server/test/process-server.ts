// A second server process for the tests about what several processes share (a session revoked in
// one, dropped from another's cache): the real app on the test's database, in a process of its
// own, so that nothing module-level is shared with the test's app. Started by startProcessServer()
// (test/processes.ts); reports its port over IPC and exits when the IPC channel closes.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { connect } from '../src/db/client.js';
import { LocalStorage } from '../src/storage/local.js';

if (!process.env.DATABASE_URL || !process.send) throw new Error('process-server.ts is started by a test');
const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', HOST: '127.0.0.1', PORT: '0' });
const database = connect(config.databaseUrl!, { ...config.db, max: 3 });
const storage = new LocalStorage(process.env.FILES_DIR ?? (await mkdtemp(path.join(os.tmpdir(), 'lf-test-process-'))));
const app = await buildApp({ config, db: database.db, storage });
await app.listen({ port: 0, host: '127.0.0.1' });
process.send({ port: (app.server.address() as { port: number }).port });
process.on('disconnect', () => {
  void app
    .close()
    .then(() => database.close())
    .finally(() => process.exit(0));
});
