// The one connection per process that LISTENs for live messages. Opened when the first stream
// needs it, kept until the app closes, opened again after a loss (a database restart): then every
// stream is told to refetch, since whatever was announced meanwhile never reached this process.
import { setTimeout as wait } from 'node:timers/promises';
import pg from 'pg';
import { LIVE_CHANNEL, parseLiveMessage, type LiveMessage } from './messages.js';

export interface LiveListenerOptions {
  /** How to reach the database: the pool's own settings. */
  connection: pg.ClientConfig;
  onMessage: (message: LiveMessage) => void;
  /** LISTENing again after a loss. */
  onResumed: () => void;
  log: { warn(obj: object, msg: string): void };
}

const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 5000;

export class LiveListener {
  private connecting: Promise<void> | null = null;
  private client: pg.Client | null = null;
  private closed = false;
  private lostBefore = false;

  constructor(private readonly options: LiveListenerOptions) {}

  /** Resolves once this process is LISTENing (at once when it already is); rejects if the database cannot be reached now. */
  listening(): Promise<void> {
    if (this.closed) return Promise.reject(new Error('The live listener is closed'));
    this.connecting ??= this.open().catch((err: unknown) => {
      this.connecting = null;
      throw err;
    });
    return this.connecting;
  }

  /**
   * LISTENs from now on, whether or not a stream needs it (the session cache does), trying again
   * with growing pauses while the database cannot be reached.
   */
  keepListening(): void {
    void this.listening().catch(() => {
      this.lostBefore = true;
      void this.reconnect();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async open(): Promise<void> {
    const client = new pg.Client({ ...this.options.connection, application_name: 'learnflix-live' });
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost || this.closed) return;
      lost = true;
      if (this.client === client) this.client = null;
      this.connecting = null;
      this.lostBefore = true;
      this.options.log.warn({ err: err ? { message: err.message } : undefined }, 'live channel connection lost; reconnecting');
      void client.end().catch(() => undefined);
      void this.reconnect();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (n) => {
      if (n.channel !== LIVE_CHANNEL) return;
      const message = parseLiveMessage(n.payload);
      if (message) this.options.onMessage(message);
    });
    try {
      await client.connect();
      await client.query(`listen ${LIVE_CHANNEL}`);
    } catch (err) {
      lost = true; // not a loss to report: the caller hears of it
      await client.end().catch(() => undefined);
      throw err;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
  }

  /** After a loss: try again with growing pauses until it works or the app closes. */
  private async reconnect() {
    let pause = RETRY_FIRST_MS;
    while (!this.closed) {
      await wait(pause);
      if (this.closed) return;
      try {
        await this.listening();
        if (this.lostBefore) {
          this.lostBefore = false;
          this.options.onResumed();
        }
        return;
      } catch {
        pause = Math.min(pause * 2, RETRY_MAX_MS);
      }
    }
  }
}
