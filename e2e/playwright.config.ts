// Browser journeys against the app exactly as `npm start` runs it: the built SPA served by the
// API server, on its own embedded PostgreSQL seeded with the demo data.
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3999);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
export const DATA_DIR = fileURLToPath(new URL(`./.data-e2e-${PORT}`, import.meta.url));
/** The embedded PostgreSQL of the app under test (its password is kept in DATA_DIR/postgres/password). */
export const PG_PORT = process.env.E2E_PG_PORT ?? '54391';
// The organisation's OpenID provider for the sign-in journeys (apps/server/test/oidc-provider.ts).
export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? PORT + 1000);
// The mail server the app sends its e-mails to (apps/server/test/smtp-server-cli.ts); journeys read
// what arrived at SMTP_MESSAGES_URL.
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? PORT + 1001);
export const SMTP_HTTP_PORT = Number(process.env.E2E_SMTP_HTTP_PORT ?? PORT + 1002);
export const SMTP_MESSAGES_URL = `http://127.0.0.1:${SMTP_HTTP_PORT}/messages`;
export const OIDC_ACCOUNTS = [
  {
    sub: 'sso-ines',
    claims: {
      preferred_username: 'SSO-INES',
      name: 'Inés Directory',
      email: 'ines@example.org',
      email_verified: true,
      groups: ['lms-instructors', 'Research'],
    },
  },
  {
    // The assigned-training journey's learner: her directory group is a department a course is assigned to.
    sub: 'sso-rosa',
    claims: {
      preferred_username: 'SSO-ROSA',
      name: 'Rosa Directory',
      email: 'rosa@example.org',
      email_verified: true,
      groups: ['Warehouse Team'],
    },
  },
  {
    sub: 'sso-lee',
    claims: { preferred_username: 'SSO-LEE', name: 'Lee Directory', email: 'lee@example.org', email_verified: true, groups: [] },
  },
];

// Journeys wait on conditions (an element, a request, a media event, a state the page noted), never
// for a fixed time; the timeouts below only bound how long a condition may take before the journey
// fails. They are sized for a loaded 2-core machine: there (load average 12-40) a page's first
// render after a navigation took up to 13 s, an accessibility scan 22 s and the longest journey over
// 3 minutes. A passing step never waits for them; a failing one reports that much later.
export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  // Two, as before: a loaded machine is absorbed by the timeouts, not by running fewer journeys.
  workers: 2,
  // CI retries a failed journey once and reports it as flaky; a local run has no retry to hide one.
  retries: process.env.CI ? 1 : 0,
  // Long journeys are marked test.slow() (three times this).
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: /mobile\.spec\.ts/ },
    { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, testMatch: /mobile\.spec\.ts/ },
  ],
  webServer: [
    {
      command: 'node ../node_modules/.bin/tsx ../apps/server/test/oidc-provider-cli.ts',
      url: `http://127.0.0.1:${OIDC_PORT}/.well-known/openid-configuration`,
      timeout: 60_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        OIDC_TEST_PORT: String(OIDC_PORT),
        OIDC_TEST_REDIRECT_URI: `${BASE_URL}/api/auth/oidc/callback`,
        OIDC_TEST_POST_LOGOUT_URI: `${BASE_URL}/`,
        OIDC_TEST_ACCOUNTS: JSON.stringify(OIDC_ACCOUNTS),
      },
    },
    {
      command: 'node ../node_modules/.bin/tsx ../apps/server/test/smtp-server-cli.ts',
      url: SMTP_MESSAGES_URL,
      timeout: 60_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      stdout: 'ignore',
      stderr: 'pipe',
      env: { SMTP_TEST_PORT: String(SMTP_PORT), SMTP_TEST_HTTP_PORT: String(SMTP_HTTP_PORT) },
    },
    {
      // A fresh data folder each run, so the demo seed is what the tests expect.
      command: `rm -rf '${DATA_DIR}' && node ../apps/server/dist/main.js`,
      url: `${BASE_URL}/api/health`,
      // initdb, migrations and the demo seed: 30 s on a loaded 2-core machine.
      timeout: 300_000,
      reuseExistingServer: false,
      // SIGTERM, not the default SIGKILL: the server then stops its embedded PostgreSQL, which runs in a
      // process group of its own and would otherwise outlive it.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR,
        EMBEDDED_PG_PORT: PG_PORT,
        NODE_ENV: 'development',
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        // Journeys sign up a fresh learner or instructor each, all from 127.0.0.1: the default 20
        // sign-ups per address an hour is a suite's worth. The limit itself is tested by the API tests.
        SIGN_UP_MAX_PER_IP_PER_HOUR: '500',
        // Signing in with the organisation (tests/sso.spec.ts); the journeys' own sign-ups stay open.
        PUBLIC_ORIGIN: BASE_URL,
        OIDC_ISSUER: `http://127.0.0.1:${OIDC_PORT}`,
        OIDC_CLIENT_ID: 'learnflix',
        OIDC_CLIENT_SECRET: 'learnflix-test-secret',
        OIDC_SCOPES: 'openid profile email groups',
        OIDC_GROUPS_CLAIM: 'groups',
        OIDC_ROLE_MAP: 'lms-admins=admin,lms-instructors=instructor',
        OIDC_BUTTON_LABEL: 'Contoso SSO',
        ALLOW_SIGN_UP: 'true',
        // E-mail goes to the test SMTP server, where the assigned-training journey reads the reminder.
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        MAIL_FROM: 'LearnFlix <no-reply@learnflix.test>',
      },
    },
  ],
});
