// Reading the salary transfers back onto the run's lines: a line stays pending while its batch line waits or its
// transfer is with the bank; it becomes paid when the transfer settles (and the employee is marked paid), failed
// with the reason when the ledger refused it (nothing left the wallet) or the bank refused it (the transfer was
// reversed: the money is back in the wallet). A failed line can be retried. Safe to run at any time and in several
// workers at once. When nothing is left unsettled, the run completes once: status, on-demand recoveries recorded,
// payslips emailed. After a payment (salaries, a retry, a remittance) the read-back follows it: a sync that leaves
// something pending reads again a few seconds later, backing off (FOLLOW_UP_SECONDS), and then the minute sweep
// carries on. The bank decides a transfer seconds after it is sent, later than the first read 2 s after the request,
// and pg-boss runs the minute cron 30 to 90 s apart: a line waiting for the sweep stayed 'pending' up to 90 s after
// its salary settled.
import type { Database } from '@paydesk/db';
import { transact } from '../../lib/transaction.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { payoutOutcomes } from '../payments/index.ts';
import { markEmployeesPaid } from '../people/index.ts';
import { recordWebhookEvent } from '../webhooks/index.ts';
import * as pq from './line-payments.queries.ts';
import { PAYROLL_JOBS, type PayrollDeps } from './payroll-deps.ts';
import { queuePayslipEmails } from './payslips.service.ts';
import { remittancesPending, syncRemittances } from './remittance-sync.ts';
import * as rq from './runs.queries.ts';

type Outcome = Awaited<ReturnType<typeof payoutOutcomes>>[number];

function stateOf(o: Outcome): { state: string; reason: string | null } {
  if (o.lineState === 'refused' || o.lineState === 'skipped')
    return { state: 'failed', reason: o.error ?? 'Refused' };
  if (o.lineState === 'waiting' || !o.status) return { state: 'pending', reason: null };
  if (o.status === 'settled') return { state: 'paid', reason: null };
  if (o.status === 'reversed')
    return { state: 'failed', reason: o.failureReason ?? 'The bank could not complete the transfer' };
  if (o.status === 'failed') return { state: 'failed', reason: o.failureReason };
  return { state: 'pending', reason: null };
}

/**
 * Seconds before each follow-up read of a payment: reads at 2 s (the request's own), then 4, 7, 12, 22, 42 and 72 s;
 * after that only the minute sweep.
 */
export const FOLLOW_UP_SECONDS = [2, 3, 5, 10, 20, 30] as const;

/** The payment-sync job's data: `followUp` is the number of this read after a payment (absent: the sweep's). */
export interface PaymentSyncJob {
  companyId: string;
  runId: string;
  followUp?: number;
}

type SyncDeps = Pick<PayrollDeps, 'db' | 'mailer' | 'recoveries' | 'jobs' | 'onEffectError'>;

/** The first read after a payment (sent after its commit): 2 s later, then its follow-ups. */
export const readBackSoon = (jobs: PayrollDeps['jobs'], companyId: string, runId: string) =>
  jobs.send(PAYROLL_JOBS.paymentSync, { companyId, runId, followUp: 0 } satisfies PaymentSyncJob, {
    startAfterSeconds: 2,
  });

/**
 * Reads the run's transfers back; `followUp` (a payment's n-th read): when something is still pending, the next
 * read is queued FOLLOW_UP_SECONDS[n] later.
 */
export async function syncRunPayments(
  deps: SyncDeps,
  companyId: string,
  runId: string,
  followUp?: number,
): Promise<void> {
  await readBack(deps, companyId, runId);
  if (followUp === undefined || followUp >= FOLLOW_UP_SECONDS.length) return;
  if (!(await somethingPending(deps, companyId, runId))) return;
  await deps.jobs.send(
    PAYROLL_JOBS.paymentSync,
    { companyId, runId, followUp: followUp + 1 } satisfies PaymentSyncJob,
    { startAfterSeconds: FOLLOW_UP_SECONDS[followUp] },
  );
}

