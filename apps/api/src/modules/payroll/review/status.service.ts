// The review's outcome: submit (draft → in-review; an approval request when a workflow covers 'payroll.approval'),
// approve (in-review → approved) and reject (back to an editable draft carrying the reason). When a workflow covers
// payroll, only its request decides: the last stage's approval approves the run, a rejection returns it to draft.
import {
  APPROVAL_MESSAGES,
  type AuditAction,
  DEFAULT_VARIANCE_THRESHOLD_BP,
  PAYROLL_RUN_MESSAGES,
} from '@paydesk/contracts';
import type { Executor, Tx } from '@paydesk/db';
import { formatKobo } from '@paydesk/money';
import type { Caller } from '../../../http/route-kit.ts';
import { Conflict, ValidationFailed } from '../../../lib/errors.ts';
import { transact } from '../../../lib/transaction.ts';
import { recordAudit } from '../../../platform/audit/audit.service.ts';
import { recordCallerAudit } from '../../../platform/audit/audit-actor.ts';
import { type ApprovalRegistry, type ExecutionContext, gateOrRun } from '../../approvals/index.ts';
import { verifyTransactionPin } from '../../wallets/index.ts';
import type { PayrollDeps } from '../payroll-deps.ts';
import { ensureRemittances } from '../remittances/remittances.service.ts';
import { runView, totalsOf } from '../runs/run-views.ts';
import * as rq from '../runs/runs.queries.ts';
import { mustFindRun } from '../runs/runs.service.ts';
import { acknowledgeRunWarning, varianceCheck } from './review.service.ts';
import { blockedBy, refreshRemittanceDetails } from './run-blockers.ts';

export interface PayrollApprovalPayload {
  runId: string;
  name: string;
  memberId: string;
  userId: string;
  netPayKobo: number;
  totalCostKobo: number;
  employeeCount: number;
}

declare module '../../approvals/index.ts' {
  interface GateableActions {
    'payroll.approval': PayrollApprovalPayload;
  }
}

export async function submitRun(
  deps: Omit<PayrollDeps, 'staffTokens'>,
  caller: Caller,
  id: string,
  comment: string | null,
) {
  const { companyId, memberId, userId } = caller.auth;
  return transact(
    deps.db,
    async (tx, afterCommit) => {
      const run = await mustFindRun(tx, companyId, id, true);
      if (run.status !== 'draft') throw new Conflict(PAYROLL_RUN_MESSAGES.notEditable);
      if (run.computeState !== 'completed') throw new Conflict(PAYROLL_RUN_MESSAGES.notComputed);
      const check = await varianceCheck(tx, run, DEFAULT_VARIANCE_THRESHOLD_BP);
      if (totalsOf(run).employeeCount === 0) throw new Conflict(PAYROLL_RUN_MESSAGES.noEmployees);
      if (check.counts.blocking > 0)
        throw blockedBy(
          PAYROLL_RUN_MESSAGES.blockingIssues,
          check.issues.filter((i) => i.severity === 'blocking'),
        );
      if (check.commentRequired && !comment)
        throw new ValidationFailed({ comment: [PAYROLL_RUN_MESSAGES.commentRequired] });
      const totals = totalsOf(run);
      const payload: PayrollApprovalPayload = {
        runId: run.id,
        name: run.name,
        memberId,
        userId,
        netPayKobo: totals.netPayKobo,
        totalCostKobo: totals.totalCostKobo,
        employeeCount: totals.employeeCount,
      };
      // Submission happens either way: a covered run waits for its request, any other for a member's approve.
      const outcome = await gateOrRun(
        tx,
        {
          gate: deps.gate,
          caller,
          action: 'payroll.approval',
          // One request per submission: a run rejected and submitted again asks again.
          idempotencyKey: `payroll:${run.id}:${run.generation}:${run.updatedAt.getTime()}`,
          amountKobo: totals.totalCostKobo,
          payload,
          afterCommit,
          // The submission's own event names the request.
          requested: null,
        },
        async () => null,
      );
      const approvalRequestId = outcome.gated ? outcome.requestId : null;
      const submitted = await rq.updateRun(tx, run, {
        status: 'in-review',
        submissionComment: comment,
        submittedBy: memberId,
        submittedAt: new Date(),
        approvalRequestId,
        approvedAt: null,
        approvedBy: null,
      });
      await recordCallerAudit(tx, caller, {
        action: 'payroll.run.submit',
        target: { type: 'payroll-run', id },
        outcome: 'success',
        metadata: {
          comment,
          approvalRequestId,
          blocking: check.counts.blocking,
          warnings: check.counts.warning,
          netPayKobo: totals.netPayKobo,
        },
      });
      return {
        message: outcome.gated ? PAYROLL_RUN_MESSAGES.sentForApproval : PAYROLL_RUN_MESSAGES.submitted,
        data: await runView(tx, submitted),
      };
    },
    deps.onEffectError,
  );
}

/**
 * A run is approved only with no blocker standing (read against the employees as they are now) and every warning
 * acknowledged as it reads now; then the details its remittances group by are taken from the employees, so a fix
 * made after the run was computed reaches them.
 */
async function assertApprovable(tx: Executor, run: rq.RunRow, refresh = true) {
  const check = await varianceCheck(tx, run, DEFAULT_VARIANCE_THRESHOLD_BP);
  const blockers = check.issues.filter((i) => i.severity === 'blocking');
  if (blockers.length) throw blockedBy(PAYROLL_RUN_MESSAGES.blockedApproval, blockers);
  const unacknowledged = check.issues.filter((i) => i.severity === 'warning' && !i.acknowledgement);
  if (unacknowledged.length) throw blockedBy(PAYROLL_RUN_MESSAGES.unacknowledgedWarnings, unacknowledged);
  if (refresh) await refreshRemittanceDetails(tx, run.companyId, run.id);
}

