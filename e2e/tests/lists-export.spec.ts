// "Every export downloads exactly what the filters show, named with the filter and the date" (issue 30): on the
// transaction history, the employees list, the payroll list and the on-demand reconciliation, a filter is set, the list's export is downloaded,
// and the file holds the rows the screen shows, in its order (as many as its "Showing … of N", and every row on the screen) under
// a name carrying the filter and the Lagos day. Issue 29: an exported phone number is written as typed, with no
// leading apostrophe (a formula-looking cell is still defused); exported times are ISO 8601 at Lagos's +01:00.
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { lagosToday } from '../support/date-field.ts';
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { type ArrangedEmployee, createEmployees } from './people-helpers.ts';

/** Skeletons and spinners. */
const LOADING = '.mantine-Skeleton-root[data-visible="true"], .mantine-Loader-root';

/** The list's total from its "Showing 1–20 of 57" line. */
async function shownTotal(page: Page): Promise<number> {
  const range = page.getByText(/^Showing [\d,]+–[\d,]+ of [\d,]+$/);
  await expect(range).toBeVisible();
  const text = (await range.textContent()) ?? '';
  return Number(/of ([\d,]+)$/.exec(text)?.[1]?.replace(/,/g, ''));
}

/** Waits for the loaded `rows` (no skeleton left), at least one. */
async function loaded(page: Page, rows: Locator) {
  await expect(rows.first()).toBeVisible();
  await expect(page.locator(LOADING)).toHaveCount(0);
  return rows;
}

/** Clicks `button`, saves the download; answers its name and its rows as objects by header. */
async function exported(page: Page, button: Locator) {
  const download = page.waitForEvent('download');
  await button.click();
  const file = await download;
  const text = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const parsed = Papa.parse<Record<string, string>>(text.trim(), { header: true });
  return { name: file.suggestedFilename(), rows: parsed.data };
}

/** Clicks `button`, saves the download; answers its first sheet's rows as cells by header. */
async function exportedSheet(page: Page, button: Locator) {
  const download = page.waitForEvent('download');
  await button.click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await (await download).path())!);
  const sheet = workbook.worksheets[0]!;
  const headers = (sheet.getRow(1).values as unknown[]).map((v) => String(v ?? ''));
  const rows: Record<string, ExcelJS.Cell>[] = [];
  sheet.eachRow((row, n) => {
    if (n > 1) rows.push(Object.fromEntries(headers.map((h, i) => [h, row.getCell(i)]).slice(1)));
  });
  return rows;
}

/** Opens `url`, keeps the list its page was given (from `api`), then downloads the page's export (`exportTestId`). */
async function exportedBeside<T>(page: Page, url: string, api: string, exportTestId: string) {
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === api && r.ok());
  await page.goto(url);
  const listed = ((await (await answer).json()) as { data: { docs: T[] } }).data.docs;
  await expect(page.locator(LOADING)).toHaveCount(0);
  const { rows } = await exported(page, page.getByTestId(exportTestId));
  return { listed, rows };
}

/** An export's time: ISO 8601 to the second at Lagos's offset. */
const LAGOS_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+01:00$/;
/** The instant `iso` names, to the second (an export drops the milliseconds). */
const toSecond = (iso: string) => Math.floor(Date.parse(iso) / 1000);

test.use({ reducedMotion: 'reduce' });

