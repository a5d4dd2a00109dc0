// The server under test for media.ts, in a process of its own so that its memory can be measured
// alone: the real app, production settings, logger off, on a free port. Reports the port over IPC.
//   DATABASE_URL  the database media.ts seeded      FILES_DIR  the storage root holding the lesson file
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { connect } from '../apps/server/src/db/client.js';
import { LocalStorage } from '../apps/server/src/storage/local.js';

const { DATABASE_URL, FILES_DIR } = process.env;
if (!DATABASE_URL || !FILES_DIR || !process.send) throw new Error('media-server.ts is started by media.ts');

const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', SEED_DEMO: 'false', PORT: '0', HOST: '127.0.0.1', DATABASE_URL });
const database = connect(DATABASE_URL);
const storage = new LocalStorage(FILES_DIR);
const app = await buildApp({ config, db: database.db, storage });
await app.listen({ port: 0, host: '127.0.0.1' });
process.send({ port: (app.server.address() as { port: number }).port });

// media.ts closes the IPC channel (or dies): shut down.
process.on('disconnect', () => {
  void app
    .close()
    .then(() => database.close())
    .finally(() => process.exit(0));
});
