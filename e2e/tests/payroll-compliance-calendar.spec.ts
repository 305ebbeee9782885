// Issue 28: the compliance calendar from the browser. The demo business pays each remittance on its due date, so it
// is never late: the journey makes a payroll of its own (one employee of a pay group of its own, through the API,
// approved and paid in the browser with the PIN) and leaves its remittances unpaid. The one thing the API cannot do
// is move time, so the day its salaries went out is set back 45 days in the database — which makes its PAYE and
// pension late today, as they would be for a payroll paid on time and never remitted. Then: the dashboard's red
// alert → the calendar (late rows, tallies, the status filter in the URL) → a pension row's penalty → paying PAYE
// from the calendar → paid. Screenshots at 1440×900 and 390×844.
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { latePayroll } from './payroll-helpers.ts';
import { call } from './session-api.ts';
import { confirmWithPin } from './wallets-helpers.ts';

const tenDigits = () => `4${String(Date.now()).slice(-7)}${Math.floor(Math.random() * 90 + 10)}`;

test('compliance calendar: late items red on the dashboard, penalties, paying PAYE marks it paid', async ({
  page,
  mailbox,
  shot,
}) => {
  test.setTimeout(420_000);
  await logInAsDemo(page, mailbox);

  // The journey's own payroll, late: one employee in Lagos, the month after the demo's pay month, paid in full.
  const {
    runId,
    runName,
    paidOn: payDate,
  } = await latePayroll(page, mailbox, {
    tag: `late${Date.now().toString(36)}`,
  });
  type R = { _id: string; kind: string; state: string | null; party: unknown; status: string };
  const remittances = await call<R[]>(page, 'GET', `/payroll/runs/${runId}/remittances`);
  const paye =
    remittances.find((r) => r.kind === 'paye' && r.state === 'Lagos') ??
    remittances.find((r) => r.kind === 'paye' && r.state);
  expect(paye, 'a PAYE remittance').toBeTruthy();
  if (!paye!.party)
    await call(page, 'POST', '/payroll/remittance-party', {
      kind: 'state_irs',
      name: `${paye!.state} IRS`,
      state: paye!.state,
      bankCode: '000015',
      accountNumber: tenDigits(),
    });

  // The dashboard: red, with what is overdue and the penalties so far.
  await page.goto('/dashboard');
  const alert = page.getByTestId('compliance-alert');
  await expect(alert).toHaveAttribute('data-tone', 'late');
  await expect(alert).toContainText(/payroll obligations? (is|are) late/);
  await expect(alert).toContainText('Penalties so far');
  await shot('dashboard with late obligations');

  await alert.getByRole('link', { name: 'Open compliance calendar' }).click();
  await expect(page).toHaveURL(/\/payroll\/compliance$/);
  await expect(page.getByRole('heading', { name: 'Compliance calendar' })).toBeVisible();
  const table = page.getByTestId('obligations-table');
  // Other specs complete payrolls of their own on the demo business: their PAYE is due later (not due yet), and the
  // demo pays its own on time. The journey's month, set back, is the one late PAYE row of its state and run (a
  // retry's run of the same day may share the row).
  const payeRow = table
    .locator(`[data-testid="obligation-row"][data-kind="paye"][data-status="late"]`)
    .filter({ hasText: paye!.state! })
    .filter({ hasText: runName });
  await expect(payeRow).toHaveCount(1);
  const dueLabel = (await payeRow.locator('td').first().innerText()).trim();
  // The journey's month, set back, owes its pension late; the demo's months remitted theirs (paid).
  const latePension = table.locator('[data-kind="pension"]').filter({ hasText: runName });
  await expect(latePension.first()).toHaveAttribute('data-status', 'late');
  await expect(
    table.locator('[data-kind="pension"]:not([data-status="late"])').filter({ hasText: runName }),
  ).toHaveCount(0);
  await expect(table.locator('[data-kind="pension"][data-status="paid"]').first()).toBeVisible();
  await expect(page.getByTestId('tally-Late')).toContainText('Penalties so far');
  await shot('calendar 1440');

  // A late pension contribution: its deadline and penalty as the Pension Reform Act states them.
  await latePension.first().getByText('Pension', { exact: true }).click();
  const drawer = page.getByTestId('obligation-drawer');
  await expect(drawer).toContainText('Pension Reform Act 2014 s.11(5)(b)');
  await expect(drawer).toContainText(/2% × ₦[\d,.]+ × \d+ months?/);
  await expect(drawer.getByTestId('obligation-penalty')).toHaveText(/₦[\d,.]+/);
  await shot('late pension details');
  await page.keyboard.press('Escape');

  // The status filter lives in the URL.
  await page.locator('.mantine-SegmentedControl-label', { hasText: /^Late$/ }).click();
  await expect(page).toHaveURL(/status=late/);
  await expect(table.locator('[data-testid="obligation-row"]:not([data-status="late"])')).toHaveCount(0);

  // Next year: ITF with Form 5A by 1 April, the annual PAYE returns by 31 January (a filing, no amount); the late
  // items of this year stay listed.
  await page.goto(`/payroll/compliance?year=${Number(payDate.slice(0, 4)) + 1}`);
  await expect(table.locator('[data-kind="itf"]')).toHaveAttribute('data-status', 'not-due');
  await expect(table.locator('[data-kind="paye-annual-return"]').first()).toContainText('Filing');
  await expect(table.locator('[data-status="late"]').first()).toBeVisible();
  await shot('next year');
  await page.goto('/payroll/compliance');

  // Pay PAYE from the calendar; it is paid once the bank settles it.
  await payeRow.getByRole('link', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(new RegExp(`/payroll/${runId}/pay-remittance/${paye!._id}`));
  await page.getByTestId('pay-remittance').click();
  await confirmWithPin(page, mailbox);
  await expect(page.getByText('Remittance payment started').first()).toBeVisible();
  // The bank settles the payment in its own time (longer on a loaded machine): wait on the remittance's state, then
  // read the calendar once. The row is the journey's run's PAYE of this state and due date (the demo and other specs
  // pay PAYE of other runs, some due that day).
  await expect
    .poll(
      async () =>
        (await call<R[]>(page, 'GET', `/payroll/runs/${runId}/remittances`)).find((r) => r._id === paye!._id)
          ?.status,
      { timeout: 240_000, intervals: [2_000] },
    )
    .toBe('paid');
  await page.goto('/payroll/compliance?status=paid');
  const paidRow = page
    .locator('[data-testid="obligation-row"][data-kind="paye"]')
    .filter({ hasText: dueLabel })
    .filter({ hasText: paye!.state! })
    .filter({ hasText: runName });
  await expect(paidRow).toHaveCount(1);
  await expect(paidRow).toContainText(/Paid|₦/);
  await shot('PAYE paid');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/payroll/compliance');
  await expect(page.getByTestId('obligation-card').first()).toBeVisible();
  await shot('calendar 390');
  await page.goto('/dashboard');
  await expect(page.getByTestId('compliance-alert')).toBeVisible();
  await shot('dashboard 390');
});