test('each list exports the rows its filter shows, named with the filter and the Lagos day', async ({
  page,
  mailbox,
  shot,
}) => {
  await logInAsDemo(page, mailbox);
  const today = lagosToday();

  // The transaction history, credits only: the references on the screen are in the file, as many as it counts.
  await page.goto('/payments/transaction-history?direction=credit');
  const transactions = page.getByTestId('transactions-table');
  const txRows = await loaded(page, transactions.getByTestId('transaction-row'));
  const references = (await transactions
    .getByRole('button', { name: /^View / })
    .evaluateAll((els) =>
      els.map((el) => el.getAttribute('aria-label')?.replace(/^View /, '') ?? ''),
    )) as string[];
  expect(references.length).toBe(await txRows.count());
  const txTotal = await shownTotal(page);
  await shot('transactions filtered to credits');
  const txFile = await exported(page, page.getByRole('button', { name: 'Export CSV' }));
  expect(txFile.name).toBe(`transactions-credit-${today}.csv`);
  expect(txFile.rows.length, 'one line per transaction the filter shows').toBe(txTotal);
  expect(new Set(txFile.rows.map((r) => r.Direction))).toEqual(new Set(['credit']));
  // Newest first in both: the screen's first page is the file's first lines.
  expect(txFile.rows.slice(0, references.length).map((r) => r.Reference)).toEqual(references);

  // The employees list, active ones by name going down: the screen's emails are the file's first lines, in order,
  // as many as it counts.
  await page.goto('/people/employees?status=active&sort=name.desc');
  const employees = page.getByTestId('employees-table');
  const empRows = await loaded(page, employees.locator('[data-testid^="employee-row-"]'));
  const emails = (await empRows.evaluateAll((els) =>
    els.map((el) => el.getAttribute('data-testid')!.replace(/^employee-row-/, '')),
  )) as string[];
  expect(emails.length).toBeGreaterThan(0);
  const empTotal = await shownTotal(page);
  const empFile = await exported(page, page.getByTestId('employees-export-csv'));
  expect(empFile.name).toBe(`employees-active-${today}.csv`);
  expect(empFile.rows.length, 'one line per employee the filter shows').toBe(empTotal);
  expect(empFile.rows.slice(0, emails.length).map((r) => r.Email)).toEqual(emails);

  // The payroll list, drafts only: the runs on the screen are the file's, named with the status.
  await page.goto('/payroll?status=draft');
  const payrolls = page.getByTestId('payroll-table');
  const runRows = await loaded(page, payrolls.getByTestId('payroll-row'));
  const runCount = await runRows.count();
  const runTotal = await shownTotal(page);
  const runFile = await exported(page, page.getByTestId('download-payrolls'));
  expect(runFile.name).toBe(`payrolls-draft-${today}.csv`);
  expect(runFile.rows.length, 'one line per run the filter shows').toBe(runTotal);
  expect(new Set(runFile.rows.map((r) => r.Status))).toEqual(new Set(['draft']));
  for (let i = 0; i < runCount; i++) {
    const name = runFile.rows[i]?.Name ?? '';
    await expect(runRows.nth(i)).toContainText(name);
  }

  // The on-demand reconciliation, searched for one employee through the search field: the file holds that line
  // only (it held the whole period before), named with the period, the search and the day.
  await page.goto('/reconciliation');
  const lines = await loaded(
    page,
    page.getByTestId('reconciliation-table').getByTestId('reconciliation-row'),
  );
  // The employee cell: the name, then the staff id.
  const staffId = (await lines.first().locator('td').first().locator('p').nth(1).textContent()) ?? '';
  expect(staffId).not.toBe('');
  await page.getByTestId('reconciliation-search').fill(staffId);
  await expect(page).toHaveURL(/[?&]search=/);
  await expect(lines).toHaveCount(1);
  await expect(page.locator(LOADING)).toHaveCount(0);
  const recFile = await exported(page, page.getByTestId('reconciliation-export'));
  const slug = staffId.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  expect(recFile.name).toMatch(
    new RegExp(`^reconciliation-period-\\d{4}-\\d{2}-search-${slug}-${today}\\.csv$`),
  );
  expect(recFile.rows.map((r) => r['Staff ID'])).toEqual([staffId]);
  // Differences only as well: the screen shows the lines whose recovery differs, and so does the file.
  // The screen keeps its rows while the new answer comes: its count is read once that answer has been drawn.
  const answer = page.waitForResponse((r) => /\/reconciliation\?.*flagged=true/.test(r.url()));
  await page.getByTestId('reconciliation-flagged').click();
  await expect(page).toHaveURL(/[?&]flagged=true/);
  const flaggedDocs = ((await (await answer).json()) as { data: { docs: unknown[] } }).data.docs.length;
  await expect(lines).toHaveCount(flaggedDocs);
  const flaggedShown = await lines.count();
  const flaggedFile = await exported(page, page.getByTestId('reconciliation-export'));
  expect(flaggedFile.name).toMatch(/^reconciliation-differences-period-\d{4}-\d{2}-search-.+\.csv$/);
  expect(flaggedFile.rows.length).toBe(flaggedShown);
});

