// The real gate (architecture rule 11): inside the gated action's transaction, find the most specific enabled
// workflow of the action; when one covers it, store the request (the payload and the workflow as they are now) and
// tell the first stage's approvers. The same idempotency key finds the same request.
import { APPROVAL_ACTION_LABELS, type ApprovalAction } from '@paydesk/contracts';
import { noticeStageApprovers } from './approval-notices.ts';
import type { ApprovalsDeps } from './approvals-deps.ts';
import type { ApprovalGate } from './gate.ts';
import { findRequestByKey, insertRequest } from './requests.queries.ts';
import { snapshotOf } from './snapshot.ts';
import { mostSpecific } from './workflows/workflow-match.ts';
import { enabledWorkflowsOf, stagesOf } from './workflows/workflows.queries.ts';

export function createEngineGate(
  deps: Pick<ApprovalsDeps, 'config' | 'mailer' | 'registry' | 'approverDirectory'>,
): ApprovalGate {
  return {
    async check(tx, input) {
      const { companyId } = input;
      const existing = await findRequestByKey(tx, companyId, input.idempotencyKey);
      if (existing) return { gated: true, requestId: existing.id };
      const candidates = await enabledWorkflowsOf(tx, companyId, input.action);
      const workflow = mostSpecific(candidates, input.amountKobo, input.sourceWalletId);
      if (!workflow) return { gated: false };
      const stages = (await stagesOf(tx, companyId, [workflow.id])).get(workflow.id) ?? [];
      const snapshot = snapshotOf(workflow, stages);
      const label = deps.registry.has(input.action)
        ? deps.registry.describe(input.action, input.payload)
        : (APPROVAL_ACTION_LABELS[input.action as ApprovalAction] ?? input.action);
      const expiresAt = new Date(Date.now() + deps.config.APPROVAL_EXPIRY_HOURS * 3_600_000);
      const row = await insertRequest(tx, {
        companyId,
        workflowId: workflow.id,
        workflowSnapshot: snapshot,
        action: input.action,
        label,
        description: input.description ?? null,
        amountKobo: input.amountKobo ?? null,
        sourceWalletId: input.sourceWalletId ?? null,
        payload: input.payload as object,
        status: 'pending',
        currentStage: 1,
        initiatorMemberId: input.requestedBy.memberId,
        initiatorUserId: input.requestedBy.userId,
        idempotencyKey: input.idempotencyKey,
        expiresAt,
      });
      if (!row) {
        // A concurrent call with the same key stored it first.
        const stored = await findRequestByKey(tx, companyId, input.idempotencyKey);
        return { gated: true, requestId: stored!.id };
      }
      const first = snapshot.stages[0];
      if (first) await noticeStageApprovers(deps, tx, input.afterCommit, row, first);
      return { gated: true, requestId: row.id };
    },
  };
}
