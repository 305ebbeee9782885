// Issue 28, off-cycle runs in the browser: the create form offers "Off-cycle run" (a bonus or a correction) beside
// the regular payroll, with its own default name; the run page and the list wear an "Off-cycle" badge. This month
// the demo already has a regular draft for everyone: an off-cycle run goes beside it. A pay group of its own is
// arranged through the API with the page's session. Screenshots at 1440×900 and 390×844.
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { call, groupEmployee, payGroupOf } from './session-api.ts';

test('payroll: an off-cycle run is created beside the regular one and wears its badge', async ({
  page,
  mailbox,
  shot,
}) => {
  test.setTimeout(240_000);
  const tag = `off${Date.now().toString(36)}`;
  await logInAsDemo(page, mailbox);
  const staff = await call<{ _id: string }>(
    page,
    'POST',
    '/b2b/employer/people/employees',
    groupEmployee(tag, 1),
  );
  await payGroupOf(page, `Bonus ${tag}`, [staff._id]);

  await page.goto('/payroll/create');
  await expect(page.getByLabel('Name (optional)')).toHaveAttribute('placeholder', /^Payroll \w{3} \d{4}$/);
  await page.getByTestId('payroll-kind-off-cycle').click();
  await expect(page.getByLabel('Name (optional)')).toHaveAttribute(
    'placeholder',
    /^Off-cycle payroll \w{3} \d{4}$/,
  );
  await page.getByLabel('Name (optional)').fill(`Bonus ${tag}`);
  await page.getByTestId('payroll-pay-groups').click();
  await page.getByRole('option', { name: new RegExp(`^Bonus ${tag}`) }).click();
  await page.keyboard.press('Escape');
  await shot('create off-cycle run 1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('payroll-kind-off-cycle')).toBeVisible();
  await shot('create off-cycle run 390');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByTestId('create-payroll-submit').click();
  await expect(page).toHaveURL(/\/payroll\/[0-9a-f-]{36}\/run$/);
  await expect(page.getByTestId('run-progress')).toHaveAttribute('data-state', 'completed', {
    timeout: 60_000,
  });
  await expect(page.getByTestId('payroll-kind').first()).toHaveText('Off-cycle');

  // The list: the off-cycle run wears its badge beside its status.
  await page.goto('/payroll');
  const row = page.getByRole('row').filter({ hasText: `Bonus ${tag}` });
  await expect(row.getByTestId('payroll-kind')).toHaveText('Off-cycle');
  await shot('payroll list with an off-cycle run 1440');
});
