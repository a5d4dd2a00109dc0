// While the database is known to be down, API requests are answered 503 at once: no request
// waits for a connection that will not come, and the database is not flooded as it comes back.
import type { FastifyInstance } from 'fastify';
import { serviceUnavailable } from '../lib/errors.js';

export function installAvailabilityGate(app: FastifyInstance) {
  app.addHook('onRequest', async (req) => {
    if (!app.dbAvailability.isDown || !req.url.startsWith('/api/')) return;
    if (req.routeOptions.config?.access === 'none') return; // the health check asks for itself
    throw serviceUnavailable();
  });
}
