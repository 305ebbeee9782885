// Issue 28: "Pension (no PFA chosen)" can never be paid. A run approved and paid while an employee had no PFA (as
// the demo's were, before approval was blocked on it: arranged here through the API and, for the approval it would
// now refuse, the database) shows that remittance as unpayable and why, offers no payment, and links each employee
// to the page where their PFA is chosen. Screenshots of the run's remittances and the remittance at 1440×900 and
// 390×844.
import { withDatabase } from '../support/database.ts';
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { call, groupEmployee } from './session-api.ts';

test('a pension remittance without a PFA is shown unpayable, with the employees to fix', async ({
  page,
  mailbox,
  shot,
}) => {
  test.setTimeout(200_000);
  await logInAsDemo(page, mailbox);
  const tag = `unp${Date.now().toString(36)}`;
  const { pfaId: _p, rsaPin: _r, ...noPfa } = groupEmployee(tag, 1);
  const employee = await call<{ _id: string }>(page, 'POST', '/b2b/employer/people/employees', noPfa);
  const structures = await call<{ docs: Array<{ _id: string; name: string }> }>(
    page,
    'GET',
    '/payroll/pay-structure?page=1&limit=100',
  );
  const standard = structures.docs.find((s) => s.name === 'Standard staff');
  const group = await call<{ _id: string }>(page, 'POST', '/payroll/pay-group', {
    name: `Unpayable ${tag}`,
    pay_structure_id: standard!._id,
  });
  await call(page, 'PATCH', `/payroll/pay-group/${group._id}/assign-employees`, {
    employee_ids: [employee._id],
  });
  const completed = await call<{ _id: string }>(page, 'POST', '/payroll/runs', {
    name: `Payroll ${tag}`,
    periodStart: '2025-08-01',
    periodEnd: '2025-08-31',
    pay_group_ids: [group._id],
  });
  await call(page, 'POST', `/payroll/runs/${completed._id}/run`);
  await expect
    .poll(
      async () =>
        (await call<{ state: string }>(page, 'GET', `/payroll/runs/${completed._id}/progress`)).state,
      { timeout: 60_000 },
    )
    .toBe('completed');
  await withDatabase((db) =>
    db.query(
      `update payroll_runs set status = 'completed', pay_started_at = now(), completed_at = now() where id = $1`,
      [completed._id],
    ),
  );
  type R = { _id: string; kind: string; pfaId: number | null; unpayable: string | null };
  const remittances = await call<R[]>(page, 'GET', `/payroll/runs/${completed._id}/remittances`);
  expect(remittances.find((r) => r.kind === 'pension' && r.pfaId === null)?.unpayable).toBeTruthy();

  // The run's remittances: this one says it cannot be paid and offers a fix instead of a payment.
  await page.goto(`/payroll/history/${completed._id}`);
  const row = page.getByTestId('remittance-row').filter({ hasText: 'Pension (no PFA chosen)' });
  await expect(row.getByTestId('remittance-row-status')).toHaveText('Cannot be paid');
  await expect(row.getByTestId('open-remittance')).toHaveText('Fix');
  await shot('remittances with an unpayable one 1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row).toBeVisible();
  await shot('remittances with an unpayable one 390');
  await page.setViewportSize({ width: 1440, height: 900 });

  // The remittance: the reason, no way to pay, and each employee opening their page.
  await row.getByTestId('open-remittance').click();
  await expect(page.getByTestId('remittance-unpayable')).toContainText(
    'These employees have no pension fund administrator, so their pension cannot be remitted',
  );
  await expect(page.getByTestId('pay-remittance')).toHaveCount(0);
  const link = page.getByTestId('remittance-employee').first();
  await expect(link).toHaveAttribute('href', `/people/employees/edit/${employee._id}`);
  await shot('unpayable remittance 1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('remittance-unpayable')).toBeVisible();
  await shot('unpayable remittance 390');
  await page.setViewportSize({ width: 1440, height: 900 });
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/people/employees/edit/${employee._id}`));
});
