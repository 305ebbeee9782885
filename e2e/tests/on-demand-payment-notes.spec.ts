// Issue 13, payment notes of the advanced funding mode against the real API: the demo's two notes list, the unpaid
// one opens with its line and PDF and is paid from the main wallet with the PIN, and /payment-history shows both
// payments. Screens at 1440 and 390 px. Issue 29: the payment's wallet line is a "Payment note", not a bill payment,
// found by the history's type filter and leading from its receipt to the payment history. Payment notes belong to
// the advanced funding mode the demo uses (a note per period since it switched; today's open until payday); a
// prefunded business has no Payment notes in its sidebar or tabs, and their page says why.
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { confirmWithPin } from './wallets-helpers.ts';

test('payment notes: list → details with lines and PDF → pay with the PIN → payment history', async ({
  page,
  mailbox,
  shot,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await logInAsDemo(page, mailbox);

  await page.goto('/payment-note');
  const rows = page.getByTestId('note-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 'Paid' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Open' })).toHaveCount(1);
  await expect(page.getByRole('tab', { name: 'Payment notes' })).toBeVisible();
  await shot('payment notes, 1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot('payment notes, 390');
  await page.setViewportSize({ width: 1440, height: 900 });

  await rows
    .filter({ hasText: /Issued|Overdue/ })
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(/\/payment-note\/details\//);
  // A line per employee who drew in the period (the demo's advanced withdrawals).
  await expect(page.getByTestId('note-lines').locator('tbody tr').first()).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByTestId('note-pdf').click();
  expect((await download).suggestedFilename()).toMatch(/^PN\d{6}-.+\.pdf$/);
  await shot('payment note details');

  await page.getByTestId('note-wallet').click();
  await page.getByRole('option').first().click();
  await page.getByTestId('note-pay').click();
  await confirmWithPin(page, mailbox);
  await expect(page.getByText('Payment note paid')).toBeVisible();
  await expect(page.getByText(/^Paid on /)).toBeVisible();
  await shot('payment note paid');

  await page.goto('/payment-history');
  await expect(page.getByTestId('payment-history-table').locator('tbody tr')).toHaveCount(2);
  await shot('payment history');

  // Both payments are "Payment note" lines of the wallet history, none of them among the bill payments.
  await page.goto('/payments/transaction-history?type=payment_note');
  const lines = page.getByTestId('transactions-table').getByTestId('transaction-row');
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: /Payment note · PNP/ })).toHaveCount(2);
  await shot('transaction history, payment notes');
  await page.goto('/payments/transaction-history?type=bill_payment');
  await expect(page.getByTestId('transactions-table').getByText(/PNP/)).toHaveCount(0);
  await page.goto('/payments/transaction-history?type=payment_note');
  await lines
    .first()
    .getByRole('button', { name: /^View / })
    .click();
  const receipt = page.getByRole('dialog');
  await expect(receipt.getByText('Payment note', { exact: true })).toBeVisible();
  await receipt.getByRole('link', { name: 'Payment history' }).click();
  await expect(page).toHaveURL(/\/payment-history$/);
});

test('a prefunded business has no payment notes: no sidebar link or tab, and the page says why', async ({
  page,
  mailbox,
  shot,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // The demo is advanced; its rules are answered as a prefunded business's (the mode is all that differs).
  await page.route('**/b2b/employer/on-demand/rules', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data.rules.fundingMode = 'prefunded';
    await route.fulfill({ response, json: body });
  });
  await logInAsDemo(page, mailbox, '/withdrawals');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const group = nav.getByTestId('nav-group-on-demand');
  if ((await group.getAttribute('data-expanded')) === null) await group.click();
  await expect(nav.getByRole('link', { name: 'Withdrawals', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Payment notes', exact: true })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Payment history', exact: true })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Reconciliation' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Payment notes' })).toHaveCount(0);

  await page.goto('/payment-note');
  await expect(page.getByTestId('prefunded-no-notes')).toContainText('No payment notes in prefunded mode');
  await expect(page.getByTestId('note-row')).toHaveCount(0);
  await shot('payment notes, prefunded business');
  await page.getByRole('link', { name: 'On-demand pay settings' }).click();
  await expect(page).toHaveURL(/\/settings\/ondemand-pay$/);
});
