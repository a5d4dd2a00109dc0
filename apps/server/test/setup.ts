// Runs in every API test file: closes the apps, pools and temporary folders it opened.
import { afterAll } from 'vitest';

// Imported only when needed: a static import would load the app before the test file's vi.mock()
// calls are registered, and the app would keep the real modules.
afterAll(async () => (await import('./app.js')).closeTestApps());

// Two statements at once on one connection (Promise.all inside a transaction) only warns in pg 8
// and fails in pg 9: fail the run now. db/read-together.ts is the way to read in parallel.
process.on('warning', (warning) => {
  if (warning.name === 'DeprecationWarning' && warning.message.includes('already executing a query')) throw warning;
});
