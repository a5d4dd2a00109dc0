// Security headers (helmet) and the content security policy of the whole site.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.js';

export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const headers = helmetHeaders({
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
        upgradeInsecureRequests: config.cookieSecure ? [] : null,
      },
    },
    // HSTS only where we are served over HTTPS.
    hsts: config.cookieSecure ? { maxAge: 31536000, includeSubDomains: true } : false,
    // Embedded players and media from other origins need these relaxed.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/**
 * The headers helmet sets with these options, worked out once: they never vary per request (no
 * CSP nonces). @fastify/helmet ran all of helmet's set-up, CSP parsing included, on every request:
 * an eighth of the CPU of a cached API answer.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}
