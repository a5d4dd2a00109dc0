// The built web app, with every unknown non-API path answered by index.html (client routing),
// and the 404 of unknown API paths.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@app/core';
import type { Config } from '../config.js';
import { sendError } from './error-handler.js';
import { pagePreloads } from './preload.js';

/** Vite names every file under assets/ by its content hash: a changed file gets a new URL. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
const ASSETS_DIR = `${path.sep}assets${path.sep}`;

export async function registerWebApp(app: FastifyInstance, config: Config) {
  const hasWeb = existsSync(path.join(config.webDistDir, 'index.html'));
  if (hasWeb) {
    const preloads = pagePreloads(config.webDistDir);
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      wildcard: false,
      // The build writes a .br and a .gz beside each text file (apps/web/vite.config.ts); the one
      // the browser accepts is sent, with the original's Content-Type.
      preCompressed: true,
      // Off, or the plugin overwrites the header set below with `public, max-age=0`.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        // index.html (and the other unhashed files) are checked on every load, so a deploy is seen at once.
        res.setHeader('cache-control', filePath.includes(ASSETS_DIR) ? IMMUTABLE : 'no-cache');
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
    // The same index.html answers every page: the hint depends on the address asked for.
    app.addHook('onSend', (req, reply, payload, done) => {
      const type = reply.getHeader('content-type');
      const link = typeof type === 'string' && type.startsWith('text/html') ? preloads(req.url) : undefined;
      if (link) reply.header('link', link);
      done(null, payload);
    });
  }
  app.setNotFoundHandler((req, reply) => {
    // A missing hashed file (an old tab asking for the chunk of a previous build) is a 404, not the
    // app's HTML, which a browser would refuse as a script anyway.
    if (req.url.startsWith('/api/') || req.url.startsWith('/assets/') || !hasWeb || req.method !== 'GET') {
      return sendError(reply, { status: 404, code: 'NOT_FOUND', message: MESSAGES.notFound });
    }
    return reply.sendFile('index.html');
  });
}
