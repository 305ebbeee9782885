// Payroll runs through the API (issue 15): create → run (a job, with progress) → review (totals, summary, a line
// adjusted with a reason, the variance check) → submit → approve → pay salaries (one failing test account) → retry
// after the account is corrected → completed. A run is deterministic and a re-run says who changed and why; a run is
// paid once; delete is refused outside draft.

import {
  messageOnly,
  PAYROLL_RUN_PATHS as P,
  PAYROLL_RUN_MESSAGES,
  payrollChangesResponse,
  payrollLineResponse,
  payrollLinesResponse,
  payrollRunResponse,
  payrollSummaryResponse,
  paySalaryQuoteResponse,
  varianceCheckResponse,
} from '@paydesk/contracts';
import { auditEvents, employees, payrollRunLines, transfers } from '@paydesk/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerInvariants, startPaymentsApp } from './helpers/payment-fixtures.ts';
import {
  computeRun,
  createRun,
  type PayrollBusiness,
  payrollBusiness,
  postRunBatch,
  readRun,
  runInput,
  runUrl,
  settleEverything,
} from './helpers/payroll-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';
import { newKey, PIN } from './helpers/wallet-fixtures.ts';

let t: TestApp;
let b: PayrollBusiness;

beforeAll(async () => {
  t = await startPaymentsApp();
  // The third employee's account is the sandbox's 'accepted, then declined by the beneficiary bank'.
  b = await payrollBusiness(t, { count: 3, accounts: ['0123456710', '0123456711', '0000000012'] });
}, 120_000);
afterAll(async () => t?.close());

const lines = async (id: string) =>
  (await t.api.get(`${runUrl(P.lines, { id })}?limit=100`, { token: b.token, schema: payrollLinesResponse }))
    .data.docs;

