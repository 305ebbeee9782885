// Issue 10: /people/employees/ERA lists each employee's on-demand account and /people/employees/era/{id}/transactions
// shows one; before on-demand pay opens any account both say so plainly (a dash, never a made-up ₦0.00).
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { createEmployees } from './people-helpers.ts';

test("an employee's on-demand account and transactions, none open yet", async ({ page, mailbox, shot }) => {
  const tag = `era${Date.now().toString(36)}`;
  await logInAsDemo(page, mailbox);
  const [employee] = await createEmployees(page, tag, 1);
  for (const size of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await page.goto('/people/employees/ERA');
    await expect(page.getByRole('heading', { level: 1, name: 'On-demand accounts' })).toBeVisible();
    await page.getByTestId('accounts-search').fill(tag);
    await expect(page.getByTestId('accounts-range')).toHaveText('Showing 1–1 of 1');
    await expect(page.getByText('No on-demand accounts yet', { exact: true })).toBeVisible();
    await expect(page.getByTestId('accounts-table')).not.toContainText('₦0');
    await shot(`on-demand accounts at ${size.width}`);

    await page.getByRole('link', { name: `Tunde ${employee!.lastName}` }).click();
    await expect(page).toHaveURL(new RegExp(`/people/employees/era/${employee!._id}/transactions$`));
    await expect(page.getByRole('heading', { level: 1, name: `Tunde ${employee!.lastName}` })).toBeVisible();
    await expect(page.getByText('No on-demand account yet', { exact: true })).toBeVisible();
    await expect(page.getByText('No transactions', { exact: true })).toBeVisible();
    for (const field of ['earned', 'drawn', 'saved', 'owed'])
      await expect(page.getByTestId(`account-${field}`)).toHaveText('—');
    await shot(`an employee's account at ${size.width}`);
  }
});
