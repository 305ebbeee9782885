// Issue 10: create a group and assign employees. 'Group Created Successfully', then employees selected in the list
// are assigned ('Assigned to Group'), and so is one found from the group's own page; the groups list counts them and
// the group's page lists them. Issue 29 (U11): both assign dialogs mark who is already in the group (checked,
// disabled, not sent again) and keep the Assign button on screen above a long list at 390×844.
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { createEmployees, openFromSidebar } from './people-helpers.ts';

test('create a group and assign employees', async ({ page, mailbox, shot }) => {
  const tag = `grp${Date.now().toString(36)}`;
  const groupName = `Night shift ${tag}`;
  await logInAsDemo(page, mailbox);
  const employees = await createEmployees(page, tag, 2);
  // The newcomer's name holds the tag too: the list's search finds all three.
  const solo = `${tag}solo`;
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
  await picker.getByRole('searchbox', { name: 'Employees' }).fill(`${solo}-1`);
  await picker.getByTestId(`assign-row-${newcomer!.email}`).getByRole('checkbox').check();
  await expect(picker.getByTestId('assign-chosen')).toHaveText('1 chosen');
  await shot('assign one employee from the group page');
  await picker.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText('Assigned to Group')).toBeVisible();
  await expect(page.getByTestId(`group-member-${newcomer!.email}`)).toBeVisible();

  // On a phone, the whole first page of employees scrolls inside the dialog and Assign stays on screen; the
  // newcomer is marked as already in the group and cannot be chosen again.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Assign employees' }).click();
  const list = picker.getByTestId('assign-list');
  await expect.poll(() => list.getByRole('checkbox').count()).toBeGreaterThan(10);
  await expect(picker.getByRole('button', { name: 'Assign' })).toBeInViewport({ ratio: 1 });
  await expect(picker.getByRole('button', { name: 'Cancel' })).toBeInViewport({ ratio: 1 });
  await shot('a long list keeps the button on a phone');
  await picker.getByRole('searchbox', { name: 'Employees' }).fill(`${solo}-1`);
  await expect(list.getByRole('checkbox')).toHaveCount(1);
  const member = picker.getByTestId(`assign-row-${newcomer!.email}`);
  await expect(member).toContainText('Already in this group');
  await expect(member.getByRole('checkbox')).toBeChecked();
  await expect(member.getByRole('checkbox')).toBeDisabled();
  await shot('already in the group on a phone');
  await picker.getByRole('button', { name: 'Cancel' }).click();
  await page.setViewportSize({ width: 1440, height: 900 });

  // From the employees list: select the three (one already a member) and assign them to the group; the member is
  // marked and only the two others are sent.
  await openFromSidebar(page, 'Employees');
  await page.getByTestId('employees-search').fill(tag);
  await expect(page).toHaveURL(new RegExp(`search=${tag}`));
  await expect(page.getByTestId('employees-range')).toHaveText('Showing 1–3 of 3');
  for (const employee of employees)
    await expect(page.getByTestId(`employee-row-${employee.email}`)).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
  await page.getByTestId('bulk-actions').getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Assign to group' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign to group' });
  await dialog.getByRole('combobox', { name: 'Group' }).click();
  await page.getByRole('option', { name: groupName }).click();
  await expect(dialog.getByTestId(`assign-row-${newcomer!.email}`)).toContainText('Already in this group');
  await expect(dialog.getByTestId(`assign-row-${newcomer!.email}`).getByRole('checkbox')).toBeDisabled();
  for (const employee of employees) {
    await expect(dialog.getByTestId(`assign-row-${employee.email}`)).not.toContainText(
      'Already in this group',
    );
    await expect(dialog.getByTestId(`assign-row-${employee.email}`).getByRole('checkbox')).toBeChecked();
    await expect(dialog.getByTestId(`assign-row-${employee.email}`).getByRole('checkbox')).toBeEnabled();
  }
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
