// Issue 29: an abandoned card checkout stayed "Pending" forever. A card checkout lives CARD_CHECKOUT_LIFE_MINUTES
// (30): the owner starts one and leaves the provider's page unpaid; the one thing the API cannot do is move time, so
// the checkout's start is set back 31 minutes in the database. The funding status page then says the checkout
// expired and that no money was added, and offers to fund again; the wallet balance is unchanged. Screenshots at
// 1440×900 and 390×844.
import { CARD_CHECKOUT_LIFE_MINUTES } from '../../packages/contracts/src/index.ts';
import { withDatabase } from '../support/database.ts';
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { chipBalance } from './wallets-helpers.ts';

test('a card checkout left unpaid past its life shows as expired, with no money added', async ({
  page,
  mailbox,
  shot,
}) => {
  await logInAsDemo(page, mailbox);
  const before = await chipBalance(page);
  await page.goto('/wallet/fund');
  await page.getByLabel('Amount (₦)').fill('30,000');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/sandbox\/checkout\/FND-/);
  const reference = /\/sandbox\/checkout\/(FND-[^/?#]+)/.exec(page.url())![1]!;

  // Left unpaid: while the checkout lives, its status page waits for the payment.
  await page.goto(`/dashboard/verify-fund-status?reference=${reference}`);
  await expect(page.getByRole('heading', { name: 'Waiting for the payment to complete' })).toBeVisible();

  const moved = await withDatabase(async (db) => {
    const { rowCount } = await db.query(
      `update funding_requests set created_at = now() - make_interval(mins => $2)
        where reference = $1 and status = 'pending'`,
      [reference, CARD_CHECKOUT_LIFE_MINUTES + 1],
    );
    return rowCount;
  });
  expect(moved).toBe(1);

  await page.reload();
  const status = page.getByTestId('fund-status');
  await expect(status.getByRole('heading', { name: 'Checkout expired' })).toBeVisible({ timeout: 30_000 });
  await expect(
    status.getByText(
      `The checkout was not paid within ${CARD_CHECKOUT_LIFE_MINUTES} minutes, so it expired. No money was added to the wallet; start a new funding to try again.`,
    ),
  ).toBeVisible();
  await expect(status.getByText(reference)).toBeVisible();
  await expect(status.getByRole('link', { name: 'Fund again' })).toBeVisible();
  expect(await chipBalance(page)).toBe(before);
  await shot('expired checkout 1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(status.getByRole('heading', { name: 'Checkout expired' })).toBeVisible();
  await shot('expired checkout 390');
});
