// Issue 28, remittances in the browser: a remittance party whose account is in a person's name is saved only after
// the mismatch warning is confirmed; a run shows its salaries and its remittances apart (the list, the history page
// with its remittances); and a remittance from a wallet without enough money is refused before the PIN. A pay
// group on the demo's 'Standard staff' structure with one employee is arranged through the API with the page's
// session; the run is approved and paid here, and its filing pack downloaded. Screenshots at 1440×900 and 390×844.
import { readFile } from 'node:fs/promises';
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { acknowledgeWarnings, call, computedRun, groupEmployee, payGroupOf } from './session-api.ts';
import { confirmWithPin } from './wallets-helpers.ts';

test('remittances: a party in another name, salaries and remittances apart, no money refused before the PIN', async ({
  page,
  mailbox,
  shot,
}) => {
  test.setTimeout(400_000);
  const tag = `rem${Date.now().toString(36)}`;
  await logInAsDemo(page, mailbox);

  // A remittance party whose account resolves to a person: the warning, then saved once the name is confirmed.
  await page.goto('/payroll-configuration/remittance-parties');
  await page.getByRole('button', { name: 'Add remittance party' }).first().click();
  const dialog = page.getByRole('dialog');
  // The parties a payroll remits to, the HMO for health insurance (NHIA) among them.
  await dialog.getByRole('combobox', { name: /^Party/ }).click();
  await expect(page.getByRole('option', { name: 'HMO (NHIA)', exact: true })).toBeVisible();
  await shot('party kinds with the HMO');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('option', { name: 'HMO (NHIA)', exact: true })).toBeHidden();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill(`NSITF ${tag}`);
  await dialog.getByRole('combobox', { name: 'Bank' }).click();
  await dialog.getByRole('combobox', { name: 'Bank' }).fill('ZENITH BANK PLC');
  await page.getByRole('option', { name: 'ZENITH BANK PLC', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Account number' }).fill('0000000002');
  await expect(dialog.getByTestId('party-account-name')).toHaveText('MUSA DANJUMA');
  const warning = dialog.getByTestId('party-name-mismatch');
  await expect(warning).toContainText(`This account is in the name of MUSA DANJUMA, not NSITF ${tag}.`);
  await shot('party name mismatch 1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(warning).toBeVisible();
  await shot('party name mismatch 390');
  await page.setViewportSize({ width: 1440, height: 900 });
  await dialog.getByRole('button', { name: 'Add remittance party' }).click();
  await expect(
    dialog.getByText(/confirm that MUSA DANJUMA receives this party's remittances/).last(),
  ).toBeVisible();
  await dialog.getByTestId('party-confirm-name').check();
  await dialog.getByRole('button', { name: 'Add remittance party' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`NSITF ${tag}`)).toBeVisible();

  // A run of one employee for September 2025, approved and paid here.
  const staff = await call<{ _id: string }>(
    page,
    'POST',
    '/b2b/employer/people/employees',
    groupEmployee(tag, 1),
  );
  const group = await payGroupOf(page, `Remit ${tag}`, [staff._id]);
  const runId = await computedRun(page, `Payroll ${tag}`, '2025-09', [group]);
  await call(page, 'POST', `/payroll/runs/${runId}/submit`, { comment: 'September' });
  await acknowledgeWarnings(page, runId);
  await page.goto(`/payroll/${runId}/finalize`);
  await page.getByTestId('approve-payroll').click();
  await confirmWithPin(page, mailbox);
  await expect(page.getByTestId('payroll-status').first()).toHaveAttribute('data-status', 'approved');
  // Until salaries go out the planned pay date (30 September 2025) stands in: PAYE was due on 10 October 2025.
  await expect(page.getByTestId('remittance-state').first()).toHaveAttribute('data-state', 'late');
  await page.getByTestId('go-pay-salaries').click();
  await page.getByTestId('pay-salaries').click();
  await confirmWithPin(page, mailbox);
  await expect(page.getByTestId('payroll-status').first()).toHaveAttribute('data-status', 'completed', {
    timeout: 90_000,
  });

  // The list and the history page say the salaries and the remittances apart; the history page lists them. The tax
  // was deducted today, when the salaries went out, so its deadlines count from today: due, not late.
  await page.goto('/payroll');
  const row = page.getByRole('row').filter({ hasText: `Payroll ${tag}` });
  await expect(row.getByTestId('payroll-status')).toHaveText('Salaries paid');
  await expect(row.getByTestId('remittance-state')).toHaveText('Remittances due');
  await page.goto(`/payroll/history/${runId}`);
  await expect(page.getByTestId('remittance-state').first()).toHaveText('Remittances due');
  await expect(page.getByTestId('remittance-row').first()).toBeVisible();
  // The filing pack: one ZIP of every party's schedules and summary.
  const [pack] = await Promise.all([page.waitForEvent('download'), page.getByTestId('filing-pack').click()]);
  expect(pack.suggestedFilename()).toMatch(/^filing-pack-.*\.zip$/);
  const zip = await readFile((await pack.path())!);
  expect(zip.subarray(0, 2).toString()).toBe('PK');
  expect(zip.toString('latin1')).toContain('/summary.pdf');
  await shot('history with remittances 1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('remittance-row').first()).toBeVisible();
  await shot('history with remittances 390');
  await page.setViewportSize({ width: 1440, height: 900 });

  // From an empty wallet the remittance is refused on the page, before any PIN is asked.
  await call(page, 'POST', '/wallet/employer/create-additional-wallet', {
    name: `Empty ${tag}`,
    purpose: 'expense',
  });
  await page.getByTestId('remittance-row').first().getByTestId('open-remittance').click();
  await expect(page).toHaveURL(new RegExp(`/payroll/${runId}/pay-remittance/`));
  await page.getByRole('combobox', { name: 'Pay from wallet' }).click();
  await page.getByRole('option', { name: new RegExp(`^Empty ${tag}`) }).click();
  await expect(page.getByTestId('remittance-insufficient')).toContainText(
    `Not enough money in Empty ${tag}: ₦0.00 available`,
  );
  await expect(page.getByTestId('pay-remittance')).toBeDisabled();
  await shot('remittance refused before the PIN 1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('remittance-insufficient')).toBeVisible();
  await shot('remittance refused before the PIN 390');
});
