// A request keeps the approvers of the workflow it was made under (its snapshot): editing a workflow does not move
// the goalposts of requests already waiting. One thing does reach them: a person removed from the workflow — say, for
// cause — or every person of a deleted workflow. In the transaction that changes the workflow, each of its pending
// requests lists those people as removed (they decide it no more and their approvals of the unfinished stage stop
// counting), is counted again (a stage may now be complete), and — when a stage still to decide has too few people
// left to complete it — goes back to its requester with a notice, its action told as for a rejection (decision 0020).
import { APPROVAL_MESSAGES } from '@paydesk/contracts';
import type { Executor, Tx } from '@paydesk/db';
import type { AfterCommit } from '../../../lib/transaction.ts';
import { recordAudit } from '../../../platform/audit/audit.service.ts';
import { noticeInitiator } from '../approval-notices.ts';
import type { ApprovalsDeps } from '../approvals-deps.ts';
import { stageDeciders } from '../approver-directory.ts';
import { advance, auditTarget } from '../decisions.service.ts';
import {
  findRequest,
  moveStatus,
  pendingRequestsOfWorkflow,
  type RequestRow,
  updateRequest,
} from '../requests.queries.ts';
import type { WorkflowSnapshot } from '../snapshot.ts';
import { type StageApprovers, stagesOf } from './workflows.queries.ts';

/** Everyone a workflow names now, by id or by role, whatever their status. */
export async function peopleOfWorkflow(
  deps: Pick<ApprovalsDeps, 'approverDirectory'>,
  db: Executor,
  companyId: string,
  workflowId: string,
) {
  const stages = (await stagesOf(db, companyId, [workflowId])).get(workflowId) ?? [];
  const people = new Set<string>();
  for (const stage of stages)
    for (const memberId of await deps.approverDirectory.namedMembers(
      db,
      companyId,
      stage.approvers as StageApprovers,
    ))
      people.add(memberId);
  return people;
}

/** Whether every stage still to decide has enough people left to complete it. */
async function stillDecidable(
  deps: Pick<ApprovalsDeps, 'approverDirectory'>,
  tx: Executor,
  request: RequestRow,
) {
  const snapshot = request.workflowSnapshot as WorkflowSnapshot;
  for (const stage of snapshot.stages.slice((request.currentStage ?? 1) - 1)) {
    const deciders = await stageDeciders(deps, tx, request, stage);
    if (deciders.length < (stage.rule === 'n' ? Math.max(1, stage.n ?? 1) : 1)) return false;
  }
  return true;
}

async function giveBack(deps: ApprovalsDeps, tx: Tx, afterCommit: AfterCommit, request: RequestRow) {
  const reason = APPROVAL_MESSAGES.returnedNoApprover;
  const returned = await moveStatus(tx, request.companyId, request.id, 'pending', {
    status: 'cancelled',
    rejectionReason: reason,
    decidedAt: new Date(),
  });
  if (!returned) return;
  // What waits on the request is released as for a rejection (a payroll goes back to draft with the reason).
  await deps.registry.ofRequest(request)?.rejected(
    {
      tx,
      companyId: request.companyId,
      requestId: request.id,
      requestedBy: { userId: request.initiatorUserId, memberId: request.initiatorMemberId },
      afterCommit,
    },
    reason,
  );
  await recordAudit(tx, {
    companyId: request.companyId,
    actor: { type: 'system', id: null, label: 'Approvals' },
    action: 'approval.request.return',
    target: auditTarget(request.id),
    outcome: 'success',
    metadata: { action: request.action, workflowId: request.workflowId },
  });
  await noticeInitiator(
    deps,
    tx,
    afterCommit,
    returned,
    'returned to you: no one is left who may approve it',
  );
}

/**
 * Re-checks the pending requests of a workflow that lost people, in the transaction that changed it: `removed` are
 * the members it named before the change and names no more (everyone, when it was deleted).
 */
export async function recheckPendingRequests(
  deps: ApprovalsDeps,
  tx: Tx,
  afterCommit: AfterCommit,
  companyId: string,
  workflowId: string,
  removed: string[],
) {
  if (removed.length === 0) return;
  for (const pending of await pendingRequestsOfWorkflow(tx, companyId, workflowId)) {
    const snapshot = pending.workflowSnapshot as WorkflowSnapshot;
    const removedMemberIds = [...new Set([...(snapshot.removedMemberIds ?? []), ...removed])];
    await updateRequest(tx, companyId, pending.id, { workflowSnapshot: { ...snapshot, removedMemberIds } });
    const request = (await findRequest(tx, companyId, pending.id))!;
    if (!(await stillDecidable(deps, tx, request))) await giveBack(deps, tx, afterCommit, request);
    else await advance(deps, tx, afterCommit, request);
  }
}
