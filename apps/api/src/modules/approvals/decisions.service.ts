// Deciding a request: approve (with the transaction PIN for money actions, once per Idempotency-Key), reject with a
// reason. Each decision locks the request row, so two approvers, a replay or a cancel racing it see one another:
// the final approval marks the request approved in the deciding transaction and queues its execution after commit.
import {
  APPROVAL_MESSAGES,
  APPROVAL_PATHS,
  type ApproveRequestBody,
  isMoneyApprovalAction,
  type RejectRequestBody,
} from '@paydesk/contracts';
import type { Executor } from '@paydesk/db';
import type { Caller } from '../../http/route-kit.ts';
import { Conflict, Forbidden, NotFound, ValidationFailed } from '../../lib/errors.ts';
import { once, requestFingerprint } from '../../lib/idempotency.ts';
import { type AfterCommit, transact } from '../../lib/transaction.ts';
import { recordCallerAudit } from '../../platform/audit/audit-actor.ts';
import { recordWebhookEvent } from '../webhooks/index.ts';
import { noticeInitiator, noticeStageApprovers } from './approval-notices.ts';
import { APPROVAL_JOBS, type ApprovalsDeps } from './approvals-deps.ts';
import { stageDeciders } from './approver-directory.ts';
import type { ApprovalRegistry } from './registry.ts';
import { requestDetail, requestWarnings } from './request-view.ts';
import {
  decisionsOf,
  findRequest,
  insertDecision,
  moveStatus,
  type RequestRow,
  updateRequest,
} from './requests.queries.ts';
import { namesMember, removedFrom, requiredApprovals, type WorkflowSnapshot } from './snapshot.ts';

export const auditTarget = (id: string) => ({ type: 'approval-request', id });

/** A pending, unexpired request whose current stage names the caller, who did not make it. */
async function assertDecidable(
  deps: Pick<ApprovalsDeps, 'approverDirectory'>,
  tx: Executor,
  caller: Caller,
  request: RequestRow,
) {
  if (request.status !== 'pending' || request.expiresAt.getTime() <= Date.now())
    throw new Conflict(APPROVAL_MESSAGES.notPending);
  if (request.initiatorMemberId === caller.auth.memberId) throw new Forbidden(APPROVAL_MESSAGES.selfApproval);
  const snapshot = request.workflowSnapshot as WorkflowSnapshot;
  const stage = snapshot.stages[(request.currentStage ?? 1) - 1];
  const me = await deps.approverDirectory.findPerson(tx, request.companyId, caller.auth.memberId);
  if (!stage || !me || me.status !== 'active' || !namesMember(snapshot, stage, me))
    throw new Forbidden(APPROVAL_MESSAGES.notApprover);
  return stage;
}

/** Approving is refused while a warning of the action (a payroll's variance warnings) is not acknowledged. */
async function assertWarningsAcknowledged(db: Executor, registry: ApprovalRegistry, request: RequestRow) {
  const open = (await requestWarnings(db, registry, request)).filter((w) => !w.acknowledgement);
  if (open.length === 0) return;
  const each = open.map((w) => (w.subject ? `${w.subject}: ${w.message}` : w.message));
  const more = each.length > 3 ? ` and ${each.length - 3} more` : '';
  throw new Conflict(`${APPROVAL_MESSAGES.unacknowledgedWarnings} (${each.slice(0, 3).join('; ')}${more})`);
}

/**
 * An approver of the current stage (the same check as a decision: pending, not their own request, named by the
 * stage) acknowledges one warning of the request's action, which records and audits it (issue 28: an approver
 * through a workflow may lack the action's own permission, e.g. `payroll.approve`).
 */
export async function acknowledgeRequestWarning(
  deps: ApprovalsDeps,
  caller: Caller,
  requestId: string,
  key: string,
) {
  const { companyId } = caller.auth;
  return transact(deps.db, async (tx) => {
    const request = await findRequest(tx, companyId, requestId, true);
    if (!request) throw new NotFound('Request');
    await assertDecidable(deps, tx, caller, request);
    const acknowledge = deps.registry.ofRequest(request)?.acknowledge;
    if (!acknowledge) throw new Conflict(APPROVAL_MESSAGES.noWarnings);
    await acknowledge({ tx, companyId, requestId, caller }, key);
    return requestDetail(tx, caller, request, deps);
  });
}

/**
 * Counts the current stage again (distinct members whose decision still counts: a deactivated member's does not,
 * nor one the workflow removed since) and moves the request on: to the next stage, or — after the last — to
 * approved, with its execution queued.
 */
