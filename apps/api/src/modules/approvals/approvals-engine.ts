// The approvals engine as the app builds it once: the registry every module registers its executors in, the gate
// gated actions ask, the routes, and the jobs (execute an approved request; the minute's sweep of expiries and of
// approved requests whose job was lost).
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { defineJob, type JobDefinition } from '../../platform/jobs/jobs.ts';
import { APPROVAL_JOBS, type ApprovalsDeps } from './approvals-deps.ts';
import { createEngineGate } from './engine-gate.ts';
import { executeRequest, sweepRequests } from './execution.ts';
import type { ApprovalGate } from './gate.ts';
import { type ApprovalRegistry, createApprovalRegistry } from './registry.ts';
import { requestRoutes } from './requests.routes.ts';
import { workflowRoutes } from './workflows/workflows.routes.ts';
import { applyWorkflowChangeAndRecheck, describeWorkflowChange } from './workflows/workflows.service.ts';

/** What a module that gates actions is given (through its deps): the gate to ask and the registry to fill. */
export interface ApprovalsSeam {
  gate: ApprovalGate;
  registry: ApprovalRegistry;
}

export interface ApprovalEngine extends ApprovalsSeam {
  routes(options: { authRateLimitPerMinute: number }): (app: FastifyInstance) => Promise<void>;
  jobDefinitions(): JobDefinition[];
  execute(target: { companyId: string; id: string }): Promise<void>;
  sweep(): Promise<void>;
}

export function createApprovalEngine(
  input: Omit<ApprovalsDeps, 'registry'> & { registry?: ApprovalRegistry },
): ApprovalEngine {
  const deps: ApprovalsDeps = { ...input, registry: input.registry ?? createApprovalRegistry() };
  const gate = createEngineGate(deps);
  deps.registry.register('approvals.workflow.change', {
    describe: describeWorkflowChange,
    execute: async (ctx, change) => {
      const workflow = await applyWorkflowChangeAndRecheck(
        deps,
        ctx.tx,
        ctx.afterCommit,
        ctx.companyId,
        ctx.requestedBy.memberId,
        change,
      );
      await recordAudit(ctx.tx, {
        companyId: ctx.companyId,
        actor: { type: 'user', id: ctx.requestedBy.userId },
        action: `approval.workflow.${change.op}`,
        target: {
          type: 'approval-workflow',
          id: workflow?._id ?? ('workflowId' in change ? change.workflowId : 'new'),
        },
        outcome: 'success',
        metadata: { approvalRequestId: ctx.requestId },
      });
      return workflow ? { workflowId: workflow._id } : { deleted: true };
    },
  });
  return {
    gate,
    registry: deps.registry,
    routes: (options) => async (app) => {
      const full = { ...deps, gate, authRateLimitPerMinute: options.authRateLimitPerMinute };
      await app.register(workflowRoutes(full), { prefix: '/api' });
      await app.register(requestRoutes(full), { prefix: '/api' });
    },
    jobDefinitions: () => [
      defineJob(APPROVAL_JOBS.execute, (target) => executeRequest(deps, target), { retry: 3 }),
      defineJob(APPROVAL_JOBS.sweep, () => sweepRequests(deps), { cron: '* * * * *' }),
    ],
    execute: (target) => executeRequest(deps, target),
    sweep: () => sweepRequests(deps),
  };
}
