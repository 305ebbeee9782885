// Funding through the sandbox checkout: a payment link to the in-app checkout, Pay, back to the funding status
// page, and the new balance in the header chip and on the dashboard.

import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { chipAmount, chipBalance, kobo, naira } from './wallets-helpers.ts';

test('fund the main wallet through the sandbox checkout; the chip and the dashboard show the new balance', async ({
  page,
  mailbox,
  shot,
}) => {
  await logInAsDemo(page, mailbox);
  const before = await chipBalance(page);
  const totalBefore = kobo((await page.getByTestId('dashboard-total').textContent()) ?? '');
  expect(totalBefore).toBe(before);
  await shot('dashboard before funding');

  await page.getByRole('link', { name: 'Fund wallet' }).click();
  await expect(page).toHaveURL(/\/wallet\/fund$/);
  await page.getByLabel('Amount (₦)').fill('25,000');
  await shot('fund form');
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  await expect(page).toHaveURL(/\/sandbox\/checkout\/FND-/);
  await expect(page.getByTestId('checkout-amount')).toHaveText('₦25,000.00');
  await shot('sandbox checkout');
  await page.getByRole('button', { name: /^Pay ₦25,000\.00/ }).click();

  await expect(page).toHaveURL(/\/dashboard\/verify-fund-status\?reference=FND-/);
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('₦25,000.00 has been added to Main wallet.')).toBeVisible();
  await expect(chipAmount(page)).toHaveText(naira(before + 25_000_00));
  await shot('payment received');

  await page.getByRole('link', { name: 'Go to dashboard' }).click();
  await expect(page.getByTestId('dashboard-total')).toHaveText(naira(before + 25_000_00));
  await expect(page.getByText('Card funding of Main wallet').first()).toBeVisible();
  await shot('dashboard after funding');

  // A failed payment changes nothing.
  await page.goto('/wallet/fund');
  await page.getByLabel('Amount (₦)').fill('1,000');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('button', { name: 'Fail payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible({ timeout: 30_000 });
  await shot('payment failed');
  expect(await chipBalance(page)).toBe(before + 25_000_00);
});
