// Issue 10: the contacts directory (/people/employees/crm) messages the selected employees by email and by SMS
// through the outbox (both land in the dev mailbox), and the on-demand views (accepted, invited) list their
// employees over the same list kit. Screens of the new pages at desktop and phone sizes.
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { createEmployees } from './people-helpers.ts';

test('message selected contacts by email and by SMS', async ({ page, mailbox, shot }) => {
  const tag = `crm${Date.now().toString(36)}`;
  await logInAsDemo(page, mailbox);
  const employees = await createEmployees(page, tag, 2);
  await page.goto('/people/employees/crm');
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  await page.getByTestId('employees-search').fill(tag);
  await expect(page.getByTestId('employees-range')).toHaveText('Showing 1–2 of 2');
  await shot('the contacts directory');

  await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
  await page.getByTestId('bulk-actions').getByRole('button', { name: 'Send message' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send a message' });
  await expect(dialog.getByText('To 2 selected employees, from your business name.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('An email needs a subject')).toBeVisible();
  await dialog.getByLabel('Subject').fill(`Town hall ${tag}`);
  await dialog.getByLabel('Message').fill('The town hall starts at 10am on Friday.');
  await shot('writing an email to two employees');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Message Sent')).toBeVisible();
  for (const employee of employees) {
    const mail = await mailbox.waitFor(employee.email, { subject: new RegExp(`Town hall ${tag}`) });
    expect(mail.textBody).toContain('The town hall starts at 10am on Friday.');
  }

  // An SMS to one of them goes to the phone on file.
  const first = employees[0]!;
  await page.getByTestId(`employee-row-${first.email}`).getByRole('checkbox').check();
  await page.getByTestId('bulk-actions').getByRole('button', { name: 'Send message' }).click();
  await dialog.getByText('SMS', { exact: true }).click();
  await expect(dialog.getByLabel('Subject')).toBeHidden();
  await dialog.getByLabel('Message').fill(`Payday is on the 28th ${tag}`);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Message Sent').first()).toBeVisible();
  const phone = (first as unknown as { phoneNumber: string }).phoneNumber;
  const sms = await mailbox.waitFor(phone, {});
  expect(sms.textBody).toMatch(new RegExp(`: Payday is on the 28th ${tag}$`));
});

test('the on-demand views and the contacts directory at desktop and phone sizes', async ({
  page,
  mailbox,
  shot,
}) => {
  await logInAsDemo(page, mailbox);
  for (const size of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    for (const [path, title] of [
      ['/people/employees/accepted', 'Accepted employees'],
      ['/invited-employees', 'Invited employees'],
      ['/people/employees/crm', 'Contacts'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(
        page.getByTestId('employees-range').or(page.getByText(/No one has accepted|No open invitations/)),
      ).toBeVisible();
      await shot(`${title} at ${size.width}`);
    }
  }
});
