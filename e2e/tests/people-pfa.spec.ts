// Issue 10: the employee form's PFA picker lists the pension fund administrators from the database
// (GET /miscellaneous/get-pension-providers); the chosen PFA is saved and shown again.
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { createEmployees } from './people-helpers.ts';

test("choose an employee's PFA from the list", async ({ page, mailbox, shot }) => {
  await logInAsDemo(page, mailbox);
  const [employee] = await createEmployees(page, `pfa${Date.now().toString(36)}`, 1);
  await page.goto(`/people/employees/edit/${employee!._id}`);
  const picker = page.getByTestId('employee-pfa');
  await expect(picker).toHaveValue('');
  await picker.click();
  await picker.fill('Leadway');
  await page.getByRole('option', { name: 'Leadway Pensure PFA' }).click();
  await shot('a PFA chosen from the list');
  await page.getByRole('button', { name: 'Save changes' }).click();
  // The toast (the employee's history below names the change the same way).
  await expect(
    page.locator('.mantine-Notification-description', { hasText: 'Employee updated' }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('employee-pfa')).toHaveValue('Leadway Pensure PFA');
});
