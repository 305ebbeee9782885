// Payroll under a two-stage approval workflow ('payroll.approval'): submitting makes a request; nothing is paid
// and the run stays in review until the last stage approves; a rejection returns the run to an editable draft with
// the reason. On-demand recoveries from the recoveries port are deducted through the engine and recorded once, as
// the salaries are paid. Each test pays its own month (one payroll a period).
import {
  APPROVAL_PATHS,
  PAYROLL_RUN_PATHS as P,
  PAYROLL_RUN_MESSAGES,
  payrollHistoryResponse,
  payrollLinesResponse,
  payrollRunResponse,
} from '@paydesk/contracts';
import { transfers } from '@paydesk/db';
import { formatKobo } from '@paydesk/money';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecoveriesPort } from '../src/modules/payroll/compute/recoveries.ts';
import {
  approve,
  createWorkflow,
  type Person,
  readRequest,
  requestUrl,
  settled,
} from './helpers/approval-fixtures.ts';
import { batchStatusesWhenQueued, startPaymentsApp, waitFor } from './helpers/payment-fixtures.ts';
import {
  acknowledgeWarnings,
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
import { addMember } from './helpers/team-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';
import { newKey, PIN, setPin, tokenFor } from './helpers/wallet-fixtures.ts';

let t: TestApp;
let b: PayrollBusiness;
const admins: Person[] = [];

/** A fake on-demand module: the first employee withdrew ₦30,000 in the period; recorded recoveries are kept. */
const recorded: Parameters<RecoveriesPort['recordPayrollRecovery']>[1][] = [];
const recoveries: RecoveriesPort = {
  onDemandToDeduct: async (_db, companyId) =>
    companyId === b?.companyId ? new Map([[b.employees[0]!._id, 3_000_000]]) : new Map(),
  recordPayrollRecovery: async (_tx, input) => {
    recorded.push(input);
  },
};

beforeAll(async () => {
  t = await startPaymentsApp({}, { recoveries });
  b = await payrollBusiness(t, { count: 2 });
  for (const firstName of ['Amaka', 'Bola']) {
    const admin = await addMember(t, b.companyId, { role: 'employer-admin', firstName });
    await setPin(t, admin.userId);
    admins.push({ ...admin, token: await tokenFor(t, admin) });
  }
  await createWorkflow(t, b.token, {
    name: 'Payroll sign-off',
    action: 'payroll.approval',
    stages: [
      { name: 'Finance', approvers: { memberIds: [admins[0]!.memberId] }, rule: 'any' },
      { name: 'Director', approvers: { memberIds: [admins[1]!.memberId] }, rule: 'any' },
    ],
  });
}, 120_000);
afterAll(async () => t?.close());

const pay = (runId: string) =>
  t.api.post(
    runUrl(P.paySalary, { id: runId }),
    { sourceWalletId: b.mainWalletId, pin: PIN },
    { token: b.token, headers: { 'idempotency-key': newKey() } },
  );

/** A run of `month` (2026-MM) computed and submitted. */
async function submitted(month: string) {
  const last = new Date(Date.UTC(2026, Number(month.slice(5)), 0)).getUTCDate();
  const run = await createRun(
    t,
    b.token,
    runInput(b, { periodStart: `${month}-01`, periodEnd: `${month}-${last}` }),
  );
  await computeRun(t, b.token, run._id);
  await acknowledgeWarnings(t, b.token, run._id);
  const res = await t.api.post(
    runUrl(P.submit, { id: run._id }),
    {},
    { token: b.token, schema: payrollRunResponse },
  );
  expect(res.status).toBe(200);
  expect(res.body.message).toBe(PAYROLL_RUN_MESSAGES.sentForApproval);
  expect(res.data.status).toBe('in-review');
  expect(res.data.approvalRequestId).not.toBeNull();
  return res.data;
}

describe('payroll under a two-stage approval', () => {
  it('pays nothing until the last stage approves; the run is then approved and paid', async () => {
    const run = await submitted('2026-03');
    // The workflow decides: the run's own approve route refuses.
    const direct = await t.api.post(runUrl(P.approve, { id: run._id }), { pin: PIN }, { token: b.token });
    expect(direct.status).toBe(409);
    expect(direct.error.message).toBe(PAYROLL_RUN_MESSAGES.decidedByWorkflow);

    // The list shows the request's amount (the run's total cost): its title states the same figure.
    const request = await readRequest(t, admins[0]!.token, run.approvalRequestId!);
    expect(request.amountKobo).toBe(run.totals.totalCostKobo);
    expect(request.label).toContain(formatKobo(run.totals.totalCostKobo));
    expect((await approve(t, admins[0]!.token, run.approvalRequestId!)).status).toBe(200);
    expect((await readRun(t, b.token, run._id)).status).toBe('in-review');
    const early = await pay(run._id);
    expect(early.status).toBe(409);
    expect(early.error.message).toBe(PAYROLL_RUN_MESSAGES.notApproved);
    expect(
      await t.server.database.db.select().from(transfers).where(eq(transfers.companyId, b.companyId)),
    ).toEqual([]);

    expect((await approve(t, admins[1]!.token, run.approvalRequestId!)).status).toBe(200);
    expect((await settled(t, admins[1]!.token, run.approvalRequestId!)).status).toBe('executed');
    expect((await readRun(t, b.token, run._id)).status).toBe('approved');

    expect((await pay(run._id)).status).toBe(202);
    const paying = await readRun(t, b.token, run._id);
    await postRunBatch(t, b.companyId, paying._id);
    await settleEverything(t, b.companyId);
    expect((await readRun(t, b.token, run._id)).status).toBe('completed');
  });

  it('deducts on-demand recoveries through the engine and records them once, as the salaries are paid', async () => {
    const [completed] = (
      await t.api.get(`/api${P.history}?outcome=completed`, {
        token: b.token,
        schema: payrollHistoryResponse,
      })
    ).data.docs;
    const docs = (
      await t.api.get(`${runUrl(P.lines, { id: completed!._id })}?limit=100`, {
        token: b.token,
        schema: payrollLinesResponse,
      })
    ).data.docs;
    const withdrawn = docs.find((l) => l.employeeId === b.employees[0]!._id)!;
    expect(withdrawn.onDemandRecoveryKobo).toBe(3_000_000);
    expect(withdrawn.issues).toContain('on-demand-recovery');
    expect(withdrawn.grossPayKobo - withdrawn.totalDeductionsKobo).toBe(withdrawn.netPayKobo);
    expect(docs.find((l) => l.employeeId !== b.employees[0]!._id)!.onDemandRecoveryKobo).toBe(0);
    // Recorded once, by the settlement that paid the payslip.
    const mine = recorded.filter((r) => r.runId === completed!._id);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.recoveries).toEqual([
      { employeeId: b.employees[0]!._id, recoveredKobo: 3_000_000, unrecoveredKobo: 0 },
    ]);
  });

  it('a rejected run returns to an editable draft carrying the reason', async () => {
    const run = await submitted('2026-04');
    const rejected = await t.api.post(
      requestUrl(APPROVAL_PATHS.reject, run.approvalRequestId!),
      { reason: 'Bonus figures not agreed' },
      { token: admins[0]!.token },
    );
    expect(rejected.status).toBe(200);
    const after = await readRun(t, b.token, run._id);
    expect(after).toMatchObject({
      status: 'draft',
      editable: true,
      approvalRequestId: null,
      rejection: { reason: 'Bonus figures not agreed' },
    });
    expect((await pay(run._id)).status).toBe(409);
    // Editable again: it can be run again and resubmitted (a new request).
    await computeRun(t, b.token, run._id);
    await acknowledgeWarnings(t, b.token, run._id);
    const again = await t.api.post(
      runUrl(P.submit, { id: run._id }),
      {},
      { token: b.token, schema: payrollRunResponse },
    );
    expect(again.data.approvalRequestId).not.toBe(run.approvalRequestId);
  });

  it('a workflow on salary payment holds the money until its approval, then pays once', async () => {
    const run = await submitted('2026-05');
    await approve(t, admins[0]!.token, run.approvalRequestId!);
    await approve(t, admins[1]!.token, run.approvalRequestId!);
    await settled(t, admins[1]!.token, run.approvalRequestId!);
    await createWorkflow(t, b.token, {
      name: 'Salary release',
      action: 'payroll.salary.payment',
      stages: [{ name: 'Finance', approvers: { memberIds: [admins[0]!.memberId] }, rule: 'any' }],
    });
    const before = await t.server.database.db
      .select()
      .from(transfers)
      .where(eq(transfers.companyId, b.companyId));
    const asked = await pay(run._id);
    expect(asked.status).toBe(202);
    const request = (asked.body as { data: { requestId: string; status: string } }).data;
    expect(request.status).toBe('pending');
    expect((await readRun(t, b.token, run._id)).status).toBe('approved');
    expect(
      await t.server.database.db.select().from(transfers).where(eq(transfers.companyId, b.companyId)),
    ).toHaveLength(before.length);
    // The approved payment's batch job is queued once the approval's transaction has committed: a job started
    // before would find no batch and leave the salaries to the minute sweep of unfinished batches.
    const seen = batchStatusesWhenQueued(t);
    try {
      expect((await approve(t, admins[0]!.token, request.requestId)).status).toBe(200);
      expect((await settled(t, admins[0]!.token, request.requestId)).status).toBe('executed');
      await waitFor(
        async () => seen.statuses,
        (statuses) => statuses.length > 0,
      );
      expect(seen.statuses).toEqual(['queued']);
    } finally {
      seen.restore();
    }
    const paying = await readRun(t, b.token, run._id);
    expect(paying.status).toBe('processing');
    expect(paying.payment?.counts.pending).toBe(2);
    expect((await pay(run._id)).status).toBe(409);
  });
});
