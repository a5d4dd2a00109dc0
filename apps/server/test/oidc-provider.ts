// A real OpenID provider for the tests of "Sign in with OpenID Connect": panva's `oidc-provider` (the
// certified Node implementation), run in the test process on http://127.0.0.1:PORT, with one confidential
// client and the accounts a test gives it. It speaks what the relying party must handle: discovery, the
// authorization code flow with PKCE (S256, required), state and nonce, client_secret_basic, ID tokens
// that carry the profile, email and `groups` claims themselves (no userinfo call needed) and
// RP-initiated logout.
//
// The login page is ours, not oidc-provider's devInteractions: GET /interaction/:uid shows a form with a
// "Username" field and a "Sign in" button, for a Playwright journey; `authorize()` drives the same form
// without a browser. Consent is given at once, for what the client asked.
//
// For the relying party's refusals a test can also: tamper with the next ID tokens (another audience, an
// expired token, a signature by a key the provider does not publish), count the calls each endpoint got,
// end every provider session, ask whether a user still has one.
//
// openid-client v6 refuses plain http unless told: `discovery(..., { execute: [allowInsecureRequests] })`.
import { generateKeyPair, randomBytes, sign, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
// @ts-expect-error -- oidc-provider ships no type declarations; the few members used here are typed below.
import OidcProvider from 'oidc-provider';

export interface TestAccount {
  /** The subject: the `sub` claim and the account's id. */
  sub: string;
  /** The claims released for it, e.g. { preferred_username: 'ab-1', name: 'Ada B', email: 'a@x', email_verified: true, groups: ['lms-admins'] }. */
  claims: Record<string, unknown>;
}

/** What the next ID tokens from the token endpoint get changed to (see `tamperIdTokens`). */
export interface IdTokenTamper {
  /** Claims put over the honest ones (`undefined` removes one): { aud: 'someone-else' }, { exp: past }, { nonce: 'x' }… */
  claims?: Record<string, unknown>;
  /** Sign with a key that the provider's JWKS does not publish (under the same `kid`): the signature cannot verify. */
  foreignKey?: boolean;
}

export interface TestProvider {
  /** http://127.0.0.1:PORT (no trailing slash), the issuer and the base of every endpoint. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Adds an account, or replaces the one with the same `sub`. */
  setAccount(account: TestAccount): void;
  /**
   * Plays the browser from the authorization URL to the redirect back to the client: follows the
   * redirects with a cookie jar of this user's own, signs in on the login form as `sub` (or a
   * `preferred_username`), and returns the URL the provider sends the browser back to (the callback with
   * `code`, `state` and `iss`, or with `error`), without calling it. A user who still has a provider session
   * is not asked again (single sign-on), unless the client sent `prompt=login`.
   */
  authorize(authorizationUrl: string, sub: string): Promise<URL>;
  /**
   * RP-initiated logout as this user's browser: opens the end-session URL (e.g. openid-client's
   * `buildEndSessionUrl`), confirms "Sign out", and returns where the provider sends the browser: the
   * post_logout_redirect_uri with `state`, or the provider's own "signed out" page when none was given.
   */
  logout(endSessionUrl: string, sub: string): Promise<URL>;
  /** Whether `sub` (the account's sub) has a provider session, as after a login and until a logout. */
  hasSession(sub: string): Promise<boolean>;
  /** Ends every provider session (and forgets the users' cookies): the next authorization asks to sign in again. */
  endAllSessions(): void;
  /** Changes the ID tokens the token endpoint hands out from now on; `null` goes back to honest ones. */
  tamperIdTokens(tamper: IdTokenTamper | null): void;
  /** Requests each endpoint answered since the start (or `resetCalls`), by oidc-provider's route name: discovery, jwks, authorization, resume, token, userinfo, end_session, end_session_confirm… */
  calls(): Record<string, number>;
  resetCalls(): void;
  /** Stops the server. */
  close(): Promise<void>;
}

export interface TestProviderOptions {
  /** The client's registered redirect URIs (exact match). */
  redirectUris: string[];
  postLogoutRedirectUris?: string[];
  /** Default: a free port. */
  port?: number;
  /** Default 'learnflix'. */
  clientId?: string;
  /** Default 'learnflix-test-secret'. */
  clientSecret?: string;
  /** Default client_secret_basic. openid-client's default is ClientSecretPost: pass `ClientSecretBasic(secret)` to `discovery`. */
  tokenEndpointAuthMethod?: 'client_secret_basic' | 'client_secret_post';
  /** Only these claims are released and advertised (`claims_supported`); `sub` always is. Default: all of CLAIMS_BY_SCOPE. */
  claimsSupported?: string[];
  /** Accounts to start with (more with `setAccount`). */
  accounts?: TestAccount[];
}

/** The scopes a client may ask for and the claims each releases; `groups` is a scope of its own (as at Okta or Dex). */
export const CLAIMS_BY_SCOPE: Record<string, string[]> = {
  openid: ['sub'],
  profile: ['name', 'given_name', 'family_name', 'preferred_username', 'locale', 'zoneinfo', 'updated_at'],
  email: ['email', 'email_verified'],
  groups: ['groups'],
};

// --- The parts of oidc-provider's API used here (it has no type declarations) -------------------------

interface KoaContext {
  method: string;
  path: string;
  status: number;
  body: unknown;
  oidc?: { route?: string };
}
interface Interaction {
  uid: string;
  prompt: {
    name: string;
    details: { missingOIDCScope?: string[]; missingOIDCClaims?: string[]; missingResourceScopes?: Record<string, string[]> };
  };
  params: Record<string, unknown> & { client_id: string };
  session?: { accountId: string };
  grantId?: string;
}
interface Grant {
  addOIDCScope(scope: string): void;
  addOIDCClaims(claims: string[]): void;
  addResourceScope(resource: string, scope: string): void;
  save(): Promise<string>;
}
interface Provider {
  callback(): http.RequestListener;
  use(middleware: (ctx: KoaContext, next: () => Promise<void>) => Promise<void>): void;
  on(event: 'server_error', listener: (ctx: KoaContext, error: Error) => void): void;
  interactionDetails(req: http.IncomingMessage, res: http.ServerResponse): Promise<Interaction>;
  interactionFinished(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    result: object,
    options?: { mergeWithLastSubmission?: boolean },
  ): Promise<void>;
  Grant: { new (properties: { accountId: string; clientId: string }): Grant; find(id: string): Promise<Grant | undefined> };
}
const Provider = OidcProvider as new (issuer: string, configuration: object) => Provider;
/** A Provider, or the configuration's error once `cleanUp` has run (oidc-provider checks it on construction). */
function newProvider(cleanUp: () => void, issuer: string, configuration: object): Provider {
  try {
    return new Provider(issuer, configuration);
  } catch (error) {
    cleanUp();
    throw error;
  }
}

// --- The in-memory store -----------------------------------------------------------------------------

interface Stored {
  payload: Record<string, unknown>;
  expiresAt: number;
}

/**
 * oidc-provider's storage, in a Map of this provider's own (its built-in memory adapter is shared by
 * every provider in the process and cannot be listed, which `hasSession` needs). Keys are `Model:id`.
 */
function memoryAdapter(store: Map<string, Stored>) {
  const live = (key: string) => {
    const entry = store.get(key);
    if (entry && entry.expiresAt <= Date.now()) store.delete(key);
    return store.get(key);
  };
  const findBy = (model: string, field: string, value: unknown) => {
    for (const [key, entry] of store) {
      if (key.startsWith(`${model}:`) && entry.payload[field] === value && live(key)) return entry.payload;
    }
    return undefined;
  };
  return (model: string) => ({
    async upsert(id: string, payload: Record<string, unknown>, expiresIn?: number) {
      store.set(`${model}:${id}`, { payload, expiresAt: expiresIn ? Date.now() + expiresIn * 1000 : Infinity });
    },
    async find(id: string) {
      return live(`${model}:${id}`)?.payload;
    },
    async findByUid(uid: string) {
      return findBy(model, 'uid', uid);
    },
    async findByUserCode(userCode: string) {
      return findBy(model, 'userCode', userCode);
    },
    /** Marks a code used: a second redemption is refused (and the grant's tokens revoked). */
    async consume(id: string) {
      const entry = live(`${model}:${id}`);
      if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
    },
    async destroy(id: string) {
      store.delete(`${model}:${id}`);
    },
    async revokeByGrantId(grantId: string) {
      for (const [key, entry] of store) if (key.startsWith(`${model}:`) && entry.payload.grantId === grantId) store.delete(key);
    },
  });
}

// --- The browser stand-in ----------------------------------------------------------------------------

/** A cookie jar for one host: name and path to value. Enough for oidc-provider's cookies. */
type CookieJar = Map<string, { name: string; path: string; value: string }>;

async function send(jar: CookieJar, url: URL, form?: URLSearchParams): Promise<Response> {
  const cookie = [...jar.values()]
    .filter((c) => url.pathname === c.path || url.pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`))
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
  const response = await fetch(url, {
    method: form ? 'POST' : 'GET',
    redirect: 'manual',
    headers: { ...(cookie && { cookie }), ...(form && { 'content-type': 'application/x-www-form-urlencoded' }) },
    body: form,
  });
  for (const header of response.headers.getSetCookie()) {
    const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
    const name = pair.slice(0, pair.indexOf('='));
    const value = pair.slice(pair.indexOf('=') + 1);
    const attribute = (key: string) => attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
    const path = attribute('path') ?? '/';
    const expires = attribute('expires');
    if (!value || (expires && Date.parse(expires) <= Date.now())) jar.delete(`${name} ${path}`);
    else jar.set(`${name} ${path}`, { name, path, value });
  }
  return response;
}

/** The first form of a page: its action and hidden inputs (oidc-provider's logout and form_post pages). */
function firstForm(html: string, base: URL): { action: URL; fields: URLSearchParams } | undefined {
  const action = /<form[^>]*\saction="([^"]*)"/.exec(html)?.[1];
  if (action === undefined) return undefined;
  const fields = new URLSearchParams();
  for (const [, name = '', value = ''] of html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)"/g)) {
    fields.set(name, unescapeHtml(value));
  }
  return { action: new URL(unescapeHtml(action), base), fields };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
const unescapeHtml = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|#39|#x27);/g,
    (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" })[e] ?? _,
  );
/** The readable text of an error page, for an error message. */
const textOf = (html: string) =>
  unescapeHtml(
    html
      .replace(/<style[\s\S]*?<\/style>|<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  ).slice(0, 500);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head><body><main>${body}</main></body></html>`;
}

function loginPage(uid: string, clientId: string, error?: string): string {
  return page(
    'Sign in: test provider',
    `<h1>Sign in to the test provider</h1>
<p>Signing in to <strong>${escapeHtml(clientId)}</strong>.</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}/login" autocomplete="off">
<label for="username">Username</label> <input id="username" name="username" required autofocus>
<button type="submit">Sign in</button>
</form>`,
  );
}

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

// --- The provider ------------------------------------------------------------------------------------

export async function startTestProvider(options: TestProviderOptions): Promise<TestProvider> {
  const clientId = options.clientId ?? 'learnflix';
  const clientSecret = options.clientSecret ?? 'learnflix-test-secret';
  const accounts = new Map<string, TestAccount>((options.accounts ?? []).map((a) => [a.sub, a]));
  const store = new Map<string, Stored>();
  const jars = new Map<string, CookieJar>();
  const jarOf = (sub: string) => jars.get(sub) ?? jars.set(sub, new Map()).get(sub)!;
  let calls: Record<string, number> = {};
  let tamper: IdTokenTamper | null = null;

  // One RSA key signs the ID tokens (RS256, the algorithm every relying party must accept); a second
  // one, never published, is the "foreign" key of tamperIdTokens.
  const kid = randomBytes(8).toString('hex');
  const rsa = () => promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  const signing = await rsa();
  let foreign: KeyObject | undefined;

  // The server listens first (on the port asked for, or any free one), so that the issuer is known.
  let handle: http.RequestListener = (_req, res) => res.writeHead(503).end();
  const server = http.createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const claims = Object.fromEntries(
    Object.entries(CLAIMS_BY_SCOPE).map(([scope, names]) => [
      scope,
      names.filter((name) => name === 'sub' || !options.claimsSupported || options.claimsSupported.includes(name)),
    ]),
  );

  const provider = newProvider(() => server.close(), issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        post_logout_redirect_uris: options.postLogoutRedirectUris ?? [],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: options.tokenEndpointAuthMethod ?? 'client_secret_basic',
      },
    ],
    jwks: { keys: [{ ...signing.privateKey.export({ format: 'jwk' }), kid, use: 'sig', alg: 'RS256' }] },
    adapter: memoryAdapter(store),
    // Signed cookies (oidc-provider warns without keys). Over plain http they are not `Secure`: fine on 127.0.0.1.
    cookies: { keys: [randomBytes(32).toString('hex')] },
    responseTypes: ['code'],
    // PKCE for every authorization request; oidc-provider 9 knows only S256.
    pkce: { required: () => true },
    scopes: Object.keys(CLAIMS_BY_SCOPE),
    claims,
    // By default (true) an ID token issued with an access token carries only `sub` and the protocol
    // claims, the rest being for the userinfo endpoint. false: the ID token carries every claim of the
    // granted scopes, so the relying party needs no userinfo call.
    conformIdTokenClaims: false,
    async findAccount(_ctx: unknown, sub: string) {
      const account = accounts.get(sub);
      return account && { accountId: sub, claims: async () => ({ ...account.claims, sub }) };
    },
    features: {
      devInteractions: { enabled: false }, // replaced by the /interaction routes below
      rpInitiatedLogout: {
        enabled: true,
        // oidc-provider passes its form (action + hidden xsrf); "Sign out" submits it with logout=yes.
        async logoutSource(ctx: KoaContext, form: string) {
          ctx.body = page(
            'Sign out: test provider',
            `<h1>Sign out of the test provider?</h1>${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Sign out</button>
<button type="submit" form="op.logoutForm">Stay signed in</button>`,
          );
        },
        async postLogoutSuccessSource(ctx: KoaContext) {
          ctx.body = page('Signed out: test provider', '<h1>Signed out of the test provider</h1>');
        },
      },
    },
    ttl: { AccessToken: 3600, AuthorizationCode: 60, IdToken: 3600, Interaction: 3600, Session: 86_400, Grant: 86_400 },
    async renderError(ctx: KoaContext, out: Record<string, string>) {
      ctx.body = page(
        'Error: test provider',
        `<h1>Test provider error</h1>${Object.entries(out)
          .map(([key, value]) => `<p>${escapeHtml(key)}: ${escapeHtml(String(value))}</p>`)
          .join('')}`,
      );
    },
  });
  provider.on('server_error', (_ctx, error) => console.error('test OpenID provider:', error));

  // Counts each endpoint's calls and, when asked, re-signs the ID token of a token response.
  provider.use(async (ctx, next) => {
    await next();
    const route = ctx.oidc?.route ?? ctx.path;
    calls[route] = (calls[route] ?? 0) + 1;
    const body = ctx.body as { id_token?: string } | undefined;
    if (tamper && ctx.oidc?.route === 'token' && typeof body?.id_token === 'string') {
      foreign ??= (await rsa()).privateKey;
      body.id_token = resign(body.id_token, tamper.claims ?? {}, tamper.foreignKey ? foreign : signing.privateKey);
    }
  });

  /** Login and consent, as the interaction URL oidc-provider redirects to (`/interaction/:uid`). */
  async function interaction(req: http.IncomingMessage, res: http.ServerResponse, uid: string, action: string | undefined) {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new Error('interaction mismatch');
    const { prompt, params } = details;

    if (prompt.name === 'login' && req.method === 'POST' && action === 'login') {
      const username = (await readForm(req)).get('username')?.trim() ?? '';
      const account = accounts.get(username) ?? [...accounts.values()].find((a) => a.claims.preferred_username === username);
      if (!account) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(loginPage(uid, params.client_id, `No account "${username}" at the test provider.`));
      }
      return provider.interactionFinished(req, res, { login: { accountId: account.sub } }, { mergeWithLastSubmission: false });
    }
    if (prompt.name === 'login') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(loginPage(uid, params.client_id));
    }
    if (prompt.name === 'consent') {
      // Consent at once: a Grant (the existing one, or a new one) for whatever the client asked and lacks.
      const grant =
        (details.grantId && (await provider.Grant.find(details.grantId))) ||
        new provider.Grant({ accountId: details.session!.accountId, clientId: params.client_id });
      const { missingOIDCScope, missingOIDCClaims, missingResourceScopes } = prompt.details;
      if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(' '));
      if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims);
      for (const [resource, scopes] of Object.entries(missingResourceScopes ?? {})) grant.addResourceScope(resource, scopes.join(' '));
      const grantId = await grant.save();
      return provider.interactionFinished(req, res, { consent: details.grantId ? {} : { grantId } });
    }
    throw new Error(`unexpected prompt ${prompt.name}`);
  }

  const providerCallback = provider.callback();
  handle = (req, res) => {
    const match = /^\/interaction\/([^/?]+)(?:\/([a-z]+))?(?:\?|$)/.exec(req.url ?? '');
    if (!match) return providerCallback(req, res);
    interaction(req, res, match[1]!, match[2]).catch((error: Error) => {
      // No interaction cookie or an expired interaction, typically: as a real provider, a page saying so.
      if (!res.headersSent) res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
      res.end(page('Error: test provider', `<h1>Test provider error</h1><p>${escapeHtml(error.message)}</p>`));
    });
  };

  /** Follows redirects within the provider; returns the first URL outside it, or the page it ends on. */
  async function browse(jar: CookieJar, start: URL, form?: URLSearchParams): Promise<{ url: URL; response?: Response }> {
    let url = start;
    let body = form;
    for (let hop = 0; hop < 20; hop++) {
      if (url.origin !== issuer) return { url };
      const response = await send(jar, url, body);
      body = undefined;
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) url = new URL(location, url);
      else return { url, response };
    }
    throw new Error(`test provider: too many redirects from ${start.href}`);
  }

  return {
    issuer,
    clientId,
    clientSecret,
    setAccount(account) {
      accounts.set(account.sub, account);
    },
    async authorize(authorizationUrl, sub) {
      const jar = jarOf(sub);
      let { url, response } = await browse(jar, new URL(authorizationUrl));
      if (response?.status === 200 && url.pathname.startsWith('/interaction/')) {
        // The login form: submit it as `sub`, as a user would.
        ({ url, response } = await browse(jar, new URL(`${url.pathname}/login`, issuer), new URLSearchParams({ username: sub })));
      }
      if (!response) return url;
      throw new Error(`test provider: ${response.status} at ${url.pathname}: ${textOf(await response.text())}`);
    },
    async logout(endSessionUrl, sub) {
      const jar = jarOf(sub);
      const { url, response } = await browse(jar, new URL(endSessionUrl));
      if (!response) return url;
      const form = response.ok ? firstForm(await response.text(), url) : undefined;
      if (!form) throw new Error(`test provider: ${response.status} at ${url.pathname}: ${textOf(await response.text())}`);
      form.fields.set('logout', 'yes');
      const end = await browse(jar, form.action, form.fields);
      if (end.response && !end.response.ok) {
        throw new Error(`test provider: ${end.response.status} at ${end.url.pathname}: ${textOf(await end.response.text())}`);
      }
      return end.url;
    },
    async hasSession(sub) {
      for (const [key, { payload, expiresAt }] of store) {
        if (key.startsWith('Session:') && payload.accountId === sub && expiresAt > Date.now()) return true;
      }
      return false;
    },
    endAllSessions() {
      for (const key of store.keys()) if (key.startsWith('Session:')) store.delete(key);
      jars.clear();
    },
    tamperIdTokens(next) {
      tamper = next;
    },
    calls: () => ({ ...calls }),
    resetCalls() {
      calls = {};
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A JWT with `claims` put over its payload, signed RS256 by `key` under the same header. */
function resign(jwt: string, claims: Record<string, unknown>, key: KeyObject): string {
  const [header = '', payload = ''] = jwt.split('.');
  const changed = Buffer.from(
    JSON.stringify({ ...(JSON.parse(Buffer.from(payload, 'base64url').toString()) as object), ...claims }),
  ).toString('base64url');
  const signature = sign('sha256', Buffer.from(`${header}.${changed}`), key).toString('base64url');
  return `${header}.${changed}.${signature}`;
}
