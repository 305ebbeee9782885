// Issue 25, done when: a month of on-demand pay adds up in the browser. An employee on on-demand pay asks for two
// withdrawals (₦20,000 and ₦10,000, arranged through the staff API); the owner approves both from /withdrawals with
// the transaction PIN; the payouts and their fees are lines of the main wallet's history (found by the employee's name
// and by "withdrawal") and of its CSV; the next payroll of the employee's pay group is created, computed, approved and
// paid with the PIN on the sandbox rail; the payslip deducts both advances with their fees as "On-demand pay recovery";
// reconciliation shows the period recovered, linked to that payslip; and the main wallet's statement for the month
// closes at the balance the wallet page shows. Screens at 1440 and 390 px.
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { pickDate } from '../support/date-field.ts';
import { DEMO, logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { linkIn, type Mailbox, sixDigits } from '../support/mailbox.ts';
import { settledPageWidth } from '../support/phone-overflow.ts';
import { acknowledgeWarnings, monthAhead, monthDays, remittanceIdentity } from './session-api.ts';
import { confirmWithPin, DEMO_PIN, kobo, naira } from './wallets-helpers.ts';

const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** One API call with the signed-in page's session; throws on an error status but those `allowed`. */
async function call<T>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
  allowed: number[] = [],
): Promise<{ status: number; data: T }> {
  const answer = await page.evaluate(
    async ({ method, path, body }) => {
      const token = JSON.parse(localStorage.getItem('paydesk.session') ?? '{}').state?.data?.token;
      const response = await fetch(`/api${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, json: await response.json().catch(() => ({})) };
    },
    { method, path, body },
  );
  if (answer.status >= 300 && !allowed.includes(answer.status))
    throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.json)}`);
  return { status: answer.status, data: answer.json.data as T };
}

/**
 * The demo runs on-demand pay in the advanced funding mode (issue 29: it has payment notes). This journey is a
 * prefunded month, whose payouts are lines of the main wallet: the business switches to prefunded for it and back
 * after (e2e runs one test at a time).
 */
async function setFundingMode(page: Page, fundingMode: 'prefunded' | 'advanced') {
  const { data } = await call<{ rules: Record<string, unknown> | null }>(
    page,
    'GET',
    '/b2b/employer/on-demand/rules',
  );
  const { updatedAt: _updatedAt, ...rules } = data.rules!;
  await call(page, 'PUT', '/b2b/employer/on-demand/rules', { ...rules, fundingMode });
}

test.afterEach(async ({ page }) => {
  await setFundingMode(page, 'advanced').catch(() => {});
});

/** The owner's transaction PIN, set through the API unless an earlier journey set it (always DEMO_PIN here). */
async function ensureOwnerPin(page: Page, mailbox: Mailbox) {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const since = new Date(Date.now() - 1000);
    const sent = await call(
      page,
      'POST',
      '/wallet/employer/send-access-pin-otp',
      { purpose: 'create-pin' },
      [409],
    );
    if (sent.status === 409) return;
    const mail = await mailbox.waitFor(DEMO.email, { subject: /^Your transaction PIN code/, since });
    const set = await page.evaluate(
      async ({ otp, pin }) => {
        const token = JSON.parse(localStorage.getItem('paydesk.session') ?? '{}').state?.data?.token;
        const response = await fetch('/api/wallet/employer/change-transaction-pin', {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ otp, pin, confirmPin: pin }),
        });
        return response.status;
      },
      { otp: sixDigits(mail.textBody), pin: DEMO_PIN },
    );
    // Another journey asking for a code at the same moment replaces this one: ask again.
    if (set === 200 || set === 409) return;
  }
  throw new Error('could not set the owner transaction PIN');
}

