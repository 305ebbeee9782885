// Issue 28, employee documents in the browser: a month is run and its salaries paid for one employee of the demo
// (arranged through the API with the page's session; approved and paid here with the PIN); the employer downloads
// the employee's tax statement PDF from their page; the employee, signed in to the employee app on a phone, opens
// the Tax statement tab, picks the year, sees the month's PAYE and where it went, and downloads the PDF.
// Screenshots at 1440×900 and 390×844.
import { readFile } from 'node:fs/promises';
import { otherDateShapes } from '../support/date-shapes.ts';
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { linkIn } from '../support/mailbox.ts';
import { settledPageWidth } from '../support/phone-overflow.ts';
import { approveAndPaySalaries } from './payroll-helpers.ts';
import { addGroupEmployee, call, submittedRun } from './session-api.ts';

test('the employee opens their tax statement and downloads the PDF', async ({
  page,
  browser,
  baseURL,
  mailbox,
  shot,
}) => {
  test.setTimeout(420_000);
  const tag = `tax${Date.now().toString(36)}`;
  await logInAsDemo(page, mailbox);

  const employee = await addGroupEmployee(page, tag);
  const runId = await submittedRun(page, {
    group: `Tax ${tag}`,
    run: `Payroll ${tag}`,
    month: '2025-09',
    employeeIds: [employee._id],
    comment: 'September',
  });
  await page.goto(`/payroll/${runId}/finalize`);
  await approveAndPaySalaries(page, mailbox);

  // The employer's copy, from the employee's page.
  await page.goto(`/people/employees/edit/${employee._id}`);
  const history = page.getByTestId('employee-remittances');
  await expect(history.getByRole('combobox', { name: 'Tax year' })).toHaveValue('2025');
  const [employerPdf] = await Promise.all([
    page.waitForEvent('download'),
    history.getByRole('button', { name: 'Tax statement (PDF)' }).click(),
  ]);
  expect((await readFile((await employerPdf.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  await history.scrollIntoViewIfNeeded();
  await shot('employer tax statement download 1440');

  // Paid, the employee cannot be deleted: on a phone the reason wraps inside the screen, and the page does not
  // scroll sideways under it.
  await page.setViewportSize({ width: 390, height: 844 });
  const remove = page.getByRole('button', { name: 'Delete', exact: true });
  await expect(remove).toHaveAttribute('aria-disabled', 'true');
  await remove.hover();
  const reason = page.getByRole('tooltip', { name: /has been paid cannot be deleted/ });
  await expect(reason).toBeVisible();
  const box = (await reason.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await settledPageWidth(page)).toBeLessThanOrEqual(390);
  await shot('why a paid employee cannot be deleted 390');

  // The employee, invited to the employee app, on a phone.
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
  await staff.getByRole('tab', { name: 'Tax statement' }).click();
  const year = staff.getByRole('combobox', { name: 'Tax year' });
  if ((await year.inputValue()) !== '2025') {
    await year.click();
    await staff.getByRole('option', { name: '2025' }).click();
  }
  await expect(year).toHaveValue('2025');
  const months = staff.getByTestId('tax-statement-months');
  await expect(months.getByRole('row')).toHaveCount(2);
  await expect(months).toContainText('Sep 2025');
  // The employee app's pages keep the one date rule too (the walk scans the employer's).
  expect(otherDateShapes(await staff.locator('body').innerText())).toEqual([]);
  await expect(months).toContainText('Lagos');
  await expect(staff.getByText('Lagos State Internal Revenue Service')).toBeVisible();
  await shot('employee tax statement 390', staff);
  expect(await settledPageWidth(staff)).toBeLessThanOrEqual(390);
  const [download] = await Promise.all([
    staff.waitForEvent('download'),
    staff.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^tax-statement-2025/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await phone.close();
});
