// The approvals module's face. Today the seam: the registry where modules register the executors of their gateable
// actions, and the gate they ask before running one (the engine — workflows, stages, requests — comes with the
// approvals issue and replaces `ungated`).
export { type ApprovalGate, type GateableAction, type GateInput, type GateResult, ungated } from './gate.ts';
export {
  type ActionExecutor,
  type ApprovalRegistry,
  createApprovalRegistry,
  type ExecutionContext,
  type GateableActions,
} from './registry.ts';
