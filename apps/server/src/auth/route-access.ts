// Route access, declared on each route as `config: { access }` and enforced before the body
// is even parsed:
//   'none'    anyone, and the session is not even looked up (the health check)
//   'public'  anyone; the user is loaded when a session exists
//   'session' a signed-in user, even one who must still change their password (sign-out, password)
//   'user'    (default) a signed-in user with no pending password change, who may change
//             anything only with the 'write' ability (the subadmin reads only)
//   { can }   as 'user', and the user must have that ability of the policy (core policies/abilities.ts)
//   { platform } as 'user', and the policy's canPlatform must allow that action (core
//             policies/platform.ts): a question about the platform as a whole is asked here, once,
//             and the service trusts it; a question about one record is its service's (authorization/)
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { can, canPlatform, MESSAGES, type Ability, type PlatformAction } from '@app/core';
import { sessionCache } from './session-cache.js';
import { findSession, SESSION_COOKIE } from './sessions.js';
import type { AuthUser, RequestActor } from './user.js';
import { forbidden, passwordChangeRequired, sessionExpired, unauthenticated } from '../lib/errors.js';

export type Access = 'none' | 'public' | 'session' | 'user' | { readonly can: Ability } | { readonly platform: PlatformAction };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: AuthUser | null;
    sessionTokenHash: string | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The signed-in user of a route that is not public. */
export function currentUser(req: FastifyRequest): AuthUser {
  if (!req.user) throw unauthenticated();
  return req.user;
}

/** The signed-in user as the author of a change: what a service records of them if it is audited. */
export function actingUser(req: FastifyRequest): RequestActor {
  const { id, role, staffId, fullName } = currentUser(req);
  return { id, role, staffId, fullName, ip: req.ip ?? null };
}

export default fp(async function accessPlugin(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionTokenHash', null);

  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/api/') || req.routeOptions.config?.access === 'none') return;
    checkCsrf(app, req);

    const token = req.cookies[SESSION_COOKIE];
    if (token) {
      // Reads may reuse a session this process looked up moments ago; a state-changing request
      // always looks its session up (docs/platform.md, "Session cache").
      const found = await findSession(app.deps, token, app.sessionTimes, {
        ms: app.config.sessionCacheMs,
        fresh: !SAFE_METHODS.has(req.method),
      });
      if (found) {
        req.user = found.user;
        req.sessionTokenHash = found.tokenHash;
      }
    }

    // An unknown path gets its 404 from the not-found handler, whoever asks.
    if (!req.routeOptions.url) return;
    const access = req.routeOptions.config.access ?? 'user';
    if (access === 'public') return;
    const user = req.user;
    // A cookie that names no live session is an expired session; no cookie at all, a visitor.
    if (!user) throw token ? sessionExpired() : unauthenticated();
    if (access === 'session') return;
    if (user.mustChangePassword) throw passwordChangeRequired();
    if (!SAFE_METHODS.has(req.method) && !can(user, 'write')) throw forbidden(MESSAGES.readOnly);
    if (typeof access === 'object' && !('can' in access ? can(user, access.can) : canPlatform(user, access.platform))) throw forbidden();
  });

  // A user's own change (profile, avatar, password) must show on their next read in this
  // process: once a state-changing request of theirs has done its work, and before they hear
  // back, their cached sessions are dropped.
  // (A callback hook: an async one would cost every response a promise.)
  app.addHook('onSend', (req, _reply, payload, done) => {
    if (req.user && !SAFE_METHODS.has(req.method)) sessionCache.forgetUser(req.user.id);
    done(null, payload);
  });
});

/**
 * Cross-site request forgery: a state-changing request must come from our own origin and carry
 * either a JSON body or the X-Requested-With header. Neither can be sent cross-site without a
 * CORS preflight, which this server never grants.
 */
function checkCsrf(app: FastifyInstance, req: FastifyRequest) {
  if (SAFE_METHODS.has(req.method)) return;
  const origin = req.headers.origin;
  if (origin && origin !== 'null') {
    const expected = app.config.publicOrigin;
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      throw forbidden(MESSAGES.crossSiteRefused);
    }
    const ok = expected ? new URL(expected).host === host : host === req.headers.host;
    if (!ok) throw forbidden(MESSAGES.crossSiteRefused);
  } else if (origin === 'null') {
    throw forbidden(MESSAGES.crossSiteRefused);
  }
  const type = req.headers['content-type'] ?? '';
  if (!type.startsWith('application/json') && !req.headers['x-requested-with']) {
    throw forbidden(MESSAGES.crossSiteRefused);
  }
}
