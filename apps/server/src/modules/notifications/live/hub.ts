// The live streams of one server process and what reaches them (docs/notifications.md,
// "Live delivery"). Every process LISTENs on one PostgreSQL channel through one connection of its
// own (listener.ts); a message names a user, and this hub hands it to that user's open streams in
// this process, if any. A heartbeat keeps proxies from closing quiet streams, and at each beat one
// statement checks the sessions behind every stream: an expired one ends its streams. A session
// deleted anywhere (sign-out, a password change) ends them at once through the channel.
import type { Db } from '../../../db/client.js';
import { sql } from 'drizzle-orm';
import type { LiveMessage } from './messages.js';

/** One open event stream of a signed-in user (stream.ts writes it). */
export interface LiveStream {
  readonly userId: string;
  readonly tokenHash: string;
  send(event: string, data: unknown): void;
  /** An SSE comment: nothing for the client, bytes for the proxies in between. */
  ping(): void;
  /** Ends the stream; with `retryMs`, first tells the browser to reconnect that soon (SSE `retry`). */
  close(retryMs?: number): void;
}

/** A process going away spreads its streams' reconnections over this window (to the other processes). */
export const SHUTDOWN_RETRY_MS = { min: 250, spread: 1750 };

export interface LiveHubOptions {
  streamsPerUser: number;
  heartbeatMs: number;
  db: Db;
  clock: () => Date;
  idleMs: number;
  log: { warn(obj: object, msg: string): void };
}

export class LiveHub {
  private readonly byUser = new Map<string, Set<LiveStream>>();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly options: LiveHubOptions) {}

  /** Whether the user may open one more stream here (LIVE_STREAMS_PER_USER). */
  hasRoom(userId: string): boolean {
    return this.streamsOf(userId) < this.options.streamsPerUser;
  }

  add(stream: LiveStream) {
    let set = this.byUser.get(stream.userId);
    if (!set) this.byUser.set(stream.userId, (set = new Set()));
    set.add(stream);
    this.timer ??= setInterval(() => void this.beat(), this.options.heartbeatMs).unref();
  }

  remove(stream: LiveStream) {
    const set = this.byUser.get(stream.userId);
    if (!set?.delete(stream)) return;
    if (set.size === 0) this.byUser.delete(stream.userId);
    if (this.byUser.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  /** Open streams in this process (the metrics read it). */
  streamCount(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  /** Open streams of one user in this process. */
  streamsOf(userId: string): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  /** A message from the channel, to the streams it concerns. */
  deliver(message: LiveMessage) {
    switch (message.t) {
      case 'n':
        this.toUser(message.u, 'notification', { kind: message.k, courseId: message.c, quizId: message.q, attemptId: message.a });
        break;
      case 'r':
        this.toUser(message.u, 'read', {});
        break;
      case 's':
        this.closeSessions(new Set(message.s));
        break;
    }
  }

  /** The channel was lost for a while: every client refetches what it may have missed. */
  resync() {
    for (const set of this.byUser.values()) for (const stream of set) stream.send('ready', { resync: true });
  }

  /** The process is stopping: every stream ends with a hint to reconnect soon, at a moment of its own. */
  closeAll(random: () => number = Math.random) {
    for (const set of [...this.byUser.values()])
      for (const stream of [...set]) stream.close(SHUTDOWN_RETRY_MS.min + Math.floor(random() * SHUTDOWN_RETRY_MS.spread));
    this.byUser.clear();
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private toUser(userId: string, event: string, data: unknown) {
    for (const stream of this.byUser.get(userId) ?? []) stream.send(event, data);
  }

  private closeSessions(tokenHashes: Set<string>) {
    for (const set of [...this.byUser.values()]) for (const stream of [...set]) if (tokenHashes.has(stream.tokenHash)) stream.close();
  }

  /** Heartbeat, and one statement for the sessions behind every stream: those no longer live end. */
  async beat() {
    const streams = [...this.byUser.values()].flatMap((set) => [...set]);
    for (const stream of streams) stream.ping();
    const hashes = [...new Set(streams.map((s) => s.tokenHash))];
    if (hashes.length === 0) return;
    const now = this.options.clock();
    try {
      const { rows } = await this.options.db.execute<{ token_hash: string }>(sql`
        select token_hash from sessions
         where token_hash = any(${sql.param(hashes)}::text[])
           and expires_at > ${now}::timestamptz and last_seen_at > ${new Date(now.getTime() - this.options.idleMs)}::timestamptz`);
      const live = new Set(rows.map((r) => r.token_hash));
      this.closeSessions(new Set(hashes.filter((h) => !live.has(h))));
    } catch (err) {
      // The database is away: streams stay until it answers again (nothing new reaches them meanwhile).
      this.options.log.warn({ err: { message: (err as Error).message } }, 'live sessions check failed');
    }
  }
}
