// Issue 17: a used invitation link said 'invalid or has expired' but still showed the password form, and invitation
// pages never named the business that invited. The page names the business; a used link shows no form.

import { DEMO, logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { linkIn } from '../support/mailbox.ts';

test('an invitation names the business, and once used it shows no password form', async ({
  page,
  browser,
  baseURL,
  mailbox,
  shot,
}) => {
  const id = Date.now().toString(36);
  const member = { email: `invitee-${id}@e2e.paydesk.ng`, password: `Surulere-Gate-${id}!` };
  await logInAsDemo(page, mailbox, '/settings/team-management');
  await page.getByRole('button', { name: 'Invite member' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email address').fill(member.email);
  await dialog.getByLabel('First name').fill('Tunde');
  await dialog.getByLabel('Last name').fill('Bakare');
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: /^Administrator/ }).click();
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  await expect(page.getByText('Invite Sent').first()).toBeVisible();

  const mail = await mailbox.waitFor(member.email, { subject: /^You are invited to/ });
  // An administrator's invitation (a new person): /admin/verify/{token}.
  const invitation = linkIn(mail.textBody, '/admin/verify/');
  const context = await browser.newContext({ baseURL });
  const invitee = await context.newPage();
  await invitee.goto(invitation);
  await expect(
    invitee.getByText(`${DEMO.company} invited you as an administrator on Paydesk.`),
  ).toBeVisible();
  await shot('invitation names the business', invitee);
  await invitee.getByRole('textbox', { name: 'Password', exact: true }).fill(member.password);
  await invitee.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(member.password);
  await invitee.getByRole('button', { name: 'Create password' }).click();
  await expect(invitee).toHaveURL(/\/admin\/verify\/success$/);

  // The same link again: why it no longer works and what to do, and no form to fill in vain.
  await invitee.goto(invitation);
  await expect(invitee.getByTestId('link-unusable')).toContainText('This link is invalid or has expired.');
  await expect(invitee.getByRole('textbox', { name: 'Password', exact: true })).toHaveCount(0);
  await expect(invitee.getByRole('button', { name: 'Create password' })).toHaveCount(0);
  await shot('used invitation link', invitee);
  await context.close();
});
