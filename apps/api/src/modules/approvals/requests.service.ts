// Reading requests (the dashboard's tabs and the drawer) and the initiator's moves on a pending one: cancel, comment
// (anyone who may see it) and update disbursement (the amount or lines change, every approval so far is cleared
// and the approvers are told again).
import {
  APPROVAL_MESSAGES,
  type approvalRequestListQuery,
  type CancelRequestBody,
  type CommentRequestBody,
  permissionsOfRole,
  type UpdateDisbursementBody,
} from '@paydesk/contracts';
import type { z } from 'zod';
import type { Caller } from '../../http/route-kit.ts';
import { Conflict, Forbidden, NotFound } from '../../lib/errors.ts';
import { transact } from '../../lib/transaction.ts';
import { recordCallerAudit } from '../../platform/audit/audit-actor.ts';
import { noticeStageApprovers } from './approval-notices.ts';
import type { ApprovalsDeps } from './approvals-deps.ts';
import { DECIDE_PERMISSION } from './approver-directory.ts';
import { auditTarget } from './decisions.service.ts';
import { requestDetail, summaries } from './request-view.ts';
import {
  clearDecisions,
  findRequest,
  insertComment,
  listRequests,
  moveStatus,
  updateRequest,
} from './requests.queries.ts';
import { roleKeyOf, type WorkflowSnapshot } from './snapshot.ts';

export async function listApprovalRequests(
  deps: Pick<ApprovalsDeps, 'db' | 'approverDirectory'>,
  caller: Caller,
  query: z.output<typeof approvalRequestListQuery>,
) {
  const { auth } = caller;
  const me = await deps.approverDirectory.findPerson(deps.db, auth.companyId, auth.memberId);
  const mayDecide = permissionsOfRole(auth.role, auth.customPermissions).has(DECIDE_PERMISSION);
  const { rows, total } = await listRequests(
    deps.db,
    auth.companyId,
    { memberId: auth.memberId, roleKey: me ? roleKeyOf(me) : '', mayDecide },
    query,
  );
  return {
    docs: await summaries(deps, deps.db, auth.companyId, rows),
    totalDocs: total,
    page: query.page,
    limit: query.limit,
    totalPages: Math.max(1, Math.ceil(total / query.limit)),
  };
}

export async function getApprovalRequest(
  deps: Pick<ApprovalsDeps, 'db' | 'registry' | 'approverDirectory'>,
  caller: Caller,
  requestId: string,
) {
  const row = await findRequest(deps.db, caller.auth.companyId, requestId);
  if (!row) throw new NotFound('Request');
  return requestDetail(deps.db, caller, row, deps);
}

export async function cancelRequest(
  deps: ApprovalsDeps,
  caller: Caller,
  requestId: string,
  body: CancelRequestBody,
) {
  const { companyId, memberId } = caller.auth;
  return transact(
    deps.db,
    async (tx) => {
      const request = await findRequest(tx, companyId, requestId, true);
      if (!request) throw new NotFound('Request');
      if (request.initiatorMemberId !== memberId) throw new Forbidden(APPROVAL_MESSAGES.notInitiator);
      const cancelled = await moveStatus(tx, companyId, requestId, 'pending', { status: 'cancelled' });
      if (!cancelled) throw new Conflict(APPROVAL_MESSAGES.notPending);
      await recordCallerAudit(tx, caller, {
        action: 'approval.request.cancel',
        target: auditTarget(requestId),
        outcome: 'success',
        metadata: { action: request.action, ...(body.reason ? { reason: body.reason } : {}) },
      });
      return requestDetail(tx, caller, cancelled, deps);
    },
    deps.onEffectError,
  );
}

export async function commentOnRequest(
  deps: ApprovalsDeps,
  caller: Caller,
  requestId: string,
  body: CommentRequestBody,
) {
  const { companyId, memberId } = caller.auth;
  return transact(deps.db, async (tx) => {
    const request = await findRequest(tx, companyId, requestId);
    if (!request) throw new NotFound('Request');
    await insertComment(tx, { companyId, requestId, memberId, body: body.body });
    await recordCallerAudit(tx, caller, {
      action: 'approval.request.comment',
      target: auditTarget(requestId),
      outcome: 'success',
    });
    return requestDetail(tx, caller, request, deps);
  });
}

export async function updateDisbursement(
  deps: ApprovalsDeps,
  caller: Caller,
  requestId: string,
  body: UpdateDisbursementBody,
) {
  const { companyId, memberId } = caller.auth;
  return transact(
    deps.db,
    async (tx, afterCommit) => {
      const request = await findRequest(tx, companyId, requestId, true);
      if (!request) throw new NotFound('Request');
      if (request.initiatorMemberId !== memberId) throw new Forbidden(APPROVAL_MESSAGES.notInitiator);
      if (request.status !== 'pending') throw new Conflict(APPROVAL_MESSAGES.notPending);
      const revise = deps.registry.ofRequest(request)?.revise;
      if (!revise) throw new Conflict(APPROVAL_MESSAGES.notEditable);
      const revised = revise({
        ...(body.amount !== undefined ? { amount: body.amount } : {}),
        ...(body.lines !== undefined ? { lines: body.lines } : {}),
      });
      const payload = revised.payload as object;
      const amountKobo = revised.amountKobo ?? request.amountKobo;
      const { label } = revised;
      await clearDecisions(tx, companyId, requestId);
      await updateRequest(tx, companyId, requestId, { payload, amountKobo, label, currentStage: 1 });
      await recordCallerAudit(tx, caller, {
        action: 'approval.request.update-disbursement',
        target: auditTarget(requestId),
        outcome: 'success',
        metadata: { from: request.amountKobo, to: amountKobo },
      });
      const after = (await findRequest(tx, companyId, requestId))!;
      const first = (after.workflowSnapshot as WorkflowSnapshot).stages[0];
      if (first)
        await noticeStageApprovers(
          deps,
          tx,
          afterCommit,
          after,
          first,
          'was changed and waits for your approval again',
        );
      return requestDetail(tx, caller, after, deps);
    },
    deps.onEffectError,
  );
}
