// The workflow a request keeps: its stages as they were when the request was made. Editing or deleting the
// workflow later never changes a pending request.
import type { StageApprovers, StageRow, WorkflowRow } from './workflows.queries.ts';

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

export function namesMember(
  stage: SnapshotStage,
  member: { memberId: string; role: string; roleId: string | null },
) {
  return (
    stage.approvers.memberIds.includes(member.memberId) || stage.approvers.roleIds.includes(roleKeyOf(member))
  );
}
