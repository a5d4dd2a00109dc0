// The browser's side of a sign-in through the test OpenID provider, for API tests: open /start,
// let the provider sign the account in, and hand back the callback request the browser would make.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE } from '../src/auth/sessions.js';
import { OIDC_STATE_COOKIE } from '../src/modules/directory/routes.js';
import { startTestProvider, type TestAccount, type TestProvider } from './oidc-provider.js';

export const PUBLIC_ORIGIN = 'http://learnflix.test';

/** A provider for the app, and the settings that point the app at it. */
export async function providerFor(accounts: TestAccount[], env: Record<string, string> = {}) {
  const op = await startTestProvider({
    redirectUris: [`${PUBLIC_ORIGIN}/api/auth/oidc/callback`],
    postLogoutRedirectUris: [`${PUBLIC_ORIGIN}/`],
    accounts,
  });
  const settings = {
    PUBLIC_ORIGIN,
    OIDC_ISSUER: op.issuer,
    OIDC_CLIENT_ID: op.clientId,
    OIDC_CLIENT_SECRET: op.clientSecret,
    OIDC_SCOPES: 'openid profile email groups',
    OIDC_GROUPS_CLAIM: 'groups',
    OIDC_ROLE_MAP: 'lms-admins=admin,lms-instructors=instructor',
    OIDC_BUTTON_LABEL: 'Contoso SSO',
    ...env,
  };
  return { op, settings };
}

export interface Started {
  /** The browser's state cookie, as `oidc_state=...`. */
  stateCookie: string;
  providerUrl: string;
}

export async function startSignIn(app: FastifyInstance, returnTo?: string): Promise<Started> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/auth/oidc/start${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ''}`,
  });
  if (res.statusCode !== 302) throw new Error(`start answered ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === OIDC_STATE_COOKIE);
  if (!cookie) throw new Error('start set no state cookie');
  return { stateCookie: `${OIDC_STATE_COOKIE}=${cookie.value}`, providerUrl: res.headers.location as string };
}

/** The callback request for `url` (the provider's redirect), with the browser's cookie. */
export const callback = (app: FastifyInstance, url: URL, cookie?: string): Promise<LightMyRequestResponse> =>
  app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: cookie ? { cookie } : {} });

/** The whole round: start, sign in at the provider as `sub`, come back. */
export async function signInAs(app: FastifyInstance, op: TestProvider, sub: string, returnTo?: string) {
  const started = await startSignIn(app, returnTo);
  const back = await op.authorize(started.providerUrl, sub);
  const res = await callback(app, back, started.stateCookie);
  const session = res.cookies.find((c) => c.name === SESSION_COOKIE);
  return { res, location: res.headers.location as string, cookie: session ? `${SESSION_COOKIE}=${session.value}` : null, back, started };
}
