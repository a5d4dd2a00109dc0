// Signing in with the organisation's OpenID provider: the authorization code flow with PKCE, state
// and nonce (openid-client). The start keeps what the callback needs in PostgreSQL under the hash of
// the state, which the browser holds in a cookie, so any process serves the callback, a state works
// once, and only in the browser it was given to. The callback makes one request to the provider
// (its token endpoint); the ID token it gets there says who signed in (docs/auth.md, "OpenID Connect").
import { createHash, timingSafeEqual } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { and, eq, gt, lt } from 'drizzle-orm';
import * as client from 'openid-client';
import { directoryGroups, directoryStaffId, directoryText, safeReturnPath, type OidcFailure } from '@app/core';
import type { OidcConfig } from '../../config-sign-in.js';
import { oidcSignIns } from '../../db/schema.js';
import { HttpError } from '../../lib/errors.js';
import { signInDirectoryPerson, type DirectorySignInDeps } from './accounts.js';
import { ProviderUnavailableError, type OidcProvider } from './oidc-client.js';

/** How long a browser may take at the provider. */
export const OIDC_SIGN_IN_TTL_MS = 10 * 60_000;

export interface OidcDeps extends DirectorySignInDeps {
  oidc: OidcConfig;
  provider: OidcProvider;
}

/** Why the callback made no session: the sign-in page says it (OIDC_FAILURES). */
export class OidcSignInError extends Error {
  constructor(
    readonly failure: OidcFailure,
    detail: string,
  ) {
    super(detail);
  }
}

const hash = (state: string) => createHash('sha256').update(state).digest('hex');

/** Where to send the browser, and the state its cookie keeps. */
export async function startOidcSignIn(deps: OidcDeps, returnTo: unknown): Promise<{ url: string; state: string }> {
  let config: client.Configuration;
  try {
    config = await deps.provider.configuration();
  } catch (err) {
    throw new OidcSignInError('unavailable', err instanceof Error ? err.message : String(err));
  }
  const now = deps.clock();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  const codeChallenge = await client.calculatePKCECodeChallenge(codeVerifier);
  // Sign-ins abandoned at the provider go when the next one starts (an index range, usually empty).
  await deps.db.delete(oidcSignIns).where(lt(oidcSignIns.expiresAt, now));
  await deps.db.insert(oidcSignIns).values({
    stateHash: hash(state),
    nonce,
    codeVerifier,
    returnTo: safeReturnPath(returnTo) ?? '/',
    expiresAt: new Date(now.getTime() + OIDC_SIGN_IN_TTL_MS),
  });
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: deps.oidc.redirectUri,
    scope: deps.oidc.scopes,
    state,
    nonce,
    code_challenge: codeChallenge,
    code_challenge_method: 'S256',
  });
  return { url: url.href, state };
}

/**
 * The provider sent the browser back: `query` is the callback's query string, `cookieState` the
 * state this browser was given. Signs the person in, or throws OidcSignInError.
 */
export async function finishOidcSignIn(
  deps: OidcDeps,
  query: URLSearchParams,
  cookieState: string | undefined,
  meta: { ip: string; userAgent?: string },
) {
  const state = query.get('state') ?? '';
  // Not this browser's state (or none): refused before anything is spent on it.
  if (!cookieState || !sameText(state, cookieState)) throw new OidcSignInError('state', 'state does not match this browser');
  const [pending] = await deps.db
    .delete(oidcSignIns)
    .where(and(eq(oidcSignIns.stateHash, hash(state)), gt(oidcSignIns.expiresAt, deps.clock())))
    .returning();
  if (!pending) throw new OidcSignInError('state', 'state unknown, used or expired');
  if (query.has('error')) throw new OidcSignInError('denied', `provider answered ${query.get('error')}`);

  let config: client.Configuration;
  try {
    config = await deps.provider.configuration();
  } catch (err) {
    throw new OidcSignInError('unavailable', err instanceof Error ? err.message : String(err));
  }
  let claims: client.IDToken;
  const asked = performance.now();
  let providerMs = 0;
  try {
    const tokens = await client.authorizationCodeGrant(config, new URL(`${deps.oidc.redirectUri}?${query.toString()}`), {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: state,
      expectedNonce: pending.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims()!;
    providerMs = performance.now() - asked;
  } catch (err) {
    if (err instanceof ProviderUnavailableError || (err instanceof TypeError && /fetch/i.test(err.message)) || isTimeout(err))
      throw new OidcSignInError('unavailable', String(err));
    // A replayed code, a wrong issuer or audience, an expired or tampered ID token, a nonce of another sign-in.
    throw new OidcSignInError('failed', err instanceof Error ? err.message : String(err));
  }

  const person = personFromClaims(deps.oidc, claims);
  if (!person) throw new OidcSignInError('no-staff-id', `claim ${deps.oidc.claims.staffId} missing, invalid or unverified`);
  try {
    const signedIn = await signInDirectoryPerson(deps, { directory: 'oidc', subject: claims.sub, ...person }, meta);
    return { ...signedIn, returnTo: pending.returnTo, providerMs };
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 409) throw new OidcSignInError('taken', err.message);
    throw err;
  }
}

/**
 * The Staff ID from the configured claim only (never an e-mail or a name claim unless configured as
 * the Staff ID, and then only when the provider says it verified it), with the name, e-mail and groups.
 */
export function personFromClaims(oidc: OidcConfig, claims: Record<string, unknown>) {
  const staffId = directoryStaffId(claims[oidc.claims.staffId]);
  if (!staffId) return null;
  const verifiedBy = VERIFIED_BY[oidc.claims.staffId];
  if (verifiedBy && claims[verifiedBy] !== true) return null;
  return {
    staffId,
    fullName: directoryText(claims[oidc.claims.name], 120),
    email: directoryText(claims[oidc.claims.email], 254),
    groups: oidc.claims.groups ? directoryGroups(claims[oidc.claims.groups]) : null,
  };
}

/** Standard claims that the provider marks as verified or not (OpenID Connect Core, 5.1). */
const VERIFIED_BY: Record<string, string> = { email: 'email_verified', phone_number: 'phone_number_verified' };

/** The provider's own sign-out for a session signed in through it, when the provider offers one. */
export async function providerLogoutUrl(deps: Pick<OidcDeps, 'oidc' | 'provider'>): Promise<string | null> {
  try {
    const config = await deps.provider.configuration();
    if (!config.serverMetadata().end_session_endpoint) return null;
    return client.buildEndSessionUrl(config, { client_id: deps.oidc.clientId, post_logout_redirect_uri: deps.oidc.postLogoutRedirectUri })
      .href;
  } catch {
    return null; // signed out here all the same
  }
}

function sameText(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const isTimeout = (err: unknown) => err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
