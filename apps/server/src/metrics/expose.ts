// Where the metrics can be read, never by the public: on a port of their own (METRICS_PORT, which a
// firewall keeps to the scraper), or on the API's port with a bearer token (METRICS_TOKEN) when a
// second port is not an option (one exposed port on a platform).
import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics.js';

/** A plain HTTP server answering GET /metrics; resolves once it listens. */
export async function serveMetrics(metrics: Metrics, port: number, host: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    metrics.text().then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => res.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics failed\n'),
    );
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, host, resolve));
  return server;
}

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** GET /api/metrics for the bearer of `token`; 404 to anyone else, as if there were no such route. */
export function metricsRoute(app: FastifyInstance, metrics: Metrics, token: string) {
  app.get('/api/metrics', { config: { access: 'none' }, schema: { hide: true } }, async (req, reply) => {
    const auth = req.headers.authorization ?? '';
    if (!auth.startsWith('Bearer ') || !sameToken(auth.slice(7), token)) return reply.callNotFound();
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.text());
  });
}