/** RFC 4180 rows (quoted cells may hold commas and doubled quotes). */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n') {
      row.push(cell.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

async function csvOf(download: Download) {
  const [header, ...rows] = csvRows(await readFile((await download.path())!, 'utf8'));
  return rows.map((cells) => Object.fromEntries(header!.map((name, i) => [name, cells[i] ?? ''])));
}

async function typePin(page: Page) {
  await page.getByLabel('Transaction PIN, digit 1 of 4', { exact: true }).click();
  await page.keyboard.type(DEMO_PIN, { delay: 30 });
}

test('on-demand pay through payday: approvals, history, payroll recovery, reconciliation and the statement add up', async ({
  page,
  api,
  mailbox,
  shot,
}) => {
  test.setTimeout(420_000);
  const tag = `pd${Date.now().toString(36)}`;
  const name = `Kemi ${tag}`;
  await page.setViewportSize(WIDE);
  await logInAsDemo(page, mailbox);
  await ensureOwnerPin(page, mailbox);
  await setFundingMode(page, 'prefunded');

  // Arranged through the API. An employee on the demo's 'Standard staff' structure, in a pay group of their own (so
  // the payroll below is theirs alone) and in a people group whose on-demand overrides (no cut-off, the whole earned
  // pay) let them draw whatever payday rule another journey left the business with.
  const employee = (
    await call<{ _id: string }>(page, 'POST', '/b2b/employer/people/employees', {
      firstName: 'Kemi',
      lastName: tag,
      email: `${tag}@e2e.paydesk.ng`,
      phoneNumber: `0803${String(Date.now()).slice(-7)}`,
      staffId: tag,
      bankCode: '000015',
      accountNumber: `3${String(Date.now()).slice(-9)}`,
      grossPay: 120_000_000,
      stateOfResidence: 'Lagos',
      ...remittanceIdentity(),
    })
  ).data;
  const group = (
    await call<{ _id: string }>(page, 'POST', '/b2b/employer/people/groups', { name: `On-demand ${tag}` })
  ).data;
  await call(page, 'PATCH', `/b2b/employer/people/groups/${group._id}/assign-employees`, {
    employee_ids: [employee._id],
  });
  await call(page, 'PUT', `/b2b/employer/on-demand/rules/groups/${group._id}`, {
    cutOffDays: 0,
    accessPercent: 100,
    withdrawalsPerPeriod: 5,
  });
  const structures = (
    await call<{ docs: Array<{ _id: string; name: string }> }>(
      page,
      'GET',
      '/payroll/pay-structure?page=1&limit=100',
    )
  ).data;
  const standard = structures.docs.find((s) => s.name === 'Standard staff');
  expect(standard, "the demo seeds the 'Standard staff' structure").toBeTruthy();
  const payGroup = (
    await call<{ _id: string }>(page, 'POST', '/payroll/pay-group', {
      name: `Payday ${tag}`,
      pay_structure_id: standard!._id,
    })
  ).data;
  await call(page, 'PATCH', `/payroll/pay-group/${payGroup._id}/assign-employees`, {
    employee_ids: [employee._id],
  });

  // The employee accepts the emailed invitation and asks for ₦20,000 and ₦10,000 through the staff API.
  await call(page, 'POST', `/b2b/employer/people/employees/${employee._id}/invite-on-demand`);
  const invite = await mailbox.waitFor(`${tag}@e2e.paydesk.ng`, { subject: /on-demand pay/ });
  const [, companyId, employeeId, inviteToken] =
    /\/staff\/invite\/([0-9a-f-]{36})\/([0-9a-f-]{36})\/([\w-]+)/.exec(
      linkIn(invite.textBody, '/staff/invite/'),
    )!;
  const session = await api.call<{ token: string }>('POST', '/staff/invitations/accept', {
    body: { companyId, employeeId, token: inviteToken },
  });
  expect(session.status).toBe(200);
  const staffToken = session.data.token;
  const summary = await api.call<{ period: string; available: number }>('GET', '/staff/on-demand/summary', {
    token: staffToken,
  });
  // Earned pay grows with the working days of the period: on its first days, if they fall on a weekend, nothing
  // is earned yet (the API tests skip the same way).
  test.skip(summary.data.available < 31_000_00, `only ${naira(summary.data.available)} earned so far`);
  const period = summary.data.period;
  const asked: Array<{ reference: string; fee: number; toDeduct: number }> = [];
  for (const amount of [20_000_00, 10_000_00]) {
    const request = await api.call<{ status: string; reference: string; fee: number; toDeduct: number }>(
      'POST',
      '/staff/on-demand/withdrawals',
      { body: { amount }, token: staffToken, headers: { 'idempotency-key': `${tag}-${amount}` } },
    );
    expect(request.status, JSON.stringify(request)).toBe(201);
    expect(request.data.status).toBe('pending-approval');
    asked.push(request.data);
  }
  // What payday deducts: both amounts and the fees the employee bears.
  const fee = asked[0]!.fee;
  const owed = asked[0]!.toDeduct + asked[1]!.toDeduct;
  expect(owed).toBe(30_000_00 + 2 * fee);

  // The owner approves both from the withdrawals list; approving pays out, so each asks for the PIN.
  await page.goto(`/withdrawals?search=${tag}`);
  const rows = page.getByTestId('request-row');
  await expect(rows).toHaveCount(2);
  for (const amount of ['₦20,000.00', '₦10,000.00']) {
    const row = rows.filter({ hasText: amount });
    await expect(row).toContainText('Pending approval');
    await row.getByRole('button', { name: 'Approve', exact: true }).click();
    const pinDialog = page.getByRole('dialog', { name: 'Enter your transaction PIN' });
    await expect(pinDialog).toContainText(`Confirm approving the withdrawal of ${amount} by ${name}`);
    if (amount === '₦20,000.00') await shot('approving a withdrawal asks for the PIN');
    await typePin(page);
    await expect(page.getByText('Withdrawal Approved').first()).toBeVisible();
    await expect(pinDialog).toHaveCount(0);
    await expect(row).not.toContainText('Pending approval');
  }
  // The sandbox bank settles the payouts a few seconds later.
  await expect(async () => {
    await page.reload();
    await expect(rows.filter({ hasText: 'Settled' })).toHaveCount(2, { timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
  await shot('both withdrawals settled');

  // The main wallet's history: each payout and its fee are lines of their own, found by the employee's name…
  const payoutNarration = `On-demand withdrawal to ${name.toUpperCase()}`;
  await page.goto('/transaction-history');
  const search = page.getByRole('textbox', { name: 'Search', exact: true });
  await search.fill(name);
  await expect(page).toHaveURL(/[?&]search=Kemi(\+|%20)/);
  const lines = page.getByTestId('transaction-row');
  await expect(lines).toHaveCount(4);
  for (const [amount, text] of [
    ['20,000.00', payoutNarration],
    ['10,000.00', payoutNarration],
  ] as const) {
    const line = lines.filter({ hasText: text }).filter({ hasText: `₦${amount}` });
    await expect(line).toHaveCount(1);
    await expect(line.getByTestId('transaction-amount')).toHaveText(`−₦${amount}`);
    await expect(line).toContainText('On-demand pay');
    await expect(line).toContainText('Successful');
  }
  await expect(lines.filter({ hasText: 'On-demand withdrawal fee' })).toHaveCount(2);
  await expect(
    lines.filter({ hasText: 'On-demand withdrawal fee' }).getByTestId('transaction-amount').first(),
  ).toHaveText(`−${naira(fee)}`);
  await shot('history: the payouts and their fees, by name, 1440');
  await page.setViewportSize(PHONE);
  await expect(lines).toHaveCount(4);
  await shot('history: the payouts and their fees, by name, 390');
  expect(await settledPageWidth(page)).toBeLessThanOrEqual(390);
  await page.setViewportSize(WIDE);

  // …and in its CSV export.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const exported = await csvOf(download);
  expect(exported).toHaveLength(4);
  const payouts = exported.filter((r) => r.Type === 'on_demand_payout');
  expect(payouts.map((r) => r['Amount (NGN)']).sort()).toEqual(['10000.00', '20000.00']);
  for (const r of payouts)
    expect(r).toMatchObject({ Direction: 'debit', Wallet: 'Main wallet', Narration: payoutNarration });
  expect(exported.filter((r) => r.Type === 'fee').map((r) => r['Amount (NGN)'])).toEqual([
    (fee / 100).toFixed(2),
    (fee / 100).toFixed(2),
  ]);

  // Searching "withdrawal" finds them as well (newest first, among other employees' withdrawals): each payout and
  // its fee line, under the withdrawal's reference.
  await search.fill('withdrawal');
  await expect(page).toHaveURL(/[?&]search=withdrawal(&|$)/);
  for (const { reference } of asked) {
    await expect(lines.filter({ hasText: reference })).toHaveCount(2);
    await expect(lines.filter({ hasText: reference }).filter({ hasText: payoutNarration })).toHaveCount(1);
  }
  expect(exported.map((r) => r.Reference).sort()).toEqual(
    asked.flatMap(({ reference }) => [reference, `${reference}-FEE`]).sort(),
  );

  // Next month's payroll of the employee's pay group, in the browser: create, compute, review, approve, pay.
  const next = monthDays(monthAhead(1));
  const runName = `Payday ${tag}`;
  await page.goto('/payroll/create');
  await page.getByLabel('Name (optional)').fill(runName);
  await page.getByTestId('payroll-pay-groups').click();
  await page.getByRole('option', { name: new RegExp(`^Payday ${tag}`) }).click();
  await page.keyboard.press('Escape');
  await pickDate(page, 'Period start', next.start);
  await pickDate(page, 'Period end', next.end);
  await page.getByTestId('create-payroll-submit').click();
  await expect(page).toHaveURL(/\/payroll\/[0-9a-f-]{36}\/run$/);
  const runId = /\/payroll\/([0-9a-f-]{36})\/run$/.exec(page.url())![1]!;
  await expect(page.getByTestId('run-progress')).toHaveAttribute('data-state', 'completed', {
    timeout: 60_000,
  });
  await page.getByTestId('review-payroll').click();
  await expect(page).toHaveURL(new RegExp(`/payroll/${runId}/finalize$`));
  const runLine = page.getByTestId('payroll-line').filter({ hasText: name });
  await expect(runLine.getByTestId('line-on-demand')).toHaveText(`On-demand pay recovered: ${naira(owed)}`);
  await expect(page.getByTestId('variance-issue').first()).toBeVisible();
  // A comment is asked for only when a continuing employee's pay changed a lot since the last completed payroll,
  // which another journey's payroll may be.
  const comment = page.getByTestId('variance-comment');
  if (await comment.isVisible()) await comment.fill('First payroll of a new pay group');
  await page.getByTestId('submit-payroll').click();
  await expect(page.getByText('Payroll submitted for review').first()).toBeVisible();
  // The recovery is a warning: acknowledged before approving (the review step's acknowledgement has its own spec).
  await acknowledgeWarnings(page, runId);
  await page.reload();
  await page.getByTestId('approve-payroll').click();
  await confirmWithPin(page, mailbox);
  await expect(page.getByTestId('payroll-status').first()).toHaveAttribute('data-status', 'approved');
  await page.getByTestId('go-pay-salaries').click();
  await expect(page).toHaveURL(new RegExp(`/payroll/${runId}/pay-salary$`));
  await expect(page.getByTestId('quote-total')).toContainText('₦');
  await page.getByTestId('pay-salaries').click();
  await confirmWithPin(page, mailbox);
  await expect(page.getByText('Salary payment started').first()).toBeVisible();
  // The sandbox bank settles the salary; the run completes in that commit.
  const paidLine = page.getByTestId('payroll-line').filter({ hasText: name });
  await expect(paidLine.getByTestId('line-state')).toHaveText('Paid', { timeout: 120_000 });
  await expect(page.getByTestId('payroll-status').first()).toHaveAttribute('data-status', 'completed', {
    timeout: 30_000,
  });

  // The employee's payslip deducts both advances with their fees.
  const payslipRow = page.getByTestId('payslip-row').filter({ hasText: name });
  await payslipRow.getByTestId('view-payslip').click();
  await expect(page).toHaveURL(/[?&]payslip=[0-9a-f-]{36}/);
  const payslip = page.getByTestId('payslip');
  const recovery = payslip.getByTestId('payslip-figure').filter({ hasText: 'On-demand pay recovery' });
  await expect(recovery).toContainText(naira(owed));
  await expect(payslip.getByTestId('payslip-carried-forward')).toHaveCount(0);
  // The row was scrolled to: a full-page screenshot draws the drawer where the page is scrolled, so start at the top.
  const top = () => page.evaluate(() => window.scrollTo(0, 0));
  await top();
  await shot('payslip: the on-demand pay recovery line, 1440');
  await page.setViewportSize(PHONE);
  await expect(recovery).toBeVisible();
  await top();
  await shot('payslip: the on-demand pay recovery line, 390');
  await page.setViewportSize(WIDE);
  await page.keyboard.press('Escape');
  await expect(payslip).toHaveCount(0);

  // Reconciliation: the period's advances recovered by that paid payslip, linked to it.
  await page.goto(`/reconciliation?period=${period}&search=${tag}`);
  const reconciled = page.getByTestId('reconciliation-row').filter({ hasText: name });
  await expect(reconciled).toBeVisible();
  const byPayslip = reconciled.getByTestId('reconciliation-payslip');
  await expect(byPayslip).toHaveText(`${naira(owed)} by ${runName}`);
  await expect(reconciled).not.toContainText('Differs');
  await shot('reconciliation: recovered by the payslip, 1440');
  await page.setViewportSize(PHONE);
  // No Recovered column on a phone: it shows under To deduct, with the same link.
  await expect(reconciled.getByTestId('reconciliation-payslip-phone')).toHaveText(
    `${naira(owed)} by ${runName}`,
  );
  await expect(reconciled).toContainText(`Recovered ${naira(owed)}`);
  await shot('reconciliation: recovered by the payslip, 390');
  expect(await settledPageWidth(page)).toBeLessThanOrEqual(390);
  await page.setViewportSize(WIDE);
  await byPayslip.click();
  await expect(page).toHaveURL(new RegExp(`/payroll/${runId}/pay-salary\\?payslip=[0-9a-f-]{36}$`));
  await expect(
    page.getByTestId('payslip').getByTestId('payslip-figure').filter({ hasText: 'On-demand pay recovery' }),
  ).toContainText(naira(owed));

  // The main wallet's statement for the month closes at the balance its page shows. Other journeys may move money
  // meanwhile: the balance is read before and after, and a statement taken while it moved is asked for again.
  await page.goto('/account/all-accounts');
  await page.getByTestId('wallet-card').filter({ hasText: 'Main wallet' }).click();
  await expect(page).toHaveURL(/\/account\/all-accounts\/[0-9a-f-]{36}$/);
  const balance = page.getByTestId('wallet-detail-balance');
  await expect(async () => {
    await page.reload();
    await expect(balance).toContainText('₦', { timeout: 5_000 });
    const before = kobo((await balance.textContent()) ?? '');
    await page.getByRole('tab', { name: 'Statements' }).click();
    await page.getByRole('button', { name: 'Generate statement' }).click();
    await expect(page.getByTestId('statement-ready')).toBeVisible({ timeout: 30_000 });
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const statement = await csvOf(csv);
    // Opening, then every line of the month (whatever its status: each moved money), then the closing balance.
    const [opening, closing] = [statement[0]!, statement.at(-1)!];
    expect([opening.Narration, closing.Narration]).toEqual(['Opening balance', 'Closing balance']);
    const moved = statement
      .slice(1, -1)
      .reduce((sum, r) => sum + kobo(r['Credit (NGN)'] || '0') - kobo(r['Debit (NGN)'] || '0'), 0);
    expect(kobo(opening['Balance (NGN)']!) + moved).toBe(kobo(closing['Balance (NGN)']!));
    const ours = statement.filter((r) => r.Narration === payoutNarration);
    expect(ours).toHaveLength(2);
    await shot('main wallet statement ready');
    await page.reload();
    await expect(balance).toContainText('₦', { timeout: 5_000 });
    const after = kobo((await balance.textContent()) ?? '');
    expect(after, 'the balance moved while the statement was made').toBe(before);
    expect(kobo(closing['Balance (NGN)']!), 'the closing balance is the wallet balance').toBe(before);
  }).toPass({ timeout: 150_000 });
});
