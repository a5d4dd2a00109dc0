// The server under test for media.ts, upload.ts and the S3 benchmarks, in a process of its own so
// that its CPU and memory can be measured alone: the real app, production settings, logger off, on
// a free port. Reports the port over IPC.
//   DATABASE_URL  the database the benchmark seeded
//   FILES_DIR     the local storage root, or S3_SETTINGS (JSON of S3Settings) for a bucket
//   S3_PROXY_MEDIA=true  lesson media streamed through the server instead of a presigned redirect
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig, type S3Settings } from '../apps/server/src/config.js';
import { connect } from '../apps/server/src/db/client.js';
import { LocalStorage } from '../apps/server/src/storage/local.js';
import { S3Storage } from '../apps/server/src/storage/s3.js';

const { DATABASE_URL, FILES_DIR, S3_SETTINGS, S3_PROXY_MEDIA = 'false' } = process.env;
if (!DATABASE_URL || !(FILES_DIR || S3_SETTINGS) || !process.send) throw new Error('media-server.ts is started by a benchmark');

const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  PORT: '0',
  HOST: '127.0.0.1',
  DATABASE_URL,
  S3_PROXY_MEDIA,
});
const database = connect(DATABASE_URL);
const storage = S3_SETTINGS ? new S3Storage(JSON.parse(S3_SETTINGS) as S3Settings) : new LocalStorage(FILES_DIR!);
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
