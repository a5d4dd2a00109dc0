// Compressed API answers: JSON above 1 KB goes out as brotli (or gzip), negotiated by Accept-Encoding.
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Registered before every route: the plugin attaches itself to each route as the route is added.
 *
 * - API routes only. The web app's files come precompressed from the build (http/web-app.ts) and
 *   are never compressed again per request.
 * - Routes that send bytes as they are (public files such as thumbnails, certificate PDFs) say
 *   `compress: false` where they are declared: images and PDFs are compressed formats, and each
 *   sets its own Content-Length. Lesson media (and their ranges) are written by the media route
 *   itself after `reply.hijack()`, past every hook, so they never reach the plugin.
 * - Brotli at quality 4: most of what 11 saves, for a fraction of the CPU per response.
 * - Request bodies are never inflated: no client of ours compresses them, and inflating is work
 *   (and a zip-bomb surface) the API does not need.
 */
export async function registerCompression(app: FastifyInstance) {
  // Runs before the plugin's own onRoute hook, which then leaves these routes alone.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) route.compress = false;
  });
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
