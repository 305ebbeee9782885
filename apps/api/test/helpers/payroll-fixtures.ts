// Payroll-run test helpers: a business with a funded wallet, a pay structure, a pay group and employees; creating
// and computing a run through the API; reading salary transfers back onto the lines.
import {
  type CreatePayrollRunRequest,
  PAYROLL_RUN_PATHS,
  PAYROLL_SETUP_PATHS,
  type PayStructureRequest,
  payrollRunPath,
  payrollRunProgressResponse,
  payrollRunResponse,
  varianceCheckResponse,
} from '@paydesk/contracts';
import { payrollRunLines, transfers } from '@paydesk/db';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { processBatch, requeryOpenTransfers } from '../../src/modules/payments/index.ts';
import { railDeps, settleRail, waitFor } from './payment-fixtures.ts';
import { addPayGroup, addStructure } from './payroll-setup-fixtures.ts';
import { addEmployee } from './people-fixtures.ts';
import type { TestApp } from './test-app.ts';
import { api, type WalletOwner, walletOwner } from './wallet-fixtures.ts';

/**
 * What the remittance parties credit an employee by (a Tax ID for PAYE, a PFA and an RSA PIN for pension): without
 * them a run is blocked before approval.
 */
export const remittanceIdentity = (i: number) => ({
  taxId: `TIN-${String(1000 + i)}`,
  pfaId: 1,
  rsaPin: `PEN${String(100_000_000_000 + i)}`,
});

export const runUrl = (path: string, params: Record<string, string>) => api(payrollRunPath(path, params));

export interface PayrollBusiness extends WalletOwner {
  payGroupId: string;
  employees: { _id: string; firstName: string; grossPay: number }[];
}

/** A funded business whose pay group (standard structure) holds `count` employees paid ₦250,000 a month. */
export async function payrollBusiness(
  t: TestApp,
  options: {
    count?: number;
    balance?: number;
    accounts?: string[];
    /** Changes to the standard structure (`structureInput`). */
    structure?: Partial<PayStructureRequest>;
  } = {},
): Promise<PayrollBusiness> {
  const owner = await walletOwner(t, { balance: options.balance ?? 100_000_000_00 });
  const structure = await addStructure(t, owner.token, { effectiveFrom: '2026-01-01', ...options.structure });
  const group = await addPayGroup(t, owner.token, { pay_structure_id: structure._id });
  const employees = [];
  for (let i = 0; i < (options.count ?? 3); i++)
    employees.push(
      await addEmployee(t, owner.token, {
        firstName: `Staff${i}`,
        grossPay: 25_000_000 + i * 1_000_000,
        accountNumber: options.accounts?.[i] ?? `01234567${String(10 + i).slice(-2)}`,
        ...remittanceIdentity(i),
      }),
    );
  const assigned = await t.api.patch(
    api(PAYROLL_SETUP_PATHS.payGroupAssignEmployees.replace(':id', group._id)),
    { employee_ids: employees.map((e) => e._id) },
    { token: owner.token },
  );
  if (assigned.status !== 200) throw new Error(`assign failed: ${JSON.stringify(assigned.body)}`);
  return { ...owner, payGroupId: group._id, employees };
}

export const runInput = (
  b: PayrollBusiness,
  o: Partial<CreatePayrollRunRequest> = {},
): CreatePayrollRunRequest => ({
  periodStart: '2026-03-01',
  periodEnd: '2026-03-31',
  pay_group_ids: [b.payGroupId],
  ...o,
});

export async function createRun(t: TestApp, token: string, body: CreatePayrollRunRequest) {
  const res = await t.api.post(api(PAYROLL_RUN_PATHS.runs), body, { token, schema: payrollRunResponse });
  if (res.status !== 201) throw new Error(`create run failed: ${JSON.stringify(res.body)}`);
  return res.data;
}

/** Runs the computation and waits for the job to finish it. */
export async function computeRun(t: TestApp, token: string, id: string) {
  const started = await t.api.post(runUrl(PAYROLL_RUN_PATHS.compute, { id }), undefined, {
    token,
    schema: payrollRunProgressResponse,
  });
  if (started.status !== 202) throw new Error(`compute failed: ${JSON.stringify(started.body)}`);
  return waitFor(
    async () =>
      (
        await t.api.get(runUrl(PAYROLL_RUN_PATHS.progress, { id }), {
          token,
          schema: payrollRunProgressResponse,
        })
      ).data,
    (p) => p.generation === started.data.generation && (p.state === 'completed' || p.state === 'failed'),
    30_000,
  );
}

export async function readRun(t: TestApp, token: string, id: string) {
  return (await t.api.get(runUrl(PAYROLL_RUN_PATHS.run, { id }), { token, schema: payrollRunResponse })).data;
}

/**
 * Posts a run's payout batch now, as its job would (the batch of its first paid line, or of the line `lineId`): tests
 * do not wait for the worker.
 */
export async function postRunBatch(t: TestApp, companyId: string, runId: string, lineId?: string) {
  const db = t.server.database.db;
  const [line] = await db
    .select({ batchId: payrollRunLines.paymentBatchId })
    .from(payrollRunLines)
    .where(
      lineId
        ? eq(payrollRunLines.id, lineId)
        : and(eq(payrollRunLines.runId, runId), isNotNull(payrollRunLines.paymentBatchId)),
    )
    .limit(1);
  await processBatch(railDeps(t), { companyId, batchId: line!.batchId! });
}

/**
 * The bank settles every transfer of the business: the worker may still be handing a chunk to the rail when the
 * test's own batch run returns, so transfers not yet at the rail are re-queried (resubmitted) and settled again.
 */
/** Runs each named payout batch to its end on the sandbox rail, then settles everything the business sent. */
export async function drainBatches(t: TestApp, companyId: string, batchIds: (string | null)[]) {
  for (const batchId of new Set(batchIds.filter((x): x is string => !!x)))
    await processBatch(railDeps(t), { companyId, batchId });
  await settleEverything(t, companyId);
}

export async function settleEverything(t: TestApp, companyId: string) {
  const db = t.server.database.db;
  for (let round = 0; round < 10; round++) {
    await settleRail(t);
    await requeryOpenTransfers(railDeps(t), 0);
    await settleRail(t);
    const [open] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(transfers)
      .where(and(eq(transfers.companyId, companyId), inArray(transfers.status, ['accepted', 'pending'])));
    if (open!.n === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Acknowledges every warning of the run's variance check that is not acknowledged yet (issue 28: approval is refused
 * while one stands), as the reviewer does at the review step; answers how many it acknowledged.
 */
export async function acknowledgeWarnings(t: TestApp, token: string, id: string) {
  const check = await t.api.get(runUrl(PAYROLL_RUN_PATHS.variance, { id }), {
    token,
    schema: varianceCheckResponse,
  });
  if (check.status !== 200) throw new Error(`variance failed: ${JSON.stringify(check.body)}`);
  const open = check.data.issues.filter((i) => i.severity === 'warning' && !i.acknowledgement);
  for (const warning of open) {
    const res = await t.api.post(
      runUrl(PAYROLL_RUN_PATHS.acknowledgeWarning, { id }),
      { key: warning.key },
      { token },
    );
    if (res.status !== 200) throw new Error(`acknowledge failed: ${JSON.stringify(res.body)}`);
  }
  return open.length;
}
