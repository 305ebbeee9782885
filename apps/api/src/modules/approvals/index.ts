// The approvals module's face. The engine (createApprovalEngine: routes, jobs, the real gate) and the seam other
// modules use: the registry where they register the executors of their gateable actions, `gateOrRun`, through which
// every gated action asks the gate inside its own transaction before running, and `ApprovalsSeam`, the type of what
// they are given through their deps. For the dashboard's week: pendingRequestsSummary. `ApproverDirectory` is the
// port through which the engine reads team's members and roles (wired by module-context.ts).

export { APPROVAL_JOBS } from './approvals-deps.ts';
export { type ApprovalEngine, type ApprovalsSeam, createApprovalEngine } from './approvals-engine.ts';
export { approvalsModule } from './approvals-module.ts';
export { type Approver, type ApproverDirectory, DECIDE_PERMISSION } from './approver-directory.ts';
export {
  type ApprovalGate,
  type GateableAction,
  type Gated,
  gateOrRun,
  pendingRequest,
  ungated,
} from './gate.ts';
export {
  type AcknowledgeContext,
  type ActionExecutor,
  type ApprovalRegistry,
  createApprovalRegistry,
  type ExecutionContext,
  type GateableActions,
} from './registry.ts';
export { approvingMemberIds, pendingRequestsSummary } from './requests.queries.ts';
export { enabledWorkflowsOf, type StageApprovers } from './workflows/workflows.queries.ts';
