// Security headers (helmet) and the content security policy of the whole site.
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config.js';

function helmetOptions(config: Config) {
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://www.youtube.com', 'https://player.vimeo.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        // 'self': PDF lessons are shown in an iframe of their own media URL.
        frameSrc: ["'self'", 'https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        connectSrc: ["'self'", 'https://vimeo.com', 'https://www.youtube.com'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        // Same-origin framing only (the PDF viewer above); no other site may frame us.
        frameAncestors: ["'self'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.cookieSecure ? ([] as string[]) : null,
      },
    },
    // HSTS only where we are served over HTTPS.
    hsts: config.cookieSecure ? { maxAge: 31536000, includeSubDomains: true } : false,
    // Embedded players and media from other origins need these relaxed.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' as const },
  };
}

/** Sets the headers on every response that goes through Fastify's hooks (helmet's onRequest). */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  await app.register(fastifyHelmet, helmetOptions(config));
}

/**
 * The same headers, set straight on a response: for the errors Fastify answers before any hook
 * runs (a malformed URL, see error-handler.ts), so that no response goes out without them.
 */
export function securityHeaders(config: Config): (req: IncomingMessage, res: ServerResponse) => void {
  const middleware = helmet(helmetOptions(config));
  return (req, res) => middleware(req, res, () => {});
}

/**
 * The same headers as `name: value` lines, for a response written straight to the socket: a
 * request Node's parser refused (see clientErrorHandler) has no request or response objects.
 */
export function securityHeaderLines(config: Config): string {
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  securityHeaders(config)(res.req, res);
  return Object.entries(res.getHeaders())
    .map(([name, value]) => `${name}: ${String(value)}\r\n`)
    .join('');
}
