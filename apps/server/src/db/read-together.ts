import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.js';

type Thunks<T extends readonly unknown[]> = { [K in keyof T]: () => PromiseLike<T[K]> };

/**
 * Independent reads: at once on the pool (each takes its own connection), one after another in a
 * transaction, whose single connection cannot run two statements at once (pg queues them today,
 * with a deprecation warning, and pg 9 will refuse). The same code serves both callers.
 */
export async function readTogether<T extends readonly unknown[]>(db: DbOrTx, ...reads: Thunks<T>): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
