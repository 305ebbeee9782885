// The demo business of `npm start` has a year of payroll runs: the twelve months before the current pay month (which
// runs to the 28th) completed on the 28th (or the working day before), every salary settled once, each remittance
// paid and receipted on its due date once that has come — none late, the latest month's still due — and the current
// pay month's computed draft — every employee complete
// for the remittance parties (PFA, RSA PIN, Tax ID, state), the books clean — seeded once however often the seed
// runs, in `npm start`'s order: after the demo's on-demand pay, whose advances the runs really deduct (the paid run
// records them).
import {
  ON_DEMAND_PATHS,
  onDemandReconciliationResponse,
  PAYROLL_RUN_PATHS as P,
  payrollRunResponse,
  paySalaryQuoteResponse,
  reconciliationPeriodsResponse,
  varianceCheckResponse,
} from '@paydesk/contracts';
import {
  businessHolidays,
  companyMembers,
  employees,
  journalEntries,
  onDemandRecoveries,
  payrollAnnualReturnFilings,
  payrollRemittanceReceipts,
  payrollRemittances,
  payrollRunLines,
  payrollRuns,
  transfers,
  users,
  walletTransactions,
} from '@paydesk/db';
import { dueDate } from '@paydesk/payroll';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays, formatMonthLabel, lagosDay } from '../src/lib/lagos-time.ts';
import { namesMatch } from '../src/providers/kyc/kyc-provider.ts';
import { DEMO_LOGIN, seedDemoActivity, seedDemoBusiness } from '../src/seed/demo.ts';
import { expectLedgerInvariants, startPaymentsApp } from './helpers/payment-fixtures.ts';
import { acknowledgeWarnings, runUrl, settleEverything } from './helpers/payroll-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';
import { newKey, PIN, setPin, tokenFor } from './helpers/wallet-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  // Transfers settle as soon as the test asks (the second test pays the seeded draft).
  t = await startPaymentsApp();
}, 60_000);
afterAll(() => t.close());

const lagosDayOf = (at: Date) => lagosDay(at);

/** Last month's run: the latest completed (the older months come before it). */
const lastCompleted = (runs: (typeof payrollRuns.$inferSelect)[]) =>
  runs.filter((r) => r.status === 'completed').sort((a, b) => b.periodEnd.localeCompare(a.periodEnd))[0]!;

