// Administrators: the owner invites an administrator ('Invite Sent'), who accepts at /admin/verify/{token} by
// creating a password, signs in, sees the administrators list but cannot open /settings/administrators/edit/{id}
// (employer only) — the 401 page instead.
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { logIn } from '../support/flows.ts';
import { linkIn } from '../support/mailbox.ts';

const NOT_PERMITTED =
  'Sorry, you are not permitted to access this page. Please contact us if you feel this is an error from us.';

test('invite an administrator, who accepts, signs in and cannot open the edit page', async ({
  page,
  browser,
  baseURL,
  mailbox,
  shot,
}) => {
  const id = Date.now().toString(36);
  const admin = { email: `admin-${id}@e2e.paydesk.ng`, password: `Ikoyi-Bridge-${id}!` };

  await logInAsDemo(page, mailbox, '/settings/administrators');
  await expect(page.getByRole('heading', { name: 'Administrators' })).toBeVisible();
  await page.getByRole('button', { name: 'Invite administrator' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email address').fill(admin.email);
  await dialog.getByLabel('First name').fill('Tunde');
  await dialog.getByLabel('Last name').fill('Bakare');
  await shot('invite administrator');
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  await expect(page.getByText('Invite Sent')).toBeVisible();
  const row = page.getByTestId(`admin-row-${admin.email}`);
  await expect(row.getByText('Invited')).toBeVisible();
  await shot('administrator invited');

  // The owner may open the edit page; keep its address for the administrator to try.
  await row.getByRole('button', { name: 'Actions for Tunde Bakare' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/settings\/administrators\/edit\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Edit administrator' })).toBeVisible();
  const editPath = new URL(page.url()).pathname;
  await shot('owner on the edit page');

  // The invitation: /admin/verify/{adminToken} sets the password.
  const mail = await mailbox.waitFor(admin.email, { subject: /^You are invited to Adunni Foods Ltd/ });
  const link = linkIn(mail.textBody, '/admin/verify/');
  const context = await browser.newContext({ baseURL });
  const adminPage = await context.newPage();
  await adminPage.goto(link);
  await expect(adminPage.getByRole('heading', { name: 'Create your password' })).toBeVisible();
  await adminPage.getByRole('textbox', { name: 'Password', exact: true }).fill(admin.password);
  await adminPage.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(admin.password);
  await shot('administrator creates a password', adminPage);
  await adminPage.getByRole('button', { name: 'Create password' }).click();
  await expect(adminPage).toHaveURL(/\/admin\/verify\/success$/);
  await expect(adminPage.getByRole('heading', { name: 'You are all set' })).toBeVisible();
  await shot('invitation accepted', adminPage);

  await adminPage.getByRole('link', { name: 'Log in' }).click();
  await logIn(adminPage, mailbox, admin);
  await expect(adminPage).toHaveURL(/\/dashboard$/);

  // An administrator may see the list, without actions…
  await adminPage.goto('/settings/administrators');
  await expect(adminPage.getByTestId(`admin-row-${admin.email}`)).toBeVisible();
  await expect(adminPage.getByRole('button', { name: 'Invite administrator' })).toHaveCount(0);
  await expect(adminPage.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
  await shot('administrator sees the list', adminPage);
  // …but not the edit page (employer only).
  await adminPage.goto(editPath);
  await expect(adminPage).toHaveURL(/\/401$/);
  await expect(adminPage.getByText(NOT_PERMITTED)).toBeVisible();
  await shot('administrator refused the edit page', adminPage);

  // The owner sees the invitation accepted.
  await page.goto('/settings/administrators');
  await expect(page.getByTestId(`admin-row-${admin.email}`).getByText('Active')).toBeVisible();
  await context.close();
});
