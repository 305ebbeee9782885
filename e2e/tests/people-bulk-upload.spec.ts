// Issue 10: upload many employees. A file with an error shows it by row and cell; the fixed file previews clean,
// is committed, and the result page shows the progress to the end with 'Employees Uploaded' (spec §8). Issue 29: the
// template heads its columns in plain words; a file filled as Excel leaves it (a bank by name, a phone number
// without its leading 0, a day-first date) previews with its corrections listed; the XLSX template has an example row,
// the banks and PFAs on a second sheet, and its number columns formatted as text.
import { readFile } from 'node:fs/promises';
import { EMPLOYEE_UPLOAD_COLUMNS, EMPLOYEE_UPLOAD_HEADERS } from '@paydesk/contracts';
import ExcelJS from 'exceljs';
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { openFromSidebar } from './people-helpers.ts';

function csv(id: string, badEmail: boolean) {
  const rows = [0, 1, 2].map((n) => {
    const values: Record<string, string> = {
      firstName: 'Chidi',
      lastName: `Okafor${n}`,
      email: badEmail && n === 1 ? 'not-an-email' : `chidi${n}-${id}@e2e.paydesk.ng`,
      phoneNumber: '8035550142',
      staffId: `BU-${id}-${n}`,
      employmentDate: '01/03/2024',
      bankCode: 'Sterling',
      accountNumber: `40${String(Date.now() + n).slice(-8)}`,
      grossPayNaira: '120000',
    };
    return EMPLOYEE_UPLOAD_COLUMNS.map((c) => values[c] ?? '').join(',');
  });
  const headers = EMPLOYEE_UPLOAD_COLUMNS.map((c) => EMPLOYEE_UPLOAD_HEADERS[c]);
  return Buffer.from([headers.join(','), ...rows].join('\n'));
}

test('upload a file with an error, fix it and watch the result', async ({ page, mailbox, shot }) => {
  const id = Date.now().toString(36);
  await logInAsDemo(page, mailbox);
  await openFromSidebar(page, 'Employees');
  await page.getByRole('link', { name: 'Add employee' }).first().click();
  await page.getByRole('tab', { name: 'Upload many' }).click();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV template' }).click();
  const template = await readFile(await (await download).path());
  expect(template.toString().split('\r\n')[0]).toMatch(
    /^First name,Middle name,Last name,Email,Phone number,/,
  );

  const input = page.locator('input[type="file"]');
  await input.setInputFiles({ name: 'staff.csv', mimeType: 'text/csv', buffer: csv(id, true) });
  await expect(page.getByText('2 ready, 1 with errors')).toBeVisible();
  const errors = page.getByRole('table', { name: 'Errors' });
  await expect(errors.getByRole('row')).toHaveCount(2);
  await expect(errors).toContainText('Email (not-an-email): Enter a valid email address');
  await expect(errors.getByRole('cell').first()).toHaveText('3');
  await shot('the preview names the row and cell in error');

  await input.setInputFiles({ name: 'staff-fixed.csv', mimeType: 'text/csv', buffer: csv(id, false) });
  await expect(page.getByText('3 ready, 0 with errors')).toBeVisible();
  const corrections = page.getByRole('table', { name: 'Corrections' });
  await expect(corrections.getByRole('row')).toHaveCount(4);
  await expect(corrections).toContainText(
    'Phone number (08035550142): Leading 0 restored: 8035550142 is read as 08035550142',
  );
  await expect(corrections).toContainText('Bank (Sterling): Bank "Sterling" is STERLING BANK');
  await shot('the preview lists the corrections it made');
  await page.getByRole('button', { name: 'Upload employees' }).click();
  await expect(page).toHaveURL(/\/people\/employees\/add\/upload-result\/[0-9a-f-]+$/);
  await expect(page.getByText('3 of 3 rows processed')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Employees Uploaded')).toBeVisible();
  await shot('the upload finished');
});

// Issue 29: the XLSX template downloaded from the page heads its columns in plain words, holds one example row,
// lists every bank (with its codes) and every PFA on a second sheet, and formats the identifier columns as text so
// Excel keeps an account number's leading 0.
test('the XLSX template has human headers, an example row, the bank and PFA lists and text number columns', async ({
  page,
  mailbox,
}) => {
  await logInAsDemo(page, mailbox, '/people/employees/add');
  await page.getByRole('tab', { name: 'Upload many' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download XLSX template' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  expect(workbook.worksheets.map((s) => s.name)).toEqual(['Employees', 'Banks and PFAs']);

  const [employees, lists] = workbook.worksheets as [ExcelJS.Worksheet, ExcelJS.Worksheet];
  const headers = (employees.getRow(1).values as unknown[]).slice(1);
  expect(headers.slice(0, 5)).toEqual(['First name', 'Middle name', 'Last name', 'Email', 'Phone number']);
  expect(headers).toEqual(expect.arrayContaining(['Staff ID', 'Bank', 'Account number', 'BVN', 'Tax ID']));
  const column = (header: string) => employees.getColumn(headers.indexOf(header) + 1);
  // One example row, as a member would type it: a bank by name, an account number with its leading 0.
  expect(employees.rowCount).toBe(2);
  const example = (header: string) => employees.getRow(2).getCell(headers.indexOf(header) + 1);
  expect(example('First name').text).not.toBe('');
  expect(example('Bank').text).toMatch(/^[A-Za-z]/);
  expect([example('Account number').type, example('Account number').value]).toEqual([
    ExcelJS.ValueType.String,
    expect.stringMatching(/^0\d{9}$/),
  ]);
  // The identifier columns are text, down the whole column (the rows a member adds included).
  for (const header of ['Phone number', 'Staff ID', 'Bank', 'Account number', 'BVN', 'RSA PIN', 'Tax ID'])
    expect(column(header).numFmt, header).toBe('@');

  // The second sheet: each bank with its CBN and NIP codes, beside each PFA; the example's PFA is one of them.
  expect((lists.getRow(1).values as unknown[]).slice(1)).toEqual([
    'Bank',
    'CBN code',
    'NIP code',
    '',
    'Pension fund administrator (PFA)',
    'PenCom code',
  ]);
  const listed = (n: number) =>
    lists
      .getColumn(n)
      .values.slice(2)
      .map((v) => String(v ?? ''))
      .filter(Boolean);
  const banks = listed(1);
  expect(banks.length).toBeGreaterThan(20);
  expect(banks).toContain('STERLING BANK');
  const cbnCodes = listed(2);
  expect(cbnCodes).toContain('232');
  expect(lists.getColumn(2).numFmt).toBe('@');
  const pfas = listed(5);
  expect(pfas.length).toBeGreaterThan(10);
  expect(pfas).toContain(example('Pension fund administrator (PFA)').text);
});
