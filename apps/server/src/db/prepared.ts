// Queries whose SQL is built once per process instead of on every request: Drizzle's query
// builder cost more CPU than the driver on the hot paths (docs/decisions.md, "Prepared queries").
// Values go in through `sql.placeholder()`; `build` must not close over anything else that varies,
// or the first call's value would stay in the SQL for good. The name says what the SQL depends on.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client.js';

interface Preparable<P> {
  prepare(name: string): P;
}

/** What Drizzle's node-postgres prepared query runs on: the pool, or a transaction's connection. */
interface Bindings {
  client: unknown;
  logger: unknown;
}

const queries = new Map<string, object>();

/**
 * The query `build` makes, built once and then run on `db`, which may be a transaction: the
 * statement goes to that transaction's connection. Prepared on the server under `name` (each
 * connection parses it once and PostgreSQL may reuse a generic plan), or with `{ named: false }`
 * planned on every execution with its values: for searches, whose best plan depends on the text.
 */
export function prepared<P extends object>(
  db: DbOrTx,
  name: string,
  build: (db: DbOrTx) => Preparable<P>,
  options: { named?: boolean } = {},
): P {
  let query = queries.get(name) as P | undefined;
  if (!query) {
    query = build(db).prepare(options.named === false ? (undefined as unknown as string) : name);
    checkBindings(query);
    queries.set(name, query);
  }
  const { client, logger } = sessionOf(db);
  return Object.create(query, { client: { value: client }, logger: { value: logger } }) as P;
}

const sessionOf = (db: DbOrTx) => (db as unknown as { session: Bindings }).session;

/**
 * The query is rebound to each caller's connection through Drizzle fields that are not public
 * API. Were they renamed by an upgrade, a statement meant for a transaction would run on the pool,
 * outside it: refuse to run at all instead.
 */
function checkBindings(query: object) {
  if (!Object.hasOwn(query, 'client') || !Object.hasOwn(query, 'logger')) {
    throw new Error('drizzle-orm no longer keeps client and logger on its prepared queries: update db/prepared.ts');
  }
}

/**
 * A constant LIMIT written into the statement's text. Drizzle sends `.limit(8)` as a parameter,
 * and PostgreSQL plans `LIMIT $n` as if it kept a tenth of the rows: the generic plan then never
 * looks as cheap as the custom ones, and the prepared statement is planned on every execution.
 */
export const fixedLimit = (n: number): number => sql.raw(String(Math.trunc(n))) as unknown as number;
