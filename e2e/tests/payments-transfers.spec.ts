// Issue 12, payments: add a beneficiary (the bank's account name shows before saving), and send a single transfer
// to it that the sandbox rail settles a few seconds later (BANK_TRANSFER_SETTLE_SECONDS, 3 by default); its details
// page offers the receipt. Screens at 1440×900 and 390×844.
import type { Page } from '@playwright/test';
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { confirmWithPin } from './wallets-helpers.ts';

const accountNumber = `41${String(Date.now()).slice(-8)}`;

async function chooseBank(page: Page, name: string) {
  const dialog = page.getByRole('dialog');
  const bank = dialog.getByRole('combobox', { name: 'Bank' });
  await bank.click();
  await bank.fill(name);
  await page.getByRole('option', { name, exact: true }).click();
}

test('add a beneficiary, send it a transfer and see it settle', async ({ page, mailbox, shot }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await logInAsDemo(page, mailbox);

  await page.goto('/payments/beneficiaries/transfers');
  await expect(page.getByRole('tab', { name: 'Transfers' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('link', { name: 'Add beneficiary' }).click();
  await expect(page).toHaveURL(/\/payments\/beneficiaries\/add$/);
  await chooseBank(page, 'ZENITH BANK PLC');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Account number').fill(accountNumber);
  const check = dialog.getByTestId('beneficiary-name');
  await expect(check).toContainText(/^Account name: \S+/);
  const accountName = ((await check.textContent()) ?? '').replace('Account name: ', '');
  await dialog.getByLabel('Nickname (optional)').fill('Supplier');
  await shot('beneficiary checked');
  await dialog.getByRole('button', { name: 'Save beneficiary' }).click();
  await expect(page.getByText('Beneficiary added')).toBeVisible();
  const row = page.getByTestId(`beneficiary-row-${accountNumber}`);
  await expect(row).toContainText(accountName);
  await expect(row).toContainText('Supplier');
  await shot('beneficiaries list');

  // The list's search lives in the URL. Typed once the dialog has gone, as a person would: while it closes it still
  // holds the focus.
  await expect(dialog).toBeHidden();
  const search = page.getByTestId('beneficiaries-search');
  await search.fill(accountNumber);
  await expect(search).toHaveValue(accountNumber);
  await expect(page).toHaveURL(new RegExp(`search=${accountNumber}`));
  await expect(page.getByTestId('beneficiaries-table').getByRole('row')).toHaveCount(2);

  // Another tab reads the same API and says when it has nothing.
  await page.getByRole('tab', { name: 'Cable TV' }).click();
  await expect(page).toHaveURL(/\/payments\/beneficiaries\/cable-tv/);
  await expect(page.getByTestId('empty-state')).toBeVisible();

  await page.goto('/payments/transfers/instant-transfers');
  await page.getByTestId('transfer-beneficiary').click();
  await page.getByRole('option', { name: new RegExp(accountNumber) }).click();
  await page.getByTestId('transfer-amount').fill('1500');
  await page.getByRole('button', { name: 'Continue' }).click();
  const summary = page.getByTestId('transfer-summary');
  await expect(summary).toContainText(accountName);
  // The recipient is named with its bank, not only the account number (issue 29, H23).
  await expect(summary).toContainText(`${accountName} · ZENITH BANK PLC · ${accountNumber}`);
  await expect(summary).toContainText('₦1,500.00');
  await expect(summary).toContainText(/Fee: ₦\d/);
  await shot('summary before the pin');
  await page.getByRole('button', { name: 'Confirm with PIN' }).click();
  await confirmWithPin(page, mailbox);

  const outcome = page.getByTestId('transfer-outcome');
  await expect(outcome).toContainText('Transfer sent');
  await expect(outcome.getByTestId('transfer-status')).toHaveText('settled', { timeout: 20_000 });
  await shot('transfer settled');

  await outcome.getByRole('link', { name: 'View details' }).click();
  const details = page.getByTestId('transfer-details');
  await expect(details).toContainText(accountName);
  await expect(details.getByTestId('transfer-status')).toHaveText('settled');
  // Its progress, each step in Lagos time, and who asked.
  const steps = details.getByTestId('payout-step');
  await expect(steps).toHaveText([
    /^Queued\d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/,
    /^Sent to the bank\d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/,
    /^Paid: the bank confirmed it\d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/,
  ]);
  await expect(details).toContainText('Requested by');
  // When it was asked for, apart from when the bank got it (the timeline).
  await expect(details).toContainText('Requested on');
  await expect(details).not.toContainText(/\bSent\d/);
  const download = page.waitForEvent('download');
  await details.getByRole('button', { name: 'Download receipt' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  await shot('transfer details');
  const reference = (await details.getByText(/^TRF-/).textContent()) ?? '';

  // The history row the transfer added opens the same details.
  await page.goto(`/payments/transaction-history?search=${encodeURIComponent(reference)}`);
  await page.getByRole('button', { name: `View ${reference}`, exact: true }).click();
  await page.getByTestId('receipt').getByRole('link', { name: 'Transfer details' }).click();
  await expect(page.getByTestId('transfer-details')).toContainText(reference);

  await page.setViewportSize({ width: 390, height: 844 });
  await shot('transfer details on a phone');
  await page.goto('/payments/beneficiaries/transfers');
  await expect(page.getByTestId(`beneficiary-row-${accountNumber}`)).toBeVisible();
  await shot('beneficiaries on a phone');
});

test('a failed name enquiry says why before anything is saved', async ({ page, mailbox }) => {
  await logInAsDemo(page, mailbox, '/payments/beneficiaries/add');
  await chooseBank(page, 'ZENITH BANK PLC');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Account number').fill('0000000003');
  await expect(dialog.getByTestId('beneficiary-name')).toHaveText('Error Validating Account Details');
  await expect(dialog.getByRole('button', { name: 'Save beneficiary' })).toBeDisabled();
});

test('a transfer its bank declines is headed as failed, with the reason and no receipt', async ({
  page,
  mailbox,
  shot,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await logInAsDemo(page, mailbox, '/payments/transfers/instant-transfers');
  await page.getByText('A new account', { exact: true }).click();
  const bank = page.getByRole('combobox', { name: 'Bank' });
  await bank.click();
  await bank.fill('ZENITH BANK PLC');
  await page.getByRole('option', { name: 'ZENITH BANK PLC', exact: true }).click();
  // The sandbox's failing account (docs/sandbox.md): accepted, then declined by the bank.
  await page.getByTestId('transfer-number').fill('0000000012');
  await expect(page.getByTestId('transfer-name')).toContainText('Account name: ');
  await page.getByTestId('transfer-amount').fill('250');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm with PIN' }).click();
  await confirmWithPin(page, mailbox);

  const outcome = page.getByTestId('transfer-outcome');
  await expect(outcome.getByTestId('transfer-status')).toHaveText('reversed', { timeout: 20_000 });
  await expect(outcome.getByTestId('transfer-heading')).toHaveText('Transfer failed');
  await expect(outcome).toContainText('Transaction declined by beneficiary bank');
  await shot('declined transfer');
  await outcome.getByRole('link', { name: 'View details' }).click();
  const details = page.getByTestId('transfer-details');
  await expect(details).toContainText('The money was returned to the wallet.');
  await expect(details.getByRole('button', { name: 'Download receipt' })).toHaveCount(0);
  const steps = details.getByTestId('payout-step');
  await expect(steps.filter({ hasText: 'Failed at the bank' })).toContainText(
    'Transaction declined by beneficiary bank',
  );
  await expect(steps.last()).toContainText('Money returned to the wallet');
  await details.getByRole('link', { name: 'See it in the wallet history' }).click();
  await expect(page.getByTestId('transaction-row')).toHaveCount(3);
  await shot('declined transfer details with its progress');
});
