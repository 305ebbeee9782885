// Issue 10: a group's page (/people/groups/group-details/{id}) lists its members and its on-demand pay policy (read
// only until on-demand pay settings exist); selected members are removed from the group after a confirmation.
import type { Page } from '@playwright/test';
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { createEmployees } from './people-helpers.ts';

/** Creates a group holding the given employees, through the People API with the page's session. */
async function groupOf(page: Page, name: string, employeeIds: string[]): Promise<string> {
  return page.evaluate(
    async ({ name, employeeIds }) => {
      const token = JSON.parse(localStorage.getItem('paydesk.session') ?? '{}').state?.data?.token;
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
      const created = await fetch('/api/b2b/employer/people/groups', {
        method: 'POST',
        headers,
        body: JSON.stringify({ name }),
      });
      const id = (await created.json()).data._id as string;
      await fetch(`/api/b2b/employer/people/groups/${id}/assign-employees`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ employee_ids: employeeIds }),
      });
      return id;
    },
    { name, employeeIds },
  );
}

test('remove a selected member from a group, and read the group policy', async ({ page, mailbox, shot }) => {
  const tag = `grp${Date.now().toString(36)}`;
  await logInAsDemo(page, mailbox);
  const [kept, removed] = await createEmployees(page, tag, 2);
  const id = await groupOf(page, `Drivers ${tag}`, [kept!._id, removed!._id]);
  await page.goto(`/people/groups/group-details/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Drivers ${tag}` })).toBeVisible();
  await expect(page.getByTestId('group-member-total')).toHaveText('2 employees');
  await expect(page.getByTestId('group-policy-withdrawal-percent')).toHaveValue('Business default');
  await expect(page.getByTestId('group-policy-max-withdrawal')).toHaveValue('Business default');

  await page.getByTestId(`group-member-${removed!.email}`).getByRole('checkbox').check();
  await page.getByTestId('bulk-actions').getByRole('button', { name: 'Remove from group' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove from group' });
  await expect(
    dialog.getByText(`Remove 1 employee from Drivers ${tag}? They stay in the register.`),
  ).toBeVisible();
  await shot('confirm removing one member');
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Removed from Group')).toBeVisible();
  await expect(page.getByTestId('group-member-total')).toHaveText('1 employee');
  await expect(page.getByTestId(`group-member-${removed!.email}`)).toBeHidden();
  await expect(page.getByTestId(`group-member-${kept!.email}`)).toBeVisible();
  await shot('one member left, 1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot('one member left, 390');
});