/** A salary line of a run being paid, or a remittance, still waiting for its transfer. */
async function somethingPending(deps: SyncDeps, companyId: string, runId: string) {
  const run = await rq.findRun(deps.db, companyId, runId);
  if (!run) return false;
  if (run.status === 'processing' && (await pq.pendingCount(deps.db, companyId, runId)) > 0) return true;
  return remittancesPending(deps.db, companyId, runId);
}

async function readBack(deps: SyncDeps, companyId: string, runId: string): Promise<void> {
  const run = await rq.findRun(deps.db, companyId, runId);
  if (!run) return;
  await syncRemittances(deps.db, companyId, runId);
  if (run.status !== 'processing') return;
  const pending = await pq.pendingLines(deps.db, companyId, runId);
  const byBatch = new Map<string, typeof pending>();
  for (const line of pending) {
    if (!line.paymentBatchId) continue;
    byBatch.set(line.paymentBatchId, [...(byBatch.get(line.paymentBatchId) ?? []), line]);
  }
  for (const [batchId, lines] of byBatch) {
    const outcomes = new Map((await payoutOutcomes(deps.db, companyId, batchId)).map((o) => [o.lineNo, o]));
    const updates = lines.flatMap((line) => {
      const o = outcomes.get(line.lineNo);
      if (!o) return [];
      const { state, reason } = stateOf(o);
      if (state === 'pending' && line.transferId === o.transferId) return [];
      return [
        {
          id: line.id,
          state,
          transferId: o.transferId,
          reference: o.reference,
          fee: state === 'failed' || state === 'reversed' ? 0 : o.fee,
          failureReason: reason,
          paidAt: state === 'paid' ? (o.settledAt ?? new Date()) : null,
        },
      ];
    });
    // Only lines still pending are rewritten (a concurrent sync may have moved them on).
    if (updates.length)
      await deps.db.transaction(async (tx) => {
        const moved = await pq.setPaymentStates(tx, companyId, runId, updates);
        const paid = new Set(updates.filter((u) => u.state === 'paid').map((u) => u.id));
        await markEmployeesPaid(
          tx,
          companyId,
          moved.filter((m) => paid.has(m.id)).map((m) => m.employeeId),
        );
      });
  }
  await completeIfSettled(deps, companyId, runId);
}

async function completeIfSettled(
  deps: Pick<PayrollDeps, 'db' | 'mailer' | 'recoveries' | 'jobs' | 'onEffectError'>,
  companyId: string,
  runId: string,
) {
  await transact(
    deps.db,
    async (tx, afterCommit) => {
      const run = await rq.findRun(tx, companyId, runId, true);
      if (run?.status !== 'processing') return;
      if ((await pq.unsettledCount(tx, companyId, runId)) > 0) return;
      if (!run.recoveriesRecordedAt) {
        const lines = await pq.recoveredLines(tx, companyId, runId);
        await deps.recoveries.recordPayrollRecovery(tx, {
          companyId,
          runId,
          period: { start: run.periodStart, end: run.periodEnd },
          recoveries: lines.map((l) => ({
            employeeId: l.employeeId,
            recoveredKobo: l.onDemandRecovery,
            unrecoveredKobo: Number(
              (l.result as { unrecoveredOnDemandKobo?: number }).unrecoveredOnDemandKobo ?? 0,
            ),
          })),
        });
      }
      await rq.updateRun(tx, run, {
        status: 'completed',
        completedAt: new Date(),
        recoveriesRecordedAt: new Date(),
      });
      await recordAudit(tx, {
        companyId,
        actor: { type: 'system', id: null, label: 'Payroll' },
        action: 'payroll.run.complete',
        target: { type: 'payroll-run', id: runId },
        outcome: 'success',
        metadata: {},
      });
      await recordWebhookEvent(tx, companyId, 'payroll.completed', {
        id: runId,
        periodStart: run.periodStart,
        periodEnd: run.periodEnd,
        status: 'completed',
      });
      await queuePayslipEmails(tx, deps, afterCommit, run);
    },
    deps.onEffectError,
  );
}

/** The sweep: every run being paid is read back (transfers settle after the request that sent them). */
export async function sweepPayments(deps: Parameters<typeof syncRunPayments>[0] & { db: Database }) {
  for (const target of await rq.runsToSweep(deps.db))
    if (target.status === 'processing') await syncRunPayments(deps, target.companyId, target.runId);
}
