// The safety net behind the contract: every text field of @app/core refuses the NUL character
// with its own labelled message (textInput). A string that reached a handler without such a field
// (a route's own schema, a route with none) would make PostgreSQL fail the query, a 500; it is
// refused here instead, after validation, so the contract's message wins whenever there is one.
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@app/core';
import { badRequest } from '../lib/errors.js';

/** Deeper than any body our schemas accept; an unvalidated body nested further is not walked. */
const MAX_DEPTH = 32;

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH || Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1));
  return Object.entries(value).some(([key, v]) => key.includes('\u0000') || hasNul(v, depth + 1));
}

export function installNulGuard(app: FastifyInstance) {
  // A callback hook: an async one would cost every request a promise.
  app.addHook('preHandler', (req, _reply, done) => {
    done(hasNul(req.params) || hasNul(req.query) || hasNul(req.body) ? badRequest(MESSAGES.requestHasNotAllowedCharacter) : undefined);
  });
}
