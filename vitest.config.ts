import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'core', include: ['packages/core/src/**/*.test.ts'] } },
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
