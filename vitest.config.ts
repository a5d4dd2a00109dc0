import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'core', include: ['packages/core/src/**/*.test.ts'] } },
      {
        // The web app's pure logic. Node by default; a test file that needs a DOM says so itself
        // (`// @vitest-environment jsdom`).
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: { name: 'web', include: ['apps/web/src/**/*.test.ts'], environment: 'node' },
      },
      {
        // The web app's hooks and components, rendered with Testing Library in jsdom (*.test.tsx).
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'web-dom',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup-dom.ts'],
          // A rendered page driven by user-event takes seconds on a loaded 2-core machine.
          testTimeout: 20_000,
        },
      },
      // Checks of the workspace itself: the lint boundaries fail on deliberate violations.
      { test: { name: 'tools', include: ['tools/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          setupFiles: ['apps/server/test/setup.ts'],
          // Each test file gets its own database, so files run in parallel safely.
          fileParallelism: true,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
