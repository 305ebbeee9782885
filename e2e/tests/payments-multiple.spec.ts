// Issue 12, multiple transfers: two lines in one form (a third added and removed), each account checked by name
// enquiry, the count, total and fees before the PIN, then the batch page with a result per line.
import type { Page } from '@playwright/test';
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { confirmWithPin } from './wallets-helpers.ts';

const stamp = String(Date.now()).slice(-8);

async function fillLine(page: Page, n: number, accountNumber: string, amount: string) {
  const line = page.getByTestId(`transfer-line-${n}`);
  const bank = line.getByRole('combobox', { name: 'Bank' });
  await bank.click();
  await bank.fill('ZENITH BANK PLC');
  await page.getByRole('option', { name: 'ZENITH BANK PLC', exact: true }).click();
  await line.getByLabel('Account number').fill(accountNumber);
  await expect(line.getByTestId(`line-${n}-name`)).toContainText(/^Account name: \S+/);
  await line.getByLabel('Amount (₦)').fill(amount);
}

test('send two transfers in one form and see each line settle', async ({ page, mailbox, shot }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await logInAsDemo(page, mailbox, '/payments/transfers/instant-transfers?tab=multiple');

  await fillLine(page, 1, `44${stamp}`, '1000');
  await fillLine(page, 2, `45${stamp}`, '2,000.50');
  await page.getByRole('button', { name: 'Add another transfer' }).click();
  await expect(page.getByTestId('transfer-line-3')).toBeVisible();
  await page.getByRole('button', { name: 'Remove transfer 3' }).click();
  await expect(page.getByTestId('transfer-line-3')).toHaveCount(0);

  const totals = page.getByTestId('multiple-totals');
  await expect(totals).toContainText('2 transfers');
  await expect(totals).toContainText('Amount: ₦3,000.50');
  await expect(totals).toContainText(/Fee: ₦\d+\.\d\d/);
  await shot('two lines with totals');
  await page.getByRole('button', { name: 'Continue' }).click();
  // The confirmation names each recipient with its bank and number (issue 29, H23).
  const recipients = page.getByRole('dialog').getByTestId('multiple-recipients');
  await expect(recipients).toContainText(
    new RegExp(`^1\\. \\S.* · ZENITH BANK PLC · 44${stamp} · ₦1,000\\.00`),
  );
  await expect(recipients).toContainText(`ZENITH BANK PLC · 45${stamp} · ₦2,000.50`);
  await shot('confirmation names each bank');
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm with PIN' }).click();
  await confirmWithPin(page, mailbox);

  await expect(page).toHaveURL(/\/payments\/transfers\/batches\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('batch-count-settled')).toHaveText('2', { timeout: 20_000 });
  await expect(page.getByTestId('batch-lines').getByTestId('transfer-status')).toHaveText([
    'settled',
    'settled',
  ]);
  await shot('both lines settled');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/payments/transfers/instant-transfers?tab=multiple');
  await expect(page.getByTestId('transfer-line-1')).toBeVisible();
  await shot('multiple form on a phone');
});
