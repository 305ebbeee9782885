// The operator console's wallet tools: an operator (created with `npm run ops -- create-operator`) simulates a
// bank transfer to the demo business's main wallet account number, and the demo's header chip shows the new
// balance; a credit request is rejected with a required comment; the ledger reconciliation says all balanced.

import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { enterCode } from '../support/flows.ts';
import { createOperator } from '../support/operators.ts';
import { chipAmount, chipBalance, naira } from './wallets-helpers.ts';

test('an operator sends an inbound transfer to the demo main wallet, reviews credit and reconciles the ledger', async ({
  page,
  browser,
  mailbox,
  shot,
}) => {
  test.setTimeout(180_000);
  // The demo business: its main wallet's account number and balance, and a credit request to review.
  await logInAsDemo(page, mailbox);
  const before = await chipBalance(page);
  await page.goto('/wallet/fund');
  await expect(page.getByLabel('Wallet to fund')).toHaveValue(/.+/);
  const mainWallet = await page.getByLabel('Wallet to fund').locator('option:checked').textContent();
  expect(mainWallet).toContain('Main wallet');
  const accountNumber = (await page.getByTestId('account-number').textContent())?.trim() ?? '';
  expect(accountNumber).toMatch(/^\d{10}$/);

  const purpose = `Stock for the Lekki branch ${Date.now().toString(36)}`;
  await page.goto('/financing-options');
  await page.getByLabel('Amount (₦)').fill('750,000');
  await page.getByLabel('What is it for?').fill(purpose);
  await page.getByRole('button', { name: 'Request credit' }).click();
  await expect(page.getByText('Credit request received.')).toBeVisible();

  // The operator signs in to the console.
  const operator = {
    email: `ops-${Date.now().toString(36)}@paydesk.ng`,
    password: 'Console-Keeper-Ikoyi-77',
  };
  expect(createOperator({ ...operator, firstName: 'Ada', lastName: 'Obi', passwordBy: 'flag' })).toContain(
    'Operator created: Ada Obi',
  );
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const ops = await context.newPage();
  await ops.goto('/ops/login');
  await ops.getByRole('textbox', { name: 'Email' }).fill(operator.email);
  await ops.getByRole('textbox', { name: 'Password' }).fill(operator.password);
  const since = new Date();
  await ops.getByRole('button', { name: 'Sign in' }).click();
  const codeMail = await mailbox.waitFor(operator.email, { subject: /^Your console code: \d{6}$/, since });
  await enterCode(ops, 'Console code', /\d{6}/.exec(codeMail.subject)![0]);
  await expect(ops.getByRole('heading', { name: 'Verification queue' })).toBeVisible();

  // Inbound transfer: the form refuses bad input, then sends ₦12,345.67 to the account number.
  await ops
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Inbound transfers' })
    .click();
  await expect(ops.getByRole('heading', { name: 'Simulate an inbound transfer' })).toBeVisible();
  await ops.getByLabel('Account number').fill('12345');
  await ops.getByLabel('Amount (₦)').fill('12.345');
  await ops.getByRole('button', { name: 'Send transfer' }).click();
  await expect(ops.getByText('An account number is 10 digits')).toBeVisible();
  await expect(ops.getByText('Enter an amount, e.g. 25,000')).toBeVisible();
  await expect(ops.getByText('Sender name is required')).toBeVisible();
  await shot('inbound transfer errors', ops);

  await ops.getByLabel('Account number').fill(accountNumber);
  await ops.getByLabel('Amount (₦)').fill('12,345.67');
  await ops.getByLabel('Sender name').fill('Chinedu Okafor');
  await ops.getByLabel('Narration (optional)').fill('Invoice 1042');
  await ops.getByRole('button', { name: 'Send transfer' }).click();
  const toast = ops.locator('[data-toast-kind="success"]');
  await expect(toast).toContainText(/₦12,345\.67 sent to .+ - Main wallet\. It will be credited shortly\./);
  await expect(ops.getByTestId('last-transfer')).toContainText('sbx_trf_');
  await shot('inbound transfer sent', ops);

  // The business sees the money in its header chip.
  await expect(async () => {
    await page.goto('/dashboard');
    await expect(chipAmount(page)).toHaveText(naira(before + 12_345_67), { timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  await shot('demo chip after the transfer');

  // Credit: the pending request; rejecting needs a comment.
  await ops.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Credit' }).click();
  await expect(ops.getByRole('heading', { name: 'Credit requests' })).toBeVisible();
  await ops.getByText('Pending', { exact: true }).first().click();
  const row = ops.getByTestId('credit-row').filter({ hasText: purpose });
  await expect(row).toContainText('₦750,000.00');
  await shot('credit requests pending', ops);
  await row.getByRole('button', { name: 'Reject' }).click();
  const dialog = ops.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('Say why (at least 3 characters)')).toBeVisible();
  await dialog.getByRole('textbox').fill('Please send six months of bank statements first.');
  await shot('credit reject dialog', ops);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(ops.getByText('Credit request rejected')).toBeVisible();
  await expect(row).toHaveCount(0);
  await ops.getByText('All', { exact: true }).click();
  await expect(row).toContainText('Rejected');
  await expect(row).toContainText('Please send six months of bank statements first.');
  await shot('credit requests after reject', ops);

  // Reconciliation: every balance equals its postings.
  await ops
    .getByRole('navigation', { name: 'Console' })
    .getByRole('link', { name: 'Reconciliation' })
    .click();
  await expect(ops.getByRole('heading', { name: 'Ledger reconciliation' })).toBeVisible();
  await ops.getByRole('button', { name: 'Run now' }).click();
  await expect(ops.getByTestId('reconciliation-status')).toContainText(/All balanced: \d+ accounts match/);
  await expect(ops.getByTestId('reconciliation-run').first()).toContainText('Balanced');
  await shot('reconciliation all balanced', ops);
  await context.close();
});
