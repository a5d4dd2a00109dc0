// The database: an external PostgreSQL when DATABASE_URL is set, otherwise an embedded
// PostgreSQL cluster kept under DATA_DIR/postgres. Either way the same driver and SQL.
import path from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { REPO_ROOT } from '../config.js';
import { withoutNamedStatements } from './prepared.js';
import { queryWatchdog } from './query-watchdog.js';
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
  /** The connections of long downloads (CSV exports), apart from the pool the API answers with. */
  exports: ExportPool;
  url: string;
  /** `select 1` on a connection of its own (never queued behind busy requests); rejects after `timeoutMs`. */
  ping(timeoutMs: number): Promise<void>;
  /** Fails the API pool's queries waiting for an answer (the database was found down); how many. */
  failRunningQueries(): number;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** Connections in the pool. */
  max?: number;
  /** Connections for long downloads, in a pool of their own (see ExportPool). */
  exportPoolSize?: number;
  /** How long to wait for a new connection (a database that is down or frozen fails fast). */
  connectTimeoutMs?: number;
  /** The server cancels a statement running longer than this (0: never). */
  statementTimeoutMs?: number;
  /** The client gives up on a query whose answer has not come in this long (a frozen server). */
  queryTimeoutMs?: number;
  /** Sees every statement (tests count queries per request with it). */
  onQuery?: (sql: string) => void;
  /** Where lost connections are reported. */
  log?: { warn(obj: object, msg: string): void };
  /**
   * Where a connection that keeps session state goes (LISTEN, session advisory locks): the database
   * itself, when `url` is a pooler in transaction mode (PgBouncer), which would hand the session to
   * another client between transactions. `url` by default.
   */
  directUrl?: string;
  /**
   * Named prepared statements (db/prepared.ts): parsed once per connection. Off behind a pooler
   * that does not keep them across transactions (PgBouncer before 1.21 in transaction mode).
   */
  namedStatements?: boolean;
}

export const DB_DEFAULTS = {
  max: 10,
  exportPoolSize: 3,
  connectTimeoutMs: 3000,
  statementTimeoutMs: 10_000,
  queryTimeoutMs: 12_000,
} as const;

/**
 * Connections for downloads that last as long as the client reads (a CSV export streamed from a
 * cursor holds its connection for up to 15 minutes on a slow phone). They come from a small pool of
 * their own, so that however many slow downloads run, the API keeps every connection of its pool;
 * when all are in use the next download is refused at once (the caller answers 503) rather than
 * queued behind downloads that may take minutes.
 */
export interface ExportPool {
  readonly size: number;
  /** Connections handed out now (the metrics read it). */
  readonly inUse: number;
  /** A connection, or null when all `size` are in use. Release it as any pool client. */
  tryConnect(): Promise<pg.PoolClient | null>;
  close(): Promise<void>;
}

/**
 * The longest a download's statement may last: as long as a slow reader takes to read it (the
 * API's 10 s statement and 12 s read limits would cut a phone's download of a large list).
 */
export const EXPORT_TIMEOUT_MS = 15 * 60_000;

/** An export pool beside a pool made elsewhere (an app built without one): same database, its own connections. */
export function exportPoolBeside(pool: pg.Pool, size: number): ExportPool {
  const own = new pg.Pool({ ...pool.options, max: size, statement_timeout: EXPORT_TIMEOUT_MS, query_timeout: EXPORT_TIMEOUT_MS });
  own.on('error', () => undefined); // a lost connection is reopened by the next export
  own.on('connect', (client) => client.on('error', () => undefined));
  return cappedPool(own, size);
}

/** At most `size` connections of `pool` (of its own) at once, each given back with its usual release(). */
function cappedPool(pool: pg.Pool, size: number): ExportPool {
  let inUse = 0;
  return {
    size,
    get inUse() {
      return inUse;
    },
    async tryConnect() {
      // Counted before the wait for the connection: two requests arriving together cannot both take the last one.
      if (inUse >= size) return null;
      inUse++;
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (err) {
        inUse--;
        throw err;
      }
      const release = client.release.bind(client);
      let released = false;
      client.release = (err?: Error | boolean) => {
        if (!released) {
          released = true;
          inUse--;
        }
        release(err);
      };
      return client;
    },
    close: () => pool.end(),
  };
}

/**
 * A pool whose connections may die at any time (a database restart, a failover, a terminated
 * backend) without taking the process with them: pg emits 'error' on a pool or client whose
 * connection drops, and an 'error' event nobody listens to ends the process. The pool then drops
 * the broken connection and opens a new one for the next query.
 */
