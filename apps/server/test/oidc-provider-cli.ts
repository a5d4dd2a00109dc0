// The test OpenID provider (oidc-provider.ts) as a process of its own, for Playwright's webServer:
//
//   OIDC_TEST_PORT=4011 OIDC_TEST_REDIRECT_URI=http://127.0.0.1:3999/api/auth/oidc/callback \
//   OIDC_TEST_POST_LOGOUT_URI=http://127.0.0.1:3999/login npx tsx apps/server/test/oidc-provider-cli.ts
//
// Environment:
//   OIDC_TEST_PORT             the port on 127.0.0.1 (required: the app's configuration names the issuer)
//   OIDC_TEST_REDIRECT_URI     the client's redirect URI; several separated by commas
//   OIDC_TEST_POST_LOGOUT_URI  its post-logout redirect URI(s), likewise (optional)
//   OIDC_TEST_CLIENT_ID, OIDC_TEST_CLIENT_SECRET   default learnflix / learnflix-test-secret
//   OIDC_TEST_ACCOUNTS         JSON: [{ "sub": "…", "claims": { "preferred_username": "…", … } }, …]
//                              (default: DEFAULT_ACCOUNTS below)
//
// Prints "ready" once it listens (readiness URL: {issuer}/.well-known/openid-configuration) and runs
// until SIGINT or SIGTERM. Clients use scope "openid profile email groups" and client_secret_basic.
import { startTestProvider, type TestAccount } from './oidc-provider.js';

const DEFAULT_ACCOUNTS: TestAccount[] = [
  {
    sub: 'oidc-admin-1',
    claims: { preferred_username: 'ab-1', name: 'Ada B', email: 'ada.b@example.com', email_verified: true, groups: ['lms-admins'] },
  },
  {
    sub: 'oidc-learner-1',
    claims: { preferred_username: 'cd-2', name: 'Cy D', email: 'cy.d@example.com', email_verified: true, groups: [] },
  },
];

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const port = Number(process.env.OIDC_TEST_PORT);
const redirectUris = list(process.env.OIDC_TEST_REDIRECT_URI);
if (!Number.isInteger(port) || port <= 0 || redirectUris.length === 0) {
  console.error('oidc-provider-cli: set OIDC_TEST_PORT and OIDC_TEST_REDIRECT_URI');
  process.exit(2);
}

const provider = await startTestProvider({
  port,
  redirectUris,
  postLogoutRedirectUris: list(process.env.OIDC_TEST_POST_LOGOUT_URI),
  clientId: process.env.OIDC_TEST_CLIENT_ID || undefined,
  clientSecret: process.env.OIDC_TEST_CLIENT_SECRET || undefined,
  accounts: process.env.OIDC_TEST_ACCOUNTS ? (JSON.parse(process.env.OIDC_TEST_ACCOUNTS) as TestAccount[]) : DEFAULT_ACCOUNTS,
});
process.stdout.write('ready\n');
console.error(`test OpenID provider: issuer ${provider.issuer}, client ${provider.clientId}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void provider.close().finally(() => process.exit(0)));
}