function assertDecidable(run: rq.RunRow) {
  if (run.status !== 'in-review') throw new Conflict(PAYROLL_RUN_MESSAGES.notInReview);
  if (run.approvalRequestId) throw new Conflict(PAYROLL_RUN_MESSAGES.decidedByWorkflow);
}

export async function approveRun(
  deps: PayrollDeps,
  caller: Caller,
  id: string,
  body: { pin: string; comment: string | null },
) {
  const { companyId, memberId } = caller.auth;
  const { comment } = body;
  // Refused before the PIN while a blocker or an unacknowledged warning stands (a PIN is not spent on a payroll
  // that cannot be approved).
  const before = await mustFindRun(deps.db, companyId, id);
  assertDecidable(before);
  await assertApprovable(deps.db, before, false);
  // Approving commits the business to pay: server-enforced, like every outflow (a wrong PIN counts to the lock).
  await verifyTransactionPin(deps, caller, body.pin);
  return transact(deps.db, async (tx) => {
    const run = await mustFindRun(tx, companyId, id, true);
    assertDecidable(run);
    await assertApprovable(tx, run);
    const approved = await rq.updateRun(tx, run, {
      status: 'approved',
      approvedBy: memberId,
      approvedAt: new Date(),
    });
    // What the run owes each party is fixed from here: stored now, so its remittance state is known at once.
    await ensureRemittances(tx, approved);
    await recordCallerAudit(tx, caller, {
      action: 'payroll.run.approve',
      target: { type: 'payroll-run', id },
      outcome: 'success',
      metadata: { comment },
    });
    return runView(tx, approved);
  });
}

async function backToDraft(tx: Tx, run: rq.RunRow, reason: string, rejectedBy: string | null) {
  return rq.updateRun(tx, run, {
    status: 'draft',
    rejectionReason: reason,
    rejectedBy,
    rejectedAt: new Date(),
    approvalRequestId: null,
  });
}

export async function rejectRun(deps: PayrollDeps, caller: Caller, id: string, reason: string) {
  const { companyId, memberId } = caller.auth;
  return transact(deps.db, async (tx) => {
    const run = await mustFindRun(tx, companyId, id, true);
    assertDecidable(run);
    const rejected = await backToDraft(tx, run, reason, memberId);
    await recordCallerAudit(tx, caller, {
      action: 'payroll.run.reject',
      target: { type: 'payroll-run', id },
      outcome: 'success',
      metadata: { reason },
    });
    return runView(tx, rejected);
  });
}

const systemEvent = (
  context: ExecutionContext,
  action: AuditAction,
  runId: string,
  metadata: Record<string, unknown>,
) =>
  recordAudit(context.tx, {
    companyId: context.companyId,
    actor: { type: 'system', id: null, label: 'Approval workflow' },
    action,
    target: { type: 'payroll-run', id: runId },
    outcome: 'success',
    ip: null,
    userAgent: null,
    metadata: { approvalRequestId: context.requestId, ...metadata },
  });

/** The executor of 'payroll.approval': the last stage approves the run; a rejection sends it back to draft. */
export function registerPayrollApproval(registry: ApprovalRegistry) {
  registry.register('payroll.approval', {
    execute: async (context, payload) => {
      const run = await rq.findRun(context.tx, context.companyId, payload.runId, true);
      if (run?.status !== 'in-review' || run.approvalRequestId !== context.requestId)
        throw new Conflict('This payroll is no longer waiting for this approval');
      await assertApprovable(context.tx, run);
      const approved = await rq.updateRun(context.tx, run, {
        status: 'approved',
        approvedAt: new Date(),
        approvedBy: null,
      });
      await ensureRemittances(context.tx, approved);
      await systemEvent(context, 'payroll.run.approve', run.id, {});
      return { runId: run.id, status: 'approved' };
    },
    rejected: async (context, payload, reason) => {
      const run = await rq.findRun(context.tx, context.companyId, payload.runId, true);
      if (run?.status !== 'in-review' || run.approvalRequestId !== context.requestId) return;
      await backToDraft(context.tx, run, reason, null);
      await systemEvent(context, 'payroll.run.reject', run.id, { reason });
    },
    // The variance check's warnings of the run this request decides (none once the run is no longer waiting for
    // it): shown on the request, acknowledged there by whoever may decide it (issue 28).
    warnings: async (db, companyId, requestId, payload) => {
      const run = await rq.findRun(db, companyId, payload.runId);
      if (run?.status !== 'in-review' || run.approvalRequestId !== requestId) return [];
      const check = await varianceCheck(db, run, DEFAULT_VARIANCE_THRESHOLD_BP);
      return check.issues
        .filter((i) => i.severity === 'warning')
        .map((i) => ({
          key: i.key,
          subject: i.employeeName,
          message: i.message,
          acknowledgement: i.acknowledgement,
        }));
    },
    acknowledge: async (context, payload, key) => {
      const run = await rq.findRun(context.tx, context.companyId, payload.runId, true);
      if (run?.status !== 'in-review' || run.approvalRequestId !== context.requestId)
        throw new Conflict(APPROVAL_MESSAGES.noWarnings);
      await acknowledgeRunWarning(context.tx, context.caller, run, key, {
        approvalRequestId: context.requestId,
      });
    },
    // Leads with the request's amount (the run's total cost), so the list's amount and this title agree.
    describe: (p) =>
      `Approve ${p.name}: ${formatKobo(p.totalCostKobo)} for ${p.employeeCount} employees (net pay ${formatKobo(p.netPayKobo)})`,
  });
}