describe('a payroll run from draft to completed', () => {
  let runId: string;

  it('creates a draft and computes every employee as a job, with progress to completion', async () => {
    const run = await createRun(t, b.token, runInput(b));
    runId = run._id;
    expect(run).toMatchObject({ status: 'draft', editable: true, name: 'Payroll Mar 2026' });
    expect(run.compute.state).toBe('not-started');
    const progress = await computeRun(t, b.token, runId);
    expect(progress).toMatchObject({ state: 'completed', processed: 3, total: 3, generation: 1 });
    const docs = await lines(runId);
    expect(docs).toHaveLength(3);
    for (const line of docs) {
      // Gross − deductions = net, to the kobo, on every stored line.
      expect(line.grossPayKobo - line.totalDeductionsKobo).toBe(line.netPayKobo);
      expect(line.payeKobo).toBeGreaterThan(0);
      expect(line.pensionEmployeeKobo).toBe(Math.round(line.grossPayKobo * 0.08));
      expect(line.payment.state).toBe('unpaid');
    }
    const summary = (
      await t.api.get(runUrl(P.summary, { id: runId }), { token: b.token, schema: payrollSummaryResponse })
    ).data;
    expect(summary.totals.employeeCount).toBe(3);
    expect(summary.totals.netPayKobo).toBe(docs.reduce((s, l) => s + l.netPayKobo, 0));
    expect(summary.deductions.find((d) => d.code === 'paye')!.amountKobo).toBe(summary.totals.payeKobo);
    expect(summary.payeByState).toEqual([
      { state: 'Lagos', employeeCount: 3, amountKobo: summary.totals.payeKobo },
    ]);
  });

  it('gives the same figures when run again, and says which employee changed and why when an input changed', async () => {
    const before = await lines(runId);
    await computeRun(t, b.token, runId);
    const again = await lines(runId);
    expect(again.map((l) => [l._id, l.netPayKobo])).toEqual(before.map((l) => [l._id, l.netPayKobo]));
    const unchanged = await readRun(t, b.token, runId);
    expect(unchanged.compute.changes).toEqual({ changed: 0, added: 0, removed: 0, unchanged: 3 });

    const raised = b.employees[0]!;
    await t.server.database.db
      .update(employees)
      .set({ grossPay: raised.grossPay + 5_000_000 })
      .where(eq(employees.id, raised._id));
    await computeRun(t, b.token, runId);
    const run = await readRun(t, b.token, runId);
    expect(run.compute.changes).toEqual({ changed: 1, added: 0, removed: 0, unchanged: 2 });
    const changes = (
      await t.api.get(runUrl(P.changes, { id: runId }), { token: b.token, schema: payrollChangesResponse })
    ).data.docs;
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ employeeId: raised._id, change: 'changed' });
    expect(changes[0]!.reasons).toContain('Monthly gross changed');
    expect(changes[0]!.netPayKobo!).toBeGreaterThan(changes[0]!.previousNetPayKobo!);
  });

  it('edits a line with a one-off bonus and a reason: the line is recomputed and the edit audited', async () => {
    const [line] = await lines(runId);
    const res = await t.api.patch(
      runUrl(P.line, { id: runId, lineId: line!._id }),
      {
        add: [{ kind: 'bonus', name: 'Quarter bonus', amountKobo: 10_000_000, taxable: true }],
        reason: 'Q1 target met',
      },
      { token: b.token, schema: payrollLineResponse },
    );
    expect(res.status).toBe(200);
    expect(res.data.grossPayKobo).toBe(line!.grossPayKobo + 10_000_000);
    expect(res.data.payeKobo).toBeGreaterThan(line!.payeKobo);
    expect(res.data.adjustments).toMatchObject([
      { kind: 'bonus', amountKobo: 10_000_000, reason: 'Q1 target met' },
    ]);
    expect(res.data.breakdown.earnings.some((e) => e.label === 'Quarter bonus')).toBe(true);
    const run = await readRun(t, b.token, runId);
    expect(run.totals.grossPayKobo).toBe((await lines(runId)).reduce((s, l) => s + l.grossPayKobo, 0));
    const [event] = await t.server.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.companyId, b.companyId), eq(auditEvents.action, 'payroll.line.update')));
    expect(event?.metadata).toMatchObject({ reason: 'Q1 target met', employeeId: line!.employeeId });
  });

  it('refuses a line edit without a reason, changing nothing', async () => {
    const [line] = await lines(runId);
    const res = await t.api.patch(
      runUrl(P.line, { id: runId, lineId: line!._id }),
      { add: [{ kind: 'deduction', name: 'Loan', amountKobo: 100 }] },
      { token: b.token },
    );
    expect(res.status).toBe(400);
    expect(res.error.errors?.reason).toBeDefined();
    expect((await lines(runId))[0]!.netPayKobo).toBe(line!.netPayKobo);
  });

  it('checks variances (nothing to compare with yet, no blocking issue) and submits for review', async () => {
    const check = (
      await t.api.get(runUrl(P.variance, { id: runId }), { token: b.token, schema: varianceCheckResponse })
    ).data;
    expect(check).toMatchObject({ comparedWith: null, canSubmit: true, counts: { blocking: 0 } });
    const submitted = await t.api.post(
      runUrl(P.submit, { id: runId }),
      { comment: null },
      {
        token: b.token,
        schema: payrollRunResponse,
      },
    );
    expect(submitted.status).toBe(200);
    expect(submitted.data).toMatchObject({ status: 'in-review', editable: false, approvalRequestId: null });
    // In review, the run cannot be edited or deleted.
    const deleted = await t.api.delete(runUrl(P.run, { id: runId }), { token: b.token });
    expect(deleted.status).toBe(409);
    expect(deleted.error.message).toBe(PAYROLL_RUN_MESSAGES.deleteOnlyDraft);
  });

  it('refuses paying before approval, then approves', async () => {
    const early = await t.api.post(
      runUrl(P.paySalary, { id: runId }),
      { sourceWalletId: b.mainWalletId, pin: PIN },
      { token: b.token, headers: { 'idempotency-key': newKey() } },
    );
    expect(early.status).toBe(409);
    expect(early.error.message).toBe(PAYROLL_RUN_MESSAGES.notApproved);
    const approved = await t.api.post(
      runUrl(P.approve, { id: runId }),
      { pin: PIN },
      { token: b.token, schema: payrollRunResponse },
    );
    expect(approved.data.status).toBe('approved');
  });

  it('quotes the total with fees, pays every salary once, and shows the failed line with its reason', async () => {
    const quote = (
      await t.api.get(`${runUrl(P.paySalary, { id: runId })}?sourceWalletId=${b.mainWalletId}`, {
        token: b.token,
        schema: paySalaryQuoteResponse,
      })
    ).data;
    const run = await readRun(t, b.token, runId);
    expect(quote).toMatchObject({ payableCount: 3, netPayKobo: run.totals.netPayKobo, skippedCount: 0 });
    expect(quote.totalKobo).toBe(quote.netPayKobo + quote.feesKobo);
    expect(quote.wallet?.sufficient).toBe(true);

    const key = newKey();
    const paid = await t.api.post(
      runUrl(P.paySalary, { id: runId }),
      { sourceWalletId: b.mainWalletId, pin: PIN },
      { token: b.token, headers: { 'idempotency-key': key }, schema: payrollRunResponse },
    );
    expect(paid.status).toBe(202);
    expect(paid.data.status).toBe('processing');
    // The same click again replays; another click is refused: a run is paid once.
    const replay = await t.api.post(
      runUrl(P.paySalary, { id: runId }),
      { sourceWalletId: b.mainWalletId, pin: PIN },
      { token: b.token, headers: { 'idempotency-key': key } },
    );
    expect(replay.status).toBe(202);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const twice = await t.api.post(
      runUrl(P.paySalary, { id: runId }),
      { sourceWalletId: b.mainWalletId, pin: PIN },
      { token: b.token, headers: { 'idempotency-key': newKey() } },
    );
    expect(twice.status).toBe(409);
    expect(twice.error.message).toBe(PAYROLL_RUN_MESSAGES.alreadyPaying);

    // The answer is the run as the pay request committed it: every salary on its way. (A read after it may already
    // see the bank's answers: the worker posts the batch, and the sandbox bank's minute job settles it at once when
    // the minute turns then, as it did once in CI.)
    expect(paid.data.payment?.counts.pending).toBe(3);
    await postRunBatch(t, b.companyId, runId);
    await settleEverything(t, b.companyId);
    const docs = await lines(runId);
    expect(docs.filter((l) => l.payment.state === 'paid')).toHaveLength(2);
    // The bank refused the transfer (its money is back in the wallet): the line shows failed, with the reason.
    const failed = docs.find((l) => l.payment.state === 'failed')!;
    expect(failed.payment.failureReason).toBe('Transaction declined by beneficiary bank');
    expect(docs.filter((l) => l.payment.state === 'reversed')).toHaveLength(0);
    expect((await readRun(t, b.token, runId)).status).toBe('processing');
    // The employees whose salary settled are marked paid (they can no longer be deleted); the refused one is not.
    const paidFlags = await t.server.database.db
      .select({ id: employees.id, hasBeenPaid: employees.hasBeenPaid })
      .from(employees)
      .where(eq(employees.companyId, b.companyId));
    const paidIds = new Set(docs.filter((l) => l.payment.state === 'paid').map((l) => l.employeeId));
    const ofRun = paidFlags.filter((r) => paidIds.has(r.id) || r.id === failed.employeeId);
    expect(ofRun).toHaveLength(3);
    for (const row of ofRun) expect(row.hasBeenPaid).toBe(paidIds.has(row.id));
    await expectLedgerInvariants(t, b.companyId);
  });

  it('retries the failed line after the account is corrected: each employee is paid once, then the run completes', async () => {
    const failed = (await lines(runId)).find((l) => l.payment.state === 'failed')!;
    await t.server.database.db
      .update(employees)
      .set({ accountNumber: '0123456799' })
      .where(eq(employees.id, failed.employeeId));
    const key = newKey();
    const retry = (k: string) =>
      t.api.post(
        runUrl(P.retrySalary, { id: runId }),
        { pin: PIN },
        { token: b.token, headers: { 'idempotency-key': k } },
      );
    const [first, second] = await Promise.all([retry(key), retry(newKey())]);
    // A double click: one retry sends the line, the other finds nothing left to retry.
    expect([first.status, second.status].sort()).toEqual([202, 409]);
    await postRunBatch(t, b.companyId, runId, failed._id);
    await settleEverything(t, b.companyId);
    const run = await readRun(t, b.token, runId);
    expect(run.status).toBe('completed');
    expect(run.payment?.counts).toMatchObject({ paid: 3, failed: 0, reversed: 0, pending: 0 });
    const [retried] = await t.server.database.db
      .select({ hasBeenPaid: employees.hasBeenPaid })
      .from(employees)
      .where(eq(employees.id, failed.employeeId));
    expect(retried?.hasBeenPaid).toBe(true);
    // Each employee received exactly one settled salary.
    const settled = await t.server.database.db
      .select({ account: transfers.accountNumber, n: sql<number>`count(*)::int` })
      .from(transfers)
      .where(and(eq(transfers.companyId, b.companyId), eq(transfers.status, 'settled')))
      .groupBy(transfers.accountNumber);
    expect(settled.map((s) => s.n)).toEqual([1, 1, 1]);
    await expectLedgerInvariants(t, b.companyId);
  });

  it('refuses to delete a completed run', async () => {
    const res = await t.api.delete(runUrl(P.run, { id: runId }), { token: b.token });
    expect(res.status).toBe(409);
    expect(res.error.message).toBe(PAYROLL_RUN_MESSAGES.deleteOnlyDraft);
  });
});

