// How long the server waits for the database to answer a query, kept by one sweep instead of a
// timer per query.
//
// pg's own read timeout (`query_timeout`) starts and clears a timer for every query; beside
// pg-pool's timer for every query that waits for a connection (connectionTimeoutMillis), that
// cost some 60 µs of CPU per API request under load (bench/api.ts: GET /api/me/courses went from
// 74% to 94% of a bare server running the same SQL when only the read timeout was dropped). Here
// each query is noted when it is asked for and forgotten when it is answered, and a sweep a few
// times per timeout ends the connection of any query older than the limit: its caller gets the
// error at once (a 503 through db/availability.ts, as with pg's timeout) and the pool drops the
// connection. The statement itself runs on until the database's statement timeout stops it, as
// it did with pg's timeout.
import pg from 'pg';

/** The error a query gets when the database has not answered it in time. */
export const QUERY_TIMEOUT_MESSAGE = 'Query read timeout';

interface Running {
  client: pg.Client;
  since: number;
}

export interface QueryWatchdog {
  /** The pool's client class: queries through it are watched. */
  Client: typeof pg.Client;
  /** Stops the sweep (the pool is closing). */
  stop(): void;
  /**
   * Fails every query now waiting for an answer (the database was found down: they would each wait
   * out the timeout), with the read timeout's error, so their requests answer 503 at once.
   */
  failAll(): number;
}

type Callback = (err: Error | null, res?: unknown) => void;

export function queryWatchdog(timeoutMs: number): QueryWatchdog {
  const running = new Set<Running>();

  class WatchedClient extends pg.Client {
    // pg's query() is overloaded (config or text, values, callback, or a Submittable); the watch
    // wraps whichever way the answer comes back.
    override query(config: unknown, values?: unknown, callback?: unknown): never {
      // A cursor or stream (an export) lives as long as its reader: not a query to time.
      if (typeof (config as { submit?: unknown } | null)?.submit === 'function')
        return super.query(config as never, values as never, callback as never) as never;
      const entry: Running = { client: this, since: performance.now() };
      running.add(entry);
      const done = () => running.delete(entry);
      if (typeof values === 'function')
        return super.query(
          config as never,
          ((err: Error | null, res?: unknown) => (done(), (values as Callback)(err, res))) as never,
        ) as never;
      if (typeof callback === 'function')
        return super.query(
          config as never,
          values as never,
          ((err: Error | null, res?: unknown) => (done(), (callback as Callback)(err, res))) as never,
        ) as never;
      const answer = super.query(config as never, values as never) as unknown as Promise<unknown>;
      answer.then(done, done);
      return answer as never;
    }
  }

  const fail = (entry: Running) => {
    running.delete(entry);
    // Every query waiting on this connection fails with it; the pool then drops the client.
    const stream = (entry.client as unknown as { connection?: { stream?: { destroy(err?: Error): void } } }).connection?.stream;
    stream?.destroy(new Error(QUERY_TIMEOUT_MESSAGE));
  };
  const sweep = setInterval(
    () => {
      const limit = performance.now() - timeoutMs;
      for (const entry of running) {
        // In the order they were asked for: the first one still in time ends the sweep.
        if (entry.since > limit) break;
        fail(entry);
      }
    },
    Math.max(10, Math.min(1000, Math.floor(timeoutMs / 4))),
  );
  sweep.unref();
  return {
    Client: WatchedClient,
    stop: () => clearInterval(sweep),
    failAll: () => {
      const all = [...running];
      all.forEach(fail);
      return all.length;
    },
  };
}
