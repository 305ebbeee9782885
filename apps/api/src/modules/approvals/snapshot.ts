// The workflow a request keeps: its stages as they were when the request was made. Editing the workflow later never
// changes who a pending request needs, with one exception: a person removed from the workflow (or every person of a
// deleted one) is listed in `removedMemberIds` and decides the request no more (workflow-recheck.ts).
import type { StageApprovers, StageRow, WorkflowRow } from './workflows/workflows.queries.ts';

export interface SnapshotStage {
  id: string;
  position: number;
  name: string | null;
  rule: 'any' | 'all' | 'n';
  n: number | null;
  approvers: StageApprovers;
}

export interface WorkflowSnapshot {
  id: string;
  name: string;
  action: string;
  conditions: { minAmountKobo: number | null; maxAmountKobo: number | null; sourceWalletId: string | null };
  stages: SnapshotStage[];
  /** Members removed from the workflow since the request was made: they no longer decide it (absent: none). */
  removedMemberIds?: string[];
}

export function snapshotOf(workflow: WorkflowRow, stages: StageRow[]): WorkflowSnapshot {
  return {
    id: workflow.id,
    name: workflow.name,
    action: workflow.action,
    conditions: {
      minAmountKobo: workflow.minAmountKobo,
      maxAmountKobo: workflow.maxAmountKobo,
      sourceWalletId: workflow.sourceWalletId,
    },
    stages: stages.map((s) => ({
      id: s.id,
      position: s.position,
      name: s.name,
      rule: s.rule as SnapshotStage['rule'],
      n: s.n,
      approvers: s.approvers as StageApprovers,
    })),
  };
}

/** Distinct approvals a stage needs, given how many members may decide it now. */
export function requiredApprovals(stage: SnapshotStage, eligibleCount: number): number {
  if (stage.rule === 'any') return 1;
  if (stage.rule === 'n') return Math.max(1, stage.n ?? 1);
  return Math.max(1, eligibleCount);
}

/** The role key a member matches in a stage's roleIds: the built-in role, or the custom role's id. */
export const roleKeyOf = (member: { role: string; roleId: string | null }) =>
  member.role === 'custom' ? (member.roleId ?? '') : member.role;

/** Whether the stage names the member (by id or role) and the workflow has not removed them since. */
export function namesMember(
  snapshot: WorkflowSnapshot,
  stage: SnapshotStage,
  member: { memberId: string; role: string; roleId: string | null },
) {
  if (snapshot.removedMemberIds?.includes(member.memberId)) return false;
  return (
    stage.approvers.memberIds.includes(member.memberId) || stage.approvers.roleIds.includes(roleKeyOf(member))
  );
}

/** Whose decisions no longer count on this request: the members the workflow removed since it was made. */
export const removedFrom = (snapshot: WorkflowSnapshot) => new Set(snapshot.removedMemberIds ?? []);
