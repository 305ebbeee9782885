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

test('the selection is kept across searches and the message goes to everyone selected', async ({
  page,
  mailbox,
  shot,
}) => {
  // Issue 29 (U10): two people found by two searches are messaged together.
  const stamp = Date.now().toString(36);
  await logInAsDemo(page, mailbox);
  const [first] = await createEmployees(page, `crma${stamp}`, 1);
  const [second] = await createEmployees(page, `crmb${stamp}`, 1);
  await page.goto('/people/employees/crm');
  const search = page.getByTestId('employees-search');
  await search.fill(`crma${stamp}`);
  await expect(page.getByTestId('employees-range')).toHaveText('Showing 1–1 of 1');
  await page.getByTestId(`employee-row-${first!.email}`).getByRole('checkbox').check();
  await search.fill(`crmb${stamp}`);
  await expect(page.getByTestId(`employee-row-${first!.email}`)).toBeHidden();
  await expect(page.getByTestId('bulk-actions')).toContainText('1 selected (1 not shown)');
  await page.getByTestId(`employee-row-${second!.email}`).getByRole('checkbox').check();
  const bar = page.getByTestId('bulk-actions');
  await expect(bar).toContainText('2 selected (1 not shown)');
  await shot('two selected across searches');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot('two selected across searches on a phone');
  await page.setViewportSize({ width: 1440, height: 900 });

  await bar.getByRole('button', { name: 'Send message' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send a message' });
  await expect(dialog.getByText('To 2 selected employees, from your business name.')).toBeVisible();
  await dialog.getByLabel('Subject').fill(`Rota ${stamp}`);
  await dialog.getByLabel('Message').fill('The new rota starts on Monday.');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Message Sent')).toBeVisible();
  for (const employee of [first!, second!]) {
    const mail = await mailbox.waitFor(employee.email, { subject: new RegExp(`Rota ${stamp}`) });
    expect(mail.textBody).toContain('The new rota starts on Monday.');
  }
  // Sent: the selection is cleared, the hidden one included.
  await expect(bar).toBeHidden();
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
