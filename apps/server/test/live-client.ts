// A server-sent events client for the live channel's tests: the app listens on a real port (inject
// cannot hold a response open), the client reads the stream as a browser's EventSource would, and
// a test waits for the event it expects (never for a time).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface LiveEvent {
  event: string;
  data: Record<string, unknown>;
}

export interface LiveClient {
  status: number;
  /** The error body of a refused stream. */
  body: string;
  events: LiveEvent[];
  /** The first event (from the start) that matches; waits for it if it has not come yet. */
  next(match: (e: LiveEvent) => boolean): Promise<LiveEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** The app's address, listening on a free port of the loopback (once per app). */
export async function addressOf(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

export async function openLive(app: FastifyInstance, cookie?: string): Promise<LiveClient> {
  const base = await addressOf(app);
  const events: LiveEvent[] = [];
  const waiters: { match: (e: LiveEvent) => boolean; resolve: (e: LiveEvent) => void }[] = [];
  let endStream!: () => void;
  const ended = new Promise<void>((resolve) => (endStream = resolve));
  const { req, res } = await new Promise<{ req: http.ClientRequest; res: http.IncomingMessage }>((resolve, reject) => {
    const req = http.get(`${base}/api/live`, { headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}) } }, (res) =>
      resolve({ req, res }),
    );
    req.on('error', reject);
  });
  res.setEncoding('utf8');
  let buffer = '';
  let body = '';
  res.on('data', (chunk: string) => {
    if (res.statusCode !== 200) {
      body += chunk;
      return;
    }
    buffer += chunk;
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const frame = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const lines = frame.split('\n');
      const event = lines.find((l) => l.startsWith('event: '))?.slice(7);
      const data = lines.find((l) => l.startsWith('data: '))?.slice(6);
      if (!event) continue; // a comment (heartbeat) or the retry field
      const e = { event, data: JSON.parse(data ?? '{}') as Record<string, unknown> };
      events.push(e);
      for (const w of [...waiters]) {
        if (!w.match(e)) continue;
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(e);
      }
    }
  });
  res.on('end', endStream);
  res.on('close', endStream);
  if (res.statusCode !== 200) await ended;
  return {
    status: res.statusCode ?? 0,
    get body() {
      return body;
    },
    events,
    next: (match) => {
      const found = events.find(match);
      return found ? Promise.resolve(found) : new Promise((resolve) => waiters.push({ match, resolve }));
    },
    ended,
    close: () => req.destroy(),
  };
}
