// Entry point: read config, open the database (embedded unless DATABASE_URL), migrate, seed,
// serve. SIGINT/SIGTERM close the server, the pool and the embedded cluster cleanly.
import path from 'node:path';
import pino from 'pino';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { connect, ensureDatabase, runMigrations, startEmbeddedPostgres, type EmbeddedCluster } from './db/client.js';
import { DEMO_USERS } from './db/seed/demo-users.js';
import { seedIfEmpty } from './db/seed/index.js';
import { startBackgroundJobs } from './jobs/index.js';
import { createStorage } from './storage/factory.js';

const config = loadConfig();
const pretty = config.env !== 'production' && process.stdout.isTTY;
const log = pino({
  level: config.logLevel,
  redact: ['req.headers.cookie', 'res.headers["set-cookie"]'],
  ...(pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
});

let cluster: EmbeddedCluster | undefined;
let url = config.databaseUrl;
if (!url) {
  cluster = await startEmbeddedPostgres(path.join(config.dataDir, 'postgres'), config.embeddedPgPort, log);
  await ensureDatabase(cluster.url('postgres'), 'app');
  url = cluster.url('app');
  log.info({ port: config.embeddedPgPort }, 'embedded PostgreSQL started');
}
const database = connect(url);
await runMigrations(database.db);
const storage = createStorage(config);
if (config.seedDemo) await seedIfEmpty(database.db, storage, log);

const app = await buildApp({ config, db: database.db, storage, logger: log });
const jobs = await startBackgroundJobs({ db: database.db, storage, config }, { connectionString: url, log });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  log.info({ signal }, 'shutting down');
  await app.close().catch((err) => log.error({ err }, 'closing HTTP server'));
  await jobs.stop().catch((err) => log.error({ err }, 'stopping background jobs'));
  await database.close().catch((err) => log.error({ err }, 'closing database pool'));
  await cluster?.stop().catch((err) => log.error({ err }, 'stopping embedded PostgreSQL'));
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
console.log(`\n  Learning platform ready at http://${shown}:${config.port}\n`);
if (config.seedDemo) {
  console.log('  Demo accounts (Staff ID / password):');
  for (const u of DEMO_USERS) console.log(`    ${u.role.padEnd(10)} ${u.staffId.padEnd(8)} ${u.password}`);
  console.log('');
}
