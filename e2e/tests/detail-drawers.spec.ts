// The one detail drawer shape (issue 30) for an employee, an approval request and an audit event: each opens from
// its list without leaving it, keeps the open item in the URL (a reload, or the link shared, opens it again), and
// Escape closes it (the URL forgets it). Screens at 1440×900 and 390×844.
import type { Page } from '@playwright/test';
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';

/** Reload with the drawer open: the URL alone opens it again; Escape then closes it and drops ?open / ?request. */
async function sharedThenClosed(page: Page, name: string | RegExp, param: string, testId: string) {
  const pattern = new RegExp(`[?&]${param}=[0-9a-f-]{36}`);
  await expect(page).toHaveURL(pattern);
  const link = page.url();
  await page.reload();
  const drawer = page.getByRole('dialog', { name });
  await expect(drawer.getByTestId(testId)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page).not.toHaveURL(pattern);
  return link;
}

test('an employee opens in a drawer over the list, with pay, on-demand, documents and history', async ({
  page,
  mailbox,
  shot,
}) => {
  await logInAsDemo(page, mailbox, '/people/employees');
  const row = page.getByTestId(/^employee-row-/).first();
  const name = (await row.getByRole('link').first().textContent()) ?? '';
  // A click on the row (not on the name, which goes to the full page) opens the drawer.
  await row.getByRole('cell').nth(2).click();
  const drawer = page.getByRole('dialog', { name: 'Employee' });
  const body = drawer.getByTestId('employee-drawer');
  await expect(body.getByTestId('detail-header')).toContainText(name);
  await expect(body.getByTestId('employee-drawer-gross')).toHaveText(/^₦[\d,]+\.\d\d$/);
  await expect(body).toContainText(/Gross pay, paid (monthly|every two weeks|weekly)/);
  await expect(body.getByTestId('employee-drawer-pay')).toContainText('Bank account');
  // Stored values in words, as the form names them (issue 29): 'Full-time', not 'full-time'.
  await expect(body.getByTestId('employee-drawer-pay')).toContainText(
    /Employment type\s*(Full-time|Part-time|Contract|Intern)/,
  );
  await expect(body.getByTestId('employee-drawer-on-demand')).toContainText('On-demand pay');
  await expect(body.getByTestId('employee-drawer-documents')).toContainText('Documents');
  await expect(body.getByTestId('employee-drawer-history')).toContainText('Recent history');
  await expect(page.getByTestId('employees-table')).toBeVisible();
  await shot('employee drawer');
  const link = await sharedThenClosed(page, 'Employee', 'open', 'employee-drawer');

  // The row menu offers it too, and the drawer links to the full page.
  await row.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Quick view' }).click();
  await expect(drawer.getByTestId('detail-header')).toContainText(name);
  await drawer.getByRole('link', { name: 'Open full page' }).click();
  await expect(page).toHaveURL(/\/people\/employees\/edit\/[0-9a-f-]{36}/);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(link);
  await expect(drawer.getByTestId('employee-drawer')).toContainText(name);
  await shot('employee drawer on a phone');
});

test('an approval request opens in the same drawer shape, with its stages', async ({
  page,
  mailbox,
  shot,
}) => {
  await logInAsDemo(page, mailbox, '/approvals/dashboard');
  await page.getByTestId('request-row').first().click();
  const drawer = page.getByRole('dialog', { name: 'Approval request' });
  const body = drawer.getByTestId('request-drawer');
  await expect(body.getByTestId('detail-header')).toBeVisible();
  await expect(body).toContainText('Stages');
  await shot('approval request drawer');
  const link = await sharedThenClosed(page, 'Approval request', 'request', 'request-drawer');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(link);
  await expect(drawer.getByTestId('request-drawer')).toBeVisible();
  await shot('approval request drawer on a phone');
});

test('an audit event opens in the same drawer shape: actor, IP, details', async ({ page, mailbox, shot }) => {
  await logInAsDemo(page, mailbox, '/audit-logs');
  await page
    .getByTestId('audit-row')
    .first()
    .getByRole('button', { name: /^View:/ })
    .click();
  const drawer = page.getByRole('dialog');
  const body = drawer.getByTestId('audit-drawer');
  await expect(body.getByTestId('detail-header')).toBeVisible();
  const who = body.getByTestId('audit-actor');
  await expect(who).toContainText('Who and where');
  await expect(who).toContainText('IP address');
  await expect(who).toContainText('User agent');
  await shot('audit event drawer');
  const title = (await drawer.locator('.mantine-Drawer-title').textContent()) ?? '';
  const link = await sharedThenClosed(page, title, 'open', 'audit-drawer');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(link);
  await expect(page.getByRole('dialog', { name: title }).getByTestId('audit-drawer')).toBeVisible();
  await shot('audit event drawer on a phone');
});
