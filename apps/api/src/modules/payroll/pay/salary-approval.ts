// Paying salaries under an approval workflow ('payroll.salary.payment'): when one covers the payment, the request
// waits with nothing sent; the last stage's approval starts the payment as the member who asked, exactly once (a
// run already paying refuses a second execution).
import { PAYROLL_RUN_MESSAGES } from '@paydesk/contracts';
import type { Tx } from '@paydesk/db';
import { formatKobo } from '@paydesk/money';
import type { Caller } from '../../../http/route-kit.ts';
import { Conflict } from '../../../lib/errors.ts';
import type { AfterCommit } from '../../../lib/transaction.ts';
import { recordAudit } from '../../../platform/audit/audit.service.ts';
import { type ApprovalRegistry, gateOrRun, pendingRequest } from '../../approvals/index.ts';
import type { PayrollDeps } from '../payroll-deps.ts';
import * as rq from '../runs/runs.queries.ts';
import * as pq from './line-payments.queries.ts';

export interface SalaryPaymentPayload {
  runId: string;
  name: string;
  memberId: string;
  userId: string;
  sourceWalletId: string;
  netPayKobo: number;
  lines: number;
}

declare module '../../approvals/index.ts' {
  interface GateableActions {
    'payroll.salary.payment': SalaryPaymentPayload;
  }
}

/** Asks the gate: a covered payment answers the 202 of its waiting request with nothing sent; any other `pay`s now. */
export async function gateSalaryPayment<T>(
  tx: Tx,
  deps: Pick<PayrollDeps, 'gate'>,
  caller: Caller,
  run: rq.RunRow,
  sourceWalletId: string,
  idempotencyKey: string,
  afterCommit: AfterCommit,
  pay: () => Promise<T>,
) {
  const { memberId, userId } = caller.auth;
  // Sums, not rows: the payment reads (and locks) the lines itself; 100,000 rows twice would be the slow part.
  const { lines: count, netPayKobo } = await pq.unpaidTotals(tx, caller.auth.companyId, run.id);
  const outcome = await gateOrRun(
    tx,
    {
      gate: deps.gate,
      caller,
      action: 'payroll.salary.payment',
      idempotencyKey,
      amountKobo: netPayKobo,
      sourceWalletId,
      payload: { runId: run.id, name: run.name, memberId, userId, sourceWalletId, netPayKobo, lines: count },
      afterCommit,
      requested: {
        action: 'payroll.salaries.requested',
        metadata: { runId: run.id, netPayKobo, lines: count },
      },
    },
    pay,
  );
  if (!outcome.gated) return outcome.result;
  return {
    status: 202,
    body: { message: PAYROLL_RUN_MESSAGES.sentForApproval, data: pendingRequest(outcome.requestId) },
  };
}

export function registerSalaryPayment(
  registry: ApprovalRegistry,
  deps: Pick<PayrollDeps, 'config' | 'jobs' | 'payouts' | 'mailer' | 'recoveries' | 'onEffectError'>,
  start: (
    tx: Tx,
    deps: Pick<PayrollDeps, 'config' | 'jobs' | 'payouts' | 'mailer' | 'recoveries' | 'onEffectError'>,
    run: rq.RunRow,
    memberId: string,
    sourceWalletId: string,
    afterCommit: AfterCommit,
  ) => Promise<{ toPay: number }>,
) {
  registry.register('payroll.salary.payment', {
    execute: async (context, payload) => {
      const run = await rq.findRun(context.tx, context.companyId, payload.runId, true);
      if (run?.status === 'processing' || run?.status === 'completed')
        throw new Conflict(PAYROLL_RUN_MESSAGES.alreadyPaying);
      if (run?.status !== 'approved') throw new Conflict(PAYROLL_RUN_MESSAGES.notApproved);
      const started = await start(
        context.tx,
        deps,
        run,
        payload.memberId,
        payload.sourceWalletId,
        context.afterCommit,
      );
      await recordAudit(context.tx, {
        companyId: context.companyId,
        actor: { type: 'system', id: null, label: 'Approval workflow' },
        action: 'payroll.salaries.pay',
        target: { type: 'payroll-run', id: run.id },
        outcome: 'success',
        ip: null,
        userAgent: null,
        metadata: { approvalRequestId: context.requestId, lines: started.toPay },
      });
      return { runId: run.id, status: 'processing' };
    },
    describe: (p) => `Pay ${p.lines} salaries of ${p.name}: ${formatKobo(p.netPayKobo)}`,
  });
}
