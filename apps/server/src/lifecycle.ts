// A process's way out (main.ts on SIGTERM): say "not ready" at once, keep serving for
// SHUTDOWN_DELAY_MS while balancers that poll /api/ready take it out of rotation, stop accepting,
// let in-flight requests finish within SHUTDOWN_TIMEOUT_MS and then cut what is left.
import type { FastifyInstance } from 'fastify';

/** Read by /api/ready; main.ts sets `draining` when a SIGTERM (or Ctrl-C) arrives. */
export interface Lifecycle {
  draining: boolean;
}

export const createLifecycle = (): Lifecycle => ({ draining: false });

/**
 * Closes the HTTP server: no new connection; idle keep-alive ones close; requests on the way may
 * finish (a request arriving on a kept connection meanwhile gets Fastify's 503 with
 * `connection: close`, which nginx retries on another process). Live streams end first, with a
 * retry hint (the app's preClose hook). After `timeoutMs` the connections still open are cut.
 */
export async function closeWithin(app: FastifyInstance, timeoutMs: number): Promise<{ cut: boolean }> {
  let cut = false;
  const timer = setTimeout(() => {
    cut = true;
    app.log.warn({ timeoutMs }, 'shutdown: requests still running after SHUTDOWN_TIMEOUT_MS are cut');
    app.server.closeAllConnections();
  }, timeoutMs);
  try {
    await app.close();
  } finally {
    clearTimeout(timer);
  }
  return { cut };
}
