// Whether the database answers, watched by a ping on a connection of its own, so that while it
// is down (restarting, failing over, frozen) requests fail at once with 503 instead of each one
// waiting for a connection or a query timeout, and service resumes by itself as soon as a ping
// succeeds again.
import type { Database } from './client.js';

/** Errors that mean "the database cannot be reached right now", not "this query is wrong". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown: a restart, or pg_terminate_backend
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '57014', // query_canceled: our statement_timeout fired
  '53300', // too_many_connections
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|is not queryable|Cannot use a pool after calling end|Database unavailable/i;

export function isDatabaseUnavailable(err: unknown): boolean {
  // Drizzle wraps the driver's error as `cause`.
  for (let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (typeof e.code === 'string' && UNAVAILABLE_CODES.has(e.code)) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

export interface AvailabilityOptions {
  /** How long a ping may take before it counts as failed. */
  timeoutMs: number;
  /** Ping interval while the database answers. */
  upIntervalMs: number;
  /** Ping interval while it does not: how soon service resumes after it is back. */
  downIntervalMs: number;
  /** Slow pings in a row before the database counts as down (a refused connection counts at once). */
  slowPingsToDown: number;
}

export const AVAILABILITY_DEFAULTS: AvailabilityOptions = { timeoutMs: 1000, upIntervalMs: 1000, downIntervalMs: 250, slowPingsToDown: 2 };

type Log = { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };

export class DatabaseAvailability {
  private down = false;
  private slowPings = 0;
  private timer: NodeJS.Timeout | undefined;
  private inFlight: Promise<boolean> | undefined;
  private running = false;

  constructor(
    private readonly ping: (timeoutMs: number) => Promise<void>,
    private readonly options: AvailabilityOptions = AVAILABILITY_DEFAULTS,
    private readonly log?: Log,
    /** Called when the database is found down: requests already waiting on it are failed too. */
    private readonly onDown?: () => void,
  ) {}

  get isDown(): boolean {
    return this.down;
  }

  /** Pings now (sharing a ping already under way) and returns whether the database answered. */
  check(): Promise<boolean> {
    this.inFlight ??= this.pingOnce().finally(() => (this.inFlight = undefined));
    return this.inFlight;
  }

  /** A request just failed as if the database were gone: find out now, not at the next tick. */
  suspect(): void {
    void this.check();
  }

  /** Starts the periodic ping (the server does; tests check on demand). */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.schedule();
  }

  stop(): void {
    this.running = false;
    clearTimeout(this.timer);
  }

  private schedule() {
    if (!this.running) return;
    this.timer = setTimeout(
      () => void this.check().finally(() => this.schedule()),
      this.down ? this.options.downIntervalMs : this.options.upIntervalMs,
    );
    this.timer.unref();
  }

  private async pingOnce(): Promise<boolean> {
    try {
      await this.ping(this.options.timeoutMs);
      this.slowPings = 0;
      if (this.down) {
        this.down = false;
        this.log?.info({}, 'database is reachable again');
      }
      return true;
    } catch (err) {
      // A refused or dropped connection is certain; a slow answer may be a busy moment.
      const certain = !/timeout|timed out/i.test(String((err as Error)?.message));
      if (certain || ++this.slowPings >= this.options.slowPingsToDown) {
        if (!this.down) {
          this.log?.warn({ message: (err as Error)?.message }, 'database is unreachable: answering 503 until it is back');
          this.down = true;
          // Requests already waiting on it (a frozen server answers nothing) would each wait out the
          // query timeout, 12 s by default: they fail now, as new ones do.
          this.onDown?.();
        }
      }
      return false;
    }
  }
}

/** The availability of a database opened with connect(): pinged on a connection of its own. */
export const availabilityOf = (
  database: Pick<Database, 'ping'> & Partial<Pick<Database, 'failRunningQueries'>>,
  log?: Log,
  options?: Partial<AvailabilityOptions>,
) =>
  new DatabaseAvailability(
    (ms) => database.ping(ms),
    { ...AVAILABILITY_DEFAULTS, ...options },
    log,
    () => database.failRunningQueries?.(),
  );
