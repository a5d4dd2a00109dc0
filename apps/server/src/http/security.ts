// Security headers (helmet) and the content security policy of the whole site. They never vary per
// request (no CSP nonces), so helmet works them out once and every response gets the same set.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.js';
import { fileOrigins } from '../storage/origins.js';

function helmetOptions(config: Config): HelmetOptions {
  const files = fileOrigins(config.storage);
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://www.youtube.com', 'https://player.vimeo.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...files.pictures],
        mediaSrc: ["'self'", 'blob:', 'https:', ...files.media],
        // 'self': PDF lessons are shown in an iframe of their own media URL (which may redirect to the store).
        frameSrc: ["'self'", 'https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com', ...files.media],
        // The store's media origin: hls.js fetches a stream's segments, which redirect there (docs/video.md).
        connectSrc: ["'self'", 'https://vimeo.com', 'https://www.youtube.com', ...files.media],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        // Same-origin framing only (the PDF viewer above); no other site may frame us.
        frameAncestors: ["'self'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.cookieSecure ? [] : null,
      },
    },
    // HSTS only where we are served over HTTPS.
    hsts: config.cookieSecure ? { maxAge: 31536000, includeSubDomains: true } : false,
    // Embedded players and media from other origins need these relaxed.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  };
}

/**
 * The headers helmet sets with our options, worked out once. @fastify/helmet ran all of helmet's
 * set-up, CSP parsing included, on every request: an eighth of the CPU of a cached API answer.
 */
function securityHeaderValues(config: Config): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(helmetOptions(config))({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/** Sets the headers on every response that goes through Fastify's hooks. */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const headers = securityHeaderValues(config);
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/**
 * The same headers, set straight on a response: for the errors Fastify answers before any hook
 * runs (a malformed URL, see error-handler.ts), so that no response goes out without them.
 */
export function securityHeaders(config: Config): (req: IncomingMessage, res: ServerResponse) => void {
  const headers = Object.entries(securityHeaderValues(config));
  return (_req, res) => {
    for (const [name, value] of headers) res.setHeader(name, value);
  };
}

/**
 * The same headers as `name: value` lines, for a response written straight to the socket: a
 * request Node's parser refused (see clientErrorHandler) has no request or response objects.
 */
export function securityHeaderLines(config: Config): string {
  return Object.entries(securityHeaderValues(config))
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
}
