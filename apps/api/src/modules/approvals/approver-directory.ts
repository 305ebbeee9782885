// Who may decide a stage: team's members and roles, reached through a port. Team owns the tables (members, roles and
// their permissions) and gates its role changes here, so approvals sits below team and cannot import its face;
// `module-context.ts` wires team's `approverDirectory` into the engine's deps (architecture rule 11).
import type { Executor } from '@paydesk/db';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { ApprovalsDeps } from './approvals-deps.ts';
import { removedFrom, type SnapshotStage, type WorkflowSnapshot } from './snapshot.ts';
import type { StageApprovers } from './workflows/workflows.queries.ts';

export const DECIDE_PERMISSION = 'approvals.requests.decide';

/** An active or former member with their person's email and names. */
export interface Approver {
  memberId: string;
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
}

/** Team's reads of the members a stage names, each one statement (a second read by user ids for the people). */
export interface ApproverDirectory {
  /** The active members who may decide a stage with these approvers, now (their role lets them decide). */
  eligibleApprovers(db: Executor, companyId: string, approvers: StageApprovers): Promise<Approver[]>;
  /** The members a stage names by id or by role, whatever their status or permissions. */
  namedMembers(db: Executor, companyId: string, approvers: StageApprovers): Promise<string[]>;
  /** A member and their person, whatever their status. */
  findPerson(
    db: Executor,
    companyId: string,
    memberId: string,
  ): Promise<(Approver & { status: string; roleId: string | null }) | null>;
  /** Members and their people by member id, whatever their status. */
  peopleByMember(
    db: Executor,
    companyId: string,
    memberIds: string[],
  ): Promise<Map<string, Approver & { status: string }>>;
  /** The custom permissions of a member's role (for a decision made from an emailed link, without a session). */
  customPermissionsOf(db: Executor, companyId: string, roleId: string | null): Promise<string[]>;
  /** Which of these ids are members, and which custom roles, of the business. */
  existingApprovers(
    db: Executor,
    companyId: string,
    approvers: StageApprovers,
  ): Promise<{ memberIds: Set<string>; roleIds: Set<string> }>;
  /** A member's status as a scalar subquery of team's, for a statement of approvals' own (a decision's member). */
  memberStatusOf(companyId: AnyColumn, memberId: AnyColumn): SQL<string | null>;
  /** Adds a member to the business (the demo's administrators); answers it, with its id. */
  addMember(
    tx: Executor,
    values: { companyId: string; userId: string; role: string; status: string },
  ): Promise<{ id: string } | undefined>;
}

/**
 * Who may decide a stage of a request now: its eligible approvers, but never its initiator nor a member the workflow
 * removed since the request was made.
 */
export async function stageDeciders(
  deps: Pick<ApprovalsDeps, 'approverDirectory'>,
  db: Executor,
  request: { companyId: string; initiatorMemberId: string; workflowSnapshot: unknown },
  stage: SnapshotStage,
) {
  const removed = removedFrom(request.workflowSnapshot as WorkflowSnapshot);
  return (await deps.approverDirectory.eligibleApprovers(db, request.companyId, stage.approvers)).filter(
    (a) => a.memberId !== request.initiatorMemberId && !removed.has(a.memberId),
  );
}
