// The tus server's locks, held in PostgreSQL so that two requests for one upload exclude each other
// whichever server process they reach. A lock is a session-level advisory lock on one dedicated
// connection per process; a request that finds the upload locked asks the holder to let go (the
// tus protocol's "request release": a client that reconnects after a dropped connection must not
// wait for the server to notice the old request is dead) by NOTIFY, which every process LISTENs
// for, and then tries again.
import { EventEmitter, once } from 'node:events';
import { setTimeout as wait } from 'node:timers/promises';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/utils';
import pg from 'pg';

/** The first of the two advisory-lock keys: ours alone (the second is the upload id's hash). */
const LOCK_SPACE = 0x4c465455; // 'LFTU'
const RELEASE_CHANNEL = 'lesson_upload_lock_release';
const RETRY_FIRST_MS = 10;
const RETRY_MAX_MS = 250;

export interface PgLockerOptions {
  /** How to reach the database: the pool's own settings, so the locks follow the same server. */
  connection: pg.ClientConfig;
  /** A request that cannot get the lock in this long fails (tus's MemoryLocker waits 30 s too). */
  acquireTimeoutMs?: number;
  log: { warn(obj: object, msg: string): void };
}

interface Holder {
  /** Asks the request holding the lock to finish early. */
  requestRelease: RequestRelease;
  /** False while its advisory lock is being asked for. */
  acquired: boolean;
  /** Which connection holds it: a lock of a lost connection is gone from the database already. */
  connection: number;
}

export class PgLocker implements Locker {
  private readonly holders = new Map<string, Holder>();
  /** Tells waiters in this process that an id was unlocked, so they need not poll. */
  private readonly unlocked = new EventEmitter().setMaxListeners(0);
  private client: Promise<pg.Client> | null = null;
  private connection = 0;
  private closed = false;

  constructor(private readonly options: PgLockerOptions) {}

  newLock(id: string): Lock {
    return new PgLock(this, id);
  }

  /** Ends the dedicated connection (the database releases whatever it still held). */
  async close(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = null;
    if (client) await (await client.catch(() => null))?.end().catch(() => undefined);
  }

  /** Waits until this process holds the lock of `id`, asking its holder to let go meanwhile. */
  async acquire(id: string, signal: AbortSignal, requestRelease: RequestRelease): Promise<Holder> {
    const deadline = Date.now() + (this.options.acquireTimeoutMs ?? 30_000);
    let pause = RETRY_FIRST_MS;
    for (;;) {
      if (signal.aborted) throw ERRORS.ABORTED;
      if (Date.now() > deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
      const local = this.holders.get(id);
      if (local) {
        // Held by another request of this process: ask it, and wait for its unlock.
        if (local.acquired) await local.requestRelease();
        if (this.holders.get(id) !== local) continue; // it let go at once
        const done = new AbortController();
        const stop = AbortSignal.any([signal, done.signal]);
        await Promise.race([once(this.unlocked, id, { signal: stop }), wait(deadline - Date.now(), undefined, { signal: stop })]).catch(
          () => undefined,
        );
        done.abort(); // the listener or the timer that lost the race
        continue;
      }
      // Claimed before the first await, so no other request of this process asks the database
      // meanwhile (an advisory lock is re-entrant within one connection: both would get it).
      const holder: Holder = { requestRelease, acquired: false, connection: this.connection };
      this.holders.set(id, holder);
      let got = false;
      try {
        const client = await this.connect();
        holder.connection = this.connection;
        got = (await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1, hashtext($2)) as ok', [LOCK_SPACE, id])).rows[0]!.ok;
        if (!got) await client.query('select pg_notify($1, $2)', [RELEASE_CHANNEL, id]);
      } finally {
        if (!got) this.forget(id, holder);
      }
      if (got) {
        holder.acquired = true;
        return holder;
      }
      // Held by another process, which has been asked to let go: try again shortly.
      await wait(Math.min(pause, Math.max(0, deadline - Date.now())), undefined, { signal }).catch(() => undefined);
      pause = Math.min(pause * 2, RETRY_MAX_MS);
    }
  }

  async release(id: string, holder: Holder): Promise<void> {
    if (this.holders.get(id) !== holder) return; // its connection was lost: the lock went with it
    try {
      if (holder.connection === this.connection && this.client)
        await (await this.client).query('select pg_advisory_unlock($1, hashtext($2))', [LOCK_SPACE, id]);
    } finally {
      this.forget(id, holder);
    }
  }

  private forget(id: string, holder: Holder) {
    if (this.holders.get(id) !== holder) return;
    this.holders.delete(id);
    this.unlocked.emit(id);
  }

  private connect(): Promise<pg.Client> {
    if (this.closed) return Promise.reject(new Error('The upload locker is closed'));
    this.client ??= this.open().catch((err) => {
      this.client = null;
      throw err;
    });
    return this.client;
  }

  private async open(): Promise<pg.Client> {
    const client = new pg.Client({ ...this.options.connection, application_name: 'learnflix-upload-locks' });
    const number = ++this.connection;
    const lost = (err?: Error) => {
      if (this.connection !== number || this.closed) return;
      this.connection++; // locks taken from now on are on a new connection
      this.client = null;
      if (err) this.options.log.warn({ err: { message: err.message } }, 'upload lock connection lost');
      // The database released this connection's locks: their holders must stop writing.
      for (const [id, holder] of this.holders) {
        if (holder.connection !== number) continue;
        this.forget(id, holder);
        if (holder.acquired) void holder.requestRelease();
      }
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (message) => {
      const holder = message.payload ? this.holders.get(message.payload) : undefined;
      if (holder?.acquired) void holder.requestRelease();
    });
    await client.connect();
    await client.query(`listen ${RELEASE_CHANNEL}`);
    return client;
  }
}

class PgLock implements Lock {
  private holder: Holder | null = null;

  constructor(
    private readonly locker: PgLocker,
    private readonly id: string,
  ) {}

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    this.holder = await this.locker.acquire(this.id, signal, requestRelease);
  }

  async unlock(): Promise<void> {
    const holder = this.holder;
    this.holder = null;
    if (holder) await this.locker.release(this.id, holder);
  }
}
