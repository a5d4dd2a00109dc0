// Security headers (helmet) and the content security policy of the whole site.
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

export async function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  await app.register(fastifyHelmet, {
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
}
