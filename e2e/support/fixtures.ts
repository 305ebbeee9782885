// The journeys' test object: a dev-mailbox reader, an API client for arranging state, and `shot()`, which
// saves a full-page screenshot of each step under e2e/.artifacts/screens/<spec>/<test>/NN-step.png.
// They are for a person to look through, so under `CI` (no one looks) they are off unless E2E_SCREENSHOTS=1; outside
// CI they are on unless E2E_SCREENSHOTS=0. Each costs about 0.5 s of a busy core (242 + 317 of them, 166 s + 211 s,
// in the two shards of one CI run); a failed test keeps its own screenshot and trace either way. No check may lean
// on them: a width read at 390 px right after a resize waits for the layout to settle (support/phone-overflow.ts).
// Each test's screenshot count and time go to its report as a `screenshots` annotation.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { Api } from './api.ts';
import { SCREENS_DIR } from './env.ts';
import { Mailbox } from './mailbox.ts';

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);

/** Screenshots the test's page, or `target` (another tab), as the next numbered step. */
export type Shot = (step: string, target?: Page) => Promise<void>;

const SCREENSHOTS =
  process.env.E2E_SCREENSHOTS === undefined || process.env.E2E_SCREENSHOTS === ''
    ? !process.env.CI
    : process.env.E2E_SCREENSHOTS !== '0';

export const test = base.extend<{ mailbox: Mailbox; api: Api; shot: Shot; browserErrors: string[] }>({
  // Page errors, console errors and failed requests, attached to the report of a failed test (auto: always on).
  browserErrors: [
    async ({ page }, use, testInfo) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
      });
      page.on('requestfailed', (request) =>
        errors.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`),
      );
      page.on('response', (response) => {
        if (response.status() >= 500) errors.push(`HTTP ${response.status()}: ${response.url()}`);
      });
      await use(errors);
      if (errors.length > 0 && testInfo.status !== testInfo.expectedStatus) {
        await testInfo.attach('browser-errors.txt', { body: errors.join('\n'), contentType: 'text/plain' });
      }
    },
    { auto: true },
  ],
  mailbox: async ({ baseURL }, use) => {
    await use(new Mailbox(baseURL!));
  },
  api: async ({ baseURL }, use) => {
    await use(await Api.connect(baseURL!));
  },
  shot: async ({ page }, use, testInfo) => {
    const spec = slug(path.basename(testInfo.file).replace(/\.spec\.ts$/, ''));
    const dir = path.join(SCREENS_DIR, spec, slug(testInfo.title));
    if (SCREENSHOTS) mkdirSync(dir, { recursive: true });
    let step = 0;
    let spentMs = 0;
    await use(async (name: string, target: Page = page) => {
      step += 1;
      if (!SCREENSHOTS) return;
      const file = path.join(dir, `${String(step).padStart(2, '0')}-${slug(name)}.png`);
      const started = performance.now();
      await target.screenshot({ path: file, fullPage: true, animations: 'disabled' });
      spentMs += performance.now() - started;
    });
    if (step > 0)
      testInfo.annotations.push({
        type: 'screenshots',
        description: SCREENSHOTS
          ? `${step} in ${Math.round(spentMs)} ms`
          : `${step} skipped (${process.env.E2E_SCREENSHOTS === '0' ? 'E2E_SCREENSHOTS=0' : 'CI'})`,
      });
  },
});

export { expect };
