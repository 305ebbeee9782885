// Workflow CRUD, enable and disable. Each change is checked whole (approvers of this business, no overlapping
// enabled workflow, the workflow exists) and then — when a workflow covers 'approvals.workflow.change' — becomes a
// request instead (two-admin control); the approved request applies the same change through `applyWorkflowChange`.
import { randomUUID } from 'node:crypto';
import {
  APPROVAL_ACTION_LABELS,
  APPROVAL_MESSAGES,
  type ApprovalAction,
  type ApprovalWorkflow,
  type createWorkflowRequest,
  type updateStageRequest,
  type updateWorkflowRequest,
} from '@paydesk/contracts';
import type { Executor, Tx } from '@paydesk/db';
import type { z } from 'zod';
import type { Caller } from '../../../http/route-kit.ts';
import { Conflict, NotFound, ValidationFailed } from '../../../lib/errors.ts';
import { type AfterCommit, transact } from '../../../lib/transaction.ts';
import { recordCallerAudit } from '../../../platform/audit/audit-actor.ts';
import type { ApprovalsDeps } from '../approvals-deps.ts';
import { type ApprovalGate, type Gated, gateOrRun } from '../gate.ts';
import { conflicts } from './workflow-match.ts';
import { peopleOfWorkflow, recheckPendingRequests } from './workflow-recheck.ts';
import * as q from './workflows.queries.ts';

type CreateBody = z.output<typeof createWorkflowRequest>;
type UpdateBody = z.output<typeof updateWorkflowRequest>;
type StageBody = z.output<typeof updateStageRequest>;

export type WorkflowChange =
  | { op: 'create'; body: CreateBody }
  | { op: 'update'; workflowId: string; body: UpdateBody }
  | { op: 'update-stage'; workflowId: string; stageId: string; body: StageBody }
  | { op: 'delete'; workflowId: string }
  | { op: 'enable'; workflowId: string }
  | { op: 'disable'; workflowId: string };

// Through the face, like every other module's actions: augmentations of one interface through two paths merge
// in file order, and one path can then shadow the other (tsc lost all but this one when imports were reordered).
declare module '../index.ts' {
  interface GateableActions {
    'approvals.workflow.change': WorkflowChange;
  }
}

