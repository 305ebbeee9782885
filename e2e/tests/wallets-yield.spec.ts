// Opting into yield from the dashboard (accepting the terms), then the report with its chart once yield accrues.

import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';

test('opt into yield and see the report', async ({ page, mailbox, shot, baseURL }) => {
  await logInAsDemo(page, mailbox);
  const panel = page.getByTestId('yield-panel');
  await expect(panel).toContainText('Earn 7% a year on each wallet holding at least ₦10,000.00');
  const start = panel.getByRole('button', { name: 'Start earning' });
  await expect(start).toBeDisabled();
  await panel.getByRole('checkbox').check();
  await shot('yield terms accepted');
  await start.click();
  await expect(page.getByText('You are earning yield').first()).toBeVisible();
  await expect(panel.getByTestId('yield-empty')).toBeVisible();
  await shot('opted in');

  // The daily job (00:15 Lagos) accrues the previous day; the sandbox tool runs it now for today's balances.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());
  for (const day of [today]) {
    const res = await fetch(new URL('/dev/wallets/accrue-yield', baseURL), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ day }),
    });
    expect(res.status).toBe(200);
  }
  await page.reload();
  await expect(panel.getByTestId('yield-chart')).toBeVisible();
  await expect(panel).toContainText('Total earned');
  await shot('yield report by day');
  await panel.getByText('Months').click();
  await expect(panel.getByTestId('yield-chart')).toBeVisible();
  await shot('yield report by month');
});