// Issue 29: a phone number leaves in its own text, '+234…', not "'+234…"; a cell that a spreadsheet would run as a
// formula is still defused: behind an apostrophe in the CSV, a text cell (not a formula) in the XLSX.
test('exported phone numbers carry no apostrophe and a formula-looking cell stays text', async ({
  page,
  mailbox,
}) => {
  await logInAsDemo(page, mailbox, '/people/employees');
  const tag = `ph${Date.now().toString(36)}`;
  const formula = '=HYPERLINK("http://evil.example","Click")';
  const [{ phoneNumber }] = (await createEmployees(page, tag, 1, [formula])) as [ArrangedEmployee];
  expect(phoneNumber).toMatch(/^\+234\d{10}$/);

  await page.goto(`/people/employees?search=${tag}`);
  const rows = page.getByTestId('employees-table').locator('[data-testid^="employee-row-"]');
  await expect(rows).toHaveCount(1);
  await expect(page.locator(LOADING)).toHaveCount(0);

  const csv = await exported(page, page.getByTestId('employees-export-csv'));
  expect(csv.rows).toHaveLength(1);
  expect(csv.rows[0]!['Phone number']).toBe(phoneNumber);
  expect(csv.rows[0]!.Department).toBe(`'${formula}`);

  const xlsx = await exportedSheet(page, page.getByTestId('employees-export-xlsx'));
  expect(xlsx).toHaveLength(1);
  const [phone, department] = [xlsx[0]!['Phone number']!, xlsx[0]!.Department!];
  expect([phone.type, phone.value]).toEqual([ExcelJS.ValueType.String, phoneNumber]);
  expect([department.type, department.value]).toEqual([ExcelJS.ValueType.String, formula]);
});

// Issue 29: exports write times in ISO 8601 with Lagos's +01:00 offset, each the same instant the page's list was
// given (a UTC clock labelled +01:00 would be an hour off): the audit log CSV and the withdrawals CSV.
test('the audit log and withdrawals CSVs write their times in ISO 8601 at +01:00', async ({
  page,
  mailbox,
}) => {
  await logInAsDemo(page, mailbox, '/dashboard');
  const audit = await exportedBeside<{ _id: string; createdAt: string }>(
    page,
    `/audit-logs?from=${lagosToday()}`,
    '/api/b2b/employer/audit-logs',
    'audit-export',
  );
  expect(audit.listed.length).toBeGreaterThan(0);
  for (const row of audit.rows) expect(row['Date (Lagos)']).toMatch(LAGOS_ISO);
  const byId = new Map(audit.rows.map((r) => [r['Event id'], r['Date (Lagos)']!]));
  for (const { _id, createdAt } of audit.listed)
    expect(toSecond(byId.get(_id) ?? ''), _id).toBe(toSecond(createdAt));

  const withdrawals = await exportedBeside<{ reference: string; createdAt: string }>(
    page,
    '/withdrawals',
    '/api/b2b/employer/on-demand/withdrawals',
    'withdrawals-export',
  );
  expect(withdrawals.listed.length).toBeGreaterThan(0);
  for (const row of withdrawals.rows) expect(row['Requested at']).toMatch(LAGOS_ISO);
  const byReference = new Map(withdrawals.rows.map((r) => [r.Reference, r['Requested at']!]));
  for (const { reference, createdAt } of withdrawals.listed)
    expect(toSecond(byReference.get(reference) ?? ''), reference).toBe(toSecond(createdAt));
});