it('seeds a year of completed, paid runs and a draft once', async () => {
  const db = t.server.database.db;
  await seedDemoBusiness(db, t.config);
  await seedDemoActivity(db, t.config, { only: ['payments', 'bills', 'settlements'] });
  await seedDemoActivity(db, t.config, { only: ['on-demand'] });
  await seedDemoActivity(db, t.config, { only: ['payment-notes'] });
  await seedDemoActivity(db, t.config, { only: ['payroll-runs'] });
  await seedDemoActivity(db, t.config, { only: ['payroll-runs'] });
  const runs = await db.select().from(payrollRuns).orderBy(asc(payrollRuns.periodEnd));
  // Twelve months paid, one a month, then the current pay month's draft (next month's after the 28th).
  expect(runs.map((r) => r.status)).toEqual([...Array(12).fill('completed'), 'draft']);
  expect(new Set(runs.map((r) => r.periodEnd.slice(0, 7))).size).toBe(13);
  for (const [i, run] of runs.entries())
    if (i > 0) {
      const [y, m] = runs[i - 1]!.periodEnd.split('-').map(Number) as [number, number];
      expect(run.periodStart).toBe(`${m === 12 ? y + 1 : y}-${String((m % 12) + 1).padStart(2, '0')}-01`);
    }
  const completed = lastCompleted(runs);
  const draft = runs.find((r) => r.status === 'draft')!;
  // Salaries on the 28th, or the working day before when it falls on a weekend or one of the business's holidays.
  const holidays = new Set(
    (
      await db
        .select({ day: businessHolidays.day })
        .from(businessHolidays)
        .where(eq(businessHolidays.companyId, completed.companyId))
    ).map((h) => h.day),
  );
  const working = (day: string) =>
    ![0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay()) && !holidays.has(day);
  for (const run of runs.slice(0, 12)) {
    const month = run.periodEnd.slice(0, 7);
    expect(run.payDate.slice(0, 7)).toBe(month);
    expect(Number(run.payDate.slice(8, 10)), run.payDate).toBeLessThanOrEqual(28);
    expect(working(run.payDate), run.payDate).toBe(true);
    for (let d = Number(run.payDate.slice(8, 10)) + 1; d <= 28; d += 1)
      expect(working(`${month}-${String(d).padStart(2, '0')}`), `${month}-${d}`).toBe(false);
  }
  expect(completed.periodEnd < draft.periodEnd).toBe(true);
  const today = lagosDay();
  expect(draft.periodEnd.slice(0, 7)).toBe(
    Number(today.slice(8, 10)) > 28 ? addDays(`${today.slice(0, 7)}-28`, 7).slice(0, 7) : today.slice(0, 7),
  );
  expect(draft.computeState).toBe('completed');
  const lines = await db.select().from(payrollRunLines).where(eq(payrollRunLines.runId, completed.id));
  expect(lines.length).toBeGreaterThan(5);
  const paid = lines.filter((l) => l.paymentState === 'paid');
  expect(paid.length).toBeGreaterThan(0);
  expect(lines.every((l) => l.paymentState === 'paid' || l.paymentState === 'skipped')).toBe(true);
  const settled = await db
    .select()
    .from(transfers)
    .where(
      and(
        eq(transfers.companyId, completed.companyId),
        inArray(
          transfers.id,
          paid.map((l) => l.transferId!),
        ),
        eq(transfers.status, 'settled'),
      ),
    );
  expect(settled).toHaveLength(paid.length);

  // Every payroll posting at its month's dates (issue 29): the takings moved in before payday, the salaries sent
  // and settled by the bank on payday (their wallet lines too), the remittances paid a few working days later.
  for (const run of runs.slice(0, 12)) {
    const ofRun = await db.select().from(payrollRunLines).where(eq(payrollRunLines.runId, run.id));
    const sent = await db
      .select()
      .from(transfers)
      .where(
        inArray(
          transfers.id,
          ofRun.filter((l) => l.transferId).map((l) => l.transferId!),
        ),
      );
    expect(sent.length, run.name).toBeGreaterThan(5);
    for (const x of sent) {
      expect(lagosDay(x.createdAt), run.name).toBe(run.payDate);
      expect(lagosDay(x.settledAt!), run.name).toBe(run.payDate);
      expect(x.sentAt!.getTime(), run.name).toBeLessThanOrEqual(x.settledAt!.getTime());
    }
    for (const l of ofRun.filter((l) => l.paymentState === 'paid'))
      expect(lagosDay(l.paidAt!), run.name).toBe(run.payDate);
    const walletLines = await db
      .select()
      .from(walletTransactions)
      .where(
        inArray(
          walletTransactions.reference,
          sent.map((x) => x.reference),
        ),
      );
    expect(walletLines.length, run.name).toBe(sent.length);
    for (const line of walletLines) expect(lagosDay(line.createdAt), run.name).toBe(run.payDate);
    const [takings] = await db
      .select()
      .from(walletTransactions)
      .where(
        and(
          eq(walletTransactions.companyId, run.companyId),
          eq(
            walletTransactions.narration,
            `Sales takings for ${formatMonthLabel(run.periodEnd.slice(0, 7))} payroll`,
          ),
        ),
      );
    expect(takings, run.name).toBeDefined();
    expect(lagosDay(takings!.createdAt) < run.payDate, run.name).toBe(true);
    expect(lagosDay(takings!.createdAt).slice(0, 7), run.name).toBe(run.payDate.slice(0, 7));
    expect(lagosDay(run.completedAt!), run.name).toBe(run.payDate);
  }

  // Money in this month is this month's only (issue 29): the year's takings for payroll are dated at their months
  // (above), so before its payroll is paid this month takes in less than an average past month (salaries' takings
  // and customers' receipts).
  const main = await db
    .execute<{ id: string }>(
      sql`select id from ledger_accounts where company_id = ${completed.companyId} and kind = 'wallet' and purpose = 'main'`,
    )
    .then((r) => r.rows[0]!);
  const moneyIn = await db
    .execute<{ month: string; sum: string }>(
      sql`select to_char(created_at at time zone 'Africa/Lagos', 'YYYY-MM') as month, sum(amount) as sum
        from wallet_transactions where wallet_id = ${main.id} and direction = 'credit' group by 1`,
    )
    .then((r) => new Map(r.rows.map((row) => [row.month, Number(row.sum)])));
  const thisMonthIn = moneyIn.get(today.slice(0, 7)) ?? 0;
  const pastIn = [...moneyIn].filter(([month]) => month < today.slice(0, 7)).map(([, sum]) => sum);
  expect(pastIn.length).toBeGreaterThanOrEqual(11);
  if (completed.periodEnd.slice(0, 7) < today.slice(0, 7))
    expect(thisMonthIn).toBeLessThan(pastIn.reduce((a, b) => a + b, 0) / pastIn.length);

  // Each month's remittances: paid (through a settled transfer, with the authority's receipt) on or before its due
  // date, or not due yet — nothing late; every month but the latest two closed, the latest with some still to pay,
  // and payable (every one has its state or PFA).
  const remittances = await db.select().from(payrollRemittances);
  const receipts = await db.select().from(payrollRemittanceReceipts);
  for (const [i, run] of runs.slice(0, 12).entries()) {
    const ofRun = remittances.filter((r) => r.runId === run.id && r.amount > 0);
    expect(new Set(ofRun.map((r) => r.kind)), run.name).toEqual(
      new Set(['paye', 'pension', 'nhf', 'nsitf', 'itf']),
    );
    expect(
      ofRun
        .filter((r) => r.kind === 'paye')
        .map((r) => r.state)
        .sort(),
      run.name,
    ).toEqual(['Lagos', 'Ogun']);
    expect(ofRun.filter((r) => r.kind === 'pension').length, run.name).toBe(3);
    if (i < 10)
      expect(
        ofRun.filter((r) => r.status !== 'paid').map((r) => r.name),
        run.name,
      ).toEqual([]);
    if (i === 11)
      expect(
        ofRun.some((r) => r.status === 'unpaid'),
        run.name,
      ).toBe(true);
    for (const r of ofRun) {
      expect(r.state ?? r.pfaId ?? r.kind).toBeTruthy();
      const due = dueDate(
        r.kind === 'itf'
          ? { kind: 'itf', year: Number(run.payDate.slice(0, 4)) }
          : { kind: r.kind as 'paye', salaryPaidOn: run.payDate },
        holidays,
      );
      if (r.status !== 'paid') {
        expect(r.status, `${run.name} ${r.name}`).toBe('unpaid');
        expect(due >= today, `${run.name} ${r.name} due ${due}`).toBe(true);
        continue;
      }
      expect(receipts.find((x) => x.remittanceId === r.id)?.receiptNumber, `${run.name} ${r.name}`).toMatch(
        /\//,
      );
      // Paid after payday, by its due date.
      expect(r.paidAt!.getTime()).toBeGreaterThan(new Date(`${run.payDate}T00:00:00+01:00`).getTime());
      expect(lagosDay(r.paidAt!) <= due, `${run.name} ${r.name} paid ${lagosDay(r.paidAt!)} due ${due}`).toBe(
        true,
      );
      expect(r.paidAt!.getTime()).toBeLessThan(Date.now());
      const [sentOn] = await db.select().from(transfers).where(eq(transfers.id, r.transferId!));
      expect(lagosDay(sentOn!.createdAt), `${run.name} ${r.name}`).toBe(lagosDay(r.paidAt!));
      expect(sentOn!.status, `${run.name} ${r.name}`).toBe('settled');
    }
  }
  // Each earlier year's annual PAYE return filed with each state it was owed to: nothing of a past year is late.
  const thisYear = Number(draft.periodEnd.slice(0, 4));
  const earlier = runs.filter((r) => Number(r.periodEnd.slice(0, 4)) < thisYear);
  const filings = await db.select().from(payrollAnnualReturnFilings);
  expect(filings.map((f) => `${f.year} ${f.state}`).sort()).toEqual(
    earlier.length ? [`${thisYear - 1} Lagos`, `${thisYear - 1} Ogun`] : [],
  );
  // Filed on time (by 31 January of the next year): no late-filing penalty in the demo.
  for (const f of filings)
    expect(f.filedAt.getTime()).toBeLessThan(Date.parse(`${f.year + 1}-02-01T00:00:00+01:00`));

  // Every employee complete: what the remittance parties credit them by.
  const people = await db.select().from(employees).where(eq(employees.companyId, completed.companyId));
  expect(people.length).toBeGreaterThan(10);
  for (const p of people)
    expect(
      {
        name: p.firstName,
        pfa: p.pfaId !== null,
        rsaPin: /^PEN\d{12}$/.test(p.rsaPin ?? ''),
        taxId: !!p.taxId,
      },
      p.firstName,
    ).toEqual({ name: p.firstName, pfa: true, rsaPin: true, taxId: true });
  expect(people.every((p) => p.stateOfResidence)).toBe(true);
  expect(people.filter((p) => p.annualRent && p.rentDocumentId).length).toBeGreaterThanOrEqual(3);

  // The books: every entry balances (the company's postings sum to zero) and every account, wallets included,
  // holds the sum of its postings; transfers-out clearing holds exactly the open transfers.
  const [books] = await db
    .execute<{ total: string; wallets: string; off: string }>(
      sql`select (select coalesce(sum(amount), 0) from postings where company_id = ${completed.companyId}) as total,
        (select count(*) from ledger_accounts where company_id = ${completed.companyId} and kind = 'wallet') as wallets,
        (select count(*) from ledger_accounts a where a.company_id = ${completed.companyId} and a.kind = 'wallet'
           and a.balance <> (select coalesce(sum(p.amount), 0) from postings p
                              where p.company_id = a.company_id and p.account_id = a.id)) as off`,
    )
    .then((r) => r.rows);
  expect(Number(books!.total)).toBe(0);
  expect(Number(books!.wallets)).toBeGreaterThanOrEqual(2);
  expect(Number(books!.off)).toBe(0);
  await expectLedgerInvariants(t, completed.companyId);
}, 240_000);

