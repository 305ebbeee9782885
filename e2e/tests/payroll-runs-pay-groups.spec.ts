// Issue 28: a run takes the employees of its pay groups. In review, an employee whose pay group has no structure is
// a blocking issue in words that names the group and links to it (never the raw `no-structure` tag), and the
// employees in no pay group are counted with a link to assign them. Arranged through the API with the signed-in
// page's session; screenshots of the review at 1440×900 and 390×844.
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { call, computedRun, groupEmployee, monthBeforeDemoYear, payGroupOf } from './session-api.ts';

test('payroll review: a pay group without a structure links to it; employees in no pay group are counted', async ({
  page,
  mailbox,
  shot,
}) => {
  test.setTimeout(300_000);
  const tag = `grp${Date.now().toString(36)}`;
  await logInAsDemo(page, mailbox);

  // A pay group with no structure holding one new employee, and one new employee in no pay group.
  const inGroup = await call<{ _id: string }>(
    page,
    'POST',
    '/b2b/employer/people/employees',
    groupEmployee(tag, 1),
  );
  await call(page, 'POST', '/b2b/employer/people/employees', groupEmployee(tag, 2));
  const groupName = `No structure ${tag}`;
  const group = await payGroupOf(page, groupName, [inGroup._id], { structure: false });
  // A month before the demo's year: the demo's runs for everyone hold every month of the last year and this one, and
  // a later month's review would compare the new employees with the demo's last payroll.
  const runId = await computedRun(page, `Payroll ${tag}`, monthBeforeDemoYear(), [group]);

  await page.goto(`/payroll/${runId}/finalize`);
  const issue = page.getByTestId('variance-issue').filter({ hasText: tag });
  await expect(issue).toHaveAttribute('data-severity', 'blocking');
  await expect(issue).toContainText(
    `Pay group ${groupName} has no pay structure: assign it one to pay this employee`,
  );
  await expect(issue.getByTestId('fix-no-structure')).toHaveAttribute(
    'href',
    `/payroll-configuration/pay-groups/${group}/view`,
  );
  await expect(page.getByTestId('not-in-pay-group')).toContainText(
    /in no pay group, so no payroll pays them/,
  );
  await expect(page.getByTestId('not-in-pay-group').getByRole('link')).toHaveAttribute(
    'href',
    '/payroll-configuration/pay-groups',
  );
  // The lines table says the issue in words.
  const line = page.getByTestId('payroll-line').filter({ hasText: tag });
  await expect(line).toContainText('No pay structure');
  await expect(page.getByText('no-structure', { exact: true })).toHaveCount(0);
  await shot('finalize pay group without structure 1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('not-in-pay-group')).toBeVisible();
  await shot('finalize pay group without structure 390');
  await page.setViewportSize({ width: 1440, height: 900 });

  // The link opens the pay group, where a structure is assigned.
  await issue.getByTestId('fix-no-structure').click();
  await expect(page).toHaveURL(new RegExp(`/payroll-configuration/pay-groups/${group}/view$`));
  await call(page, 'DELETE', `/payroll/runs/${runId}`);
});
