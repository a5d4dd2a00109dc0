// Queries whose SQL is built once per process instead of on every request: Drizzle's query
// builder cost more CPU than the driver on the hot paths (docs/performance.md, "Prepared queries").
// Values go in through `sql.placeholder()`; `build` must not close over anything else that varies,
// or the first call's value would stay in the SQL for good. The name says what the SQL depends on.
import { Column, getTableName, is, SQL, sql, Subquery } from 'drizzle-orm';
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

/** Pools (and their connections) whose statements go unnamed: behind a transaction-mode pooler. */
const unnamed = new WeakSet<object>();

/** Every statement of `pool` goes unnamed from now on (connect()'s `namedStatements: false`). */
export function withoutNamedStatements(pool: { on(event: 'connect', listener: (client: object) => void): unknown }) {
  unnamed.add(pool);
  pool.on('connect', (client) => unnamed.add(client));
}

/**
 * The query `build` makes, built once and then run on `db`, which may be a transaction: the
 * statement goes to that transaction's connection. Prepared on the server under `name` (each
 * connection parses it once and PostgreSQL may reuse a generic plan), or with `{ named: false }`
 * planned on every execution with its values: for searches, whose best plan depends on the text.
 * Behind a transaction-mode pooler (`withoutNamedStatements`) every statement goes unnamed: the SQL
 * is still built once, only the server parses it each time.
 */
export function prepared<P extends object>(
  db: DbOrTx,
  name: string,
  build: (db: DbOrTx) => Preparable<P>,
  options: { named?: boolean } = {},
): P {
  const { client, logger } = sessionOf(db);
  const named = options.named !== false && !unnamed.has(client as object);
  const key = named ? name : `${name} (unnamed)`;
  let query = queries.get(key) as P | undefined;
  if (!query) {
    query = build(db).prepare(named ? name : (undefined as unknown as string));
    checkBindings(query);
    useCompiledMapper(query);
    queries.set(key, query);
  }
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

interface Selected {
  path: string[];
  field: unknown;
}
interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}
interface Mappable {
  fields?: Selected[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown[];
}

/**
 * Drizzle maps every value of every row through its generic `mapResultRow`, which works out on
 * each value which decoder applies and where the value goes (a sixth of the CPU of a request that
 * lists cards). A prepared query always has the same columns: that work is done once here, with
 * the same result, including left-joined objects that become null. Drizzle takes a mapper through
 * its (internal) `customResultMapper`; without one it maps as before.
 */
function useCompiledMapper(query: object) {
  const q = query as Mappable;
  if (!Array.isArray(q.fields) || !Object.hasOwn(q, 'customResultMapper') || q.customResultMapper) return;
  q.customResultMapper = compileRowMapper(q.fields, q.joinsNotNullableMap);
}

type WithDecoder = { decoder: Decoder };
const decoderOf = (field: unknown): Decoder => {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return (field as unknown as WithDecoder).decoder;
  if (is(field, Subquery)) return (field as unknown as { _: { sql: WithDecoder } })._.sql.decoder;
  return (field as { sql: WithDecoder }).sql.decoder;
};

export function compileRowMapper(fields: Selected[], joinsNotNullableMap?: Record<string, boolean>) {
  const columns = fields.map(({ path, field }) => ({
    path,
    last: path[path.length - 1]!,
    decoder: decoderOf(field),
    // Drizzle nulls a left-joined table's object when its first column is null.
    table: joinsNotNullableMap && is(field, Column) && path.length === 2 ? getTableName(field.table) : null,
  }));
  return (rows: unknown[][]) =>
    rows.map((row) => {
      const result: Record<string, unknown> = {};
      let nullify: Record<string, string | false> | undefined;
      for (let i = 0; i < columns.length; i++) {
        const { path, last, decoder, table } = columns[i]!;
        const raw = row[i];
        const value = raw === null ? null : decoder.mapFromDriverValue(raw);
        let node = result;
        for (let k = 0; k < path.length - 1; k++) node = (node[path[k]!] ??= {}) as Record<string, unknown>;
        node[last] = value;
        if (table) {
          const object = path[0]!;
          nullify ??= {};
          if (!(object in nullify)) nullify[object] = value === null ? table : false;
          else if (typeof nullify[object] === 'string' && nullify[object] !== table) nullify[object] = false;
        }
      }
      if (nullify)
        for (const object in nullify) {
          const table = nullify[object];
          if (typeof table === 'string' && !joinsNotNullableMap![table]) result[object] = null;
        }
      return result;
    });
}

/**
 * A constant LIMIT written into the statement's text. Drizzle sends `.limit(8)` as a parameter,
 * and PostgreSQL plans `LIMIT $n` as if it kept a tenth of the rows: the generic plan then never
 * looks as cheap as the custom ones, and the prepared statement is planned on every execution.
 */
export const fixedLimit = (n: number): number => sql.raw(String(Math.trunc(n))) as unknown as number;
