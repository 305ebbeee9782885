// Issue 10: add one employee by form with the bank account check. The bank's account name shows inline; a name
// that does not match the employee is flagged and must be confirmed before saving; a matching account saves, and
// the employee opens on their edit page with the history (changes in words) and is in the list.
import { appDate, dateField, openCalendar, pickDate } from '../support/date-field.ts';
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { openFromSidebar } from './people-helpers.ts';

test('add one employee with a bank account check', async ({ page, mailbox, shot }) => {
  const id = Date.now().toString(36);
  await logInAsDemo(page, mailbox);
  await openFromSidebar(page, 'Employees');
  await page.getByRole('link', { name: 'Add employee' }).first().click();
  await expect(page).toHaveURL(/\/people\/employees\/add$/);
  await expect(page.getByRole('tab', { name: 'Upload many' })).toBeVisible();

  // The bank's name first: a real account shows its name before anything is compared.
  await page.getByRole('combobox', { name: 'Bank' }).click();
  await page.getByRole('combobox', { name: 'Bank' }).fill('ZENITH BANK PLC');
  await page.getByRole('option', { name: 'ZENITH BANK PLC', exact: true }).click();
  const accountNumber = `40${String(Date.now()).slice(-8)}`;
  await page.getByLabel('Account number').fill(accountNumber);
  const check = page.getByTestId('name-check');
  await expect(check).toContainText(/^Account name: [A-Z]+ [A-Z]+$/);
  const bankName = ((await check.textContent()) ?? '').replace('Account name: ', '');
  const [first = '', last = ''] = bankName.split(' ');
  const title = (word: string) => word[0] + word.slice(1).toLowerCase();

  await page.getByLabel('First name').fill(title(first));
  await page.getByLabel('Last name').fill(title(last));
  await page.getByLabel('Email address').fill(`staff-${id}@e2e.paydesk.ng`);
  await page.getByLabel('Phone number').fill('0803 555 0142');
  await page.getByLabel('Staff ID').fill(`AF-${id}`);
  await page.getByLabel('Department').fill('Kitchen');
  await page.getByLabel('Gross pay (₦)').fill('185,000.00');
  // The employment date is picked in the calendar and shown in the app's date format.
  await pickDate(page, 'Employment date', '2025-03-03');
  await expect(dateField(page, 'Employment date')).toHaveText('3 Mar 2025');
  await expect(check).toContainText(`Account name: ${bankName}`);

  // A number the bank does not know says so in words, as the beneficiary dialog does (issue 29, H11).
  await page.getByLabel('Account number').fill('0000000001');
  await expect(check).toHaveText('No account found with this number at this bank');
  await shot('an account the bank does not know');

  // An account under another name is flagged and blocks saving until confirmed.
  await page.getByLabel('Account number').fill('0000000002');
  await expect(check).toContainText('The bank says this account belongs to MUSA DANJUMA');
  await shot('a mismatched account name is flagged');
  await page.getByRole('button', { name: 'Save employee' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /^Confirm the account name/ })).toBeVisible();
  await expect(page).toHaveURL(/\/people\/employees\/add$/);

  // Back to the employee's own account: matched, and it saves.
  await page.getByLabel('Account number').fill(accountNumber);
  await expect(check).toContainText(`Account name: ${bankName}`);
  await shot('the account name matches');
  await page.getByRole('button', { name: 'Save employee' }).click();
  await expect(page.getByText('Employee added')).toBeVisible();
  await expect(page).toHaveURL(/\/people\/employees\/edit\/[0-9a-f-]{36}\/[a-z-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: `${title(first)} ${title(last)}` })).toBeVisible();
  await expect(page.getByTestId('employee-history')).toBeVisible();
  // Saved as the calendar day itself (no day lost to a time zone), shown again in the app's format.
  await expect(dateField(page, 'Employment date')).toHaveText(appDate('2025-03-03'));
  await shot('the new employee');

  // The history says what changed in words: the on-demand invite is "Not invited → Invited", not the stored codes.
  await page.getByRole('button', { name: 'Invite to on-demand pay' }).click();
  const history = page.getByTestId('employee-history');
  const inviteLine = history.getByRole('row').filter({ hasText: 'On-demand pay' });
  await expect(inviteLine.getByRole('cell')).toHaveText(['On-demand pay', 'Not invited', 'Invited']);
  await expect(history).not.toContainText('not-invited');

  await openFromSidebar(page, 'Employees');
  await page.getByTestId('employees-search').fill(`AF-${id}`);
  const row = page.getByTestId(`employee-row-staff-${id}@e2e.paydesk.ng`);
  await expect(row).toBeVisible();
  await expect(row.getByText('Active')).toBeVisible();

  // The list and the form at desktop and phone sizes.
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/people/employees');
    await expect(page.getByTestId('employees-table')).toBeVisible();
    await shot(`employees list ${viewport.width}`);
    await page.goto('/people/employees/add');
    await expect(page.getByRole('button', { name: 'Save employee' })).toBeVisible();
    await shot(`add employee form ${viewport.width}`);
    const calendar = await openCalendar(page, 'Employment date');
    await calendar.scrollIntoViewIfNeeded();
    await shot(`employment date picker open ${viewport.width}`);
    await dateField(page, 'Employment date').click();
    await expect(calendar).toBeHidden();
  }
});

// Issue 29: one stored name-enquiry result. The export and the list said "matched" beside the stored name while the
// edit page asked the bank again and showed its fresh answer: the page now shows what is stored, asking nothing,
// until the bank or the number changes.
test('the edit page shows the stored name check and asks the bank only for a changed account', async ({
  page,
  mailbox,
}) => {
  const enquiries: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/name-enquiries'))
      enquiries.push(request.url());
  });
  await logInAsDemo(page, mailbox);
  await openFromSidebar(page, 'Employees');
  // A whole name finds its person (the stored search text keeps a gap where the middle name is missing).
  await page.getByTestId('employees-search').fill('Musa Garba');
  await expect(page).toHaveURL(/[?&]search=Musa/);
  await expect(page.getByTestId('employees-range')).toHaveText('Showing 1–1 of 1');
  // The row's address, read rather than clicked: the list redraws as the search's answer lands.
  const link = page.getByTestId('employees-table').getByRole('link', { name: /Musa Garba/ });
  await page.goto((await link.getAttribute('href')) ?? '');
  await expect(page.getByRole('heading', { level: 1, name: 'Musa Garba' })).toBeVisible();
  const check = page.getByTestId('name-check');
  // A fresh check would have been sent before its answer could show.
  await expect(check).toHaveText('Account name: MUSA GARBA');
  expect(enquiries).toEqual([]);

  await page.getByLabel('Account number').fill('0000000002');
  await expect(check).toContainText('The bank says this account belongs to MUSA DANJUMA');
  expect(enquiries).toHaveLength(1);
});
