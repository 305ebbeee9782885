// Running an approved request, exactly once: one transaction claims it (approved → executing, a row only one
// claimer can move), runs the executor through the registry and stores executed with the outcome. A second job, a
// retry or a sweep finds nothing to claim; a crash rolls all of it back, so the request is approved again and a
// later job runs it. A refusal of the action (insufficient funds, a limit) stores failed with the reason.
import type { Database, Executor } from '@paydesk/db';
import { DomainError } from '../../lib/errors.ts';
import { transact } from '../../lib/transaction.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { noticeInitiator } from './approval-notices.ts';
import { APPROVAL_JOBS, type ApprovalsDeps } from './approvals-deps.ts';
import { auditTarget } from './decisions.service.ts';
import { unregisteredAction } from './registry.ts';
import { approvedWaiting, expireDue, moveStatus } from './requests.queries.ts';

const SYSTEM = { type: 'system' as const, id: null, label: 'Approvals' };

const storable = (outcome: unknown) =>
  outcome !== null && typeof outcome === 'object'
    ? JSON.parse(JSON.stringify(outcome))
    : { value: outcome ?? null };

export async function executeRequest(deps: ApprovalsDeps, target: { companyId: string; id: string }) {
  const { companyId, id } = target;
  try {
    await transact(
      deps.db,
      async (tx, afterCommit) => {
        const claimed = await moveStatus(tx, companyId, id, 'approved', { status: 'executing' });
        if (!claimed) return;
        const action = deps.registry.ofRequest(claimed);
        if (!action) throw unregisteredAction(claimed.action);
        const outcome = await action.execute({
          tx,
          companyId,
          requestId: id,
          requestedBy: { userId: claimed.initiatorUserId, memberId: claimed.initiatorMemberId },
          afterCommit,
        });
        const done = await moveStatus(tx, companyId, id, 'executing', {
          status: 'executed',
          outcome: storable(outcome),
          executedAt: new Date(),
        });
        await audit(tx, companyId, id, 'success', { action: claimed.action });
        await noticeInitiator(deps, tx, afterCommit, done!, 'approved and done');
      },
      deps.onEffectError,
    );
  } catch (error) {
    const reason = error instanceof DomainError ? error.message : 'The action could not be completed';
    await transact(
      deps.db,
      async (tx, afterCommit) => {
        const failed = await moveStatus(tx, companyId, id, 'approved', {
          status: 'failed',
          failureReason: reason,
          executedAt: new Date(),
        });
        if (!failed) return;
        await audit(tx, companyId, id, 'failure', { action: failed.action, reason });
        await noticeInitiator(deps, tx, afterCommit, failed, `approved but failed (${reason})`);
      },
      deps.onEffectError,
    );
    if (!(error instanceof DomainError)) deps.onEffectError?.(error);
  }
}

function audit(
  tx: Executor,
  companyId: string,
  id: string,
  outcome: 'success' | 'failure',
  metadata: object,
) {
  return recordAudit(tx, {
    companyId,
    actor: SYSTEM,
    action: 'approval.request.execute',
    target: auditTarget(id),
    outcome,
    metadata: metadata as Record<string, unknown>,
  });
}

/** The minute's sweep: expire pending requests past their time, and queue approved ones whose job was lost. */
export async function sweepRequests(deps: ApprovalsDeps) {
  await transact(
    deps.db as Database,
    async (tx, afterCommit) => {
      for (const expired of await expireDue(tx)) {
        await audit(tx, expired.companyId, expired.id, 'success', { action: expired.action, expired: true });
        await noticeInitiator(deps, tx, afterCommit, expired, 'expired before it was approved');
      }
    },
    deps.onEffectError,
  );
  for (const target of await approvedWaiting(deps.db, 30)) {
    await deps.jobs()?.send(APPROVAL_JOBS.execute, target);
  }
}
