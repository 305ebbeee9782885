// A page already showing its data keeps it when a later refresh fails: the failure is a toast, not a page swapped
// for "could not load" under the user's hands (and any dialog they had open).
import { WALLET_PATHS } from '../../packages/contracts/src/index.ts';
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';

test('a wallet page keeps what it showed when its refresh fails after a rename', async ({
  page,
  mailbox,
  shot,
}) => {
  await logInAsDemo(page, mailbox, '/account/all-accounts');
  await page.getByTestId('wallet-card').filter({ hasText: 'Main wallet' }).click();
  const balance = page.getByTestId('wallet-detail-balance');
  await expect(balance).toBeVisible();
  const shown = await balance.textContent();

  // From now on the wallet's own read fails as a server would under trouble.
  let failed = 0;
  await page.route(`**/api${WALLET_PATHS.accountSingle}`, (route) => {
    failed += 1;
    return route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"message":"Paydesk is busy, try again in a moment"}',
    });
  });
  await page.getByRole('button', { name: 'Rename' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename wallet' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  // The rename's toast comes once the refresh it asked for has settled (failed, here): the page still shows the
  // wallet. (Before, the failed refresh swapped the page for "could not load", the dialog went with it and the
  // rename was never confirmed.)
  await expect(page.getByText('Wallet renamed')).toBeVisible();
  expect(failed).toBeGreaterThan(0);
  await expect(page.getByText('We could not load your accounts.')).toBeHidden();
  await expect(balance).toHaveText(shown ?? '');
  await expect(page.getByRole('button', { name: 'Move money' })).toBeVisible();
  await shot('refresh failed, page kept');
});
