// Browser journeys against the app exactly as `npm start` runs it: the built SPA served by the
// API server, on its own embedded PostgreSQL seeded with the demo data.
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3999);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
const DATA_DIR = fileURLToPath(new URL(`./.data-e2e-${PORT}`, import.meta.url));

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 7_000 },
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
  webServer: {
    // A fresh data folder each run, so the demo seed is what the tests expect.
    command: `rm -rf '${DATA_DIR}' && node ../apps/server/dist/main.js`,
    url: `${BASE_URL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? '54391',
      NODE_ENV: 'development',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
  },
});
