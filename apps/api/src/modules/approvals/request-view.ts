// Requests as the dashboard reads them: the summary of the list and the detail of the drawer (stages with who
// decided what and when, which decisions still count, the comment thread, and what the caller may do).
import {
  APPROVAL_ACTION_LABELS,
  type ApprovalAction,
  type ApprovalRequest,
  type ApprovalRequestSummary,
  type ApprovalStatus,
  isMoneyApprovalAction,
  permissionsOfRole,
} from '@paydesk/contracts';
import type { Executor } from '@paydesk/db';
import type { Caller } from '../../http/route-kit.ts';
import type { ApprovalsDeps } from './approvals-deps.ts';
import { DECIDE_PERMISSION, stageDeciders } from './approver-directory.ts';
import type { ApprovalRegistry } from './registry.ts';
import { commentsOf, decisionsOf, type RequestRow } from './requests.queries.ts';
import { namesMember, removedFrom, requiredApprovals, type WorkflowSnapshot } from './snapshot.ts';

const name = (p: { firstName: string; lastName: string } | undefined) =>
  p ? `${p.firstName} ${p.lastName}` : 'Former member';

const FINAL_APPROVED: string[] = ['approved', 'executing', 'executed', 'failed'];

export function toSummary(
  row: RequestRow,
  initiator:
    | { memberId: string; userId: string; firstName: string; lastName: string; email: string }
    | undefined,
  awaitingMe: boolean,
): ApprovalRequestSummary {
  const snapshot = row.workflowSnapshot as WorkflowSnapshot;
  return {
    _id: row.id,
    action: row.action as ApprovalAction,
    actionLabel: APPROVAL_ACTION_LABELS[row.action as ApprovalAction] ?? row.action,
    label: row.label,
    description: row.description,
    amountKobo: row.amountKobo,
    sourceWalletId: row.sourceWalletId,
    status: row.status as ApprovalStatus,
    currentStage: row.status === 'pending' ? row.currentStage : null,
    stageCount: snapshot.stages.length,
    workflowName: snapshot.name,
    initiator: {
      memberId: row.initiatorMemberId,
      userId: row.initiatorUserId,
      name: name(initiator),
      email: initiator?.email ?? '',
    },
    awaitingMe,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

export async function summaries(
  deps: Pick<ApprovalsDeps, 'approverDirectory'>,
  db: Executor,
  companyId: string,
  rows: (RequestRow & { awaitingMe: boolean })[],
) {
  const people = await deps.approverDirectory.peopleByMember(db, companyId, [
    ...new Set(rows.map((r) => r.initiatorMemberId)),
  ]);
  return rows.map((r) => toSummary(r, people.get(r.initiatorMemberId), r.awaitingMe));
}

function stageStatus(row: RequestRow, position: number, rejectedAt: number | null) {
  if (FINAL_APPROVED.includes(row.status)) return 'approved' as const;
  if (row.status === 'rejected' && rejectedAt !== null)
    return position < rejectedAt
      ? ('approved' as const)
      : position === rejectedAt
        ? ('rejected' as const)
        : ('waiting' as const);
  const current = row.currentStage ?? 1;
  if (position < current) return 'approved' as const;
  if (position === current && row.status === 'pending') return 'pending' as const;
  return 'waiting' as const;
}

/** May the caller decide the request's current stage now? */
export async function isAwaitingCaller(
  deps: Pick<ApprovalsDeps, 'approverDirectory'>,
  db: Executor,
  caller: Caller,
  row: RequestRow,
  decidedBy: Set<string>,
) {
  const { auth } = caller;
  if (row.status !== 'pending' || row.initiatorMemberId === auth.memberId) return false;
  if (!permissionsOfRole(auth.role, auth.customPermissions).has(DECIDE_PERMISSION)) return false;
  const snapshot = row.workflowSnapshot as WorkflowSnapshot;
  const stage = snapshot.stages[(row.currentStage ?? 1) - 1];
  const me = await deps.approverDirectory.findPerson(db, auth.companyId, auth.memberId);
  if (!stage || !me) return false;
  return (
    namesMember(snapshot, stage, { memberId: me.memberId, role: me.role, roleId: me.roleId }) &&
    !decidedBy.has(auth.memberId)
  );
}

/** The warnings of a pending request's action as they read now (none once it is decided, or for other actions). */
export async function requestWarnings(db: Executor, registry: ApprovalRegistry, row: RequestRow) {
  if (row.status !== 'pending') return [];
  return (await registry.ofRequest(row)?.warnings(db, row.companyId, row.id)) ?? [];
}

export async function requestDetail(
  db: Executor,
  caller: Caller,
  row: RequestRow,
  deps: Pick<ApprovalsDeps, 'registry' | 'approverDirectory'>,
): Promise<ApprovalRequest> {
  const snapshot = row.workflowSnapshot as WorkflowSnapshot;
  const decisions = await decisionsOf(db, row.companyId, row.id, deps.approverDirectory.memberStatusOf);
  const comments = await commentsOf(db, row.companyId, row.id);
  const people = await deps.approverDirectory.peopleByMember(db, row.companyId, [
    row.initiatorMemberId,
    ...decisions.map((d) => d.decision.memberId),
    ...comments.map((c) => c.memberId),
  ]);
  const rejectedAt =
    decisions.find((d) => d.decision.decision === 'rejected')?.decision.stagePosition ?? null;
  const removed = removedFrom(snapshot);
  const stages = [];
  for (const stage of snapshot.stages) {
    // Who may decide it now, named on the stage: "any one approver" says who.
    const eligible = await stageDeciders(deps, db, row, stage);
    stages.push({
      position: stage.position,
      name: stage.name,
      rule: stage.rule,
      n: stage.n,
      required: requiredApprovals(stage, eligible.length),
      approvers: stage.approvers,
      approverNames: eligible.map(name).sort((a, b) => a.localeCompare(b)),
      status: stageStatus(row, stage.position, rejectedAt),
      decisions: decisions
        .filter((d) => d.decision.stagePosition === stage.position)
        .map((d) => ({
          memberId: d.decision.memberId,
          name: name(people.get(d.decision.memberId)),
          decision: d.decision.decision as 'approved' | 'rejected',
          comment: d.decision.comment,
          decidedAt: d.decision.createdAt.toISOString(),
          counted: d.memberStatus === 'active' && !removed.has(d.decision.memberId),
        })),
    });
  }
  const decidedNow = new Set(
    decisions.filter((d) => d.decision.stagePosition === row.currentStage).map((d) => d.decision.memberId),
  );
  const isInitiator = row.initiatorMemberId === caller.auth.memberId;
  return {
    ...toSummary(
      row,
      people.get(row.initiatorMemberId),
      await isAwaitingCaller(deps, db, caller, row, decidedNow),
    ),
    payload: row.payload as Record<string, unknown>,
    workflow: {
      _id: snapshot.id,
      name: snapshot.name,
      action: snapshot.action as ApprovalAction,
      conditions: snapshot.conditions,
    },
    stages,
    comments: comments.map((c) => ({
      _id: c.id,
      memberId: c.memberId,
      name: name(people.get(c.memberId)),
      body: c.body,
      createdAt: c.createdAt.toISOString(),
    })),
    rejectionReason: row.rejectionReason,
    outcome: row.outcome ?? null,
    failureReason: row.failureReason,
    canCancel: isInitiator && row.status === 'pending',
    needsPin: isMoneyApprovalAction(row.action),
    warnings: await requestWarnings(db, deps.registry, row),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    executedAt: row.executedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}
