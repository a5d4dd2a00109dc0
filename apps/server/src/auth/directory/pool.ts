// A small bounded pool of connections: at most `max` open (or being opened), a bounded queue of
// callers waiting for one with a timeout, a connection that can no longer be used dropped (and its
// slot freed for a new one) instead of being handed out. Not generic-pool: its acquire() neither
// resolves nor rejects while create() keeps failing (it retries in a loop; coopernurse/node-pool
// issues #175, #183, open), and a directory that is down must fail sign-in at once.

export class PoolBusyError extends Error {
  override name = 'PoolBusyError';
}

export interface PoolOptions<T> {
  max: number;
  /** Callers that may wait for a connection; one more is refused at once. */
  maxWaiting: number;
  /** How long a caller waits for a connection before giving up. */
  acquireTimeoutMs: number;
  create(): Promise<T>;
  destroy(item: T): Promise<void>;
  /** Checked before an idle connection is handed out (and when one comes back). */
  isUsable(item: T): boolean;
}

export interface PoolStats {
  /** Open connections and connections being opened. */
  open: number;
  /** The most that were open at once. */
  peakOpen: number;
  idle: number;
  waiting: number;
  created: number;
  destroyed: number;
}

interface Waiter<T> {
  resolve(lease: Lease<T>): void;
  reject(err: Error): void;
  timer: NodeJS.Timeout;
}

export interface Lease<T> {
  item: T;
  /** False for a connection opened for this caller (a failure on it is not a stale connection). */
  reused: boolean;
}

export class Pool<T> {
  private readonly idle: T[] = [];
  private readonly waiters: Waiter<T>[] = [];
  private size = 0;
  private closed = false;
  private readonly counts = { peakOpen: 0, created: 0, destroyed: 0 };
  private readonly destroying = new Set<Promise<void>>();

  constructor(private readonly opts: PoolOptions<T>) {}

  async acquire(): Promise<Lease<T>> {
    if (this.closed) throw new Error('the pool is closed');
    for (let item = this.idle.pop(); item !== undefined; item = this.idle.pop()) {
      if (this.opts.isUsable(item)) return { item, reused: true };
      this.drop(item, false);
    }
    if (this.size < this.opts.max) return { item: await this.open(), reused: false };
    if (this.waiters.length >= this.opts.maxWaiting)
      throw new PoolBusyError(`${this.waiters.length} callers already wait for a connection`);
    return new Promise<Lease<T>>((resolve, reject) => {
      const waiter: Waiter<T> = {
        resolve,
        reject,
        timer: setTimeout(() => {
          this.waiters.splice(this.waiters.indexOf(waiter), 1);
          reject(new PoolBusyError(`no connection free within ${this.opts.acquireTimeoutMs} ms`));
        }, this.opts.acquireTimeoutMs),
      };
      this.waiters.push(waiter);
    });
  }

  /** Gives a connection back after use; one that is no longer usable is dropped. */
  release(item: T): void {
    if (this.closed || !this.opts.isUsable(item)) return this.drop(item);
    const waiter = this.waiters.shift();
    if (waiter) {
      clearTimeout(waiter.timer);
      waiter.resolve({ item, reused: true });
    } else this.idle.push(item);
  }

  /** Closes a connection that failed; its slot goes to the next caller. */
  drop(item: T, refill = true): void {
    this.size -= 1;
    this.counts.destroyed += 1;
    const done = this.opts.destroy(item).catch(() => {});
    this.destroying.add(done);
    void done.finally(() => this.destroying.delete(done));
    if (refill) this.refill();
  }

  stats(): PoolStats {
    return { open: this.size, idle: this.idle.length, waiting: this.waiters.length, ...this.counts };
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const waiter of this.waiters.splice(0)) {
      clearTimeout(waiter.timer);
      waiter.reject(new Error('the pool is closed'));
    }
    for (const item of this.idle.splice(0)) this.drop(item, false);
    await Promise.all(this.destroying);
  }

  private async open(): Promise<T> {
    this.size += 1;
    this.counts.peakOpen = Math.max(this.counts.peakOpen, this.size);
    try {
      const item = await this.opts.create();
      this.counts.created += 1;
      return item;
    } catch (err) {
      this.size -= 1;
      this.refill();
      throw err;
    }
  }

  /** A slot came free: open a connection for the first waiter (its failure is that waiter's). */
  private refill(): void {
    if (this.closed || this.size >= this.opts.max) return;
    const waiter = this.waiters.shift();
    if (!waiter) return;
    clearTimeout(waiter.timer);
    this.open().then(
      (item) => waiter.resolve({ item, reused: false }),
      (err: unknown) => waiter.reject(err instanceof Error ? err : new Error(String(err))),
    );
  }
}
