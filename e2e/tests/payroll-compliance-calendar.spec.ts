// Issue 28: the compliance calendar from the browser. The demo's completed payroll (last month) is arranged through
// the API (its remittances, a party for PAYE); the one thing the API cannot do is move time, so the day its
// salaries went out is set back to its pay date in the database — which makes its PAYE and pension late today, as
// they would be for a payroll paid on time and never remitted. Then: the dashboard's red alert → the calendar (late
// rows, tallies, the status filter in the URL) → a pension row's penalty → paying PAYE from the calendar → paid.
// Screenshots at 1440×900 and 390×844.
import { withDatabase } from '../support/database.ts';
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
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

  type Run = { _id: string; name?: string; status: string; periodEnd?: string; payDate?: string };
  const runs = await call<{ docs: Run[] }>(page, 'GET', '/payroll/runs?status=completed&page=1&limit=50');
  // Other specs complete payrolls on the same demo business (paid today or later); the demo's own is last month's.
  const today = new Date().toISOString().slice(0, 10);
  const completed = runs.docs.find((run) => run.payDate !== undefined && run.payDate.slice(0, 10) < today);
  expect(completed, "the demo's last month is a completed payroll paid before today").toBeTruthy();
  type R = { _id: string; kind: string; state: string | null; party: unknown; status: string };
  const remittances = await call<R[]>(page, 'GET', `/payroll/runs/${completed!._id}/remittances`);
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
  const payDate = await withDatabase(async (db) => {
    const { rows } = await db.query<{ pay_date: string }>(
      `update payroll_runs set pay_started_at = (pay_date::timestamp + interval '10 hours') at time zone 'Africa/Lagos'
        where id = $1 returning pay_date::text`,
      [completed!._id],
    );
    if (!rows[0]) {
      const all = await db.query('select id, status, pay_date::text from payroll_runs');
      throw new Error(`run ${completed!._id} not found among ${JSON.stringify(all.rows)}`);
    }
    return rows[0].pay_date;
  });
  expect(payDate < new Date().toISOString().slice(0, 10)).toBe(true);

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
  // Other specs complete payrolls of their own on the demo business: their PAYE is due later (not due yet). The
  // demo's month, set back, is the one late PAYE row of its state.
  const payeRow = table
    .locator(`[data-testid="obligation-row"][data-kind="paye"][data-status="late"]`)
    .filter({ hasText: paye!.state! });
  await expect(payeRow).toHaveCount(1);
  const dueLabel = (await payeRow.locator('td').first().innerText()).trim();
  // The demo's month, set back, owes its pension late; the demo's earlier months remitted theirs (paid).
  const demoPension = table.locator('[data-kind="pension"]').filter({ hasText: completed!.name! });
  await expect(demoPension.first()).toHaveAttribute('data-status', 'late');
  await expect(
    table.locator('[data-kind="pension"]:not([data-status="late"])').filter({ hasText: completed!.name! }),
  ).toHaveCount(0);
  await expect(table.locator('[data-kind="pension"][data-status="paid"]').first()).toBeVisible();
  await expect(page.getByTestId('tally-Late')).toContainText('Penalties so far');
  await shot('calendar 1440');

  // A late pension contribution: its deadline and penalty as the Pension Reform Act states them.
  await demoPension.first().getByText('Pension', { exact: true }).click();
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
  await expect(page).toHaveURL(new RegExp(`/payroll/${completed!._id}/pay-remittance/${paye!._id}`));
  await page.getByTestId('pay-remittance').click();
  await confirmWithPin(page, mailbox);
  await expect(page.getByText('Remittance payment started').first()).toBeVisible();
  // The bank settles the payment in its own time (longer on a loaded machine): wait on the remittance's state, then
  // read the calendar once. The row is this state's PAYE of that due date (other specs pay PAYE of other runs).
  await expect
    .poll(
      async () =>
        (await call<R[]>(page, 'GET', `/payroll/runs/${completed!._id}/remittances`)).find(
          (r) => r._id === paye!._id,
        )?.status,
      { timeout: 240_000, intervals: [2_000] },
    )
    .toBe('paid');
  await page.goto('/payroll/compliance?status=paid');
  const paidRow = page
    .locator('[data-testid="obligation-row"][data-kind="paye"]')
    .filter({ hasText: dueLabel })
    .filter({ hasText: paye!.state! });
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
