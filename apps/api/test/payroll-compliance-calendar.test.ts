// The compliance calendar (issue 28) on a paid run: due dates in working days with the business's public holidays
// (pension across a weekend and Democracy Day), late status and penalty figures, paid once the remittance settles,
// reminders 5 and 1 working days before each due date sent once; another business's ids answer 404, a role without
// payroll.view 403, bad input 400.
import {
  COMPLIANCE_CALENDAR_PATHS as C,
  complianceCalendarResponse,
  complianceSummaryResponse,
  obligationResponse,
  PAYROLL_RUN_PATHS as P,
  PAYROLL_SETUP_PATHS,
  PUBLIC_HOLIDAY_PATHS,
  remittanceListResponse,
  remittancePartyResponse,
} from '@paydesk/contracts';
import {
  employees,
  messageOutbox,
  notifications,
  payrollRemittances,
  payrollRunLines,
  payrollRuns,
  pensionFundAdministrators,
} from '@paydesk/db';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readComplianceCalendar, runComplianceReminders } from '../src/modules/compliance-calendar/index.ts';
import { createBusiness } from './helpers/fixtures.ts';
import { startPaymentsApp } from './helpers/payment-fixtures.ts';
import {
  computeRun,
  createRun,
  drainBatches,
  type PayrollBusiness,
  payrollBusiness,
  runInput,
  runUrl,
} from './helpers/payroll-fixtures.ts';
import { BANK_CODE } from './helpers/people-fixtures.ts';
import { addMember, addRole, signIn } from './helpers/team-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';
import { api, newKey, PIN } from './helpers/wallet-fixtures.ts';

let t: TestApp;
let b: PayrollBusiness;
let runId: string;
let viewerToken: string;
let outsiderEmail: string;

const db = () => t.server.database.db;
const url = (id: string) => api(C.obligation.replace(':id', id));

beforeAll(async () => {
  t = await startPaymentsApp();
  b = await payrollBusiness(t, { count: 2 });
  const [pfa] = await db().select().from(pensionFundAdministrators).limit(1);
  await db()
    .update(employees)
    .set({ pfaId: pfa!.id, rsaPin: 'PEN100012345678', taxId: '12345678-0001' })
    .where(
      inArray(
        employees.id,
        b.employees.map((e) => e._id),
      ),
    );
  for (const party of [
    { kind: 'state_irs', name: 'Lagos State IRS', state: 'Lagos' },
    { kind: 'pfa', name: pfa!.name, pfaId: pfa!.id },
  ])
    await t.api.post(
      api(PAYROLL_SETUP_PATHS.remittanceParties),
      { ...party, bankCode: BANK_CODE, accountNumber: '0123456700' },
      { token: b.token, schema: remittancePartyResponse },
    );
  // Democracy Day, Friday 12 June 2026 (the business may already keep it: a 409 then).
  const holiday = await t.api.post(
    api(PUBLIC_HOLIDAY_PATHS.publicHolidays),
    { day: '2026-06-12', name: 'Democracy Day' },
    { token: b.token },
  );
  expect([201, 409]).toContain(holiday.status);
  runId = (await createRun(t, b.token, runInput(b)))._id;
  await computeRun(t, b.token, runId);
  await t.api.post(runUrl(P.submit, { id: runId }), {}, { token: b.token });
  await t.api.post(runUrl(P.approve, { id: runId }), { pin: PIN }, { token: b.token });
  await t.api.post(
    runUrl(P.paySalary, { id: runId }),
    { sourceWalletId: b.mainWalletId, pin: PIN },
    { token: b.token, headers: { 'idempotency-key': newKey() } },
  );
  const lines = await db().select().from(payrollRunLines).where(eq(payrollRunLines.runId, runId));
  await drainBatches(
    t,
    b.companyId,
    lines.map((l) => l.paymentBatchId),
  );
  // The salaries went out on Wednesday 3 June 2026 (Lagos).
  await db()
    .update(payrollRuns)
    .set({ payStartedAt: new Date('2026-06-03T09:00:00+01:00') })
    .where(eq(payrollRuns.id, runId));
  const roleId = await addRole(t, b.companyId, 'Dashboard only', ['dashboard.view']);
  const outsider = await addMember(t, b.companyId, { roleId });
  outsiderEmail = outsider.email;
  viewerToken = (await signIn(t, outsider)).token;
}, 180_000);
afterAll(async () => t?.close());

