// Team management with a custom role: the owner creates a role without any payments permission, invites a member
// with it ('Invite Sent', resent), the member sets a password and signs in: no Payments in the sidebar and the
// payments, payroll and payment-note pages answer with the 401 page. Deactivating (confirmed) ends the member's
// session; removing (confirmed) takes them off the list.
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { logIn } from '../support/flows.ts';
import { linkIn } from '../support/mailbox.ts';

const NOT_PERMITTED =
  'Sorry, you are not permitted to access this page. Please contact us if you feel this is an error from us.';

test('a custom role without payments permission cannot reach payments', async ({
  page,
  browser,
  baseURL,
  mailbox,
  shot,
}) => {
  const id = Date.now().toString(36);
  const roleName = `People clerk ${id}`;
  const member = { email: `clerk-${id}@e2e.paydesk.ng`, password: `Yaba-Market-${id}!` };
  const sidebar = (p: typeof page) => p.getByRole('navigation', { name: 'Main navigation' });

  await logInAsDemo(page, mailbox);
  await expect(sidebar(page).getByText('Payments', { exact: true })).toBeVisible();

  // The role: details, then permissions (the People group only).
  await page.goto('/settings/team-management/roles');
  await page.getByRole('link', { name: 'Create role' }).first().click();
  await expect(page).toHaveURL(/\/roles\/create\/details$/);
  await page.getByLabel('Role name').fill(roleName);
  await page.getByLabel('Description (optional)').fill('Looks after employees and groups');
  await shot('role details');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/roles\/create\/permissions$/);
  await page.getByRole('checkbox', { name: 'Select all: People' }).check();
  await expect(page.getByTestId('chosen-count')).toHaveText('9 selected');
  await expect(page.locator('[data-permission="payments.transfer.create"]')).not.toBeChecked();
  await expect(page.locator('[data-permission="settings.administrators.edit"]')).toBeDisabled();
  await shot('role permissions');
  await page.getByRole('button', { name: 'Save role' }).click();
  await expect(page).toHaveURL(/\/settings\/team-management\/roles$/);
  await expect(page.getByTestId(`role-row-${roleName}`)).toContainText('9 permissions');
  await shot('roles list');

  // The invitation, and a resend.
  await page.goto('/settings/team-management');
  await page.getByRole('button', { name: 'Invite member' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email address').fill(member.email);
  await dialog.getByLabel('First name').fill('Kemi');
  await dialog.getByLabel('Last name').fill('Adeyemi');
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: roleName }).click();
  await shot('invite member');
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  await expect(page.getByText('Invite Sent').first()).toBeVisible();
  const row = page.getByTestId(`member-row-${member.email}`);
  await expect(row).toContainText(roleName);
  await expect(row.getByText('Invited')).toBeVisible();
  await row.getByRole('button', { name: 'Actions for Kemi Adeyemi' }).click();
  await page.getByRole('menuitem', { name: 'Resend invite' }).click();
  await expect(page.getByText('Invite Sent').first()).toBeVisible();
  await shot('member invited');

  // The member sets a password through /create-your-password/{token} (the newest invitation) and signs in.
  const mail = await mailbox.waitFor(member.email, { subject: /^You are invited to Adunni Foods Ltd/ });
  const context = await browser.newContext({ baseURL });
  const memberPage = await context.newPage();
  await memberPage.goto(linkIn(mail.textBody, '/create-your-password/'));
  await memberPage.getByRole('textbox', { name: 'New password', exact: true }).fill(member.password);
  await memberPage.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(member.password);
  await memberPage.getByRole('button', { name: 'Create password' }).click();
  await expect(memberPage).toHaveURL(/\/create-your-password\/member\/success$/);
  await logIn(memberPage, mailbox, member);
  await expect(sidebar(memberPage).getByText('People', { exact: true })).toBeVisible();
  await expect(sidebar(memberPage).getByText('Payments', { exact: true })).toHaveCount(0);
  await shot('member without payments in the sidebar', memberPage);
  for (const path of [
    '/payments/transfers/instant-transfers',
    '/payments/bills/airtime',
    '/payments/beneficiaries/transfers',
    // Pages whose reads need a permission outside People: the 401 page, not a page of refused calls.
    '/payroll',
    '/payroll/history',
    '/payment-note',
    '/payment-history',
  ]) {
    await memberPage.goto(path);
    await expect(memberPage).toHaveURL(/\/401$/);
    await expect(memberPage.getByText(NOT_PERMITTED)).toBeVisible();
  }
  await shot('member refused payments', memberPage);

  // Deactivate, confirmed: the member's session ends at once.
  await page.reload();
  await expect(row.getByText('Active')).toBeVisible();
  await row.getByRole('button', { name: 'Actions for Kemi Adeyemi' }).click();
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
  await expect(page.getByRole('dialog').getByText(/^Deactivate Kemi Adeyemi\?/)).toBeVisible();
  await shot('deactivate confirmation');
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(row.getByText('Deactivated')).toBeVisible();
  await memberPage.goto('/people/employees');
  await expect(memberPage).toHaveURL(/\/login$/, { timeout: 20_000 });
  await shot('deactivated member signed out', memberPage);

  // Remove, confirmed.
  await row.getByRole('button', { name: 'Actions for Kemi Adeyemi' }).click();
  await page.getByRole('menuitem', { name: 'Remove' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Member removed')).toBeVisible();
  await expect(row).toHaveCount(0);
  await shot('member removed');
  await context.close();
});
