// The safety net behind the contract: every text field of @app/core refuses the characters no text
// may hold (NUL, a lone UTF-16 surrogate: core's hasNotAllowedCharacter) with its own labelled
// message (textInput). A string that reached a handler without such a field (a route's own schema,
// a route with none) would make PostgreSQL fail the query, a 500; it is refused here instead, after
// validation, so the contract's message wins whenever there is one.
import type { FastifyInstance } from 'fastify';
import { hasNotAllowedCharacter, MESSAGES } from '@app/core';
import { badRequest } from '../lib/errors.js';

/** Deeper than any body our schemas accept; an unvalidated body nested further is not walked. */
const MAX_DEPTH = 32;

function holdsNotAllowed(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return hasNotAllowedCharacter(value);
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH || Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) return value.some((v) => holdsNotAllowed(v, depth + 1));
  return Object.entries(value).some(([key, v]) => hasNotAllowedCharacter(key) || holdsNotAllowed(v, depth + 1));
}

export function installTextGuard(app: FastifyInstance) {
  // A callback hook: an async one would cost every request a promise.
  app.addHook('preHandler', (req, _reply, done) => {
    const refused = holdsNotAllowed(req.params) || holdsNotAllowed(req.query) || holdsNotAllowed(req.body);
    done(refused ? badRequest(MESSAGES.requestHasNotAllowedCharacter) : undefined);
  });
}
