// The live channel of one server process: its hub of open streams and its LISTEN connection
// (docs/notifications.md, "Live delivery"). app.ts makes one per app and closes it before the server
// waits for open connections, which a live stream would never end by itself. The channel also
// tells this process's session cache of sessions deleted in any process (a sign-out, a password
// change, a role change, a deletion): they stop working here at once, not at the cache's TTL.
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config.js';
import { sessionCache } from '../../../auth/session-cache.js';
import { directConnectionOf } from '../../../db/client.js';
import type { Deps } from '../../../deps.js';
import { LiveHub } from './hub.js';
import { LiveListener } from './listener.js';

export interface Live {
  hub: LiveHub;
  listener: LiveListener;
  close(): Promise<void>;
}

export function createLive(deps: Pick<Deps, 'db' | 'clock'> & { config: Config; idleMs: number; log: FastifyBaseLogger }): Live {
  const hub = new LiveHub({ ...deps.config.live, db: deps.db, clock: deps.clock, idleMs: deps.idleMs, log: deps.log });
  const listener = new LiveListener({
    connection: directConnectionOf(deps.db),
    onMessage: (m) => {
      if (m.t === 's') for (const tokenHash of m.s) sessionCache.drop(tokenHash);
      hub.deliver(m);
    },
    onResumed: () => {
      // Whatever was revoked while the channel was down was never heard here.
      sessionCache.clear();
      hub.resync();
    },
    log: deps.log,
  });
  return {
    hub,
    listener,
    close: async () => {
      hub.closeAll();
      await listener.close();
    },
  };
}
