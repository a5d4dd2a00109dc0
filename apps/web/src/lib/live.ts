// The live channel (GET /api/live, server-sent events): what the server announces to a signed-in
// page, for features to refresh what they show. One browser holds one connection, whatever its
// number of tabs: the tab holding a Web Lock opens it and passes every event to the others over a
// BroadcastChannel (six tabs, each with a stream of its own, would take every HTTP/1.1 connection
// the browser allows a site, and count against the server's per-user cap). When that tab closes,
// another takes the lock and connects. Events carry no data to show, only what changed: features
// refetch.
import { useEffect } from 'react';
import type { NotificationKind } from '@app/core';
import { useLatest } from '@/hooks/use-latest';

export type LiveEvent =
  /** The stream is live. `resync`: it was down for a while, so refetch whatever is shown. */
  | { type: 'ready'; resync: boolean }
  /** A notification for this user: what it is about, for the screens showing that to refresh. */
  | { type: 'notification'; kind: NotificationKind; courseId: string | null; quizId: string | null; attemptId: string | null }
  /** Read marks changed in another tab or device. */
  | { type: 'read' };

type Listener = (event: LiveEvent) => void;

const LOCK = 'learnflix-live';
const CHANNEL = 'learnflix-live';
const RETRY_FIRST_MS = 2000;
const RETRY_MAX_MS = 60_000;

const listeners = new Set<Listener>();
let users = 0;
let stopCurrent: (() => void) | null = null;
/** Set once a first 'ready' was seen: every later one may follow a gap. */
let seenReady = false;

function dispatch(event: LiveEvent) {
  if (event.type === 'ready') {
    event = { type: 'ready', resync: event.resync || seenReady };
    seenReady = true;
  }
  for (const listener of [...listeners]) listener(event);
}

/** Listens to live events while subscribed; returns the unsubscribe. */
export function onLiveEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Calls `listener` with every live event while the component is mounted. */
export function useLiveEvent(listener: Listener) {
  const latest = useLatest(listener);
  useEffect(() => onLiveEvent((e) => latest.current(e)), [latest]);
}

/**
 * Keeps this browser connected while at least one caller wants it (the signed-in header does);
 * returns the release. Call it again after the user changes: the stream is the session's.
 */
export function connectLive(): () => void {
  users++;
  if (users === 1) stopCurrent = start();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    users--;
    if (users === 0) {
      stopCurrent?.();
      stopCurrent = null;
    }
  };
}

function start(): () => void {
  const abort = new AbortController();
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  if (channel) channel.onmessage = (m: MessageEvent<LiveEvent>) => dispatch(m.data);
  const relay = (event: LiveEvent) => {
    dispatch(event);
    channel?.postMessage(event);
  };
  if (typeof navigator !== 'undefined' && navigator.locks) {
    // Granted to one tab at a time; held until this tab stops (or closes: the browser lets go).
    navigator.locks.request(LOCK, { signal: abort.signal }, () => lead(abort.signal, relay)).catch(() => undefined);
  } else {
    void lead(abort.signal, relay);
  }
  return () => {
    abort.abort();
    channel?.close();
  };
}

/** Holds the connection until `signal` aborts, reconnecting after a refusal with growing pauses. */
function lead(signal: AbortSignal, relay: Listener): Promise<void> {
  return new Promise<void>((resolve) => {
    let source: EventSource | null = null;
    let retryMs = RETRY_FIRST_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const open = () => {
      if (signal.aborted) return;
      source = new EventSource('/api/live');
      source.addEventListener('ready', (e) => {
        retryMs = RETRY_FIRST_MS;
        relay({ type: 'ready', resync: Boolean(parse(e)?.resync) });
      });
      source.addEventListener('notification', (e) => {
        const data = parse(e);
        if (data)
          relay({
            type: 'notification',
            kind: data.kind as NotificationKind,
            courseId: text(data.courseId),
            quizId: text(data.quizId),
            attemptId: text(data.attemptId),
          });
      });
      source.addEventListener('read', () => relay({ type: 'read' }));
      source.onerror = () => {
        // A dropped stream is retried by the browser itself; a refused one (signed out, too many
        // streams, the server away) is closed for good: try again later, less and less often.
        if (source?.readyState !== EventSource.CLOSED) return;
        source = null;
        timer = setTimeout(open, retryMs);
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
      };
    };

    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      source?.close();
      resolve();
    });
    open();
  });
}

function parse(e: Event): Record<string, unknown> | null {
  try {
    const data: unknown = JSON.parse((e as MessageEvent<string>).data);
    return data && typeof data === 'object' ? (data as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const text = (v: unknown) => (typeof v === 'string' ? v : null);