describe('a draft', () => {
  it('is deleted, audited', async () => {
    const run = await createRun(
      t,
      b.token,
      runInput(b, { periodStart: '2026-04-01', periodEnd: '2026-04-30' }),
    );
    const res = await t.api.delete(runUrl(P.run, { id: run._id }), { token: b.token, schema: messageOnly });
    expect(res.status).toBe(200);
    expect((await t.api.get(runUrl(P.run, { id: run._id }), { token: b.token })).status).toBe(404);
  });

  it('with an employee without a confirmed bank account cannot be submitted', async () => {
    await t.server.database.db
      .update(employees)
      .set({ nameCheck: 'mismatch' })
      .where(eq(employees.id, b.employees[1]!._id));
    const run = await createRun(
      t,
      b.token,
      runInput(b, { periodStart: '2026-05-01', periodEnd: '2026-05-31' }),
    );
    await computeRun(t, b.token, run._id);
    const check = (
      await t.api.get(runUrl(P.variance, { id: run._id }), { token: b.token, schema: varianceCheckResponse })
    ).data;
    expect(check.canSubmit).toBe(false);
    expect(check.issues.find((i) => i.code === 'no-bank-account')).toMatchObject({
      severity: 'blocking',
      employeeId: b.employees[1]!._id,
    });
    // Compared with the completed March run: the employee paid a March bonus has a net more than 10% lower.
    expect(check.comparedWith?.periodEnd).toBe('2026-03-31');
    const [bonused] = await t.server.database.db
      .select({ employeeId: payrollRunLines.employeeId })
      .from(payrollRunLines)
      .where(sql`jsonb_array_length(${payrollRunLines.adjustments}) > 0`);
    expect(check.issues.filter((i) => i.code === 'net-change')).toMatchObject([
      { employeeId: bonused!.employeeId, severity: 'warning' },
    ]);
    // Year to date carries March's completed figures into May.
    const may = (
      await t.api.get(`${runUrl(P.lines, { id: run._id })}?limit=100`, {
        token: b.token,
        schema: payrollLinesResponse,
      })
    ).data.docs.find((l) => l.employeeId === b.employees[2]!._id)!;
    const detail = await t.api.get(runUrl(P.line, { id: run._id, lineId: may._id }), {
      token: b.token,
      schema: payrollLineResponse,
    });
    const [march] = await t.server.database.db
      .select({ gross: payrollRunLines.grossPay })
      .from(payrollRunLines)
      .where(
        and(eq(payrollRunLines.employeeId, b.employees[2]!._id), sql`${payrollRunLines.runId} <> ${run._id}`),
      );
    expect(detail.data.breakdown.ytd.grossPayKobo).toBe(march!.gross + may.grossPayKobo);
    const submitted = await t.api.post(runUrl(P.submit, { id: run._id }), {}, { token: b.token });
    expect(submitted.status).toBe(409);
    expect(submitted.error.message).toBe(
      `${PAYROLL_RUN_MESSAGES.blockingIssues} (${b.employees[1]!.firstName} Nwosu: No confirmed bank account)`,
    );
    expect((await readRun(t, b.token, run._id)).status).toBe('draft');
    await t.server.database.db
      .update(employees)
      .set({ nameCheck: 'matched' })
      .where(eq(employees.id, b.employees[1]!._id));
  });
});
