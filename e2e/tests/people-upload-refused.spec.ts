// Issue 29: the employee upload a spreadsheet user can follow. While the banks are asked the preview counts the rows
// checked ("Checking 312 of 600…"); it lists the rows it will add with the name each bank returned and refuses two
// rows paid into one account, naming each other, and a row paid into an existing employee's account, naming them;
// after the member uploads only the valid rows the result says
// "17 added, 3 refused" without a red toast, and the refused rows download as CSV with the reason per row.
import { readFile } from 'node:fs/promises';
import { EMPLOYEE_UPLOAD_COLUMNS, EMPLOYEE_UPLOAD_HEADERS } from '@paydesk/contracts';
import type { Page } from '@playwright/test';
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { type ArrangedEmployee, createEmployees, openFromSidebar } from './people-helpers.ts';

type Row = Partial<Record<(typeof EMPLOYEE_UPLOAD_COLUMNS)[number], string>>;

function csv(rows: Row[]) {
  const headers = EMPLOYEE_UPLOAD_COLUMNS.map((c) => EMPLOYEE_UPLOAD_HEADERS[c]);
  const lines = rows.map((r) => EMPLOYEE_UPLOAD_COLUMNS.map((c) => r[c] ?? '').join(','));
  return Buffer.from([headers.join(','), ...lines].join('\n'));
}

/** Person n of a run: an account of their own unless told otherwise. */
function person(tag: string, n: number, overrides: Row = {}): Row {
  return {
    firstName: 'Kemi',
    lastName: `Adeyemi${n}`,
    email: `kemi${n}-${tag}@e2e.paydesk.ng`,
    phoneNumber: '08035550142',
    staffId: `RF-${tag}-${n}`,
    bankCode: 'Sterling',
    accountNumber: `5${tag.slice(-5).replace(/\D/g, '7').padStart(5, '7')}${String(n).padStart(4, '0')}`,
    grossPayNaira: '90000',
    ...overrides,
  };
}

async function openUploadTab(page: Page) {
  await openFromSidebar(page, 'Employees');
  await page.getByRole('link', { name: 'Add employee' }).first().click();
  await page.getByRole('tab', { name: 'Upload many' }).click();
}

test('the preview counts the rows as the banks answer', async ({ page, mailbox, shot }) => {
  const tag = Date.now().toString(36);
  await logInAsDemo(page, mailbox);
  await openUploadTab(page);
  // 400 rows, eight enquiries at a time of 100 ms each: about five seconds of checking.
  const rows = Array.from({ length: 400 }, (_, n) => person(tag, n));
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'many.csv', mimeType: 'text/csv', buffer: csv(rows) });
  await expect(page.getByText(/^Checking \d+ of 400…$/)).toBeVisible({ timeout: 10_000 });
  await shot('the preview counts the rows checked');
  await expect(page.getByText('400 ready, 0 with errors')).toBeVisible({ timeout: 30_000 });
});

test('upload only the valid rows: 17 added, 3 refused, the refused rows downloadable', async ({
  page,
  mailbox,
  shot,
}) => {
  const tag = Date.now().toString(36);
  await logInAsDemo(page, mailbox);
  await openUploadTab(page);
  const rows = Array.from({ length: 20 }, (_, n) => person(tag, n));
  rows[4] = person(tag, 4, { email: 'not-an-email' }); // line 6
  rows[9] = person(tag, 9, { accountNumber: rows[14]!.accountNumber }); // line 11, same account as line 16
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'staff.csv', mimeType: 'text/csv', buffer: csv(rows) });

  await expect(page.getByText('17 ready, 3 with errors')).toBeVisible({ timeout: 20_000 });
  const errors = page.getByRole('table', { name: 'Errors' });
  await expect(errors).toContainText('Email (not-an-email): Enter a valid email address');
  await expect(errors).toContainText(
    `Account number (${rows[14]!.accountNumber}): Same bank account as row 16: check it is not a ghost worker`,
  );
  await expect(errors).toContainText('Same bank account as row 11: check it is not a ghost worker');
  const ready = page.getByRole('table', { name: 'Ready to add' });
  await expect(ready.getByRole('row')).toHaveCount(18);
  await expect(ready.getByRole('row', { name: /Kemi Adeyemi0\b/ })).toContainText('KEMI ADEYEMI0');
  await expect(ready).toContainText(`STERLING BANK · ${rows[0]!.accountNumber}`);
  await shot('the preview lists the rows to add with the names the banks returned');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot('the preview at 390 px');

  await page.getByRole('button', { name: 'Upload the rows without errors' }).click();
  await expect(page).toHaveURL(/\/people\/employees\/add\/upload-result\/[0-9a-f-]+$/);
  await expect(page.getByText('17 added, 3 refused')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-toast-kind="warning"]')).toContainText(
    'Unable to upload some employees. Please review and try again',
  );
  await expect(page.locator('[data-toast-kind="error"]')).toHaveCount(0);
  await shot('the result counts the rows added and refused at 390 px');
  await page.setViewportSize({ width: 1440, height: 900 });
  await shot('the result counts the rows added and refused');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the refused rows (CSV)' }).click();
  const file = (await readFile(await (await download).path())).toString();
  const lines = file.trim().split('\r\n');
  expect(lines[0]).toMatch(/^Row in the file,Why it was not added,First name,Middle name,Last name,Email,/);
  expect(lines.slice(1).map((l) => l.split(',').slice(0, 2).join(','))).toEqual([
    '6,Email: Enter a valid email address',
    '11,Account number: Same bank account as row 16: check it is not a ghost worker',
    '16,Account number: Same bank account as row 11: check it is not a ghost worker',
  ]);
  expect(lines[1]).toContain(`,Kemi,,Adeyemi4,not-an-email,`);
});

// Issue 29: the ghost-worker check looks past the file: a single row paid into the bank account an employee of the
// business already has is refused in the preview, naming that employee; the other row is ready to add.
test('the preview refuses a row paid into an existing employee’s bank account, naming them', async ({
  page,
  mailbox,
  shot,
}) => {
  const tag = Date.now().toString(36);
  await logInAsDemo(page, mailbox, '/people/employees/add');
  const [existing] = (await createEmployees(page, `gw${tag}`, 1)) as [ArrangedEmployee];
  expect(existing.bankCode).toBe('000015');
  await page.getByRole('tab', { name: 'Upload many' }).click();
  const rows = [
    person(tag, 0, { bankCode: 'Zenith', accountNumber: existing.accountNumber }), // line 2
    // An account no one has: person()'s numbers repeat across tags (letters become 7s).
    person(tag, 1, { accountNumber: `6${String(Date.now()).slice(-9)}` }), // line 3
  ];
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'staff.csv', mimeType: 'text/csv', buffer: csv(rows) });

  await expect(page.getByText('1 ready, 1 with errors')).toBeVisible({ timeout: 20_000 });
  const errors = page.getByRole('table', { name: 'Errors' });
  await expect(errors.getByRole('row')).toHaveCount(2);
  await expect(errors.getByRole('cell').first()).toHaveText('2');
  await expect(errors).toContainText(
    `Account number (${existing.accountNumber}): Same bank account as ${existing.firstName} ${existing.lastName}` +
      ` (staff ID gw${tag}-1), already an employee: check it is not a ghost worker`,
  );
  const ready = page.getByRole('table', { name: 'Ready to add' });
  await expect(ready.getByRole('row', { name: /Kemi Adeyemi1\b/ })).toBeVisible();
  await expect(ready.getByRole('row', { name: /Kemi Adeyemi0\b/ })).toHaveCount(0);
  await shot('the preview names the employee already paid into the account');
});
