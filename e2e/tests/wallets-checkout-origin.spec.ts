// Issue 17: the sandbox card checkout returned to the configured public URL, so a user who opened the app on
// 127.0.0.1 landed on /login looking logged out (while the money was credited). The checkout returns to the origin
// the payment started from, when that origin is one the app is served on.

import { DEMO } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { logIn } from '../support/flows.ts';

test('a card payment started on 127.0.0.1 comes back to 127.0.0.1, still signed in', async ({
  browser,
  baseURL,
  mailbox,
}) => {
  const loopback = baseURL!.replace('://localhost', '://127.0.0.1');
  expect(loopback).not.toBe(baseURL);
  const context = await browser.newContext({ baseURL: loopback });
  const page = await context.newPage();
  await logIn(page, mailbox, DEMO);
  await page.goto('/wallet/fund');
  await page.getByLabel('Amount (₦)').fill('1,500');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/FND-/);
  await page.getByRole('button', { name: /^Pay ₦1,500\.00/ }).click();
  await page.waitForURL(/\/dashboard\/verify-fund-status\?reference=FND-/);
  expect(new URL(page.url()).origin).toBe(new URL(loopback).origin);
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('app-header')).toBeVisible();
  await context.close();
});
