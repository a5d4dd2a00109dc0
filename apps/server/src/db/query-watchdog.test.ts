// The read timeout kept by one sweep (query-watchdog.ts): a query the database does not answer in
// time fails with 'Query read timeout' about when the limit is reached, its connection is dropped,
// and the pool serves the next query; queries answered in time, by promise or by callback,
// and streams that outlive the limit are left alone.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { connect, type Database } from './client.js';
import { isDatabaseUnavailable } from './availability.js';
import { QUERY_TIMEOUT_MESSAGE } from './query-watchdog.js';

const LIMIT_MS = 400;
let database: Database;

beforeAll(() => {
  // No statement timeout: only the client's own limit can stop a long statement here.
  database = connect(inject('adminDbUrl'), { max: 2, statementTimeoutMs: 0, queryTimeoutMs: LIMIT_MS });
});
afterAll(() => database.close());

describe('the query watchdog', () => {
  it('fails a query the database has not answered in time, drops its connection, and the pool goes on', async () => {
    const started = performance.now();
    const failure = await database.db.execute(sql`select pg_sleep(5) as "watchdog-slow"`).then(
      () => null,
      (err: unknown) => err,
    );
    const took = performance.now() - started;
    expect(took).toBeGreaterThanOrEqual(LIMIT_MS);
    expect(took).toBeLessThan(LIMIT_MS + 1500);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(String((failure as { cause?: Error }).cause?.message ?? failure)).toContain(QUERY_TIMEOUT_MESSAGE);
    // Its connection was dropped: the pool opens another for the next query.
    expect(database.pool.totalCount).toBe(0);
    expect((await database.pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('leaves alone queries answered in time, by promise, by callback and one after another on a connection', async () => {
    const { rows } = await database.pool.query('select pg_sleep(0.1), 2 as two');
    expect(rows[0].two).toBe(2);
    const client = await database.pool.connect();
    try {
      const viaCallback = await new Promise((resolve, reject) =>
        client.query('select 3 as three', (err: Error | null, res: { rows: unknown[] }) => (err ? reject(err) : resolve(res.rows))),
      );
      expect(viaCallback).toEqual([{ three: 3 }]);
      // Several statements in one transaction, longer than the limit together, each in time.
      await client.query('begin');
      for (let i = 0; i < 4; i++) await client.query('select pg_sleep(0.15)');
      await client.query('commit');
    } finally {
      client.release();
    }
  });
});
