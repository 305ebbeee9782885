// /audit-logs: the events the server wrote (logins, a failed login), filtered by action, outcome and member with the
// filters kept in the URL (over a reload too), the detail drawer, the chain check ('The audit log is intact'), and
// the CSV export after the 'Downloading Data...' toast.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { appDate, dateField, lagosToday, pickDate } from '../support/date-field.ts';
import { DEMO, logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { CHANNEL } from '../support/shell.ts';

const CSV_HEADER =
  'Date (Lagos),Member,Action,Action code,Outcome,Target,IP address,User agent,Event id,Sequence';

/**
 * Opens a select (a combobox) by its label, picks an option, and waits for the list the server answers for it
 * (its query carries `param`) to be shown.
 */
async function choose(page: Page, label: string, option: string, param: [string, RegExp]) {
  const answered = page.waitForResponse((r) => {
    const url = new URL(r.url());
    return (
      url.pathname.endsWith('/api/b2b/employer/audit-logs') &&
      param[1].test(url.searchParams.get(param[0]) ?? '')
    );
  });
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  expect((await answered).status()).toBe(200);
  // The previous page stays dimmed until the new one is in.
  await expect(page.getByTestId('audit-table')).toHaveCSS('opacity', '1');
}

test('filter the audit log, keep the filters in the URL, open an event and export it as CSV', async ({
  page,
  api,
  mailbox,
  shot,
}) => {
  // A wrong password for the demo owner: a failed 'Logged in' event in the business's log.
  const wrong = await api.post('/auth/employer/login', {
    stage: 1,
    email: DEMO.email,
    password: 'Not-The-Password-1!',
    channel: CHANNEL,
  });
  expect(wrong.status).toBeGreaterThanOrEqual(400);
  await logInAsDemo(page, mailbox);

  await page.getByTestId('sidebar').getByTestId('nav-audit-logs').click();
  await expect(page).toHaveURL(/\/audit-logs$/);
  await expect(page.getByRole('heading', { name: 'Audit Logs', level: 1 })).toBeVisible();

  // The chain check.
  const chain = page.getByTestId('audit-chain');
  await expect(chain).toContainText('The audit log is intact');
  await expect(chain).toHaveAttribute('data-intact', 'true');
  await expect(chain).toContainText(/\d+ entr(y|ies) checked/);
  const rows = page.getByTestId('audit-row');
  await expect(rows.first()).toBeVisible();
  await shot('audit log, chain intact');

  // Outcome: failures only.
  await choose(page, 'Outcome', 'Failure', ['outcome', /^failure$/]);
  await expect(page).toHaveURL(/[?&]outcome=failure(&|$)/);
  await expect(rows.first()).toContainText('Failure');
  // Counted on the live list (a row snapshot goes stale when the page re-renders under the check).
  await expect(rows.filter({ hasNotText: 'Failure' })).toHaveCount(0);

  // Action: logins.
  await choose(page, 'Action', 'Logged in', ['action', /^auth\.login$/]);
  await expect(page).toHaveURL(/[?&]action=auth\.login(&|$)/);
  await expect(rows.first().getByText('auth.login', { exact: true })).toBeVisible();
  await expect(rows.filter({ hasNotText: 'Failure' })).toHaveCount(0);
  await expect(rows.filter({ hasNot: page.getByText('auth.login', { exact: true }) })).toHaveCount(0);

  // Member: the demo owner.
  await choose(page, 'Member', DEMO.memberName, ['actorId', /^[0-9a-f-]{36}$/]);
  await expect(page).toHaveURL(/[?&]actorId=[0-9a-f-]{36}(&|$)/);
  await expect(rows.filter({ hasNotText: DEMO.memberName })).toHaveCount(0);

  // From: today, picked in the calendar; the field shows the app's date format, the URL the ISO day.
  const today = lagosToday();
  // The keyboard opens it too: Enter on the focused field.
  await dateField(page, 'From').focus();
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Next month' }) });
  await expect(calendar).toBeVisible();
  await shot('the From date picker open');
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  const fromAnswered = page.waitForResponse(
    (r) =>
      new URL(r.url()).pathname.endsWith('/api/b2b/employer/audit-logs') &&
      new URL(r.url()).searchParams.get('from') === today,
  );
  await pickDate(page, 'From', today);
  expect((await fromAnswered).status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`[?&]from=${today}(&|$)`));
  await expect(dateField(page, 'From')).toHaveText(appDate(today));
  await expect(page.getByTestId('audit-table')).toHaveCSS('opacity', '1');
  await expect(rows.first()).toBeVisible();
  const filteredCount = await rows.count();
  expect(filteredCount).toBeGreaterThan(0);
  const range = await page.getByTestId('audit-range').textContent();
  await shot('filtered: failed logins of the demo owner');

  // The URL keeps the filters: a reload shows the same view.
  const filteredUrl = page.url();
  await page.reload();
  expect(page.url()).toBe(filteredUrl);
  await expect(page.getByRole('combobox', { name: 'Outcome', exact: true })).toHaveValue('Failure');
  await expect(page.getByRole('combobox', { name: 'Action', exact: true })).toHaveValue('Logged in');
  await expect(page.getByRole('combobox', { name: 'Member', exact: true })).toHaveValue(DEMO.memberName);
  await expect(dateField(page, 'From')).toHaveText(appDate(today));
  await expect(page.getByTestId('audit-range')).toHaveText(range ?? '');
  await expect(rows).toHaveCount(filteredCount);

  // The detail drawer.
  await rows
    .first()
    .getByRole('button', { name: /^View:/ })
    .click();
  const drawer = page.getByRole('dialog', { name: 'Logged in' });
  await expect(drawer).toBeVisible();
  const details = drawer.getByTestId('audit-drawer');
  await expect(details).toContainText('Sequence');
  await expect(details).toContainText('auth.login');
  await expect(details).toContainText('Failure');
  await expect(details).toContainText(DEMO.memberName);
  await shot('event details drawer');
  // The open event is in the URL: a reload (or the link, shared) opens it again over the same filters.
  await expect(page).toHaveURL(/[?&]open=[0-9a-f-]{36}/);
  await page.reload();
  await expect(drawer.getByTestId('audit-drawer')).toContainText('auth.login');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page).not.toHaveURL(/[?&]open=/);

  // CSV export of the filtered events: the toast, then the file.
  const exportCall = page.waitForRequest((r) => r.url().includes('/api/b2b/employer/audit-logs/export'));
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect(page.getByText('Downloading Data...')).toBeVisible();
  await shot('downloading data toast');
  const query = new URL((await exportCall).url()).searchParams;
  expect(query.get('outcome')).toBe('failure');
  expect(query.get('action')).toBe('auth.login');
  expect(query.get('actorId')).toMatch(/^[0-9a-f-]{36}$/);
  expect(query.get('from')).toBe(today);
  const file = await download;
  // Named with what the filters show (action, the member by name, outcome, the day range) and the day.
  expect(file.suggestedFilename()).toBe(
    `audit-logs-auth-login-adunni-okafor-failure-from-${today}-${today}.csv`,
  );
  const csv = (await readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.split(/\r?\n/).filter((line) => line !== '');
  expect(lines[0]).toBe(CSV_HEADER);
  const total = Number(/of ([\d,]+)$/.exec(range ?? '')?.[1]?.replace(/,/g, ''));
  expect(lines.length - 1, 'one line per filtered event').toBe(total);
  for (const line of lines.slice(1)) {
    expect(line).toContain(',auth.login,failure,');
    expect(line).toContain(DEMO.memberName);
  }
});
