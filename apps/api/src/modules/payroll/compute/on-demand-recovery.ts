// On-demand pay in a run, on payroll's side of the RecoveriesPort. A computation deducts what the employee still
// owes (the port's answer) less what payslips of other runs, not settled yet, already deduct: an advance is taken
// by one payslip, never two. A payslip's recovery is recorded through the port in the same transaction that settles
// its salary (the line paid, or skipped with nothing left to pay after the recovery), so what reconciliation shows
// recovered is what a paid payslip deducted; what it could not take stays owed and the next run deducts it.
import type { Executor, Tx } from '@paydesk/db';
import type * as rq from '../runs/runs.queries.ts';
import type { RecoveriesPort } from './recoveries.ts';
import * as vq from './recovery.queries.ts';

type RunPeriod = Pick<rq.RunRow, 'id' | 'companyId' | 'periodStart' | 'periodEnd'>;

/**
 * What each employee's payslip of the run deducts for on-demand pay (kobo, by employee id). An off-cycle run (a
 * bonus, a correction) deducts none: the period's regular run recovers the advances, once.
 */
export async function onDemandDeductions(
  ex: Executor,
  recoveries: RecoveriesPort,
  run: RunPeriod & Pick<rq.RunRow, 'kind'>,
): Promise<Map<string, number>> {
  if (run.kind === 'off-cycle') return new Map();
  const owed = await recoveries.onDemandToDeduct(ex, run.companyId, {
    start: run.periodStart,
    end: run.periodEnd,
  });
  if (owed.size === 0) return owed;
  const claimed = await vq.claimedByOtherRuns(ex, run.companyId, run.id);
  const deduct = new Map<string, number>();
  for (const [employeeId, kobo] of owed) {
    const left = kobo - (claimed.get(employeeId) ?? 0);
    if (left > 0) deduct.set(employeeId, left);
  }
  return deduct;
}

/**
 * Records the recoveries of these lines, whose salaries this transaction settles (idempotent per run and employee),
 * 5,000 lines at a time.
 */
export async function recordSettledRecoveries(
  tx: Tx,
  recoveries: RecoveriesPort,
  run: RunPeriod,
  lineIds: string[],
  /** The demo's history only: when these salaries were settled. */
  postedAt?: Date,
) {
  for (let i = 0; i < lineIds.length; i += 5_000) {
    const lines = await vq.recoveringLines(tx, run.companyId, run.id, lineIds.slice(i, i + 5_000));
    if (lines.length === 0) continue;
    await recoveries.recordPayrollRecovery(tx, {
      companyId: run.companyId,
      runId: run.id,
      period: { start: run.periodStart, end: run.periodEnd },
      recoveries: lines.map((l) => ({
        employeeId: l.employeeId,
        recoveredKobo: l.onDemandRecovery,
        unrecoveredKobo: l.carriedForward,
      })),
      ...(postedAt ? { postedAt } : {}),
    });
  }
}

/** FACE for on-demand pay: whether a payroll of the pay month (YYYY-MM) settled the employee's salary. */
export const salaryPaidFor = (ex: Executor, companyId: string, employeeId: string, month: string) =>
  vq.salaryPaidIn(ex, companyId, employeeId, month);

/** FACE for on-demand pay: the payslips (line id, run name, pay date) behind recoveries recorded by these runs. */
export const payslipsOf = (ex: Executor, companyId: string, pairs: { runId: string; employeeId: string }[]) =>
  vq.payslipsOf(ex, companyId, pairs);
