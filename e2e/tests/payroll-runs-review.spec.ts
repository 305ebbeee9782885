// Issue 15, the rest of a run's life in the browser: a run in review rejected back to draft with the reason shown,
// a draft deleted after its confirmation, a payslip of the demo's completed run resent, a remittance schedule
// downloaded as XLSX, and the history list and a run's details. Runs are arranged through the API with the
// signed-in page's session. Screenshots of the finalize and pay pages at 1440×900 and 390×844.
import { readFile } from 'node:fs/promises';
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { call, monthAhead, monthDays, payGroupOf, remittanceIdentity } from './session-api.ts';

type Run = { _id: string; name: string; status: string };

test('payroll runs: reject back to draft, delete a draft, resend a payslip, XLSX schedule, history', async ({
  page,
  mailbox,
  shot,
}) => {
  test.setTimeout(300_000);
  const tag = `rev${Date.now().toString(36)}`;
  await logInAsDemo(page, mailbox);

  // Arranged through the API: a pay group of one new employee on the demo's 'Standard staff' structure, and a run
  // of it computed and submitted for review.
  const employee = await call<{ _id: string }>(page, 'POST', '/b2b/employer/people/employees', {
    firstName: 'Review',
    lastName: tag,
    email: `${tag}@e2e.paydesk.ng`,
    phoneNumber: `0805${String(Date.now()).slice(-7)}`,
    staffId: tag,
    bankCode: '000015',
    accountNumber: `5${String(Date.now()).slice(-7)}${Math.floor(Math.random() * 90 + 10)}`,
    grossPay: 4_000_000,
    stateOfResidence: 'Lagos',
    ...remittanceIdentity(),
  });
  const group = await payGroupOf(page, `Review ${tag}`, [employee._id]);
  // One payroll a period for the same employees: each run of the group has its own month. The demo has a run for
  // everyone of every month of its year and its pay month, so these are the two months after it.
  const newRun = (name: string, ahead: 1 | 2) => {
    const { start, end } = monthDays(monthAhead(ahead));
    return call<Run>(page, 'POST', '/payroll/runs', {
      name,
      periodStart: start,
      periodEnd: end,
      pay_group_ids: [group],
    });
  };
  const reviewed = await newRun(`Payroll ${tag} review`, 1);
  await call(page, 'POST', `/payroll/runs/${reviewed._id}/run`);
  await expect
    .poll(
      async () =>
        (await call<{ state: string }>(page, 'GET', `/payroll/runs/${reviewed._id}/progress`)).state,
      {
        timeout: 60_000,
      },
    )
    .toBe('completed');
  await call(page, 'POST', `/payroll/runs/${reviewed._id}/submit`, {});

  // Reject: the reason is required; the run goes back to an editable draft that shows it.
  await page.goto(`/payroll/${reviewed._id}/finalize`);
  await expect(page.getByTestId('payroll-status').first()).toHaveAttribute('data-status', 'in-review');
  await page.getByTestId('reject-payroll').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('confirm-reject').click();
  await expect(dialog.getByTestId('reject-reason')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByTestId('reject-reason').fill('The January overtime is missing');
  await dialog.getByTestId('confirm-reject').click();
  await expect(page.getByText('Payroll rejected').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('payroll-status').first()).toHaveAttribute('data-status', 'draft');
  await expect(page.getByTestId('rejection-reason')).toHaveText('Rejected: The January overtime is missing');
  await expect(page.getByTestId('submit-payroll')).toBeVisible();
  await shot('finalize rejected draft 1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('rejection-reason')).toBeVisible();
  await shot('finalize rejected draft 390');
  await page.setViewportSize({ width: 1440, height: 900 });

  // Delete a draft: from the list's row menu, after the confirmation.
  const doomed = await newRun(`Payroll ${tag} spare`, 2);
  await page.goto(`/payroll?search=${encodeURIComponent(doomed.name)}`);
  const row = page.getByTestId('payroll-row').filter({ hasText: doomed.name });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `Open ${doomed.name}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(`Delete the draft payroll "${doomed.name}"? This cannot be undone.`);
  await shot('delete draft confirmation');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Payroll deleted').first()).toBeVisible();
  await expect(row).toHaveCount(0);
  const gone = await page.evaluate(async (id) => {
    const session = JSON.parse(localStorage.getItem('paydesk.session') ?? '{}');
    return (
      await fetch(`/api/payroll/runs/${id}`, {
        headers: { authorization: `Bearer ${session.state?.data?.token}` },
      })
    ).status;
  }, doomed._id);
  expect(gone).toBe(404);

  // The demo's completed run: resend one payslip from its pay page.
  const completed = await call<{ docs: Run[] }>(page, 'GET', '/payroll/runs?status=completed&page=1&limit=5');
  const paid = completed.docs[0]!;
  expect(paid, 'the demo seeds a completed run').toBeTruthy();
  await page.goto(`/payroll/${paid._id}/pay-salary`);
  await expect(page.getByTestId('payment-progress')).toBeVisible();
  await expect(page.getByTestId('payslip-row').first()).toBeVisible();
  await shot('pay salary completed 1440');
  await page.getByTestId('payslip-row').first().getByTestId('resend-payslip').click();
  await expect(page.getByText('Payslip sent').first()).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('payment-progress')).toBeVisible();
  await shot('pay salary completed 390');
  await page.setViewportSize({ width: 1440, height: 900 });

  // A remittance's schedule as XLSX (a zip: 'PK').
  const remittances = await call<Array<{ _id: string; kind: string }>>(
    page,
    'GET',
    `/payroll/runs/${paid._id}/remittances`,
  );
  const pension = remittances.find((r) => r.kind === 'pension') ?? remittances[0]!;
  await page.goto(`/payroll/${paid._id}/pay-remittance/${pension._id}`);
  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('schedule-xlsx').click(),
  ]);
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  expect((await readFile((await xlsx.path())!)).subarray(0, 2).toString()).toBe('PK');

  // History: the completed run in the list, and its details with the tax summary and transactions.
  await page.goto('/payroll/history');
  await expect(page.getByRole('heading', { level: 1, name: 'Payroll history' })).toBeVisible();
  const historyRow = page.getByTestId('history-row').filter({ hasText: paid.name });
  await expect(historyRow.first()).toBeVisible();
  await shot('payroll history');
  await historyRow.first().click();
  await expect(page).toHaveURL(new RegExp(`/payroll/history/${paid._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: paid.name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Transactions' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Paid' }).first()).toBeVisible();
  await shot('payroll history details');
});
