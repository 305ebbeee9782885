// The approvals module's face. Today only the seam: the registry where modules register the executors of their
// gateable actions (the engine — workflows, stages, requests — comes with the approvals issue).
export {
  type ActionExecutor,
  type ApprovalRegistry,
  createApprovalRegistry,
  type ExecutionContext,
  type GateableActions,
} from './registry.ts';