export function connect(url: string, options: ConnectOptions = {}): Database {
  const o = { ...DB_DEFAULTS, ...options };
  let closing = false;
  // After close(), connections end on purpose (pool.end() resolves before the last socket has
  // closed, and the embedded database may stop right after): nothing to report then.
  const lost = connectionLossReporter(o.log, () => closing);
  // The API's queries are timed by one sweep (db/query-watchdog.ts); an export's stream by pg.
  const watchdog = o.queryTimeoutMs ? queryWatchdog(o.queryTimeoutMs) : undefined;
  const pool = newPool(url, { ...o, queryTimeoutMs: 0 }, o.max, lost, watchdog?.Client);
  const exports = cappedPool(
    newPool(url, { ...o, statementTimeoutMs: EXPORT_TIMEOUT_MS, queryTimeoutMs: EXPORT_TIMEOUT_MS }, o.exportPoolSize, lost),
    o.exportPoolSize,
  );
  const db = drizzle(pool, { schema, casing: 'snake_case', ...(o.onQuery ? { logger: { logQuery: o.onQuery } } : {}) });
  if (o.namedStatements === false) withoutNamedStatements(pool);
  directConnections.set(db, { ...pool.options, connectionString: o.directUrl ?? url });
  pools.set(db, pool);

  let pinger: pg.Pool | undefined;
  const ping = async (timeoutMs: number) => {
    if (!pinger) {
      pinger = new pg.Pool({
        connectionString: url,
        max: 1,
        connectionTimeoutMillis: timeoutMs,
        query_timeout: timeoutMs,
        keepAlive: true,
      });
      pinger.on('error', () => undefined); // the next ping reports it
      pinger.on('connect', (client) => client.on('error', () => undefined));
    }
    try {
      await pinger.query('select 1');
    } catch (err) {
      if (/timeout/i.test((err as Error).message)) throw err;
      // The kept connection may be one a restart dropped: ask once more on a fresh one.
      await pinger.query('select 1');
    }
  };
  return {
    db,
    pool,
    exports,
    url,
    ping,
    failRunningQueries: () => watchdog?.failAll() ?? 0,
    close: async () => {
      closing = true;
      watchdog?.stop();
      await Promise.all([pool.end(), exports.close(), pinger?.end()]);
    },
  };
}

/** A pool of `max` connections with the timeouts of `o`; lost connections go to `lost`. */
function newPool(url: string, o: ConnectOptions, max: number, lost: (err: Error) => void, Client?: typeof pg.Client): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    ...(Client ? { Client } : {}),
    connectionTimeoutMillis: o.connectTimeoutMs,
    ...(o.statementTimeoutMs ? { statement_timeout: o.statementTimeoutMs } : {}),
    ...(o.queryTimeoutMs ? { query_timeout: o.queryTimeoutMs } : {}),
    // A transaction left open by a stuck request must not hold its locks for ever.
    idle_in_transaction_session_timeout: 60_000,
    // No JIT compilation: short statements never repay it, and a statement the planner costs high
    // (a correlated subquery per enrollment of a big course) paid ~50 ms of compiling per call.
    options: '-c jit=off',
    keepAlive: true,
  });
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
  return pool;
}

/** One log line per burst: a restart drops every connection at once. */
function connectionLossReporter(log: ConnectOptions['log'], closing: () => boolean) {
  let quietUntil = 0;
  let dropped = 0;
  return (err: Error) => {
    if (closing()) return;
    dropped++;
    const now = Date.now();
    if (now < quietUntil) return;
    quietUntil = now + 5000;
    log?.warn({ code: (err as { code?: string }).code, message: err.message, dropped }, 'database connection lost; it will be reopened');
    dropped = 0;
  };
}

const directConnections = new WeakMap<object, pg.ClientConfig>();
/** Each database's pool, for what needs the driver's own (its counts, its options): never Drizzle's private `$client`. */
const pools = new WeakMap<object, pg.Pool>();

/** The pool `db` answers with (made by `connect()`). */
export function poolOf(db: Db): pg.Pool {
  const pool = pools.get(db);
  if (!pool) throw new Error('poolOf: not a database made by connect()');
  return pool;
}

/** How to open a connection of `db`'s database that may keep session state (see `directUrl`). */
export function directConnectionOf(db: Db): pg.ClientConfig {
  const config = directConnections.get(db);
  if (!config) throw new Error('directConnectionOf: not a database made by connect()');
  return config;
}

export { startEmbeddedPostgres, type EmbeddedCluster } from './embedded.js';

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
