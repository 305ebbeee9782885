// Employees' on-demand accounts (earned and drawn this period, saved, owed across periods) and the on-demand
// transactions behind them: each request that moved money (withdrawal, its fee, its reversal, a saving) and each
// recovery, as the ledger entries recorded them. People's ERA pages and /transaction-history read these.

import type { OnDemandAccount, OnDemandTransaction } from '@paydesk/contracts';
import { formatPeriod } from '@paydesk/contracts';
import type { Executor } from '@paydesk/db';
import * as aq from './accounts.queries.ts';
import { earnedState } from './earned.service.ts';

/** The on-demand account of each given employee who has one (accepted on-demand pay or ever requested). */
export async function onDemandAccounts(
  ex: Executor,
  companyId: string,
  employees: { id: string; onDemandState: string }[],
): Promise<Map<string, OnDemandAccount>> {
  const ids = employees.map((e) => e.id);
  const { owed, recovered } = await aq.owedByEmployee(ex, companyId, ids);
  const owedOf = new Map(owed.map((o) => [o.employeeId, Number(o.toDeduct)]));
  const recoveredOf = new Map(recovered.map((r) => [r.employeeId, Number(r.amount)]));
  const accounts = new Map<string, OnDemandAccount>();
  for (const e of employees) {
    if (e.onDemandState !== 'accepted' && !owedOf.has(e.id)) continue;
    const state = await earnedState(ex, companyId, e.id);
    accounts.set(e.id, {
      earned: state?.summary.earned ?? 0,
      drawn: state?.summary.drawn ?? 0,
      saved: state?.summary.saved ?? 0,
      owed: Math.max(0, (owedOf.get(e.id) ?? 0) - (recoveredOf.get(e.id) ?? 0)),
    });
  }
  return accounts;
}

/** On-demand transactions, newest first: of one employee, or of the whole business. */
export async function onDemandTransactions(
  ex: Executor,
  companyId: string,
  options: { employeeId?: string; limit?: number } = {},
): Promise<OnDemandTransaction[]> {
  const limit = options.limit ?? 200;
  const [requests, recoveries] = await Promise.all([
    aq.requestsOf(ex, companyId, { employeeId: options.employeeId }, { offset: 0, limit }),
    aq.recoveriesOf(ex, companyId, options.employeeId, limit),
  ]);
  const lines: OnDemandTransaction[] = [];
  for (const { request: r, firstName, lastName } of requests) {
    const who = { employeeId: r.employeeId, employeeName: `${firstName} ${lastName}` };
    const at = r.createdAt.toISOString();
    if (r.kind === 'saving') {
      lines.push({
        _id: r.id,
        kind: 'saving',
        ...who,
        amount: r.amount,
        reference: r.reference,
        description: 'Saving',
        createdAt: at,
      });
      continue;
    }
    lines.push({
      _id: r.id,
      kind: 'withdrawal',
      ...who,
      amount: r.amount,
      reference: r.reference,
      description: `Withdrawal to ${r.bankName ?? ''} ${r.accountNumber ?? ''}`.trim(),
      createdAt: at,
    });
    if (r.fee > 0)
      lines.push({
        _id: `${r.id}-fee`,
        kind: 'withdrawal-fee',
        ...who,
        amount: r.fee,
        reference: r.reference,
        description: r.feeBearer === 'employee' ? 'Fee (deducted at payday)' : 'Fee (paid by the business)',
        createdAt: at,
      });
    if (r.status === 'reversed')
      lines.push({
        _id: `${r.id}-reversal`,
        kind: 'withdrawal-reversal',
        ...who,
        amount: -(r.amount + r.fee),
        reference: r.reference,
        description: `Reversed: ${r.failureReason ?? 'transfer failed'}`,
        createdAt: r.updatedAt.toISOString(),
      });
  }
  for (const rec of recoveries)
    lines.push({
      _id: rec.id,
      kind: 'payroll-recovery',
      employeeId: rec.employeeId,
      employeeName: null,
      amount: -rec.amount,
      reference: rec.reference,
      description:
        rec.source === 'payroll'
          ? `Recovered by payroll (${formatPeriod(rec.period)})`
          : `Recovered by payment note (${formatPeriod(rec.period)})`,
      createdAt: rec.createdAt.toISOString(),
    });
  return lines.sort((x, y) => y.createdAt.localeCompare(x.createdAt)).slice(0, limit);
}
