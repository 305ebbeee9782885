// A run completes once, in the transaction that settles its last salary: its status, audit and webhook event, and
// its payslips emailed after the commit (each payslip's on-demand recovery was recorded as its salary settled). A
// run with a line still pending or failed (to retry) stays processing. What is left is counted on the run's row
// (`open_lines`: set by the pay request, less each salary as it settles), which every answer locks anyway; the lines'
// own states are read once, when the count reaches 0.
import type { Tx } from '@paydesk/db';
import type { AfterCommit } from '../../../lib/transaction.ts';
import { recordAudit } from '../../../platform/audit/audit.service.ts';
import { recordWebhookEvent } from '../../webhooks/index.ts';
import * as pq from '../pay/line-payments.queries.ts';
import type { PayrollDeps } from '../payroll-deps.ts';
import { queuePayslipEmails } from '../payslips/payslips.service.ts';
import * as rq from './runs.queries.ts';

export type CompletionDeps = Pick<PayrollDeps, 'mailer' | 'recoveries' | 'jobs' | 'onEffectError'>;

/**
 * Counts `settled` more of the run's salaries as settled (the lines this commit moved to paid) and completes the run
 * when nothing of it is left unsettled; answers whether it did.
 */
export async function completeIfSettled(
  tx: Tx,
  deps: CompletionDeps,
  companyId: string,
  runId: string,
  afterCommit: AfterCommit,
  settled = 0,
): Promise<boolean> {
  const locked = await rq.findRun(tx, companyId, runId, true);
  if (locked?.status !== 'processing') return false;
  const run =
    settled > 0 ? await rq.updateRun(tx, locked, { openLines: locked.openLines - settled }) : locked;
  if (run.openLines > 0) return false;
  if (await pq.hasUnsettled(tx, companyId, runId)) return false;
  // Every payslip's on-demand recovery was recorded as its salary settled.
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
  return true;
}
