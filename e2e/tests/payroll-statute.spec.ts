// Issue 28, statute on the payslip in the browser: an employee of the demo with ₦1,200,000 of annual rent (and its
// document) is paid next month (the demo's runs for everyone hold every month of the last year and this one;
// arranged through the API with the page's session; approved and paid here with the PIN). The line's payslip on review, the employer's payslip drawer once paid, and then the employee, signed in to
// the employee app on a phone, show each statutory figure with the rule it comes from — the rent relief's "Nigeria
// Tax Act 2025 s.30(2)(a)(vi)" with its working. Screenshots at 1440×900 and 390×844.
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { linkIn } from '../support/mailbox.ts';
import { settledPageWidth } from '../support/phone-overflow.ts';
import { approveAndPaySalaries } from './payroll-helpers.ts';
import { addGroupEmployee, call, monthAhead, submittedRun } from './session-api.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const RENT_RELIEF =
  'Nigeria Tax Act 2025 s.30(2)(a)(vi): 20% of ₦1,200,000 annual rent = ₦240,000 (the cap is ₦500,000)';

test('statute on the payslip: the rent relief rule in the run and in the employee app', async ({
  page,
  browser,
  baseURL,
  mailbox,
  shot,
}) => {
  test.setTimeout(420_000);
  const tag = `statute${Date.now().toString(36)}`;
  await logInAsDemo(page, mailbox);
  const employee = await addGroupEmployee(page, tag, { annualRent: 120_000_000 });
  // The rent's document, or the review blocks the run.
  await page.goto(`/people/employees/edit/${employee._id}`);
  await page
    .getByTestId('rent-document')
    .locator('input[type=file]')
    .setInputFiles({ name: 'tenancy.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByTestId('rent-document-file')).toContainText('tenancy.pdf');

  const runId = await submittedRun(page, {
    group: `Statute ${tag}`,
    run: `Payroll ${tag}`,
    month: monthAhead(1),
    employeeIds: [employee._id],
    comment: 'Next month',
  });
  await page.goto(`/payroll/${runId}/finalize`);
  // On review, before approval: the line's payslip with each figure's rule (no PDF yet).
  await page.getByTestId('payroll-line').filter({ hasText: tag }).getByTestId('view-line-payslip').click();
  const review = page.getByRole('dialog');
  await expect(review.locator('[data-testid="payslip-statute"][data-code="rent_relief"]')).toHaveText(
    RENT_RELIEF,
  );
  await expect(review.getByRole('button', { name: 'Download PDF' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(review).toBeHidden();
  await approveAndPaySalaries(page, mailbox);

  // The employer's payslip of the run: each statutory figure with its rule.
  await page.getByTestId('view-payslip').first().click();
  const drawer = page.getByRole('dialog');
  const employerRule = drawer.locator('[data-testid="payslip-statute"][data-code="rent_relief"]');
  await expect(employerRule).toHaveText(RENT_RELIEF);
  await expect(drawer.locator('[data-testid="payslip-statute"][data-code="nsitf"]')).toContainText(
    "Employee's Compensation Act 2010 s.33: 1% of ₦",
  );
  await employerRule.scrollIntoViewIfNeeded();
  await shot('run payslip with the rent relief rule 1440');
  await page.keyboard.press('Escape');

  // The employee, invited to the employee app, opens the payslip on a phone.
  await call(page, 'POST', `/b2b/employer/people/employees/${employee._id}/invite-on-demand`);
  const mail = await mailbox.waitFor(employee.email, { subject: /on-demand pay/ });
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true });
  const staff = await phone.newPage();
  await staff.goto(linkIn(mail.textBody, '/staff/invite/'));
  await staff.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(staff).toHaveURL(/\/staff$/);
  // Under a pay structure the on-demand figure is earned from net pay, and the screen says so.
  await expect(staff.getByTestId('staff-earned-basis')).toContainText(
    /^Earned from your net pay for this period, ₦[\d,.]+ after tax and pension/,
  );
  await staff.goto('/staff/payslips');
  await staff.getByTestId('staff-payslip').first().getByTestId('staff-payslip-view').click();
  const slip = staff.getByTestId('staff-payslip-breakdown');
  const rule = (code: string) => slip.locator(`[data-testid="payslip-statute"][data-code="${code}"]`);
  await expect(rule('rent_relief')).toHaveText(RENT_RELIEF);
  await expect(rule('rent_relief')).toBeVisible();
  await expect(rule('paye')).toContainText('Nigeria Tax Act 2025 s.58, Fourth Schedule: annual tax ₦');
  await expect(rule('pension_employee')).toContainText('Pension Reform Act 2014: 8% of ₦');
  await rule('rent_relief').scrollIntoViewIfNeeded();
  await shot('employee payslip with the rent relief rule 390', staff);
  expect(await settledPageWidth(staff)).toBeLessThanOrEqual(390);
  await phone.close();
});
