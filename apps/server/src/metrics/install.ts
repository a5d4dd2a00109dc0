// The app's side of the metrics: every answered request is counted and timed by its route pattern,
// and the process's pools, live streams and job queues are read when scraped.
import type { FastifyInstance } from 'fastify';
import { metricsRoute } from './expose.js';
import type { Metrics } from './metrics.js';
import { watchProcess } from './process-gauges.js';

export function installMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined) {
  // A callback hook: an async one would cost every request a promise. The route pattern, never
  // the URL: ids in paths would make a series per course.
  app.addHook('onResponse', (req, reply, done) => {
    metrics.request(req.method, req.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  watchProcess(metrics, { db: app.deps.db, exportPool: app.exportPool, liveStreams: () => app.live.hub.streamCount() });
  if (token) metricsRoute(app, metrics, token);
}