export function toWorkflowView(row: q.WorkflowRow, stages: q.StageRow[]): ApprovalWorkflow {
  return {
    _id: row.id,
    name: row.name,
    action: row.action as ApprovalAction,
    actionLabel: APPROVAL_ACTION_LABELS[row.action as ApprovalAction] ?? row.action,
    conditions: {
      minAmountKobo: row.minAmountKobo,
      maxAmountKobo: row.maxAmountKobo,
      sourceWalletId: row.sourceWalletId,
    },
    enabled: row.enabled,
    stages: stages.map((s) => ({
      _id: s.id,
      position: s.position,
      name: s.name,
      approvers: s.approvers as q.StageApprovers,
      rule: s.rule as 'any' | 'all' | 'n',
      n: s.n,
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function workflowView(db: Executor, companyId: string, id: string) {
  const row = await q.findWorkflow(db, companyId, id);
  if (!row) throw new NotFound('Workflow');
  return toWorkflowView(row, (await q.stagesOf(db, companyId, [id])).get(id) ?? []);
}

export async function listWorkflowViews(
  db: Executor,
  companyId: string,
  filter: { action?: string | undefined; enabled?: boolean | undefined; page: number; limit: number },
) {
  const { rows, total } = await q.listWorkflows(db, companyId, {
    page: filter.page,
    limit: filter.limit,
    ...(filter.action ? { action: filter.action } : {}),
    ...(filter.enabled !== undefined ? { enabled: filter.enabled } : {}),
  });
  const stages = await q.stagesOf(
    db,
    companyId,
    rows.map((r) => r.id),
  );
  return {
    docs: rows.map((r) => toWorkflowView(r, stages.get(r.id) ?? [])),
    totalDocs: total,
    page: filter.page,
    limit: filter.limit,
    totalPages: Math.max(1, Math.ceil(total / filter.limit)),
  };
}

const stageValues = (s: StageBody): q.StageValues => ({
  name: s.name ?? null,
  approvers: { roleIds: [...new Set(s.approvers.roleIds)], memberIds: [...new Set(s.approvers.memberIds)] },
  rule: s.rule,
  n: s.rule === 'n' ? (s.n ?? 1) : null,
});

async function assertApproversExist(
  deps: Pick<ApprovalsDeps, 'approverDirectory'>,
  tx: Executor,
  companyId: string,
  stages: q.StageValues[],
  at: (i: number) => string,
) {
  const problems: Record<string, string[]> = {};
  for (const [i, stage] of stages.entries()) {
    const found = await deps.approverDirectory.existingApprovers(tx, companyId, stage.approvers);
    if (stage.approvers.memberIds.some((m) => !found.memberIds.has(m))) problems[at(i)] = ['Choose a member'];
    const custom = stage.approvers.roleIds.filter((r) => r !== 'employer' && r !== 'employer-admin');
    if (custom.some((r) => !found.roleIds.has(r))) problems[at(i)] = ['Choose a role'];
  }
  if (Object.keys(problems).length) throw new ValidationFailed(problems);
}

async function assertNoOverlap(
  tx: Executor,
  companyId: string,
  workflow: q.WorkflowValues,
  exceptId?: string,
) {
  if (!workflow.enabled) return;
  for (const other of await q.enabledWorkflowsOf(tx, companyId, workflow.action, exceptId)) {
    if (conflicts(workflow, other)) throw new Conflict(`${APPROVAL_MESSAGES.overlap}: '${other.name}'`);
  }
}

async function lockedWorkflow(tx: Executor, companyId: string, id: string) {
  const row = await q.findWorkflow(tx, companyId, id, true);
  if (!row) throw new NotFound('Workflow');
  return row;
}

/** Applies a workflow change in the caller's transaction (ungated); answers the workflow, or null once deleted. */
export async function applyWorkflowChange(
  deps: Pick<ApprovalsDeps, 'approverDirectory'>,
  tx: Executor,
  companyId: string,
  memberId: string,
  change: WorkflowChange,
) {
  if (change.op === 'create') {
    const { body } = change;
    const values: q.WorkflowValues = {
      name: body.name,
      action: body.action,
      minAmountKobo: body.conditions.minAmountKobo ?? null,
      maxAmountKobo: body.conditions.maxAmountKobo ?? null,
      sourceWalletId: body.conditions.sourceWalletId ?? null,
      enabled: body.enabled,
    };
    const stages = body.stages.map(stageValues);
    await assertApproversExist(deps, tx, companyId, stages, (i) => `stages.${i}.approvers`);
    await assertNoOverlap(tx, companyId, values);
    const row = await q.insertWorkflow(tx, companyId, memberId, values, stages);
    return workflowView(tx, companyId, row.id);
  }
  const row = await lockedWorkflow(tx, companyId, change.workflowId);
  const id = row.id;
  if (change.op === 'delete') {
    await q.deleteWorkflowRow(tx, companyId, id);
    return null;
  }
  if (change.op === 'enable' || change.op === 'disable') {
    const enabled = change.op === 'enable';
    await assertNoOverlap(tx, companyId, { ...row, enabled }, id);
    await q.updateWorkflowRow(tx, companyId, id, { enabled });
    return workflowView(tx, companyId, id);
  }
  if (change.op === 'update-stage') {
    const stage = stageValues(change.body);
    await assertApproversExist(deps, tx, companyId, [stage], () => 'approvers');
    if (!(await q.updateStageRow(tx, companyId, id, change.stageId, stage))) throw new NotFound('Stage');
    await q.updateWorkflowRow(tx, companyId, id, {});
    return workflowView(tx, companyId, id);
  }
  const { body } = change;
  const values: q.WorkflowValues = {
    name: body.name ?? row.name,
    action: row.action,
    minAmountKobo: body.conditions ? (body.conditions.minAmountKobo ?? null) : row.minAmountKobo,
    maxAmountKobo: body.conditions ? (body.conditions.maxAmountKobo ?? null) : row.maxAmountKobo,
    sourceWalletId: body.conditions ? (body.conditions.sourceWalletId ?? null) : row.sourceWalletId,
    enabled: row.enabled,
  };
  await assertNoOverlap(tx, companyId, values, id);
  if (body.stages) {
    const stages = body.stages.map(stageValues);
    await assertApproversExist(deps, tx, companyId, stages, (i) => `stages.${i}.approvers`);
    await q.replaceStages(tx, companyId, id, stages);
  }
  await q.updateWorkflowRow(tx, companyId, id, values);
  return workflowView(tx, companyId, id);
}

/**
 * Applies a workflow change and, when it removed people from the workflow (a stage edited, or the workflow deleted),
 * re-checks the requests still waiting under it (workflow-recheck.ts). Both the ungated path and the approved
 * request of a gated change come here.
 */
export async function applyWorkflowChangeAndRecheck(
  deps: ApprovalsDeps,
  tx: Tx,
  afterCommit: AfterCommit,
  companyId: string,
  memberId: string,
  change: WorkflowChange,
) {
  const losesPeople = change.op === 'update' || change.op === 'update-stage' || change.op === 'delete';
  const before = losesPeople
    ? await peopleOfWorkflow(deps, tx, companyId, change.workflowId)
    : new Set<string>();
  const workflow = await applyWorkflowChange(deps, tx, companyId, memberId, change);
  if (losesPeople) {
    const after =
      change.op === 'delete'
        ? new Set<string>()
        : await peopleOfWorkflow(deps, tx, companyId, change.workflowId);
    const removed = [...before].filter((memberId) => !after.has(memberId));
    await recheckPendingRequests(deps, tx, afterCommit, companyId, change.workflowId, removed);
  }
  return workflow;
}

const ROLLBACK = Symbol('rollback');

/** Checks a change whole without keeping it (a savepoint rolled back): a bad change never becomes a request. */
async function assertApplicable(
  deps: Pick<ApprovalsDeps, 'approverDirectory'>,
  tx: Tx,
  companyId: string,
  memberId: string,
  change: WorkflowChange,
) {
  try {
    await tx.transaction(async (savepoint) => {
      await applyWorkflowChange(deps, savepoint, companyId, memberId, change);
      throw ROLLBACK;
    });
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  }
}

export function describeWorkflowChange(change: WorkflowChange): string {
  if (change.op === 'create')
    return `Create the approval workflow '${change.body.name}' (${APPROVAL_ACTION_LABELS[change.body.action]})`;
  const verb = {
    update: 'Change',
    'update-stage': 'Change a stage of',
    delete: 'Delete',
    enable: 'Enable',
    disable: 'Disable',
  }[change.op];
  return `${verb} an approval workflow`;
}

export type WorkflowChangeResult = Gated<ApprovalWorkflow | null>;

/** A workflow change asked by a member: applied now, or — under a workflow of its own — sent for approval. */
export async function changeWorkflow(
  deps: ApprovalsDeps & { gate: ApprovalGate },
  caller: Caller,
  change: WorkflowChange,
  idempotencyKey: string | undefined,
): Promise<WorkflowChangeResult> {
  const { companyId, memberId } = caller.auth;
  return transact(
    deps.db,
    async (tx, afterCommit) => {
      await assertApplicable(deps, tx, companyId, memberId, change);
      return gateOrRun(
        tx,
        {
          gate: deps.gate,
          caller,
          action: 'approvals.workflow.change',
          idempotencyKey: idempotencyKey ?? `workflow-change:${randomUUID()}`,
          payload: change,
          afterCommit,
          requested: { action: `approval.workflow.${change.op}.requested` },
        },
        async () => {
          const workflow = await applyWorkflowChangeAndRecheck(
            deps,
            tx,
            afterCommit,
            companyId,
            memberId,
            change,
          );
          const target = {
            type: 'approval-workflow',
            id: 'workflowId' in change ? change.workflowId : 'new',
          };
          await recordCallerAudit(tx, caller, {
            action: `approval.workflow.${change.op}`,
            target: workflow ? { type: 'approval-workflow', id: workflow._id } : target,
            outcome: 'success',
          });
          return workflow;
        },
      );
    },
    deps.onEffectError,
  );
}
