// Issue 26, repeated transfers: a bulk file row that repeats an earlier one (same account, amount and narration)
// is flagged in the preview and the file is sent only once the repeats are confirmed; a line of the multiple
// transfer form that repeats another is flagged the same way before the PIN.
import type { Page } from '@playwright/test';
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { confirmWithPin } from './wallets-helpers.ts';

const ZENITH = '000015';
const stamp = String(Date.now()).slice(-8);

test('a repeated row of a bulk file is flagged and sent only once confirmed', async ({
  page,
  mailbox,
  shot,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await logInAsDemo(page, mailbox, '/payments/transfers/instant-transfers?tab=upload');
  const file = [
    'bankCode,accountNumber,amount,narration',
    `${ZENITH},46${stamp},1500,Supplies`,
    `${ZENITH},46${stamp},1500,Supplies`,
    `${ZENITH},47${stamp},700,Transport`,
  ].join('\r\n');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'repeats.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
  await expect(page.getByTestId('upload-summary')).toHaveText('3 ready · 0 with errors');
  await expect(page.getByTestId('duplicate-of-3')).toHaveText('Repeats row 2');
  await expect(page.getByTestId('duplicate-of-2')).toHaveCount(0);
  await expect(page.getByTestId('duplicates-notice')).toContainText(
    '1 transfer repeats an earlier one: the same account, amount and narration.',
  );
  const send = page.getByRole('button', { name: 'Send 3 transfers' });
  await expect(send).toBeDisabled();
  await shot('the repeated row is flagged');
  await page.getByLabel('Send the repeated transfers too').check();
  await expect(send).toBeEnabled();
  await send.click();
  await confirmWithPin(page, mailbox);
  await expect(page).toHaveURL(/\/payments\/transfers\/batches\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('batch-progress')).toHaveText('3 of 3 transfers sent', { timeout: 20_000 });
});

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

test('a repeated line of a multiple transfer needs confirming before the PIN', async ({
  page,
  mailbox,
  shot,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await logInAsDemo(page, mailbox, '/payments/transfers/instant-transfers?tab=multiple');
  await fillLine(page, 1, `48${stamp}`, '1000');
  await fillLine(page, 2, `48${stamp}`, '1,000.00');
  await expect(page.getByTestId('line-2-duplicate')).toHaveText('Repeats transfer 1');
  await page.getByRole('button', { name: 'Continue' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('duplicates-notice')).toContainText('1 transfer repeats an earlier one');
  const toPin = dialog.getByRole('button', { name: 'Confirm with PIN' });
  await expect(toPin).toBeDisabled();
  await shot('the repeat waits for a confirmation');
  await dialog.getByLabel('Send the repeated transfers too').check();
  await toPin.click();
  await confirmWithPin(page, mailbox);
  await expect(page).toHaveURL(/\/payments\/transfers\/batches\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('batch-lines').getByTestId('transfer-status')).toHaveCount(2);
});
