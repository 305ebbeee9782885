// Issue 29, roles: the invite dialog offered only Administrator and the business's own roles. It now suggests
// Viewer, Approver, Payroll officer and Finance manager; choosing one creates it as an ordinary custom role of the
// business (listed under Roles, editable), and the invited member gets exactly what it allows.
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { logIn } from '../support/flows.ts';
import { linkIn } from '../support/mailbox.ts';
import { settledPageWidth } from '../support/phone-overflow.ts';

test('invite a member with a suggested role', async ({ page, browser, baseURL, mailbox, shot }) => {
  const id = Date.now().toString(36);
  const member = { email: `payroll-${id}@e2e.paydesk.ng`, password: `Lekki-Phase-${id}!` };
  const sidebar = (p: typeof page) => p.getByRole('navigation', { name: 'Main navigation' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await logInAsDemo(page, mailbox);

  await page.goto('/settings/team-management');
  await page.getByRole('button', { name: 'Invite member' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email address').fill(member.email);
  await dialog.getByLabel('First name').fill('Bisi');
  await dialog.getByLabel('Last name').fill('Okafor');
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  for (const name of ['Viewer', 'Approver', 'Payroll officer', 'Finance manager']) {
    await expect(
      page.getByRole('option', { name: new RegExp(`^${name}( \\(suggested role\\))?$`) }),
    ).toBeVisible();
  }
  await shot('suggested roles in the invite dialog');
  await page.getByRole('option', { name: /^Payroll officer( \(suggested role\))?$/ }).click();
  await expect(dialog.getByRole('combobox', { name: 'Role' })).toHaveValue('Payroll officer');
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  await expect(page.getByText('Invite Sent').first()).toBeVisible();
  await expect(page.getByTestId(`member-row-${member.email}`)).toContainText('Payroll officer');

  // The preset is now the business's own role, listed and editable like any other.
  await page.goto('/settings/team-management/roles');
  const role = page.getByTestId('role-row-Payroll officer');
  await expect(role).toContainText('9 permissions');
  await shot('the suggested role among the roles');
  // On a phone the roles list keeps the new role whole, with no sideways scroll.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(role).toContainText('Payroll officer');
  expect(await settledPageWidth(page)).toBeLessThanOrEqual(390);
  await expect(role.getByRole('link', { name: 'Edit Payroll officer' })).toBeInViewport({ ratio: 1 });
  await shot('the suggested role among the roles at 390');

  // The member signs in with what a payroll officer needs: people and payroll, no payments.
  const mail = await mailbox.waitFor(member.email, { subject: /^You are invited to / });
  const context = await browser.newContext({ baseURL });
  const memberPage = await context.newPage();
  await memberPage.goto(linkIn(mail.textBody, '/create-your-password/'));
  await memberPage.getByRole('textbox', { name: 'New password', exact: true }).fill(member.password);
  await memberPage.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(member.password);
  await memberPage.getByRole('button', { name: 'Create password' }).click();
  await expect(memberPage).toHaveURL(/\/create-your-password\/member\/success$/);
  await logIn(memberPage, mailbox, member);
  await expect(sidebar(memberPage).getByText('People', { exact: true })).toBeVisible();
  await expect(sidebar(memberPage).getByText('Payroll', { exact: true })).toBeVisible();
  await expect(sidebar(memberPage).getByText('Payments', { exact: true })).toHaveCount(0);
  await context.close();
});
