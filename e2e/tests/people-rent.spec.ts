// Issue 28, rent relief in the browser: the annual rent on the employee form and its document on the employee's page,
// then the payroll line edit showing the rent and changing it (the line is recomputed with the relief). The employee,
// a pay group on the demo's 'Standard staff' structure and a computed run are arranged through the API with the
// page's session. Screenshots at 1440×900 and 390×844.
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { settledPageWidth } from '../support/phone-overflow.ts';
import { call, computedRun, groupEmployee, monthAhead, payGroupOf } from './session-api.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** A tenancy agreement named as people name files: long, without a space to wrap at. */
const LONG_NAME = 'tenancy-agreement-flat-3b-14-adeola-odeku-street-victoria-island-2026.pdf';

test('annual rent: on the employee form, its document, and the payroll line edit', async ({
  page,
  mailbox,
  shot,
}) => {
  test.setTimeout(300_000);
  const tag = `rent${Date.now().toString(36)}`;
  await logInAsDemo(page, mailbox);
  const staff = await call<{ _id: string }>(
    page,
    'POST',
    '/b2b/employer/people/employees',
    groupEmployee(tag, 1),
  );

  // The form: ₦1,200,000 a year.
  await page.goto(`/people/employees/edit/${staff._id}`);
  const rent = page.getByTestId('employee-annual-rent');
  await expect(rent).toHaveValue('');
  await rent.fill('1,200,000');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Employee updated').first()).toBeVisible();
  await expect(page.getByTestId('rent-document-none')).toHaveText(
    'Annual rent is declared but no document is uploaded yet.',
  );
  // Its document.
  await page
    .getByTestId('rent-document')
    .locator('input[type=file]')
    .setInputFiles({ name: LONG_NAME, mimeType: 'application/pdf', buffer: PDF });
  // The upload day in the one date rule ('30 Nov 2026'), not ISO.
  await expect(page.getByTestId('rent-document-file')).toHaveText(
    new RegExp(`^${LONG_NAME.replaceAll('.', '\\.')} · uploaded \\d{1,2} [A-Z][a-z]{2} \\d{4}$`),
  );
  await expect(rent).toHaveValue('1200000.00');
  await shot('employee with annual rent and document 1440');
  // On a phone the long file name wraps: the page does not scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('rent-document-file')).toBeVisible();
  expect(await settledPageWidth(page)).toBeLessThanOrEqual(390);
  await shot('employee with annual rent and document 390');
  await page.setViewportSize({ width: 1440, height: 900 });

  // A computed run of the employee's pay group: the line edit shows the rent and changes it.
  const group = await payGroupOf(page, `Rent ${tag}`, [staff._id]);
  // Next month: the demo's runs for everyone hold every month of the last year and this one.
  const runId = await computedRun(page, `Payroll ${tag}`, monthAhead(1), [group]);
  type Line = {
    _id: string;
    payeKobo: number;
    breakdown: { taxWorking: { code: string; amountKobo: number }[] };
  };
  const lines = await call<{ docs: Line[] }>(page, 'GET', `/payroll/runs/${runId}/lines`);
  const lineUrl = `/payroll/runs/${runId}/lines/${lines.docs[0]!._id}`;
  const relief = async () =>
    (await call<Line>(page, 'GET', lineUrl)).breakdown.taxWorking.find((f) => f.code === 'rent_relief')
      ?.amountKobo;
  expect(await relief()).toBe(24_000_000);

  await page.goto(`/payroll/${runId}/finalize`);
  await page.getByTestId('payroll-line').filter({ hasText: tag }).getByTestId('edit-line').click();
  const dialog = page.getByRole('dialog');
  const lineRent = dialog.getByTestId('line-annual-rent');
  await expect(lineRent).toHaveValue('1,200,000');
  await lineRent.fill('3000000');
  await dialog.getByTestId('adjustment-reason').fill('New tenancy from February');
  await shot('line edit with annual rent 1440');
  await dialog.getByTestId('save-line').click();
  await expect(page.getByText('Payroll line updated').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  // 20% of ₦3m is ₦600,000: the Act caps the relief at ₦500,000.
  expect(await relief()).toBe(50_000_000);
  await call(page, 'DELETE', `/payroll/runs/${runId}`);
});