it("each paid run's payslips really deducted the seeded advances owed by its pay month, recovered once at its payday", async () => {
  const db = t.server.database.db;
  const [owner] = await db
    .select({ userId: users.id, companyId: companyMembers.companyId })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(users.email, DEMO_LOGIN.email), eq(companyMembers.role, 'employer')));
  const token = await tokenFor(t, owner!);
  const runs = await db.select().from(payrollRuns).where(eq(payrollRuns.companyId, owner!.companyId));
  const completed = lastCompleted(runs);
  const draft = runs.find((r) => r.status === 'draft')!;
  const runOf = new Map(runs.map((r) => [r.periodEnd.slice(0, 7), r]));
  const periods = (
    await t.api.get(`/api${ON_DEMAND_PATHS.reconciliationPeriods}`, {
      token,
      schema: reconciliationPeriodsResponse,
    })
  ).data;
  const lines = async (period: string) =>
    (
      await t.api.get(`/api${ON_DEMAND_PATHS.reconciliation}?period=${period}`, {
        token,
        schema: onDemandReconciliationResponse,
      })
    ).data.docs;
  const paidMonth = completed.periodEnd.slice(0, 7);
  const owedBy = new Map<string, number>();
  let owedLater = 0;
  for (const { period } of periods)
    for (const line of await lines(period)) {
      if (period <= paidMonth) {
        // Recovered in full, once, and only by the payslip of its own pay month's run.
        expect(line, period).toMatchObject({
          recoveredByPayroll: line.toDeduct,
          outstanding: 0,
          recoveredByNote: 0,
        });
        expect(line.payrollRecoveries.length, period).toBe(1);
        expect(line.payrollRecoveries[0]).toMatchObject({ runId: runOf.get(period)!.id });
        expect(line.payrollRecoveries[0]!.lineId).not.toBeNull();
        owedBy.set(period, (owedBy.get(period) ?? 0) + line.toDeduct);
      } else {
        expect(line).toMatchObject({ recoveredByPayroll: 0, payrollRecoveries: [] });
        if (period <= draft.periodEnd.slice(0, 7)) owedLater += line.toDeduct;
      }
    }
  // Withdrawals through the year: every one of the eleven months before this one drawn on, some by several staff.
  const pastMonths = [...runOf.keys()]
    .filter((m) => m <= paidMonth)
    .sort()
    .slice(1);
  expect(pastMonths).toHaveLength(11);
  for (const month of pastMonths) expect(owedBy.get(month), month).toBeGreaterThan(0);
  const recovered = async (runId: string) =>
    (await db.select().from(payrollRunLines).where(eq(payrollRunLines.runId, runId))).reduce(
      (sum, l) => sum + l.onDemandRecovery,
      0,
    );
  for (const [month, run] of runOf)
    if (month <= paidMonth) expect(await recovered(run.id), month).toBe(owedBy.get(month) ?? 0);
  expect(await recovered(draft.id)).toBe(owedLater);
  // Each recovery is posted at its run's payday (when the bank settled the salaries), once per payslip.
  const recoveries = await db
    .select()
    .from(onDemandRecoveries)
    .where(eq(onDemandRecoveries.companyId, owner!.companyId));
  const entries = await db
    .select()
    .from(journalEntries)
    .where(
      and(eq(journalEntries.companyId, owner!.companyId), eq(journalEntries.kind, 'on_demand.recovery')),
    );
  expect(entries).toHaveLength(new Set(recoveries.map((r) => r.entryId)).size);
  for (const r of recoveries) {
    const run = runs.find((x) => r.reference === `payroll:${x.id}`)!;
    const entry = entries.find((e) => e.id === r.entryId)!;
    expect(lagosDayOf(entry.createdAt), r.reference).toBe(run.payDate);
    expect(lagosDayOf(r.createdAt)).toBe(run.payDate);
  }
});

