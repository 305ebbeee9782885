import { defineConfig } from 'vitest/config';

// Two projects: pure unit tests, and API tests against a real PostgreSQL (started once per run).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'apps/web/build/**/*.test.ts',
            'apps/api/src/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts', 'packages/db/test/**/*.test.ts'],
          globalSetup: ['packages/db/src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // On the loaded 2-core CI machine a timing-sensitive test may lose a race once; a real failure fails twice.
          // scripts/test.mjs names every test that needed the retry.
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});
