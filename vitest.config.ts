import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The web's `@/…` is apps/web/src/… (apps/web/tsconfig.json, apps/web/vite.config.ts). */
const webAlias = [{ find: /^@\//, replacement: fileURLToPath(new URL('./apps/web/src/', import.meta.url)) }];

// Two projects: pure unit tests, and API tests against a real PostgreSQL (started once per run).
export default defineConfig({
  test: {
    // Vitest's default on two cores is one file at a time (one worker per core, less one). An API test file spends
    // most of its time waiting on PostgreSQL, the job runner and the mailbox, so three files at once fill the cores.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 3),
    projects: [
      {
        resolve: { alias: webAlias },
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'apps/web/build/**/*.test.ts',
            'apps/api/src/**/*.test.ts',
          ],
          environment: 'node',
          // Pure functions and their copy: no file changes what a module keeps, and every stub, fake timer and
          // global is put back by the test that set it. Importing the modules once per worker instead of once per
          // file: 89 s → 18 s of wall and 172 → 39 CPU-s for the 143 files alone (1 Dec 2026, 2 cores).
          isolate: false,
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
          // A worker keeps the app's modules from one file to the next instead of importing them again (most of a
          // file's time on a loaded machine). Each file still has its own app and database; what a module keeps is
          // keyed by ids no other file's database has.
          isolate: false,
          // On the loaded 2-core CI machine a timing-sensitive test may lose a race once; a real failure fails twice.
          // scripts/test.mjs names every test that needed the retry.
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});
