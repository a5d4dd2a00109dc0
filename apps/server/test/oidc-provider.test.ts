// The test OpenID provider (test/oidc-provider.ts) against openid-client v6, the relying-party library
// the app uses: the calls below are the ones the app makes, in its order, so they also show how
// openid-client v6 is called.
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProvider, type TestProvider } from './oidc-provider.js';

const REDIRECT_URI = 'http://127.0.0.1:3000/api/auth/oidc/callback';
const POST_LOGOUT_URI = 'http://127.0.0.1:3000/login';
const ADA = {
  sub: 'b6f1c2d0-ada',
  claims: { preferred_username: 'ab-1', name: 'Ada B', email: 'ada@example.com', email_verified: true, groups: ['lms-admins'] },
};

let op: TestProvider;
let config: client.Configuration;

beforeAll(async () => {
  op = await startTestProvider({ redirectUris: [REDIRECT_URI], postLogoutRedirectUris: [POST_LOGOUT_URI], accounts: [ADA] });
  // Discovery: reads {issuer}/.well-known/openid-configuration and checks its `issuer`.
  // - The client authenticates with HTTP Basic: openid-client's default is ClientSecretPost.
  // - The issuer is plain http: openid-client refuses it unless allowInsecureRequests is applied.
  config = await client.discovery(new URL(op.issuer), op.clientId, op.clientSecret, client.ClientSecretBasic(op.clientSecret), {
    execute: [client.allowInsecureRequests],
  });
});
afterAll(() => op.close());

/** What the app keeps between the redirect to the provider and the callback (in a short-lived cookie). */
interface Pending {
  codeVerifier: string;
  state: string;
  nonce: string;
}

/** The start of a sign-in: a PKCE verifier, a state and a nonce, and the authorization URL built with them. */
async function startSignIn(scope = 'openid profile email groups', extra: Record<string, string> = {}) {
  const pending: Pending = { codeVerifier: client.randomPKCECodeVerifier(), state: client.randomState(), nonce: client.randomNonce() };
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT_URI,
    scope,
    code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
    code_challenge_method: 'S256',
    state: pending.state,
    nonce: pending.nonce,
    ...extra,
  });
  return { url, pending };
}

/** The callback: checks state and `iss`, redeems the code with the verifier, checks the ID token (signature, iss, aud, exp, nonce). */
function finishSignIn(callbackUrl: URL, pending: Pending, cfg = config) {
  return client.authorizationCodeGrant(cfg, callbackUrl, {
    pkceCodeVerifier: pending.codeVerifier,
    expectedState: pending.state,
    expectedNonce: pending.nonce,
    idTokenExpected: true,
  });
}

