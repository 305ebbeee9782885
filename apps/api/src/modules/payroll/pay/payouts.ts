// Payroll's payouts as the one payout pipeline decides them (payments calls these handlers inside the transaction
// that settles, reverses or refuses each transfer): a salary line is paid — and its employee marked paid, its
// on-demand recovery recorded, and the run completed when it was the last — or failed with the reason, in the same
// commit as the ledger; a remittance is paid or failed the same way. Nothing polls the transfers.
import type { Tx } from '@paydesk/db';
import type { PayoutHandler, PayoutRegistry, PayoutResult } from '../../payments/index.ts';
import { markEmployeesPaid } from '../../people/index.ts';
import { recordSettledRecoveries } from '../compute/on-demand-recovery.ts';
import type { PayrollDeps } from '../payroll-deps.ts';
import * as mq from '../remittances/remittances.queries.ts';
import { type CompletionDeps, completeIfSettled } from '../runs/run-completion.ts';
import * as rq from '../runs/runs.queries.ts';
import * as pq from './line-payments.queries.ts';

/** The demo's history: the past date its payouts were settled at (one answer for the group), else none. */
const backdatedAt = (results: PayoutResult[]) => {
  const dated = results.filter((r) => r.backdated);
  return dated.length > 0 ? new Date(Math.max(...dated.map((r) => r.at.getTime()))) : undefined;
};

function salaryPayouts(deps: CompletionDeps): PayoutHandler {
  const decide = async (tx: Tx, companyId: string, results: PayoutResult[], state: 'paid' | 'failed') =>
    pq.setPaymentStates(
      tx,
      companyId,
      results.map((r) => ({
        id: r.ownerRef,
        state,
        transferId: r.transferId,
        reference: r.reference,
        // A failed line cost nothing: the ledger refused it, or its fee came back with the reversal.
        fee: state === 'paid' ? r.fee : 0,
        failureReason: state === 'failed' ? r.reason : null,
        paidAt: state === 'paid' ? r.at : null,
      })),
    );
  return {
    async settled(tx, results, { companyId, afterCommit }) {
      const moved = await decide(tx, companyId, results, 'paid');
      await markEmployeesPaid(
        tx,
        companyId,
        moved.map((m) => m.employeeId),
      );
      // A paid payslip's on-demand recovery is recorded in the commit that pays its salary.
      for (const runId of new Set(moved.map((m) => m.runId))) {
        const paidLines = moved.filter((m) => m.runId === runId).map((m) => m.id);
        const run = await rq.findRun(tx, companyId, runId);
        if (run) await recordSettledRecoveries(tx, deps.recoveries, run, paidLines, backdatedAt(results));
        await completeIfSettled(tx, deps, companyId, runId, afterCommit, paidLines.length);
      }
    },
    async failed(tx, results, { companyId }) {
      await decide(tx, companyId, results, 'failed');
    },
  };
}

const remittancePayouts: PayoutHandler = {
  async settled(tx, results, { companyId }) {
    for (const r of results) {
      const row = await mq.lockRemittance(tx, companyId, r.ownerRef);
      if (row?.status !== 'pending') continue;
      await mq.updateRemittance(tx, row, {
        status: 'paid',
        transferId: r.transferId,
        transferReference: r.reference,
        paidAt: r.at,
      });
    }
  },
  async failed(tx, results, { companyId }) {
    for (const r of results) {
      const row = await mq.lockRemittance(tx, companyId, r.ownerRef);
      if (row?.status !== 'pending') continue;
      await mq.updateRemittance(tx, row, {
        status: 'failed',
        transferId: r.transferId,
        transferReference: r.reference,
        failureReason: r.reason ?? 'The transfer failed',
      });
    }
  },
};

/** Registers payroll's handlers in the payout pipeline (the composition root calls this once). */
export function registerPayrollPayouts(
  payouts: PayoutRegistry,
  deps: Pick<PayrollDeps, 'mailer' | 'recoveries' | 'jobs' | 'onEffectError'>,
) {
  payouts.register('payroll.salary', salaryPayouts(deps));
  payouts.register('payroll.remittance', remittancePayouts);
}
