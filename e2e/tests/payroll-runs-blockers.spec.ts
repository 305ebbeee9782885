// Issue 28, blockers before approval in the browser: an employee paid pension and PAYE without a PFA, an RSA PIN or
// a Tax ID blocks the run; the review lists each blocker with a link to the employee where it is fixed, and
// submitting is disabled. Fixed (through the API, as the employee page would), the blockers go without running the
// payroll again; a PFA removed while the run is in review blocks approval. A pay group on the demo's 'Standard
// staff' structure is arranged through the API with the page's session. Screenshots at 1440×900 and 390×844.
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { call, groupEmployee, payGroupOf, remittanceIdentity } from './session-api.ts';
import { confirmWithPin } from './wallets-helpers.ts';

test('payroll review: blockers listed with their fixes, submission and approval refused while one stands', async ({
  page,
  mailbox,
  shot,
}) => {
  test.setTimeout(300_000);
  const tag = `blk${Date.now().toString(36)}`;
  await logInAsDemo(page, mailbox);

  const { taxId: _t, pfaId: _p, rsaPin: _r, ...incomplete } = groupEmployee(tag, 1);
  const missing = await call<{ _id: string }>(page, 'POST', '/b2b/employer/people/employees', incomplete);
  const complete = await call<{ _id: string }>(
    page,
    'POST',
    '/b2b/employer/people/employees',
    groupEmployee(tag, 2),
  );
  const group = await payGroupOf(page, `Blockers ${tag}`, [missing._id, complete._id]);
  const run = await call<{ _id: string }>(page, 'POST', '/payroll/runs', {
    name: `Payroll ${tag}`,
    periodStart: '2025-10-01',
    periodEnd: '2025-10-31',
    pay_group_ids: [group],
  });
  const compute = async () => {
    await expect
      .poll(
        async () => (await call<{ state: string }>(page, 'GET', `/payroll/runs/${run._id}/progress`)).state,
        { timeout: 60_000 },
      )
      .toBe('completed');
  };
  await call(page, 'POST', `/payroll/runs/${run._id}/run`);
  await compute();

  // The review: three blockers for the incomplete employee, each with its fix on the employee's page.
  await page.goto(`/payroll/${run._id}/finalize`);
  const blockers = page.getByTestId('variance-issue').filter({ hasText: `Group1 ${tag}` });
  await expect(blockers).toHaveCount(3);
  for (const [code, text, fix] of [
    ['no-tax-id', 'No Tax ID: PAYE is deducted', 'Add the Tax ID'],
    [
      'no-pfa',
      'No pension fund administrator: pension is deducted with nowhere to remit it',
      'Choose the PFA',
    ],
    ['no-rsa-pin', 'No RSA PIN', 'Add the RSA PIN'],
  ] as const) {
    const blocker = blockers.filter({ hasText: text });
    await expect(blocker).toHaveAttribute('data-severity', 'blocking');
    await expect(blocker.getByTestId(`fix-${code}`)).toHaveText(fix);
    await expect(blocker.getByTestId(`fix-${code}`)).toHaveAttribute(
      'href',
      `/people/employees/edit/${missing._id}`,
    );
  }
  await expect(page.getByTestId('blocking-issues')).toContainText('3 blockers stop this payroll');
  await expect(page.getByTestId('blocking-issues')).toContainText(
    'Resolve the blocking issues before submitting',
  );
  await expect(page.getByTestId('submit-payroll')).toBeDisabled();
  await shot('finalize blockers 1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(blockers.first()).toBeVisible();
  await shot('finalize blockers 390');
  await page.setViewportSize({ width: 1440, height: 900 });

  // The fix link opens the employee; fixed there, the review has no blocker left and the run can be submitted.
  await blockers.filter({ hasText: 'No pension fund administrator' }).getByTestId('fix-no-pfa').click();
  await expect(page).toHaveURL(new RegExp(`/people/employees/edit/${missing._id}`));
  await call(page, 'PATCH', `/b2b/employer/people/employees/${missing._id}`, remittanceIdentity(7));
  await page.goto(`/payroll/${run._id}/finalize`);
  await expect(page.getByTestId('variance-check')).toBeVisible();
  await expect(page.getByTestId('variance-issue').filter({ hasText: `Group1 ${tag}` })).toHaveCount(0);
  await expect(page.getByTestId('blocking-issues')).toHaveCount(0);
  await page.getByTestId('submit-payroll').click();
  await expect(page.getByTestId('payroll-status').first()).toHaveAttribute('data-status', 'in-review');

  // In review, the PFA removed again: approval is disabled and the review says why.
  await call(page, 'PATCH', `/b2b/employer/people/employees/${missing._id}`, { pfaId: null });
  await page.reload();
  await expect(page.getByTestId('blocking-issues')).toContainText(
    'Resolve the blocking issues before approving',
  );
  await expect(page.getByTestId('approve-payroll')).toBeDisabled();
  await shot('in review blocked 1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('blocking-issues')).toBeVisible();
  await shot('in review blocked 390');
  await page.setViewportSize({ width: 1440, height: 900 });

  // Chosen again: approved with the PIN.
  await call(page, 'PATCH', `/b2b/employer/people/employees/${missing._id}`, { pfaId: 1 });
  await page.reload();
  await expect(page.getByTestId('approve-payroll')).toBeEnabled();
  await page.getByTestId('approve-payroll').click();
  await confirmWithPin(page, mailbox);
  await expect(page.getByTestId('payroll-status').first()).toHaveAttribute('data-status', 'approved');
});
