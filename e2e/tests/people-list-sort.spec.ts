// Issue 29: the employees list sorts on the server by every column with data, offers 10, 25, 50 or 100 rows a page
// (kept in the URL as `limit`), and its department filter matches a part of the name whatever its case. Screens at
// desktop and phone sizes.
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { createEmployees } from './people-helpers.ts';

test('sort by a column, change the page size and filter by a part of the department', async ({
  page,
  mailbox,
  shot,
}) => {
  const tag = `srt${Date.now().toString(36)}`;
  await logInAsDemo(page, mailbox);
  // Twelve employees: the first three in a department named with the tag in capitals, the rest in Sales.
  const departments = Array.from({ length: 12 }, (_, i) => (i < 3 ? `Pastry ${tag.toUpperCase()}` : 'Sales'));
  await createEmployees(page, tag, 12, departments);
  const rowOf = (n: number) => `employee-row-${tag}-${n}@e2e.paydesk.ng`;

  await page.goto('/people/employees');
  await page.getByTestId('employees-search').fill(tag);
  const range = page.getByTestId('employees-range');
  await expect(range).toHaveText('Showing 1–12 of 12');
  const table = page.getByTestId('employees-table');
  const firstRow = table.locator('tbody tr').first();

  // The page size: 25 by default, 10 chosen, kept in the URL; the pager appears.
  const pageSize = page.getByLabel('Rows per page');
  await expect(pageSize).toHaveValue('25');
  await pageSize.selectOption('10');
  await expect(range).toHaveText('Showing 1–10 of 12');
  await expect(page).toHaveURL(/[?&]limit=10(&|$)/);
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(range).toHaveText('Showing 11–12 of 12');

  // Sorting by staff ID goes back to the first page and keeps the size; a second click turns it round.
  const staffId = table.getByRole('button', { name: 'Staff ID', exact: true });
  await staffId.click();
  await expect(page).toHaveURL(/[?&]sort=staffId\.asc(&|$)/);
  await expect(range).toHaveText('Showing 1–10 of 12');
  await expect(firstRow).toHaveAttribute('data-testid', rowOf(1));
  await expect(table.getByRole('columnheader', { name: 'Staff ID' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await staffId.click();
  await expect(page).toHaveURL(/[?&]sort=staffId\.desc(&|$)/);
  await expect(firstRow).toHaveAttribute('data-testid', rowOf(9));
  await shot('sorted by staff ID descending, 10 a page');

  // The columns that did not sort before: department and status.
  await table.getByRole('button', { name: 'Department', exact: true }).click();
  await expect(page).toHaveURL(/[?&]sort=department\.asc(&|$)/);
  await expect(firstRow).toContainText(`Pastry ${tag.toUpperCase()}`);
  await table.getByRole('button', { name: 'Department', exact: true }).click();
  await expect(firstRow).toContainText('Sales');
  await table.getByRole('button', { name: 'Status', exact: true }).click();
  await expect(page).toHaveURL(/[?&]sort=status\.asc(&|$)/);
  await expect(range).toHaveText('Showing 1–10 of 12');

  // A part of the department, in other case, finds its three employees.
  await page.getByTestId('employees-filter-department').fill(`astry ${tag}`);
  await expect(range).toHaveText('Showing 1–3 of 3');
  await expect(page).toHaveURL(/[?&]department=astry/);
  await expect(page).toHaveURL(/[?&]limit=10(&|$)/);
  for (const n of [1, 2, 3]) await expect(page.getByTestId(rowOf(n))).toBeVisible();
  await shot('filtered by a part of the department');

  // The URL carries it all: a reload shows the same list.
  await page.reload();
  await expect(range).toHaveText('Showing 1–3 of 3');
  await expect(page.getByLabel('Rows per page')).toHaveValue('10');
  await expect(table.getByRole('columnheader', { name: 'Status' })).toHaveAttribute('aria-sort', 'ascending');

  await page.getByTestId('employees-filter-department').fill('');
  await expect(range).toHaveText('Showing 1–10 of 12');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByLabel('Rows per page')).toBeVisible();
  await shot('the list on a phone, 10 a page');
});
