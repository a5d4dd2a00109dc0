// Signing in through the organisation's OpenID provider: a full page navigation to the server,
// which sends the browser on to the provider and, once it is back, to the page the sign-in started
// from (or to /auth?sso=<failure> when no session came of it).
import { MESSAGES, OIDC_FAILURES, type OidcFailure } from '@app/core';

/** The address of the SSO button: the server's start, with where to come back to (`returnPath`), if anywhere. */
export const oidcStartHref = (returnTo: string | null) =>
  returnTo ? `/api/auth/oidc/start?returnTo=${encodeURIComponent(returnTo)}` : '/api/auth/oidc/start';

/** What the callback's `?sso=<failure>` means to the person; a code it does not know reads as a failed sign-in. */
export const oidcFailureMessage = (code: string): string =>
  Object.hasOwn(OIDC_FAILURES, code) ? OIDC_FAILURES[code as OidcFailure] : MESSAGES.oidcFailed;
