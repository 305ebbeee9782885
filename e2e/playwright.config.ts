// Browser journeys against the built app, served by `node scripts/start.mjs` on a fresh embedded database.
import { mkdirSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './support/chromium.ts';
import { ARTIFACTS_DIR, E2E_DIR, e2eDataDir, e2ePort, e2eWebhookPort, runStamp } from './support/env.ts';
import { e2eWebDist } from './support/web-dist.ts';

const CI = Boolean(process.env.CI);
mkdirSync(ARTIFACTS_DIR, { recursive: true });
const port = e2ePort();
const baseURL = `http://localhost:${port}`;
const webDist = e2eWebDist(runStamp());
// The server's own log (pino, warn and above) goes to a file; E2E_SERVER_LOG=console shows it inline instead.
const serverLog = `${ARTIFACTS_DIR}/server-${runStamp()}.log`;
const logToConsole = process.env.E2E_SERVER_LOG === 'console';
// Shards of one `npm test` (scripts/test.mjs) keep their results apart.
const shard = process.env.E2E_SHARD ? `-${process.env.E2E_SHARD}` : '';

export default defineConfig({
  testDir: './tests',
  outputDir: `${ARTIFACTS_DIR}/test-results${shard}`,
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  forbidOnly: CI,
  // Two cores: one worker drives Chromium while the other core serves API, argon2 and PostgreSQL.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: CI ? 1 : 0,
  // Ceilings, not goals: CI's two cores run two shards (each a browser, a server and PostgreSQL) and can be twice as
  // slow as a quiet machine; a journey of 50 s here is 100 s there. A failing wait still fails, only later.
  timeout: 180_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { outputFolder: `${ARTIFACTS_DIR}/report${shard}`, open: 'never' }]],
  use: {
    baseURL,
    // Each action's DOM, the network and the console; no screencast, which made Chromium draw and encode every frame
    // in software for every test (e2e/README.md, "What a trace costs"). Recording costs about an eighth of the suite's
    // CPU whether the trace is kept or not, so under CI only the retry of a failed test records one (kept, passed or
    // not: the first attempt keeps its error, page snapshot and screenshot); elsewhere every failed test keeps its own.
    trace: {
      mode: CI ? 'on-first-retry' : 'retain-on-failure',
      screenshots: false,
      snapshots: true,
      sources: false,
    },
    screenshot: 'only-on-failure',
    video: 'off',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    locale: 'en-NG',
    timezoneId: 'Africa/Lagos',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
      },
    },
  ],
  webServer: {
    command: logToConsole ? 'node ../scripts/start.mjs' : `node ../scripts/start.mjs > "${serverLog}" 2>&1`,
    cwd: E2E_DIR,
    url: `${baseURL}/health`,
    // The first initdb takes a few seconds; a slow machine may need more.
    timeout: 120_000,
    reuseExistingServer: !CI && process.env.E2E_REUSE_SERVER === '1',
    stdout: logToConsole ? 'pipe' : 'ignore',
    stderr: 'pipe',
    // SIGTERM lets the server stop embedded PostgreSQL; the default SIGKILL would leave it running.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    env: {
      PORT: String(port),
      DATA_DIR: e2eDataDir(),
      // This run's own copy of the built web app (see support/web-dist.ts); built already, so no build check.
      WEB_DIST_DIR: webDist,
      SKIP_WEB_BUILD: '1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      // The run's own throwaway cluster, never killed by a journey: no waiting on the disk for each commit.
      EMBEDDED_POSTGRES_DURABLE: 'false',
      // Journeys read login codes from the dev mailbox: asked for explicitly, whatever NODE_ENV is.
      DEV_MAILBOX: 'true',
      PUBLIC_URL: baseURL,
      // Short enough for idle-logout journeys, long enough never to interrupt the others.
      IDLE_TIMEOUT_MS: process.env.E2E_IDLE_TIMEOUT_MS ?? '120000',
      IDLE_PROMPT_MS: process.env.E2E_IDLE_PROMPT_MS ?? '30000',
      // Every journey signs in from 127.0.0.1; the per-IP limits must not make the suite flaky.
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      GLOBAL_RATE_LIMIT_PER_MINUTE: '10000',
      BUSINESS_RATE_LIMIT_PER_MINUTE: '10000',
      // The webhooks journey's receiver: the one loopback port a webhook may reach.
      WEBHOOK_LOOPBACK_PORTS: String(e2eWebhookPort()),
    },
  },
});