export async function advance(
  deps: ApprovalsDeps,
  tx: Executor,
  afterCommit: AfterCommit,
  request: RequestRow,
) {
  const snapshot = request.workflowSnapshot as WorkflowSnapshot;
  const position = request.currentStage ?? 1;
  const stage = snapshot.stages[position - 1];
  if (!stage) return;
  const eligible = await stageDeciders(deps, tx, request, stage);
  const removed = removedFrom(snapshot);
  const approvedBy = new Set(
    (await decisionsOf(tx, request.companyId, request.id, deps.approverDirectory.memberStatusOf))
      .filter(
        (d) =>
          d.decision.stagePosition === position &&
          d.decision.decision === 'approved' &&
          d.memberStatus === 'active' &&
          !removed.has(d.decision.memberId),
      )
      .map((d) => d.decision.memberId),
  );
  const satisfied =
    stage.rule === 'all'
      ? eligible.length > 0 && eligible.every((e) => approvedBy.has(e.memberId))
      : approvedBy.size >= requiredApprovals(stage, eligible.length);
  if (!satisfied) return;
  const next = snapshot.stages[position];
  if (next) {
    await updateRequest(tx, request.companyId, request.id, { currentStage: position + 1 });
    await noticeStageApprovers(deps, tx, afterCommit, { ...request, currentStage: position + 1 }, next);
    return;
  }
  await moveStatus(tx, request.companyId, request.id, 'pending', {
    status: 'approved',
    decidedAt: new Date(),
  });
  await recordWebhookEvent(tx, request.companyId, 'approval.decided', {
    id: request.id,
    action: request.action,
    decision: 'approved',
  });
  const target = { companyId: request.companyId, id: request.id };
  afterCommit(() => deps.jobs()?.send(APPROVAL_JOBS.execute, target));
}

export async function approveRequest(
  deps: ApprovalsDeps,
  caller: Caller,
  requestId: string,
  body: ApproveRequestBody,
  idempotencyKey: string,
  options: { pinChecked?: boolean } = {},
) {
  const { companyId, memberId } = caller.auth;
  const found = await findRequest(deps.db, companyId, requestId);
  if (!found) throw new NotFound('Request');
  // Refused before the PIN while a warning stands unacknowledged (a PIN is not spent on a refusal).
  if (found.status === 'pending') await assertWarningsAcknowledged(deps.db, deps.registry, found);
  if (isMoneyApprovalAction(found.action) && !options.pinChecked) {
    if (!body.pin) throw new ValidationFailed({ pin: ['Enter your transaction PIN'] });
    await deps.verifyPin(caller, body.pin);
  }
  const fingerprint = requestFingerprint('POST', APPROVAL_PATHS.approve, {
    requestId,
    comment: body.comment,
  });
  return once(
    deps.db,
    { companyId, key: idempotencyKey, fingerprint },
    async (tx, afterCommit) => {
      const request = (await findRequest(tx, companyId, requestId, true))!;
      const stage = await assertDecidable(deps, tx, caller, request);
      await assertWarningsAcknowledged(tx, deps.registry, request);
      const inserted = await insertDecision(tx, {
        companyId,
        requestId,
        stagePosition: stage.position,
        memberId,
        decision: 'approved',
        comment: body.comment ?? null,
      });
      if (!inserted) throw new Conflict(APPROVAL_MESSAGES.alreadyDecided);
      await recordCallerAudit(tx, caller, {
        action: 'approval.request.approve',
        target: auditTarget(requestId),
        outcome: 'success',
        metadata: { stage: stage.position, action: request.action },
      });
      await advance(deps, tx, afterCommit, request);
      const after = (await findRequest(tx, companyId, requestId))!;
      return {
        status: 200,
        body: {
          message: APPROVAL_MESSAGES.approved,
          data: await requestDetail(tx, caller, after, deps),
        },
      };
    },
    deps.onEffectError,
  );
}

export async function rejectRequest(
  deps: ApprovalsDeps,
  caller: Caller,
  requestId: string,
  body: RejectRequestBody,
) {
  const { companyId, memberId } = caller.auth;
  return transact(
    deps.db,
    async (tx, afterCommit) => {
      const request = await findRequest(tx, companyId, requestId, true);
      if (!request) throw new NotFound('Request');
      const stage = await assertDecidable(deps, tx, caller, request);
      const inserted = await insertDecision(tx, {
        companyId,
        requestId,
        stagePosition: stage.position,
        memberId,
        decision: 'rejected',
        comment: body.reason,
      });
      if (!inserted) throw new Conflict(APPROVAL_MESSAGES.alreadyDecided);
      const rejected = await moveStatus(tx, companyId, requestId, 'pending', {
        status: 'rejected',
        rejectionReason: body.reason,
        decidedAt: new Date(),
      });
      await deps.registry.ofRequest(request)?.rejected(
        {
          tx,
          companyId,
          requestId,
          requestedBy: { userId: request.initiatorUserId, memberId: request.initiatorMemberId },
          afterCommit,
        },
        body.reason,
      );
      await recordCallerAudit(tx, caller, {
        action: 'approval.request.reject',
        target: auditTarget(requestId),
        outcome: 'success',
        metadata: { stage: stage.position, action: request.action, reason: body.reason },
      });
      await recordWebhookEvent(tx, companyId, 'approval.decided', {
        id: requestId,
        action: request.action,
        decision: 'rejected',
        reason: body.reason,
      });
      await noticeInitiator(deps, tx, afterCommit, rejected!, `rejected (${body.reason})`);
      return requestDetail(tx, caller, rejected!, deps);
    },
    deps.onEffectError,
  );
}
