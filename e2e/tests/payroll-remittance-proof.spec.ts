// Issue 28, "Done when", in the browser: a month is run and its salaries paid for one employee of the demo
// (arranged through the API with the page's session; approved and paid here with the PIN); their page shows the
// pension "deducted, not remitted"; the compliance calendar lists the run's obligations unpaid; each remittance is
// paid from its page with the PIN and the calendar shows them paid; the run's filing pack downloads; the employer
// records the PFA's receipt (a number and a PDF) on the paid pension remittance; then the employee, signed in to the
// employee app on a phone, sees that pension remittance with its receipt and downloads it. Screenshots at 1440×900
// and 390×844.
import { readFile } from 'node:fs/promises';
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { linkIn } from '../support/mailbox.ts';
import { settledPageWidth } from '../support/phone-overflow.ts';
import { approveAndPaySalaries } from './payroll-helpers.ts';
import { addGroupEmployee, call, submittedRun } from './session-api.ts';
import { confirmWithPin } from './wallets-helpers.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
type R = { _id: string; kind: string; pfaId: number | null; status: string; party: unknown };

test('proof per employee: a pension deduction, its remittance and the receipt, seen by the employee', async ({
  page,
  browser,
  baseURL,
  mailbox,
  shot,
}) => {
  test.setTimeout(420_000);
  const tag = `proof${Date.now().toString(36)}`;
  await logInAsDemo(page, mailbox);

  // One employee (Lagos, a PFA and RSA PIN) in a pay group of their own, August 2025 computed and submitted.
  const employee = await addGroupEmployee(page, tag);
  const runId = await submittedRun(page, {
    group: `Proof ${tag}`,
    run: `Payroll ${tag}`,
    month: '2025-08',
    employeeIds: [employee._id],
    comment: 'August',
  });
  await page.goto(`/payroll/${runId}/finalize`);
  await approveAndPaySalaries(page, mailbox);

  // The employee's page: the pension was deducted and is not remitted yet.
  const gap = 'Pension for Aug 2025 deducted, not remitted';
  await page.goto(`/people/employees/edit/${employee._id}`);
  const history = page.getByTestId('employee-remittances');
  await expect(history.getByTestId('remittance-gaps')).toContainText(gap);
  await expect(history.locator('[data-testid="deduction"][data-kind="pension"]')).toHaveAttribute(
    'data-gap',
    'true',
  );
  await history.scrollIntoViewIfNeeded();
  await shot('employee remittances with a gap 1440');

  // The compliance calendar lists the run's obligations (their due dates count from today's salaries), none paid.
  // ITF and the annual PAYE return are one obligation a year over every run of it, so they are left out.
  const runName = `Payroll ${tag}`;
  const runObligations = () =>
    page
      .locator('[data-testid="obligation-row"]:not([data-kind="itf"]):not([data-kind="paye-annual-return"])')
      .filter({ has: page.getByRole('link', { name: runName, exact: true }) });
  const statuses = () =>
    runObligations().evaluateAll((rows) =>
      rows.map((r) => `${r.getAttribute('data-kind')} ${r.getAttribute('data-status')}`),
    );
  await page.goto('/payroll/compliance');
  await expect(runObligations().first()).toBeVisible();
  const before = await statuses();
  expect(
    before.filter((s) => s.endsWith(' paid')),
    `none paid yet: ${before.join(', ')}`,
  ).toEqual([]);
  await runObligations().first().scrollIntoViewIfNeeded();
  await shot('calendar before the remittances are paid 1440');

  // Each remittance of the run paid from its page (a PFA's account set up through the API when missing).
  const remittances = await call<R[]>(page, 'GET', `/payroll/runs/${runId}/remittances`);
  const pension = remittances.find((r) => r.kind === 'pension' && r.pfaId !== null)!;
  expect(pension, 'a pension remittance').toBeTruthy();
  if (!pension.party)
    await call(page, 'POST', '/payroll/remittance-party', {
      kind: 'pfa',
      name: `PFA ${pension.pfaId}`,
      pfaId: pension.pfaId,
      bankCode: '000015',
      accountNumber: `7${String(Date.now()).slice(-9)}`,
    });
  for (const remittance of remittances) {
    await page.goto(`/payroll/${runId}/pay-remittance/${remittance._id}`);
    await page.getByTestId('pay-remittance').click();
    await confirmWithPin(page, mailbox);
    await expect(page.getByText('Remittance payment started').first()).toBeVisible();
  }
  await expect
    .poll(
      async () =>
        (await call<R[]>(page, 'GET', `/payroll/runs/${runId}/remittances`))
          .filter((r) => r.status !== 'paid')
          .map((r) => `${r.kind} ${r.status}`),
      { timeout: 180_000, message: 'every remittance of the run is paid' },
    )
    .toEqual([]);

  // The calendar: the same obligations, now paid.
  await page.goto('/payroll/compliance');
  await expect(runObligations().first()).toBeVisible();
  await expect
    .poll(statuses, { message: "the run's obligations are paid" })
    .toEqual(before.map((s) => `${s.split(' ')[0]} paid`));
  await runObligations().first().scrollIntoViewIfNeeded();
  await shot('calendar after the remittances are paid 1440');

  // The filing pack of the run, from its history page.
  await page.goto(`/payroll/history/${runId}`);
  const [pack] = await Promise.all([page.waitForEvent('download'), page.getByTestId('filing-pack').click()]);
  expect(pack.suggestedFilename()).toMatch(/^filing-pack-.*\.zip$/);
  expect((await readFile((await pack.path())!)).subarray(0, 2).toString()).toBe('PK');

  // The PFA's receipt recorded on the paid remittance: a number and its PDF.
  const row = page.locator('[data-testid="remittance-row"][data-kind="pension"]').first();
  await expect(row.getByTestId('remittance-receipt')).toHaveText('No receipt recorded');
  await row.getByTestId('add-receipt').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Receipt number' }).fill(`PFA-${tag}`);
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'pfa-receipt.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await shot('record the receipt 1440');
  await dialog.getByTestId('save-receipt').click();
  await expect(page.getByText('Receipt recorded').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId('remittance-receipt')).toContainText(`Receipt PFA-${tag}`);
  await expect(row.getByTestId('download-receipt')).toHaveText('pfa-receipt.pdf');
  await expect(row.getByTestId('add-receipt')).toHaveText('Replace receipt');
  await shot('paid pension with its receipt 1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row.getByTestId('download-receipt')).toBeVisible();
  await shot('paid pension with its receipt 390');
  await page.setViewportSize({ width: 1440, height: 900 });

  // The employee's page: the pension is remitted with its receipt; the gap is gone.
  await page.goto(`/people/employees/edit/${employee._id}`);
  const pensionLine = history.locator('[data-testid="deduction"][data-kind="pension"]');
  await expect(pensionLine.getByTestId('deduction-status')).toHaveText('Remitted');
  await expect(pensionLine.getByTestId('deduction-receipt')).toContainText(`PFA-${tag}`);
  await expect(history.getByText(gap)).toHaveCount(0);

  // The employee, invited to the employee app, sees the pension remittance with its receipt on a phone.
  await call(page, 'POST', `/b2b/employer/people/employees/${employee._id}/invite-on-demand`);
  const mail = await mailbox.waitFor(employee.email, { subject: /on-demand pay/ });
  const phone = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    acceptDownloads: true,
  });
  const staff = await phone.newPage();
  await staff.goto(linkIn(mail.textBody, '/staff/invite/'));
  await staff.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(staff).toHaveURL(/\/staff$/);
  await staff.goto('/staff/payslips');
  await staff.getByRole('tab', { name: 'Remittances' }).click();
  const mine = staff.locator('[data-testid="deduction"][data-kind="pension"]');
  await expect(mine.getByTestId('deduction-status')).toHaveText('Remitted');
  await expect(mine.getByTestId('deduction-receipt')).toContainText(`PFA-${tag}`);
  await expect(mine.getByTestId('deduction-session')).toContainText(/NIP session \d{30}/);
  const [download] = await Promise.all([
    staff.waitForEvent('download'),
    mine.getByTestId('download-authority-receipt').click(),
  ]);
  expect((await readFile((await download.path())!)).equals(PDF)).toBe(true);
  await shot('employee sees the pension receipt 390', staff);
  expect(await settledPageWidth(staff)).toBeLessThanOrEqual(390);
  // The generated receipt is still there beside it.
  await staff.getByRole('tab', { name: 'Remittance receipts' }).click();
  await expect(staff.getByTestId('staff-receipt').first()).toBeVisible();
  await phone.close();
});