it('the seeded draft can be submitted, approved and paid as seeded: every account confirmed, the wallet enough', async () => {
  const db = t.server.database.db;
  const [owner] = await db
    .select({ userId: users.id, companyId: companyMembers.companyId })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(users.email, DEMO_LOGIN.email), eq(companyMembers.role, 'employer')));
  const token = await tokenFor(t, owner!);
  await setPin(t, owner!.userId);
  const [draft] = await db.select().from(payrollRuns).where(eq(payrollRuns.status, 'draft'));
  const id = draft!.id;
  const unmatched = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.companyId, owner!.companyId), sql`${employees.nameCheck} <> 'matched'`));
  expect(unmatched).toEqual([]);
  // One stored result: an account called matched holds its employee's name, never another person's (issue 29:
  // the export said matched beside MUSA DANJUMA while the employee's page showed MUSA GARBA).
  const accounts = await db
    .select({ first: employees.firstName, last: employees.lastName, accountName: employees.accountName })
    .from(employees)
    .where(eq(employees.companyId, owner!.companyId));
  expect(
    accounts
      .filter((a) => !namesMatch(`${a.first} ${a.last}`, a.accountName))
      .map((a) => `${a.first} ${a.last}: ${a.accountName}`),
  ).toEqual([]);

  const variance = await t.api.get(runUrl(P.variance, { id }), { token, schema: varianceCheckResponse });
  expect(variance.data.counts.blocking).toBe(0);
  expect(variance.data.canSubmit).toBe(true);
  const submitted = await t.api.post(
    runUrl(P.submit, { id }),
    variance.data.commentRequired ? { comment: 'Demo payroll' } : {},
    { token, schema: payrollRunResponse },
  );
  expect(submitted.status).toBe(200);
  await acknowledgeWarnings(t, token, id);
  expect(
    (await t.api.post(runUrl(P.approve, { id }), { pin: PIN }, { token, schema: payrollRunResponse })).status,
  ).toBe(200);

  const [main] = await db
    .execute<{ id: string }>(
      sql`select id from ledger_accounts where company_id = ${owner!.companyId} and kind = 'wallet' and purpose = 'main'`,
    )
    .then((r) => r.rows);
  const quote = await t.api.get(`${runUrl(P.paySalary, { id })}?sourceWalletId=${main!.id}`, {
    token,
    schema: paySalaryQuoteResponse,
  });
  expect(quote.data.skippedCount).toBe(0);
  expect(quote.data.wallet?.sufficient).toBe(true);
  const paid = await t.api.post(
    runUrl(P.paySalary, { id }),
    { sourceWalletId: main!.id, pin: PIN },
    { token, headers: { 'idempotency-key': newKey() } },
  );
  expect(paid.status).toBe(202);
  const { processBatch } = await import('../src/modules/payments/index.ts');
  const [run] = await db.select().from(payrollRuns).where(eq(payrollRuns.id, id));
  await processBatch(
    { db, config: t.config, rail: t.server.rail, payouts: t.server.payouts },
    { companyId: owner!.companyId, batchId: run!.paymentBatchId! },
  );
  await settleEverything(t, owner!.companyId);
  const lines = await db.select().from(payrollRunLines).where(eq(payrollRunLines.runId, id));
  expect(lines.length).toBeGreaterThan(5);
  expect(
    lines.filter((l) => l.paymentState !== 'paid').map((l) => `${l.paymentState} ${l.failureReason}`),
  ).toEqual([]);
  const [done] = await db.select().from(payrollRuns).where(eq(payrollRuns.id, id));
  expect(done!.status).toBe('completed');
  await expectLedgerInvariants(t, owner!.companyId);
}, 120_000);