describe('the test OpenID provider, with openid-client v6', () => {
  it('publishes its metadata: code flow with S256 PKCE, the groups claim, an end-session endpoint', () => {
    const metadata = config.serverMetadata();
    expect(metadata.issuer).toBe(op.issuer);
    expect(metadata.authorization_endpoint).toBe(`${op.issuer}/auth`);
    expect(metadata.response_types_supported).toEqual(['code']);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
    expect(metadata.scopes_supported).toEqual(expect.arrayContaining(['openid', 'profile', 'email', 'groups']));
    expect(metadata.claims_supported).toEqual(expect.arrayContaining(['preferred_username', 'email', 'groups']));
    expect(metadata.end_session_endpoint).toBe(`${op.issuer}/session/end`);
    expect(metadata.authorization_response_iss_parameter_supported).toBe(true);
  });

  it('shows a login page with a Username field and a "Sign in" button', async () => {
    const { url } = await startSignIn();
    const toLogin = await fetch(url, { redirect: 'manual' });
    const loginUrl = new URL(toLogin.headers.get('location')!, op.issuer);
    expect(loginUrl.pathname).toMatch(/^\/interaction\/[\w-]+$/);
    const cookie = toLogin.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const html = await (await fetch(loginUrl, { headers: { cookie } })).text();
    expect(html).toContain('<label for="username">Username</label>');
    expect(html).toContain('<button type="submit">Sign in</button>');
  });

  it('signs a user in: the code comes back with the state, and the ID token carries the claims', async () => {
    op.resetCalls();
    const { url, pending } = await startSignIn();
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');

    const callbackUrl = await op.authorize(url.href, ADA.sub);
    expect(callbackUrl.origin + callbackUrl.pathname).toBe(REDIRECT_URI);
    expect(callbackUrl.searchParams.get('state')).toBe(pending.state);
    expect(callbackUrl.searchParams.get('iss')).toBe(op.issuer);
    expect(callbackUrl.searchParams.get('code')).toBeTruthy();

    const tokens = await finishSignIn(callbackUrl, pending);
    expect(tokens.claims()).toMatchObject({
      iss: op.issuer,
      aud: op.clientId,
      sub: ADA.sub,
      nonce: pending.nonce,
      preferred_username: 'ab-1',
      name: 'Ada B',
      email: 'ada@example.com',
      email_verified: true,
      groups: ['lms-admins'],
    });
    // One round trip to the provider from the server: the token endpoint (discovery was done before), no userinfo.
    expect(op.calls()).toMatchObject({ token: 1 });
    expect(op.calls().userinfo).toBeUndefined();
  });

  it('releases only the requested scopes: no groups claim without the groups scope', async () => {
    const { url, pending } = await startSignIn('openid email');
    const claims = (await finishSignIn(await op.authorize(url.href, ADA.sub), pending)).claims();
    expect(claims).toMatchObject({ sub: ADA.sub, email: 'ada@example.com' });
    expect(claims).not.toHaveProperty('groups');
    expect(claims).not.toHaveProperty('name');
  });

  it('signs in by preferred_username too, and refuses an unknown user', async () => {
    const { url, pending } = await startSignIn();
    const tokens = await finishSignIn(await op.authorize(url.href, 'ab-1'), pending);
    expect(tokens.claims()?.sub).toBe(ADA.sub);

    op.endAllSessions();
    await expect(op.authorize((await startSignIn()).url.href, 'nobody')).rejects.toThrow(/No account "nobody"/);
  });

  it('refuses a replayed code', async () => {
    const { url, pending } = await startSignIn();
    const callbackUrl = await op.authorize(url.href, ADA.sub);
    await finishSignIn(callbackUrl, pending);
    await expect(finishSignIn(callbackUrl, pending)).rejects.toMatchObject({ code: 'OAUTH_RESPONSE_BODY_ERROR', error: 'invalid_grant' });
  });

  it('requires PKCE: no code without a challenge, no token with the wrong verifier', async () => {
    const withoutPkce = client.buildAuthorizationUrl(config, { redirect_uri: REDIRECT_URI, scope: 'openid', state: 's', nonce: 'n' });
    const refused = await op.authorize(withoutPkce.href, ADA.sub);
    expect(refused.searchParams.get('error')).toBe('invalid_request');
    expect(refused.searchParams.get('error_description')).toMatch(/PKCE/);

    const { url, pending } = await startSignIn();
    const callbackUrl = await op.authorize(url.href, ADA.sub);
    await expect(finishSignIn(callbackUrl, { ...pending, codeVerifier: client.randomPKCECodeVerifier() })).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('keeps the provider session: a second sign-in asks nothing, unless prompt=login', async () => {
    op.endAllSessions();
    expect(await op.hasSession(ADA.sub)).toBe(false);
    const first = await startSignIn();
    await finishSignIn(await op.authorize(first.url.href, ADA.sub), first.pending);
    expect(await op.hasSession(ADA.sub)).toBe(true);

    op.resetCalls();
    const second = await startSignIn();
    await finishSignIn(await op.authorize(second.url.href, ADA.sub), second.pending);
    expect(op.calls()).toMatchObject({ authorization: 1, token: 1 });
    expect(op.calls().resume).toBeUndefined(); // no interaction: straight back to the client

    op.resetCalls();
    const forced = await startSignIn('openid', { prompt: 'login' });
    await finishSignIn(await op.authorize(forced.url.href, ADA.sub), forced.pending);
    expect(op.calls()).toMatchObject({ authorization: 1, resume: 1 });
  });

  it('ends the session on RP-initiated logout and returns to the post-logout URI with the state', async () => {
    const { url, pending } = await startSignIn();
    const tokens = await finishSignIn(await op.authorize(url.href, ADA.sub), pending);
    expect(await op.hasSession(ADA.sub)).toBe(true);

    const endSessionUrl = client.buildEndSessionUrl(config, {
      id_token_hint: tokens.id_token!,
      post_logout_redirect_uri: POST_LOGOUT_URI,
      state: 'after-logout',
    });
    expect(endSessionUrl.searchParams.get('client_id')).toBe(op.clientId); // added by openid-client
    const back = await op.logout(endSessionUrl.href, ADA.sub);
    expect(back.href).toBe(`${POST_LOGOUT_URI}?state=after-logout`);
    expect(await op.hasSession(ADA.sub)).toBe(false);

    // An unregistered post-logout URI is refused by the provider.
    const elsewhere = client.buildEndSessionUrl(config, { post_logout_redirect_uri: 'http://127.0.0.1:3000/elsewhere' });
    await expect(op.logout(elsewhere.href, ADA.sub)).rejects.toThrow(/post_logout_redirect_uri not registered/);
  });

  it('can hand out ID tokens the relying party must refuse', async () => {
    const attempt = async (cfg = config) => {
      const { url, pending } = await startSignIn();
      return finishSignIn(await op.authorize(url.href, ADA.sub), pending, cfg);
    };
    /** openid-client's error for a failed ID token check: the cause names the claim. */
    const claimRefused = (code: string, claim: string) => ({
      code,
      cause: expect.objectContaining({ message: expect.stringContaining(claim) }),
    });
    const now = Math.floor(Date.now() / 1000);
    try {
      op.tamperIdTokens({ claims: { aud: 'another-client' } });
      await expect(attempt()).rejects.toMatchObject(claimRefused('OAUTH_JWT_CLAIM_COMPARISON_FAILED', '"aud"'));
      op.tamperIdTokens({ claims: { iss: 'http://127.0.0.1:1' } });
      await expect(attempt()).rejects.toMatchObject(claimRefused('OAUTH_JWT_CLAIM_COMPARISON_FAILED', '"iss"'));
      op.tamperIdTokens({ claims: { nonce: 'replayed' } });
      await expect(attempt()).rejects.toMatchObject(claimRefused('OAUTH_JWT_CLAIM_COMPARISON_FAILED', '"nonce"'));
      op.tamperIdTokens({ claims: { iat: now - 7200, exp: now - 3600 } });
      await expect(attempt()).rejects.toMatchObject(claimRefused('OAUTH_JWT_TIMESTAMP_CHECK_FAILED', '"exp"'));

      // openid-client does not check the signature of an ID token that comes straight from the token
      // endpoint (OpenID Connect Core 3.1.3.7 allows it) unless told to with enableNonRepudiationChecks,
      // which fetches the provider's JWKS (once, then cached).
      op.tamperIdTokens({ foreignKey: true });
      await expect(attempt()).resolves.toBeTruthy();
      const checking = await client.discovery(new URL(op.issuer), op.clientId, undefined, client.ClientSecretBasic(op.clientSecret), {
        execute: [client.allowInsecureRequests, client.enableNonRepudiationChecks],
      });
      await expect(attempt(checking)).rejects.toMatchObject(claimRefused('OAUTH_INVALID_RESPONSE', 'signature verification failed'));
    } finally {
      op.tamperIdTokens(null);
    }
    await expect(attempt()).resolves.toBeTruthy();
  });

  it('advertises and releases only claimsSupported', async () => {
    const narrow = await startTestProvider({ redirectUris: [REDIRECT_URI], claimsSupported: ['email'], accounts: [ADA] });
    try {
      const narrowConfig = await client.discovery(
        new URL(narrow.issuer),
        narrow.clientId,
        undefined,
        client.ClientSecretBasic(narrow.clientSecret),
        {
          execute: [client.allowInsecureRequests],
        },
      );
      expect(narrowConfig.serverMetadata().claims_supported).not.toContain('groups');
      const verifier = client.randomPKCECodeVerifier();
      const url = client.buildAuthorizationUrl(narrowConfig, {
        redirect_uri: REDIRECT_URI,
        scope: 'openid profile email groups',
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state: 'st',
      });
      const tokens = await client.authorizationCodeGrant(narrowConfig, await narrow.authorize(url.href, ADA.sub), {
        pkceCodeVerifier: verifier,
        expectedState: 'st',
        idTokenExpected: true,
      });
      expect(Object.keys(tokens.claims()!)).toContain('email');
      expect(tokens.claims()).not.toHaveProperty('groups');
    } finally {
      await narrow.close();
    }
  });
});
