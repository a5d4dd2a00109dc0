// The built web app, with every unknown non-API path answered by index.html (client routing),
// and the 404 of unknown API paths.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@app/core';
import type { Config } from '../config.js';
import { sendError } from './error-handler.js';

export async function registerWebApp(app: FastifyInstance, config: Config) {
  const hasWeb = existsSync(path.join(config.webDistDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      wildcard: false,
      setHeaders: (res, filePath) => {
        res.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/') || !hasWeb || req.method !== 'GET') {
      return sendError(reply, { status: 404, code: 'NOT_FOUND', message: MESSAGES.notFound });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
