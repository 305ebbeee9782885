// Issue 10: create a group and assign employees. 'Group Created Successfully', then employees selected in the list
// are assigned ('Assigned to Group'), and so is one found from the group's own page; the groups list counts them and the group's page lists them.
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { createEmployees, openFromSidebar } from './people-helpers.ts';

test('create a group and assign employees', async ({ page, mailbox, shot }) => {
  const tag = `grp${Date.now().toString(36)}`;
  const groupName = `Night shift ${tag}`;
  await logInAsDemo(page, mailbox);
  const employees = await createEmployees(page, tag, 2);
  const solo = `solo${Date.now().toString(36)}`;
  const [newcomer] = await createEmployees(page, solo, 1);

  await openFromSidebar(page, 'Groups');
  await page.getByRole('link', { name: 'Create group' }).first().click();
  await expect(page).toHaveURL(/\/people\/groups\/create$/);
  await page.getByLabel('Group name').fill(groupName);
  await page.getByLabel('Description').fill('Kitchen staff on the night rota');
  await shot('new group');
  await page.getByRole('button', { name: 'Save group' }).click();
  await expect(page.getByText('Group Created Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/people\/groups\/group-details\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: groupName })).toBeVisible();
  await expect(page.getByText('No employees in this group yet.')).toBeVisible();

  // From the group's page: find one employee and assign them.
  await page.getByRole('button', { name: 'Assign employees' }).click();
  const picker = page.getByRole('dialog', { name: 'Assign employees' });
  await picker.getByRole('combobox', { name: 'Employees' }).fill(`${solo}-1`);
  await page.getByRole('option', { name: new RegExp(`${solo}-1`) }).click();
  await picker.getByRole('heading', { name: 'Assign employees' }).click();
  await shot('assign one employee from the group page');
  await picker.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText('Assigned to Group')).toBeVisible();
  await expect(page.getByTestId(`group-member-${newcomer!.email}`)).toBeVisible();

  // From the employees list: select two and assign them to the group.
  await openFromSidebar(page, 'Employees');
  await page.getByTestId('employees-search').fill(tag);
  await expect(page).toHaveURL(new RegExp(`search=${tag}`));
  await expect(page.getByTestId('employees-range')).toHaveText('Showing 1–2 of 2');
  for (const employee of employees)
    await expect(page.getByTestId(`employee-row-${employee.email}`)).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
  await page.getByTestId('bulk-actions').getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Assign to group' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign to group' });
  await dialog.getByRole('combobox', { name: 'Group' }).click();
  await page.getByRole('option', { name: groupName }).click();
  await shot('assign two employees');
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText('Assigned to Group').last()).toBeVisible();
  await expect(dialog).toBeHidden();

  await openFromSidebar(page, 'Groups');
  const row = page.getByTestId(`group-row-${groupName}`);
  await expect(row.getByTestId('group-member-count')).toHaveText('3');
  await row.getByRole('link', { name: groupName }).click();
  for (const employee of [...employees, newcomer!])
    await expect(page.getByTestId(`group-member-${employee.email}`)).toBeVisible();
  await shot('the group with its members');
});
