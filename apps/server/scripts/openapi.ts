// Writes the API's OpenAPI document (what GET /api/openapi.json serves) to a file, for redocly to
// lint (the root `npm run lint`). The app is built as main.ts builds it, without listening and
// without a database: its pools connect on their first query, and building the document sends none.
//   tsx apps/server/scripts/openapi.ts [out]    (default: apps/server/dist/openapi.json)
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { connect } from '../src/db/client.js';
import { LocalStorage } from '../src/storage/local.js';

const out = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '../dist/openapi.json'));
// No session cache: with one, the app would LISTEN on the database once ready.
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', SESSION_CACHE_SECONDS: '0' });
const database = connect('postgres://openapi@127.0.0.1:1/never-connected');
const app = await buildApp({ config, db: database.db, exportPool: database.exports, storage: new LocalStorage(os.tmpdir()) });
try {
  await app.ready();
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, `${JSON.stringify(app.swagger(), null, 2)}\n`);
} finally {
  await app.close();
  await database.close();
}
