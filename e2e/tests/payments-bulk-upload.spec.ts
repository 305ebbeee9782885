// Issue 12, bulk transfers: a file with an error is previewed by row and cell (the bank's name on every good row);
// the fixed file is sent with the PIN, the batch page shows its progress, and the result per line includes the
// sandbox's failing account (0000000012, docs/sandbox.md: accepted, then declined by the bank) with its money
// reversed; a batch with a line its bank has not answered yet (0000000013) says pending, not completed. Screens at
// 1440×900 and 390×844.
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { confirmWithPin } from './wallets-helpers.ts';

const ZENITH = '000015';
const stamp = String(Date.now()).slice(-8);
const csv = (amountOfRow3: string) =>
  Buffer.from(
    [
      'bankCode,accountNumber,amount,narration',
      `${ZENITH},42${stamp},1500,Supplies`,
      `${ZENITH},0000000012,2500.50,Declined by the bank`,
      `${ZENITH},43${stamp},${amountOfRow3},Transport`,
    ].join('\n'),
  );

test('upload a bulk file with an error, fix it, send it and see each line settle or reverse', async ({
  page,
  mailbox,
  shot,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await logInAsDemo(page, mailbox, '/payments/transfers/instant-transfers?tab=upload');

  const input = page.locator('input[type="file"]');
  await input.setInputFiles({ name: 'transfers.csv', mimeType: 'text/csv', buffer: csv('lots') });
  await expect(page.getByTestId('upload-summary')).toHaveText('2 ready · 1 with errors');
  const row4 = page.getByTestId('upload-row-4');
  await expect(row4.locator('[data-column="amount"]')).toHaveAttribute('data-invalid', 'true');
  await expect(row4.locator('[data-column="amount"]')).toContainText('Enter the amount in naira');
  await expect(page.getByTestId('upload-row-2')).toContainText(/[A-Z]+ [A-Z]+/);
  await shot('the preview names the row and cell in error');

  await input.setInputFiles({ name: 'transfers-fixed.csv', mimeType: 'text/csv', buffer: csv('700') });
  await expect(page.getByTestId('upload-summary')).toHaveText('3 ready · 0 with errors');
  await expect(page.getByTestId('upload-totals')).toContainText('Amount: ₦4,700.50');
  await expect(page.getByTestId('upload-totals')).toContainText(/Fee: ₦\d/);
  await shot('fixed file ready to send');
  await page.getByRole('button', { name: 'Send 3 transfers' }).click();
  await confirmWithPin(page, mailbox);

  await expect(page).toHaveURL(/\/payments\/transfers\/batches\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('batch-progress')).toBeVisible();
  await shot('batch in progress');
  await expect(page.getByTestId('batch-progress')).toHaveText('3 of 3 transfers sent', { timeout: 20_000 });
  // Lines are numbered by the file's rows, the header being row 1.
  await expect(page.getByTestId('batch-line-2').getByTestId('transfer-status')).toHaveText('settled', {
    timeout: 20_000,
  });
  await expect(page.getByTestId('batch-line-4').getByTestId('transfer-status')).toHaveText('settled');
  const declined = page.getByTestId('batch-line-3');
  await expect(declined.getByTestId('transfer-status')).toHaveText('reversed', { timeout: 20_000 });
  // The bank's reason, then that the money is back.
  await expect(declined).toContainText('Transaction declined by beneficiary bank');
  await expect(declined).toContainText('Money returned');
  await expect(page.getByTestId('batch-summary').getByTestId('transfer-status').first()).toHaveText(
    'completed',
  );
  await expect(page.getByTestId('batch-count-pending')).toHaveText('0');
  await expect(page.getByTestId('batch-count-settled')).toHaveText('2');
  await expect(page.getByTestId('batch-count-reversed')).toHaveText('1');
  await shot('result per line');

  await page.setViewportSize({ width: 390, height: 844 });
  await shot('result per line on a phone');

  await declined.getByRole('link').click();
  const details = page.getByTestId('transfer-details');
  await expect(details).toContainText('Transaction declined by beneficiary bank');
  await expect(details).toContainText('The money was returned to the wallet.');
  // No receipt for money that never reached its bank.
  await expect(details.getByRole('button', { name: 'Download receipt' })).toHaveCount(0);
});

test('a batch whose lines are all sent stays pending while a bank has not answered', async ({
  page,
  mailbox,
  shot,
}) => {
  // 0000000013 is accepted and gets no answer until the rail is asked again (BANK_TRANSFER_REQUERY_SECONDS, 120 s
  // here; docs/sandbox.md): the in-between state a batch shows for as long as a bank is slow.
  const file = Buffer.from(
    [
      'bankCode,accountNumber,amount,narration',
      `${ZENITH},44${stamp},1200,Diesel`,
      `${ZENITH},0000000013,1300,Slow bank`,
    ].join('\n'),
  );
  await page.setViewportSize({ width: 1440, height: 900 });
  await logInAsDemo(page, mailbox, '/payments/transfers/instant-transfers?tab=upload');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'slow.csv', mimeType: 'text/csv', buffer: file });
  await expect(page.getByTestId('upload-summary')).toHaveText('2 ready · 0 with errors');
  await page.getByRole('button', { name: 'Send 2 transfers' }).click();
  await confirmWithPin(page, mailbox);

  await expect(page).toHaveURL(/\/payments\/transfers\/batches\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('batch-progress')).toHaveText('2 of 2 transfers sent', { timeout: 20_000 });
  await expect(page.getByTestId('batch-count-settled')).toHaveText('1', { timeout: 20_000 });
  // Every line sent, one settled, one still with its bank: the batch is pending, not completed.
  const summary = page.getByTestId('batch-summary');
  await expect(summary.getByTestId('transfer-status').first()).toHaveText('pending');
  await expect(page.getByTestId('batch-count-pending')).toHaveText('1');
  await expect(page.getByTestId('batch-line-3').getByTestId('transfer-status')).toHaveText('pending');
  await expect(summary).not.toContainText('completed');
  await shot('a batch waiting on one bank');
});
