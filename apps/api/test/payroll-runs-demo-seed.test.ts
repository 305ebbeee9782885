// The demo business of `npm start` has payroll runs: last month's completed and paid (every salary settled once,
// the ledger holding) and this month's computed draft — seeded once however often the seed runs, in `npm start`'s
// order: after the demo's on-demand pay, whose advances the runs really deduct (the paid run records them).
import {
  ON_DEMAND_PATHS,
  onDemandReconciliationResponse,
  PAYROLL_RUN_PATHS as P,
  payrollRunResponse,
  paySalaryQuoteResponse,
  reconciliationPeriodsResponse,
  varianceCheckResponse,
} from '@paydesk/contracts';
import { companyMembers, employees, payrollRunLines, payrollRuns, transfers, users } from '@paydesk/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
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

it('seeds a completed, paid run and a draft once', async () => {
  const db = t.server.database.db;
  await seedDemoBusiness(db, t.config);
  await seedDemoActivity(db, t.config, { only: ['payments', 'bills', 'settlements'] });
  await seedDemoActivity(db, t.config, { only: ['on-demand'] });
  await seedDemoActivity(db, t.config, { only: ['payment-notes'] });
  await seedDemoActivity(db, t.config, { only: ['payroll-runs'] });
  await seedDemoActivity(db, t.config, { only: ['payroll-runs'] });
  const runs = await db.select().from(payrollRuns);
  expect(runs.map((r) => r.status).sort()).toEqual(['completed', 'draft']);
  const completed = runs.find((r) => r.status === 'completed')!;
  const draft = runs.find((r) => r.status === 'draft')!;
  expect(completed.periodEnd < draft.periodEnd).toBe(true);
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
  await expectLedgerInvariants(t, completed.companyId);
});

it("the paid run's payslips really deducted the seeded advances owed by its pay month: reconciliation shows no other recovery", async () => {
  const db = t.server.database.db;
  const [owner] = await db
    .select({ userId: users.id, companyId: companyMembers.companyId })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(users.email, DEMO_LOGIN.email), eq(companyMembers.role, 'employer')));
  const token = await tokenFor(t, owner!);
  const runs = await db.select().from(payrollRuns).where(eq(payrollRuns.companyId, owner!.companyId));
  const completed = runs.find((r) => r.status === 'completed')!;
  const draft = runs.find((r) => r.status === 'draft')!;
  const periods = (
    await t.api.get(`/api${ON_DEMAND_PATHS.reconciliationPeriods}`, {
      token,
      schema: reconciliationPeriodsResponse,
    })
  ).data;
  expect(periods.length).toBeGreaterThanOrEqual(3);
  const lines = async (period: string) =>
    (
      await t.api.get(`/api${ON_DEMAND_PATHS.reconciliation}?period=${period}`, {
        token,
        schema: onDemandReconciliationResponse,
      })
    ).data.docs;
  const paidMonth = completed.periodEnd.slice(0, 7);
  let owedByPaidMonth = 0;
  let owedLater = 0;
  for (const { period } of periods)
    for (const line of await lines(period)) {
      if (period <= paidMonth) {
        // Recovered in full, and only by the paid run's payslip.
        expect(line).toMatchObject({ recoveredByPayroll: line.toDeduct, outstanding: 0, recoveredByNote: 0 });
        expect(line.payrollRecoveries.every((r) => r.runId === completed.id && r.lineId !== null)).toBe(true);
        owedByPaidMonth += line.toDeduct;
      } else {
        expect(line).toMatchObject({ recoveredByPayroll: 0, payrollRecoveries: [] });
        if (period <= draft.periodEnd.slice(0, 7)) owedLater += line.toDeduct;
      }
    }
  expect(owedByPaidMonth).toBeGreaterThan(0);
  const recovered = async (runId: string) =>
    (await db.select().from(payrollRunLines).where(eq(payrollRunLines.runId, runId))).reduce(
      (sum, l) => sum + l.onDemandRecovery,
      0,
    );
  expect(await recovered(completed.id)).toBe(owedByPaidMonth);
  expect(await recovered(draft.id)).toBe(owedLater);
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
