// Issue 17: one time rule (Africa/Lagos) and one date format ('23 Nov 2026, 14:05') across the app, whatever the
// browser's zone; the statement panel shows no ISO dates, picks dates with the app's date picker, and its toast
// says what the panel says ('ready', not still 'being prepared').

import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';

const APP_DATE_TIME = /^\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}, \d{2}:\d{2}$/;
const APP_DATE = /\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}/;
const ISO_DATE = /\d{4}-\d{2}-\d{2}/;

test.use({ timezoneId: 'America/New_York' });

test('times read in Lagos in one format, and the statement panel agrees with its toast', async ({
  page,
  mailbox,
  shot,
}) => {
  await logInAsDemo(page, mailbox);
  const firstTime = page
    .getByTestId('transactions-table')
    .getByTestId('transaction-row')
    .first()
    .locator('td')
    .first();
  await expect(firstTime).toHaveText(APP_DATE_TIME);

  await page.goto('/account/all-accounts');
  await page.getByTestId('wallet-card').filter({ hasText: 'Main wallet' }).click();
  await page.getByRole('tab', { name: 'Statements' }).click();
  const panel = page.getByTestId('statements');
  await expect(panel.getByRole('button', { name: /^From/ })).toHaveText(APP_DATE);
  await panel.getByRole('button', { name: 'Generate statement' }).click();
  const ready = panel.getByTestId('statement-ready');
  await expect(ready).toBeVisible({ timeout: 30_000 });
  await expect(ready).toHaveText(APP_DATE);
  await expect(ready).not.toHaveText(ISO_DATE);
  const toasts = page.locator('.mantine-Notification-root');
  await expect(toasts.filter({ hasText: 'Your statement is ready to download.' })).toBeVisible();
  await expect(toasts.filter({ hasText: 'being prepared' })).toHaveCount(0);
  await shot('statement ready with its toast');
});
