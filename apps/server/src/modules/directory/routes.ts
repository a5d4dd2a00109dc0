// The browser's way through the OpenID provider: /start sends it there, /callback brings it back
// signed in (or to /auth with the reason), both plain navigations, never fetches. 404 when no
// provider is set up.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES } from '@app/core';
import { z } from 'zod';
import { notFound } from '../../lib/errors.js';
import { setSessionCookie } from '../../auth/session-cookie.js';
import { finishOidcSignIn, OIDC_SIGN_IN_TTL_MS, OidcSignInError, startOidcSignIn, type OidcDeps } from './oidc.js';

export const OIDC_STATE_COOKIE = 'oidc_state';
const COOKIE_PATH = '/api/auth/oidc';

export default async function directoryRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const oidc = app.config.signInMethods.oidc;
  const provider = app.directories.oidc;
  const deps = (): OidcDeps => {
    if (!oidc || !provider) throw notFound(MESSAGES.oidcNotConfigured);
    return {
      ...app.deps,
      sessionTimes: app.sessionTimes,
      adminStaffIds: app.config.adminStaffIds,
      roleMap: oidc.roleMap,
      log: app.log,
      oidc,
      provider,
    };
  };
  const failed = (failure: string) => `/auth?sso=${encodeURIComponent(failure)}`;

  r.get(
    '/api/auth/oidc/start',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Sign in with the OpenID provider',
        description: 'A browser navigation: redirects to the provider, or to /auth?sso=unavailable.',
        tags: ['auth'],
        querystring: z.object({ returnTo: z.string().max(2000).optional() }),
        errors: [404],
        response: { 302: z.null().describe('To the provider, or to /auth?sso=unavailable') },
      },
    },
    async (req, reply) => {
      const d = deps();
      try {
        const { url, state } = await startOidcSignIn(d, req.query.returnTo);
        reply.setCookie(OIDC_STATE_COOKIE, state, {
          path: COOKIE_PATH,
          httpOnly: true,
          sameSite: 'lax',
          secure: app.config.cookieSecure,
          maxAge: OIDC_SIGN_IN_TTL_MS / 1000,
        });
        return reply.header('cache-control', 'no-store').redirect(url, 302);
      } catch (err) {
        if (!(err instanceof OidcSignInError)) throw err;
        req.log.warn({ failure: err.failure, detail: err.message }, 'OpenID sign-in could not start');
        return reply.redirect(failed(err.failure), 302);
      }
    },
  );

  r.get(
    '/api/auth/oidc/callback',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Come back from the OpenID provider',
        description: 'Redirects to the page the sign-in started from, signed in, or to /auth?sso={reason}.',
        tags: ['auth'],
        errors: [404],
        response: { 302: z.null().describe('To the page the sign-in started from, or to /auth?sso={reason}') },
      },
    },
    async (req, reply) => {
      const d = deps();
      const query = new URLSearchParams(req.url.split('?')[1] ?? '');
      // The state is good for this one answer, whatever it is.
      reply.clearCookie(OIDC_STATE_COOKIE, { path: COOKIE_PATH });
      reply.header('cache-control', 'no-store');
      try {
        const { session, returnTo, providerMs } = await finishOidcSignIn(d, query, req.cookies[OIDC_STATE_COOKIE], {
          ip: req.ip,
          userAgent: req.headers['user-agent'],
        });
        setSessionCookie(app, reply, session);
        // The provider's share of the answer's time (its token endpoint), for whoever measures ours.
        reply.header('server-timing', `idp;desc="OpenID provider";dur=${providerMs.toFixed(1)}`);
        return reply.redirect(returnTo, 302);
      } catch (err) {
        if (!(err instanceof OidcSignInError)) throw err;
        // The reason, never the code, tokens or claims: those are secrets or personal data.
        req.log.warn({ failure: err.failure, detail: err.message }, 'OpenID sign-in refused');
        return reply.redirect(failed(err.failure), 302);
      }
    },
  );
}
