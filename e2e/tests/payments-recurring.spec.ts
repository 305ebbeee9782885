// Issue 12, recurring transfers: from instant transfers, set up a daily transfer to a saved beneficiary starting
// today (Africa/Lagos) with a PIN, see it listed, open its history and see the first run paid by the workers (the
// minute cron sends the due run), then pause and resume it and cancel it after the confirmation.
import { RECURRING_PATHS } from '../../packages/contracts/src/index.ts';
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { call } from './session-api.ts';
import { confirmWithPin } from './wallets-helpers.ts';

test('set up a recurring transfer and see its history', async ({ page, mailbox, shot }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await logInAsDemo(page, mailbox);

  await page.goto('/payments/transfers/instant-transfers');
  await page.getByRole('link', { name: 'Recurring transfers' }).click();
  await expect(page).toHaveURL(/\/payments\/transfers\/recurring-transfers$/);
  await page.getByRole('button', { name: 'New recurring transfer' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('recurring-beneficiary').click();
  await page.getByRole('option', { name: /0345678912/ }).click();
  await dialog.getByTestId('recurring-amount').fill('2500');
  await dialog.getByTestId('recurring-frequency').selectOption('daily');
  await dialog.getByTestId('recurring-ends').selectOption('count');
  await dialog.getByTestId('recurring-count').fill('3');
  await shot('recurring transfer form');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await confirmWithPin(page, mailbox);
  await expect(page.getByText('Recurring transfer created')).toBeVisible();

  const row = page.getByTestId('recurring-row-0345678912').first();
  await expect(row).toContainText('₦2,500.00');
  await expect(row).toContainText('Every day');
  await expect(row).toContainText('Active');
  await shot('recurring transfers list');

  await row.getByRole('button', { name: /Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'History' }).click();
  await expect(page).toHaveURL(/\/recurring-transfers\/[0-9a-f-]+\/history$/);
  await expect(page.getByTestId('recurring-summary')).toContainText('₦2,500.00');
  // The first run is due today: the next minute's sweep sends it and a worker pays it. Waited for through the
  // history the page reads (a run exists only once paid or failed), then the page is reloaded once to show it.
  const id = /recurring-transfers\/([0-9a-f-]+)\/history$/.exec(page.url())![1]!;
  await expect
    .poll(
      async () =>
        (await call<{ docs: Array<{ status: string }> }>(page, 'GET', RECURRING_PATHS.history(id))).docs.map(
          (run) => run.status,
        ),
      { message: 'the first run has been paid', timeout: 150_000, intervals: [500, 1_000] },
    )
    .toContain('paid');
  await page.reload();
  await expect(page.getByTestId('recurring-history').getByText('Paid')).toBeVisible();
  await expect(page.getByTestId('recurring-history').getByRole('link', { name: /^TRF-/ })).toBeVisible();
  await shot('recurring history with a paid run');

  await page.goto('/payments/transfers/recurring-transfers');
  const again = page.getByTestId('recurring-row-0345678912').first();
  await again.getByRole('button', { name: /Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'Pause' }).click();
  await expect(again).toContainText('Paused');
  await again.getByRole('button', { name: /Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'Resume' }).click();
  await expect(again).toContainText('Active');
  await again.getByRole('button', { name: /Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toContainText('No more transfers will be made');
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(again).toContainText('Cancelled');
  await shot('cancelled');
});
