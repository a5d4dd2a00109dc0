// The session cookie, as every way of signing in sets it (password, LDAP, the OpenID callback).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SESSION_COOKIE } from './sessions.js';

export const setSessionCookie = (app: FastifyInstance, reply: FastifyReply, session: { token: string; expiresAt: Date }) =>
  reply.setCookie(SESSION_COOKIE, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.cookieSecure,
    expires: session.expiresAt,
  });
