// The payout drawer (issue 30): a transfer opens over the list it is on (here the wallet history, from its line's
// receipt) without leaving it; the URL keeps it (?transfer=reference) so a reload or the shared link opens it
// again, and Escape drops it. Its timeline is in Lagos time, its fee in naira, and it offers the receipt only once the
// bank settled the payout. An audit event shared by link opens even when it is not among the list's rows.
// Screens at 1440×900 and 390×844.
import type { Page } from '@playwright/test';
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';

const MOMENT = /\d{1,2} \w{3} \d{4}, \d{2}:\d{2}/;
const NAIRA = /^₦[\d,]+\.\d\d$/;

/** From a history line's receipt ("View" on its row) to the payout drawer over the same list. */
async function openPayout(page: Page, narration: string) {
  const row = page.getByTestId('transaction-row').filter({ hasText: narration }).first();
  await row.getByRole('button', { name: /^View TRF-(?!.*-FEE$)/ }).click();
  await page.getByTestId('receipt').getByRole('link', { name: 'Transfer details' }).click();
  const drawer = page.getByRole('dialog', { name: 'Transfer details' });
  await expect(drawer.getByTestId('transfer-details')).toBeVisible();
  return drawer;
}

test('a payout opens in a drawer over the wallet history, shared by its URL, with its receipt once settled', async ({
  page,
  mailbox,
  shot,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await logInAsDemo(page, mailbox, '/payments/transaction-history?search=Haulage');
  let drawer = await openPayout(page, 'Haulage, Lagos to Ibadan');
  const body = drawer.getByTestId('transfer-details');
  await expect(page).toHaveURL(/[?&]transfer=TRF-[^&]+/);
  await expect(page).not.toHaveURL(/[?&]open=/);
  await expect(page).toHaveURL(/[?&]search=Haulage/);
  // Still the list underneath.
  await expect(page.getByTestId('transactions-table')).toBeAttached();
  await expect(body.getByTestId('transfer-status')).toHaveText('settled');
  await expect(body.getByTestId('transfer-amount-figure')).toHaveText('₦185,000.00');
  await expect(body.getByTestId('transfer-fee')).toHaveText(NAIRA);
  await expect(body.getByTestId('transfer-session')).toHaveText(/^\d{30}$/);
  await expect(body).toContainText('Bank reference');
  const steps = body.getByTestId('payout-step');
  await expect(steps.first()).toContainText('Queued');
  await expect(steps.last()).toContainText('Paid: the bank confirmed it');
  for (const step of await steps.all()) await expect(step).toContainText(MOMENT);
  const ledger = body.getByTestId('transfer-ledger');
  await expect(ledger).toContainText('Debited from');
  await expect(ledger).toContainText(/−₦185,\d{3}\.\d\d/);
  await expect(ledger.getByRole('link', { name: 'See it in the wallet history' })).toBeVisible();
  await expect(body.getByTestId('transfer-parties')).toContainText('Requested by');
  await expect(body.getByTestId('transfer-parties')).toContainText('Adunni');
  const receipt = body.getByTestId('transfer-receipt');
  await expect(receipt.getByRole('button', { name: 'Download receipt' })).toBeVisible();
  await expect(receipt.getByRole('button', { name: 'Email receipt' })).toBeVisible();
  const download = page.waitForEvent('download');
  await receipt.getByRole('button', { name: 'Download receipt' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  await shot('settled payout drawer over the wallet history');

  // The link shared: a reload opens the same payout; Escape closes it and the URL forgets it.
  const link = page.url();
  await page.reload();
  drawer = page.getByRole('dialog', { name: 'Transfer details' });
  await expect(drawer.getByTestId('transfer-status')).toHaveText('settled');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page).not.toHaveURL(/[?&]transfer=/);
  await expect(page).toHaveURL(/[?&]search=Haulage/);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(link);
  await expect(drawer.getByTestId('transfer-details')).toBeVisible();
  await shot('settled payout drawer on a phone');
});

test('a payout the bank declined shows its failure and return, and no receipt', async ({
  page,
  mailbox,
  shot,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await logInAsDemo(page, mailbox, '/payments/transaction-history?search=Office%20rent');
  const drawer = await openPayout(page, 'Office rent, first quarter');
  const body = drawer.getByTestId('transfer-details');
  await expect(body.getByTestId('transfer-status')).toHaveText('reversed');
  const steps = body.getByTestId('payout-step');
  await expect(steps.filter({ hasText: 'Failed at the bank' })).toContainText(MOMENT);
  await expect(steps.last()).toContainText('Money returned to the wallet');
  await expect(body.getByTestId('transfer-ledger')).toContainText('Returned to');
  const receipt = body.getByTestId('transfer-receipt');
  await expect(receipt).toContainText('The receipt is available once the bank confirms the payment.');
  await expect(receipt.getByRole('button')).toHaveCount(0);
  await shot('declined payout drawer');
});

test('an audit event shared by link opens even when it is not on the list on screen', async ({
  page,
  mailbox,
  shot,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await logInAsDemo(page, mailbox);
  // The newest event (a login), then the list filtered to the login codes sent, where it is not: the link still opens it.
  await page.goto('/audit-logs?action=auth.login');
  await page
    .getByTestId('audit-row')
    .first()
    .getByRole('button', { name: /^View:/ })
    .click({ timeout: 30_000 });
  await expect(page).toHaveURL(/[?&]open=[0-9a-f-]{36}/);
  const id = new URL(page.url()).searchParams.get('open')!;
  await page.keyboard.press('Escape');
  await page.goto(`/audit-logs?action=auth.login.code-sent&open=${id}`);
  await expect(page.getByTestId('audit-row').first()).toContainText('Login code sent');
  const drawer = page.getByRole('dialog', { name: 'Logged in' });
  await expect(drawer.getByTestId('audit-drawer')).toBeVisible();
  await expect(drawer.getByTestId('audit-actor')).toContainText('IP address');
  await shot('audit event by link, not on the list');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot('audit event by link on a phone');
});
