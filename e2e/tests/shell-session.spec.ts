// The session's end (spec §2.6, §4, §9): the idle timeout with the shortened timings the e2e server is given
// (IDLE_TIMEOUT_MS / IDLE_PROMPT_MS through /config.js), driven by Playwright's clock; and the logout confirmation.
import type { Page } from '@playwright/test';
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { chooseLogout } from '../support/flows.ts';
import { runtimeConfig } from '../support/shell.ts';

const QUESTION = 'Are you sure you want to logout of your account?';

/** Real time a step may take on a slow machine while the page's clock keeps running on its own. */
const MARGIN_MS = 15_000;

const idleDialog = (page: Page) => page.getByRole('dialog', { name: 'Login expiring...' });
const loggingOut = (page: Page) => page.getByText('Logging out, please wait');

/**
 * Stops the page's clock a moment from now (the clock runs on between reading it and pausing it): from then on only
 * the test moves it, so the 2 s 'Logging out' toast cannot pass unseen while a slow machine takes its time over an
 * assertion. On a loaded machine more than that moment can pass before the pause arrives, which Playwright refuses
 * ('Cannot fast-forward to the past'): the clock is read again and the moment doubled, up to 16 s ahead.
 */
async function freezeClock(page: Page) {
  for (let lead = 1_000; ; lead *= 2) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + lead);
      return;
    } catch (error) {
      if (lead >= 16_000 || !/fast-forward to the past/.test(String(error))) throw error;
    }
  }
}

/**
 * Signs the demo owner in and waits until the idle timer runs: the dashboard's markup, drawn by the server, shows
 * before the page's code has taken it over, and a clock moved before the timer starts moves nothing (the prompt then
 * came the whole idle time later).
 */
async function logInIdleTimed(page: Page, mailbox: Parameters<typeof logInAsDemo>[1]) {
  await logInAsDemo(page, mailbox);
  await page.waitForFunction(
    () => (window as { __PAYDESK_IDLE_TIMER__?: boolean }).__PAYDESK_IDLE_TIMER__ === true,
  );
}

/** The seconds the prompt's countdown shows ('… logged out automatically in 27 seconds.'). */
async function countdown(page: Page): Promise<number> {
  const text = (await page.getByTestId('idle-countdown').textContent()) ?? '';
  const match = /^You will be logged out automatically in (\d+) seconds?\.$/.exec(text.trim());
  if (!match) throw new Error(`unexpected countdown text: '${text}'`);
  return Number(match[1]);
}

test.describe('idle timeout', () => {
  test.beforeEach(async ({ page }) => {
    // Fake timers from the first page on; time still runs on its own until the test moves it.
    await page.clock.install();
  });

  test("'Login expiring...' appears idlePromptMs before the limit, counts down, and 'Stay logged in' resets it", async ({
    page,
    mailbox,
    baseURL,
    shot,
  }) => {
    const { idleTimeoutMs, idlePromptMs } = await runtimeConfig(baseURL!);
    // The e2e server shortens the spec's 10 minutes / 60 s (see playwright.config.ts).
    expect(idlePromptMs).toBeLessThan(idleTimeoutMs);
    const promptAfter = idleTimeoutMs - idlePromptMs;
    const promptSeconds = idlePromptMs / 1000;

    await logInIdleTimed(page, mailbox);
    // From here on nothing touches the page: no mouse, no keys. The clock also runs on its own, so every step keeps a
    // margin of MARGIN_MS for a slow machine.
    await page.clock.fastForward(promptAfter - MARGIN_MS);
    await expect(idleDialog(page)).toBeHidden();

    await page.clock.fastForward(MARGIN_MS);
    const dialog = idleDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Your session is about to expire because you have been inactive.');
    await expect(dialog.getByRole('button', { name: 'Stay logged in' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Logout' })).toBeVisible();
    const first = await countdown(page);
    expect(first).toBeLessThanOrEqual(promptSeconds);
    expect(first).toBeGreaterThanOrEqual(promptSeconds - MARGIN_MS / 1000);
    await shot('login expiring prompt');

    // The countdown moves as time passes (it is redrawn every 500 ms).
    await page.clock.runFor(5_000);
    await expect.poll(() => countdown(page)).toBeLessThanOrEqual(first - 5);
    expect(await countdown(page)).toBeGreaterThan(0);
    await expect(dialog).toBeVisible();
    await shot('countdown five seconds later');

    // 'Stay logged in' starts the full idle period again.
    await dialog.getByRole('button', { name: 'Stay logged in' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.clock.fastForward(promptAfter - MARGIN_MS);
    await expect(idleDialog(page)).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard$/);
    await shot('still logged in after staying');

    // Left alone again: the prompt returns, and when the countdown runs out the app logs out.
    await page.clock.fastForward(MARGIN_MS);
    await expect(idleDialog(page)).toBeVisible();
    const logout = page.waitForResponse(
      (r) => r.url().endsWith('/api/auth/employer/logout') && r.request().method() === 'POST',
    );
    // Half a second at a time until the countdown runs out and the app logs out: at most 0.5 s of the toast's 2 s pass.
    await freezeClock(page);
    for (let ran = 0; !(await loggingOut(page).isVisible()); ran += 500) {
      expect(ran, 'the countdown ran out by now').toBeLessThanOrEqual(idlePromptMs);
      await page.clock.runFor(500);
    }
    await page.clock.runFor(500);
    await expect(idleDialog(page)).toBeHidden();
    await expect(loggingOut(page)).toBeVisible();
    await shot('timed out: logging out');
    // The 'Logging out' toast stays 2 s before the logout call (spec §9).
    await page.clock.runFor(1_500);
    expect((await logout).status()).toBe(200);
    await page.clock.resume();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await shot('logged out to the login page');

    // The session is gone.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test("the prompt's Logout button logs out at once", async ({ page, mailbox, baseURL }) => {
    const { idleTimeoutMs, idlePromptMs } = await runtimeConfig(baseURL!);
    await logInIdleTimed(page, mailbox);
    await page.clock.fastForward(idleTimeoutMs - idlePromptMs);
    const dialog = idleDialog(page);
    await expect(dialog).toBeVisible();
    await freezeClock(page);
    await dialog.getByRole('button', { name: 'Logout' }).click();
    await expect(loggingOut(page)).toBeVisible();
    await page.clock.runFor(2_500);
    await expect(dialog).toBeHidden();
    await page.clock.resume();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('logout asks for confirmation: No keeps you in, Yes logs you out', async ({ page, mailbox, shot }) => {
  await logInAsDemo(page, mailbox, '/audit-logs');
  await expect(page.getByRole('heading', { name: 'Audit Logs', level: 1 })).toBeVisible();

  await chooseLogout(page);
  const dialog = page.getByRole('dialog', { name: 'Logout' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(QUESTION, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Yes' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'No' })).toBeVisible();
  await shot('logout confirmation');

  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/audit-logs$/);
  await expect(page.getByTestId('app-header')).toBeVisible();

  await chooseLogout(page);
  await expect(dialog.getByText(QUESTION, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Logging out, please wait')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await shot('logged out after Yes');
  await page.goto('/audit-logs');
  await expect(page).toHaveURL(/\/login$/);
});
