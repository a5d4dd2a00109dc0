// While the database is known to be down, API requests are answered 503 at once: no request
// waits for a connection that will not come, and the database is not flooded as it comes back.
import type { FastifyInstance } from 'fastify';
import { serviceUnavailable } from '../lib/errors.js';

export function installAvailabilityGate(app: FastifyInstance) {
  // A callback hook: an async one would cost every request a promise, for a rare refusal.
  app.addHook('onRequest', (req, _reply, done) => {
    const refuse = app.dbAvailability.isDown && req.url.startsWith('/api/') && req.routeOptions.config?.access !== 'none'; // the health check asks for itself
    done(refuse ? serviceUnavailable() : undefined);
  });
}
