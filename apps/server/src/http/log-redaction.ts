// What a log line may say of a request's address. The OpenID callback's query carries the
// authorization code (a secret until it is spent); its query is never written to a log.
import type { FastifyRequest } from 'fastify';

const SECRET_QUERIES = ['/api/auth/oidc/callback'];

/** The address as logs may show it. */
export function loggableUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const path = url.slice(0, q);
  return SECRET_QUERIES.includes(path) ? `${path}?[redacted]` : url;
}

/** Fastify's request serializer, with the address made loggable: give it to pino as `serializers.req`. */
export const requestSerializer = (req: FastifyRequest) => ({
  method: req.method,
  url: loggableUrl(req.url),
  host: req.host,
  remoteAddress: req.ip,
  remotePort: req.socket?.remotePort,
});