const at = (today: string) => readComplianceCalendar({ db: db() }, b.companyId, { year: 2026 }, today);
const byKind = async (today: string, kind: string) =>
  (await at(today)).obligations.find((o) => o.kind === kind)!;

describe('due dates and statuses', () => {
  it('pension: 7 working days from Wed 3 June cross a weekend and Democracy Day → Mon 15 June', async () => {
    const pension = await byKind('2026-06-04', 'pension');
    expect(pension).toMatchObject({ dueDate: '2026-06-15', status: 'not-due', runs: [{ _id: runId }] });
    expect(pension.reminders.map((r) => [r.daysBefore, r.on])).toEqual([
      [5, '2026-06-05'],
      [1, '2026-06-11'],
    ]);
    expect((await byKind('2026-06-05', 'pension')).status).toBe('due');
    expect((await byKind('2026-06-15', 'pension')).status).toBe('due');
    expect((await byKind('2026-06-16', 'pension')).status).toBe('late');
  });

  it('PAYE by 10 July, NSITF by 31 July, ITF by 1 April and the annual return by 1 February 2027', async () => {
    const calendar = await readComplianceCalendar({ db: db() }, b.companyId, { year: 2027 }, '2026-06-04');
    expect(calendar.obligations.map((o) => [o.kind, o.dueDate])).toEqual([
      ['paye-annual-return', '2027-02-01'], // 31 January 2027 is a Sunday
      ['itf', '2027-04-01'],
    ]);
    expect((await byKind('2026-06-04', 'paye')).dueDate).toBe('2026-07-10');
    expect((await byKind('2026-06-04', 'nsitf')).dueDate).toBe('2026-07-31');
  });

  it('late: the pension penalty is 2% of the contribution per month or part, the PAYE one 10% a year', async () => {
    const pension = await byKind('2026-07-16', 'pension');
    const remitted = await db().select().from(payrollRemittances).where(eq(payrollRemittances.runId, runId));
    const amount = remitted.find((r) => r.kind === 'pension')!.amount;
    expect(pension.amountKobo).toBe(amount);
    // From 15 June to 16 July: one month and part of a second.
    expect(pension.penalty.kobo).toBe(Math.floor((amount * 2 * 2 + 50) / 100));
    expect(pension.penalty.working).toContain('× 2 months');
    const paye = await byKind('2026-07-20', 'paye');
    const payeAmount = remitted.find((r) => r.kind === 'paye')!.amount;
    expect(paye.status).toBe('late');
    expect(paye.penalty.kobo).toBe(Math.floor((payeAmount * 10 * 10 + 36_500 / 2) / 36_500));
    const summary = (await at('2026-07-20')).totals.late;
    expect(summary.count).toBe(2); // pension and PAYE; NSITF is still due by 31 July
  });
});

describe('reminders', () => {
  const sentFor = async (template = 'payroll.compliance-reminder') =>
    db()
      .select()
      .from(messageOutbox)
      .where(and(eq(messageOutbox.companyId, b.companyId), eq(messageOutbox.template, template)));

  it('go out 5 and 1 working days before, once each, by email and in the app', async () => {
    const deps = { db: db(), mailer: t.server.mailer };
    await runComplianceReminders(deps, '2026-06-04');
    expect(await sentFor()).toHaveLength(0);
    await Promise.all([
      runComplianceReminders(deps, '2026-06-05'),
      runComplianceReminders(deps, '2026-06-05'),
    ]);
    await runComplianceReminders(deps, '2026-06-08');
    let mails = await sentFor();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Pension contributions to .+ due in 5 working days$/);
    expect(mails[0]!.textBody).toContain('15 Jun 2026');
    expect(mails.map((m) => m.toAddress)).not.toContain(outsiderEmail);
    await runComplianceReminders(deps, '2026-06-11');
    await runComplianceReminders(deps, '2026-06-11');
    mails = await sentFor();
    expect(mails.map((m) => m.subject).sort()).toEqual([
      expect.stringMatching(/due in 1 working day$/),
      expect.stringMatching(/due in 5 working days$/),
    ]);
    const bell = await db()
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.companyId, b.companyId), eq(notifications.kind, 'payroll.compliance.reminder')),
      );
    expect(bell).toHaveLength(2);
    const pension = (await at('2026-06-11')).obligations.find((o) => o.kind === 'pension')!;
    expect(pension.reminders.every((r) => r.sentAt !== null)).toBe(true);
  });

  it('a job that missed the 5-day reminder sends only the 1-day one', async () => {
    const deps = { db: db(), mailer: t.server.mailer };
    // PAYE is due Friday 10 July: 5 working days before is Friday 3 July, 1 is Thursday 9 July.
    await runComplianceReminders(deps, '2026-07-09');
    const paye = (await sentFor()).filter((m) => m.subject.startsWith('PAYE'));
    expect(paye.map((m) => m.subject)).toEqual([expect.stringMatching(/due in 1 working day$/)]);
    await runComplianceReminders(deps, '2026-07-09');
    expect((await sentFor()).filter((m) => m.subject.startsWith('PAYE'))).toHaveLength(1);
  });
});

