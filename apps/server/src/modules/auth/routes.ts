import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePasswordInput,
  messageResponse,
  MESSAGES,
  sessionResponse,
  signInInput,
  signInMethodsResponse,
  signInResponse,
  signOutResponse,
  signUpInput,
} from '@app/core';
import { currentUser } from '../../auth/route-access.js';
import { setSessionCookie } from '../../auth/session-cookie.js';
import { deleteSession, SESSION_COOKIE } from '../../auth/sessions.js';
import { presentSessionUser } from '../../auth/user.js';
import { providerLogoutUrl } from '../directory/oidc.js';
import { changePassword, signIn, signUp, type AuthDeps } from './service.js';
import { presentSignInMethods } from './methods.js';

export default async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = (): AuthDeps => ({
    ...app.deps,
    sleep: app.sleep,
    adminStaffIds: app.config.adminStaffIds,
    sessionTimes: app.sessionTimes,
    signInLimits: app.config.signIn,
    signUpMaxPerIpPerHour: app.config.signUpMaxPerIpPerHour,
    methods: app.config.signInMethods,
    ldap: app.directories.ldap,
    log: app.log,
  });
  const methods = presentSignInMethods(app.config.signInMethods);

  r.get(
    '/api/auth/methods',
    {
      config: { access: 'public' },
      schema: { summary: 'How people sign in here', tags: ['auth'], response: { 200: signInMethodsResponse } },
    },
    async () => methods,
  );

  r.post(
    '/api/auth/sign-up',
    {
      config: { access: 'public' },
      schema: { summary: 'Sign up', tags: ['auth'], body: signUpInput, errors: [403, 409, 429], response: { 201: messageResponse } },
    },
    async (req, reply) => {
      await signUp(deps(), req.body, { ip: req.ip });
      return reply.code(201).send({ message: MESSAGES.signedUp });
    },
  );

  r.post(
    '/api/auth/sign-in',
    {
      config: { access: 'public' },
      schema: { summary: 'Sign in', tags: ['auth'], body: signInInput, errors: [401, 403, 429, 503], response: { 200: signInResponse } },
    },
    async (req, reply) => {
      const { user, session } = await signIn(deps(), req.body, { ip: req.ip, userAgent: req.headers['user-agent'] });
      setSessionCookie(app, reply, session);
      return { user: presentSessionUser(user), message: MESSAGES.signedIn };
    },
  );

  r.post(
    '/api/auth/sign-out',
    { config: { access: 'public' }, schema: { summary: 'Sign out', tags: ['auth'], response: { 200: signOutResponse } } },
    async (req, reply) => {
      const ended = req.sessionTokenHash ? await deleteSession(app.deps, req.sessionTokenHash) : null;
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      // Signed in through the OpenID provider: the browser goes on to end the provider's session too.
      const { oidc } = app.config.signInMethods;
      const provider = app.directories.oidc;
      const logoutUrl = ended?.directory === 'oidc' && oidc && provider ? await providerLogoutUrl({ oidc, provider }) : null;
      return { message: 'Signed out', logoutUrl };
    },
  );

  r.get(
    '/api/auth/session',
    { config: { access: 'public' }, schema: { summary: 'Get the current session', tags: ['auth'], response: { 200: sessionResponse } } },
    async (req, reply) => {
      // A cookie that names no live session: the session expired (or was ended). It is said once
      // and the cookie cleared, so the browser stops sending it and the next check is a visitor's.
      const expired = !req.user && Boolean(req.cookies[SESSION_COOKIE]);
      if (expired) reply.clearCookie(SESSION_COOKIE, { path: '/' });
      reply.header('cache-control', 'no-store');
      return { user: req.user ? presentSessionUser(req.user) : null, expired };
    },
  );

  r.post(
    '/api/auth/password',
    {
      config: { access: 'session' },
      schema: {
        summary: 'Change your password',
        tags: ['auth'],
        body: changePasswordInput,
        errors: [429],
        response: { 200: messageResponse },
      },
    },
    async (req, reply) => {
      const session = await changePassword(deps(), currentUser(req), req.body, { ip: req.ip, userAgent: req.headers['user-agent'] });
      setSessionCookie(app, reply, session);
      return { message: MESSAGES.passwordUpdated };
    },
  );
}
