// One server-sent event stream (GET /api/live): opened for a signed-in user once this process is
// LISTENing (so nothing committed after the client's 'ready' is missed), written past Fastify
// (reply.hijack(), as lesson media are) with the headers already set on the reply, helmet's
// included. It ends when the client leaves, the session ends, or the server shuts down.
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@app/core';
import { currentUser } from '../../../auth/route-access.js';
import { serviceUnavailable, tooManyRequests } from '../../../lib/errors.js';
import type { LiveHub, LiveStream } from './hub.js';
import type { LiveListener } from './listener.js';

/** How long a browser waits before reconnecting a dropped stream (the SSE `retry` field). */
const CLIENT_RETRY_MS = 3000;

class SseStream implements LiveStream {
  private open = true;

  constructor(
    private readonly res: ServerResponse,
    readonly userId: string,
    readonly tokenHash: string,
    private readonly onClose: (s: SseStream) => void,
  ) {}

  send(event: string, data: unknown) {
    this.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  ping() {
    this.write(': ping\n\n');
  }

  close(retryMs?: number) {
    if (!this.open) return;
    if (retryMs !== undefined) this.write(`retry: ${retryMs}\n\n`);
    this.open = false;
    this.onClose(this);
    this.res.end();
  }

  /** Gone when the client is: the request's 'close' ends it. A slow reader's bytes queue in the socket (events are tiny). */
  ended() {
    if (!this.open) return;
    this.open = false;
    this.onClose(this);
  }

  private write(text: string) {
    if (this.open && !this.res.writableEnded) this.res.write(text);
  }
}

export async function openLiveStream(live: { hub: LiveHub; listener: LiveListener }, req: FastifyRequest, reply: FastifyReply) {
  const user = currentUser(req);
  try {
    await live.listener.listening();
  } catch {
    throw serviceUnavailable();
  }
  // Checked after the wait and added without another one: two tabs opening at once both count.
  if (!live.hub.hasRoom(user.id)) throw tooManyRequests(MESSAGES.tooManyLiveStreams);
  reply
    .code(200)
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-store')
    // nginx and similar proxies pass events on as they come instead of buffering the response.
    .header('x-accel-buffering', 'no');
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, reply.getHeaders() as OutgoingHttpHeaders);
  res.flushHeaders();
  const stream = new SseStream(res, user.id, req.sessionTokenHash ?? '', (s) => live.hub.remove(s));
  live.hub.add(stream);
  req.raw.on('close', () => stream.ended());
  res.write(`retry: ${CLIENT_RETRY_MS}\n\n`);
  stream.send('ready', { resync: false });
}
