// On-demand pay as payroll sees it (the payroll runs module's RecoveriesPort): what each payslip must take back,
// and recording what a settled payslip took. On-demand names a pay period by its payday's month ('YYYY-MM'); a
// payroll run's pay month is the month its period ends in. A payslip of pay month M takes back everything the
// employee still owes for the periods up to M — their withdrawals with the fees they bear and their approved
// savings, including what earlier payslips could not take (carried forward) — and recording it settles M first,
// then the periods before it: a run may take any period up to its own month, so an earlier run still being paid
// finds its own periods left to it. A balanced entry per employee moves the recovery: on-demand receivable down,
// employee payable up.
import { randomUUID } from 'node:crypto';
import type { Executor, Tx } from '@paydesk/db';
import { BadRequest } from '../../lib/errors.ts';
import { ensureSystemAccounts, type Movement, moveSystem } from '../ledger/index.ts';
import type { RecoveriesPort } from '../payroll/index.ts';
import { lockEmployeeRows } from '../people/index.ts';
import * as rq from './reconciliation/reconciliation.queries.ts';

const payMonth = (period: { end: string }) => period.end.slice(0, 7);

/**
 * FACE for payroll runs: what each employee's payslip of pay month `period` (YYYY-MM) must deduct: all they still
 * owe for the periods up to it. Employees who owe nothing are absent.
 */
export async function onDemandToDeduct(
  db: Executor,
  companyId: string,
  period: string,
): Promise<Map<string, number>> {
  const owed = new Map<string, number>();
  for (const row of await rq.owedByPeriod(db, companyId, period))
    owed.set(row.employeeId, (owed.get(row.employeeId) ?? 0) + row.owed);
  return owed;
}

/**
 * FACE for payroll runs: records what the payslips of a run (`reference`, e.g. `payroll:<run id>`) deducted, in the
 * transaction that settles them. Each employee's amount settles what they owe for the pay month first, then the
 * periods before it, newest first; anything beyond what they owe (a payslip computed before another recovery) is
 * recorded against the pay month (added to its row when it has one), where reconciliation flags the
 * over-recovery. Recording the same reference and employee again changes nothing, at once or later (the employees'
 * rows are locked first). Answers the employees recorded now.
 */
export async function recordPayrollRecovery(
  tx: Tx,
  companyId: string,
  period: string,
  reference: string,
  deducted: Map<string, number>,
  /** The demo's history only: when the payslips' salaries were settled (real recoveries are posted now). */
  postedAt?: Date,
): Promise<string[]> {
  for (const amount of deducted.values())
    if (!Number.isSafeInteger(amount) || amount <= 0)
      throw new BadRequest('A recovery must be a positive whole kobo');
  const ids = [...deducted.keys()].sort();
  await lockEmployeeRows(tx, companyId, ids);
  const recorded = await rq.recordedUnder(tx, companyId, reference, ids);
  const todo = ids.filter((id) => !recorded.has(id));
  if (todo.length === 0) return [];
  const owed = new Map<string, { period: string; owed: number }[]>();
  for (const row of await rq.owedByPeriod(tx, companyId, period, todo))
    owed.set(row.employeeId, [...(owed.get(row.employeeId) ?? []), row]);
  const system = await ensureSystemAccounts(tx, companyId);
  const rows: Parameters<typeof rq.insertRecoveries>[1] = [];
  const movements: Omit<Movement, 'companyId'>[] = [];
  for (const employeeId of todo) {
    const amount = deducted.get(employeeId)!;
    const entryId = randomUUID();
    let left = amount;
    for (const o of (owed.get(employeeId) ?? []).reverse()) {
      if (left === 0) break;
      const take = Math.min(left, o.owed);
      rows.push({
        companyId,
        employeeId,
        period: o.period,
        source: 'payroll',
        amount: take,
        reference,
        entryId,
      });
      left -= take;
    }
    if (left > 0) {
      // Onto the pay month's own row when it took some already: one row per period of a payslip.
      const own = rows.find((r) => r.entryId === entryId && r.period === period);
      if (own) own.amount = (own.amount ?? 0) + left;
      else rows.push({ companyId, employeeId, period, source: 'payroll', amount: left, reference, entryId });
    }
    movements.push({
      id: entryId,
      kind: 'on_demand.recovery',
      description: `On-demand recovery by payroll ${reference}`,
      reference: `${reference}:${employeeId}`,
      legs: [
        { account: system.on_demand_receivable, amount: -amount },
        { account: system.employee_payable, amount },
      ],
    });
  }
  // The entries first: the recovery rows name them.
  await moveSystem(tx, companyId, movements, postedAt);
  await rq.insertRecoveries(tx, postedAt ? rows.map((row) => ({ ...row, createdAt: postedAt })) : rows);
  return todo;
}

export const onDemandRecoveries: RecoveriesPort = {
  onDemandToDeduct: (db, companyId, period) => onDemandToDeduct(db, companyId, payMonth(period)),
  recordPayrollRecovery: async (tx, { companyId, runId, period, recoveries, postedAt }) => {
    const recovered = new Map(
      recoveries.filter((r) => r.recoveredKobo > 0).map((r) => [r.employeeId, r.recoveredKobo] as const),
    );
    if (recovered.size > 0)
      await recordPayrollRecovery(tx, companyId, payMonth(period), `payroll:${runId}`, recovered, postedAt);
  },
};
