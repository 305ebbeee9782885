// Add a wallet, move money into it with the transaction PIN (created by emailed code on first use), freeze it,
// and see that it is no longer offered as the source of a move (issue 17: it was preselected, and the refusal
// appeared under the PIN as if the PIN were wrong).

import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { chooseOption, confirmWithPin, naira } from './wallets-helpers.ts';

test('add a wallet, move money with the PIN, freeze it and a debit is refused', async ({
  page,
  mailbox,
  shot,
}) => {
  const name = `Float ${Date.now().toString(36).slice(-5)}`;
  await logInAsDemo(page, mailbox, '/account/all-accounts');
  await expect(page.getByRole('heading', { name: 'Accounts' })).toBeVisible();
  await shot('accounts');

  await page.getByRole('button', { name: 'Add wallet' }).click();
  const addDialog = page.getByRole('dialog');
  await addDialog.getByLabel('Wallet name').fill(name);
  await addDialog.getByRole('radio', { name: 'Collection' }).check();
  await shot('add wallet');
  await addDialog.getByRole('button', { name: 'Create wallet' }).click();
  await expect(page.getByText('Wallet created')).toBeVisible();
  const card = page.getByTestId('wallet-card').filter({ hasText: name });
  await expect(card).toContainText('₦0.00');

  await page.getByTestId('wallet-card').filter({ hasText: 'Main wallet' }).click();
  await expect(page).toHaveURL(/\/account\/all-accounts\/[0-9a-f-]{36}$/);
  await shot('main wallet');
  await page.getByRole('button', { name: 'Move money' }).click();
  const moveDialog = page.getByRole('dialog');
  await chooseOption(moveDialog.getByLabel('To'), name);
  await moveDialog.getByLabel('Amount (₦)').fill('7,500');
  await moveDialog.getByLabel('Narration (optional)').fill('Float for the week');
  await shot('move details');
  await moveDialog.getByRole('button', { name: 'Continue' }).click();
  await confirmWithPin(page, mailbox, shot);
  await expect(page.getByText('Money moved')).toBeVisible();
  await shot('money moved');

  await page.goto('/account/all-accounts');
  await expect(page.getByTestId('wallet-card').filter({ hasText: name })).toContainText(naira(7_500_00));
  await page.getByTestId('wallet-card').filter({ hasText: name }).click();
  await expect(page.getByTestId('wallet-detail-balance')).toHaveText(naira(7_500_00));
  await expect(page.getByTestId('transaction-row').first()).toContainText('Float for the week');

  await page.getByRole('button', { name: 'Freeze' }).click();
  await expect(page.getByRole('dialog')).toContainText(`Freeze ${name}?`);
  await shot('freeze question');
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Wallet frozen')).toBeVisible();
  await expect(page.getByTestId('wallet-status')).toHaveText('Frozen');
  await expect(page.getByText('This wallet is frozen: it receives money but cannot send any.')).toBeVisible();
  await shot('frozen');

  await page.getByRole('button', { name: 'Move money' }).click();
  const again = page.getByRole('dialog');
  const from = again.getByLabel('From');
  await expect(from.locator('option', { hasText: name })).toHaveCount(0);
  await expect(from.locator('option:checked')).toContainText('Main wallet');
  await expect(again.getByText('Frozen and closed wallets cannot send money.')).toBeVisible();
  await shot('frozen wallet not offered as a source');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('wallet-detail-balance')).toHaveText(naira(7_500_00));
});
