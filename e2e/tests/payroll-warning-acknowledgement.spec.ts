// Issue 28, warnings acknowledged at the review step: an employee who joined in the period makes a warning (not a
// blocker); the run is submitted, but approval waits until the reviewer acknowledges it — the review says so and
// Approve is disabled; acknowledged, the warning shows who acknowledged it and when, and the run is approved with
// the PIN. A pay group on the demo's 'Standard staff' structure is arranged through the API with the page's
// session. Screenshots at 1440×900 and 390×844.
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { call, groupEmployee, payGroupOf } from './session-api.ts';
import { confirmWithPin } from './wallets-helpers.ts';

test('payroll review: a warning is acknowledged before the run can be approved', async ({
  page,
  mailbox,
  shot,
}) => {
  test.setTimeout(300_000);
  const tag = `ack${Date.now().toString(36)}`;
  await logInAsDemo(page, mailbox);

  const joiner = await call<{ _id: string }>(page, 'POST', '/b2b/employer/people/employees', {
    ...groupEmployee(tag, 1),
    employmentDate: '2025-10-15',
  });
  const group = await payGroupOf(page, `Warnings ${tag}`, [joiner._id]);
  const run = await call<{ _id: string }>(page, 'POST', '/payroll/runs', {
    name: `Payroll ${tag}`,
    periodStart: '2025-10-01',
    periodEnd: '2025-10-31',
    pay_group_ids: [group],
  });
  await call(page, 'POST', `/payroll/runs/${run._id}/run`);
  await expect
    .poll(
      async () => (await call<{ state: string }>(page, 'GET', `/payroll/runs/${run._id}/progress`)).state,
      { timeout: 60_000 },
    )
    .toBe('completed');

  // The review: a warning, not a blocker; the run can be submitted.
  await page.goto(`/payroll/${run._id}/finalize`);
  const warning = page.getByTestId('variance-issue').filter({ hasText: `Group1 ${tag}` });
  await expect(warning).toHaveCount(1);
  await expect(warning).toHaveAttribute('data-severity', 'warning');
  await expect(warning).toHaveAttribute('data-acknowledged', 'false');
  await expect(warning).toContainText('Joined in this period');
  await expect(page.getByTestId('blocking-issues')).toHaveCount(0);
  await page.getByTestId('submit-payroll').click();
  await expect(page.getByTestId('payroll-status').first()).toHaveAttribute('data-status', 'in-review');

  // In review: approval waits for the acknowledgement.
  await expect(page.getByTestId('unacknowledged-warnings')).toContainText(
    '1 warning to acknowledge before approving',
  );
  await expect(page.getByTestId('unacknowledged-warnings')).toContainText(
    'Acknowledge each warning before approving',
  );
  await expect(page.getByTestId('approve-payroll')).toBeDisabled();
  await shot('review warning unacknowledged 1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(warning.getByTestId('acknowledge-warning')).toBeVisible();
  await shot('review warning unacknowledged 390');
  await page.setViewportSize({ width: 1440, height: 900 });

  // Acknowledged: who and when are shown, and the run is approved with the PIN.
  await warning.getByTestId('acknowledge-warning').click();
  await expect(page.getByText('Warning acknowledged')).toBeVisible();
  await expect(warning).toHaveAttribute('data-acknowledged', 'true');
  await expect(warning.getByTestId('warning-acknowledgement')).toContainText(
    /^Acknowledged by .+, \d{1,2} \w{3} \d{4}/,
  );
  await expect(warning.getByTestId('acknowledge-warning')).toHaveCount(0);
  await expect(page.getByTestId('unacknowledged-warnings')).toHaveCount(0);
  await expect(page.getByTestId('approve-payroll')).toBeEnabled();
  await shot('review warning acknowledged 1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(warning.getByTestId('warning-acknowledgement')).toBeVisible();
  await shot('review warning acknowledged 390');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByTestId('approve-payroll').click();
  await confirmWithPin(page, mailbox);
  await expect(page.getByTestId('payroll-status').first()).toHaveAttribute('data-status', 'approved');
});
