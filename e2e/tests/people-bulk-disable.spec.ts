// Issue 10: bulk disable with confirmation. Selected employees are disabled only after 'Yes' in the confirmation;
// 'No' changes nothing. The toast is the spec's 'Employee Deactivated'. The filtered list then exports as CSV and XLSX.
import type { Download } from '@playwright/test';
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { createEmployees, openFromSidebar } from './people-helpers.ts';

test('bulk disable with confirmation', async ({ page, mailbox, shot }) => {
  const tag = `bulk${Date.now().toString(36)}`;
  await logInAsDemo(page, mailbox);
  const employees = await createEmployees(page, tag, 2);
  await openFromSidebar(page, 'Employees');
  await page.getByTestId('employees-search').fill(tag);
  const rows = employees.map((employee) => page.getByTestId(`employee-row-${employee.email}`));
  for (const row of rows) await expect(row.getByText('Active')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`search=${tag}`));
  await expect(page.getByTestId('employees-range')).toHaveText('Showing 1–2 of 2');

  await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
  const bar = page.getByTestId('bulk-actions');
  await expect(bar.getByText('2 selected')).toBeVisible();

  // 'No' leaves them as they were.
  await bar.getByRole('button', { name: 'Disable' }).click();
  const dialog = page.getByRole('dialog', { name: 'Disable employees' });
  await expect(dialog.getByText('Disable 2 employees?')).toBeVisible();
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toBeHidden();
  for (const row of rows) await expect(row.getByText('Active')).toBeVisible();

  await bar.getByRole('button', { name: 'Disable' }).click();
  await shot('confirm disabling two employees');
  await page.getByRole('dialog', { name: 'Disable employees' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Employee Deactivated')).toBeVisible();
  for (const row of rows) await expect(row.getByText('Disabled')).toBeVisible();
  await shot('both disabled');

  // The status filter is in the URL and finds them.
  await page.getByTestId('employees-filter-status').click();
  await page.getByRole('option', { name: 'Disabled' }).click();
  await expect(page).toHaveURL(/status=disabled/);
  for (const row of rows) await expect(row).toBeVisible();

  // The filtered list exports from the server, CSV and XLSX, with the spec's 'Downloading Data...'.
  // Both pressed at once: one toast, not two stacked, and it goes by itself once the files are saved.
  const downloads: Download[] = [];
  page.on('download', (d) => downloads.push(d));
  await page.getByTestId('employees-export-csv').click();
  await page.getByTestId('employees-export-xlsx').click();
  await expect(page.getByText('Downloading Data...')).toHaveCount(1);
  await expect.poll(() => downloads.length, { timeout: 20_000 }).toBe(2);
  await expect(page.getByText('Downloading Data...')).toHaveCount(0, { timeout: 8_000 });
  const names = downloads.map((d) => d.suggestedFilename());
  expect(names.some((n) => n.endsWith('.csv'))).toBe(true);
  expect(names.some((n) => n.endsWith('.xlsx'))).toBe(true);
  const csvFile = downloads.find((d) => d.suggestedFilename().endsWith('.csv'))!;
  const csv = Buffer.concat(await (await csvFile.createReadStream()).toArray()).toString('utf8');
  for (const employee of employees) expect(csv).toContain(employee.email);
});