describe('routes', () => {
  it('GET the calendar, its summary and one obligation; paid once the remittance settles', async () => {
    const calendar = await t.api.get(`${api(C.calendar)}?year=2026`, {
      token: b.token,
      schema: complianceCalendarResponse,
    });
    expect(calendar.status).toBe(200);
    const pension = calendar.data.obligations.find((o) => o.kind === 'pension')!;
    expect(pension).toMatchObject({ dueDate: '2026-06-15', status: 'late' });
    expect(pension.payPath).toBe(`/payroll/${runId}/pay-remittance/${pension._id}`);
    const summary = await t.api.get(api(C.summary), { token: b.token, schema: complianceSummaryResponse });
    expect(summary.data.late.count).toBeGreaterThanOrEqual(3); // pension, PAYE and NSITF of June
    expect(summary.data.next).toMatchObject({ status: 'late' });

    const list = await t.api.get(runUrl(P.remittances, { id: runId }), {
      token: b.token,
      schema: remittanceListResponse,
    });
    const remittance = list.data.find((r) => r.kind === 'pension')!;
    await t.api.post(
      runUrl(P.payRemittance, { id: runId, remittanceId: remittance._id }),
      { sourceWalletId: b.mainWalletId, pin: PIN },
      { token: b.token, headers: { 'idempotency-key': newKey() } },
    );
    const rows = await db().select().from(payrollRemittances).where(eq(payrollRemittances.runId, runId));
    await drainBatches(
      t,
      b.companyId,
      rows.map((r) => r.paymentBatchId),
    );
    const paid = await t.api.get(url(pension._id), { token: b.token, schema: obligationResponse });
    expect(paid.data).toMatchObject({ status: 'paid', paidOn: calendar.data.today, payPath: null });
    // Paid late: the penalty to the day it was paid stays on the record.
    expect(paid.data.penalty.kobo).toBeGreaterThan(0);
    const filtered = await t.api.get(`${api(C.calendar)}?year=2026&status=paid`, {
      token: b.token,
      schema: complianceCalendarResponse,
    });
    expect(filtered.data.obligations.map((o) => o._id)).toEqual([pension._id]);
  });

  it("another business's ids answer 404 and its calendar is its own", async () => {
    const other = { token: (await signIn(t, await createBusiness(t, { name: 'Other Payroll Ltd' }))).token };
    const [pension] = await db()
      .select()
      .from(payrollRemittances)
      .where(and(eq(payrollRemittances.runId, runId), eq(payrollRemittances.kind, 'pension')));
    expect((await t.api.get(url(pension!.id), { token: other.token })).status).toBe(404);
    expect((await t.api.get(url('itf-2026'), { token: other.token })).status).toBe(404);
    const theirs = await t.api.get(api(C.calendar), {
      token: other.token,
      schema: complianceCalendarResponse,
    });
    expect(theirs.data.obligations).toEqual([]);
    expect((await t.api.get(url('itf-2026'), { token: b.token })).status).toBe(200);
  });

  it('a role without payroll.view gets 403 on every route', async () => {
    for (const path of [api(C.calendar), api(C.summary), url('itf-2026')])
      expect((await t.api.get(path, { token: viewerToken })).status).toBe(403);
  });

  it('bad input answers 400', async () => {
    expect((await t.api.get(`${api(C.calendar)}?year=abc`, { token: b.token })).status).toBe(400);
    expect((await t.api.get(`${api(C.calendar)}?status=overdue`, { token: b.token })).status).toBe(400);
    expect((await t.api.get(url('itf_2026'), { token: b.token })).status).toBe(400);
  });
});
