// Approval workflows (/settings/approvals): list, read, create, update, update a stage, delete, enable, disable.
// A change covered by a workflow of 'approvals.workflow.change' answers 202 with the request it became.
import {
  APPROVAL_MESSAGES,
  APPROVAL_PATHS,
  createWorkflowRequest,
  gatedActionResponse,
  idParams,
  messageOnly,
  updateStageRequest,
  updateWorkflowRequest,
  workflowListQuery,
  workflowListResponse,
  workflowResponse,
} from '@paydesk/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, callerOf, can, errors, security } from '../../../http/route-kit.ts';
import type { ApprovalsDeps } from '../approvals-deps.ts';
import type { ApprovalGate } from '../gate.ts';
import {
  changeWorkflow,
  listWorkflowViews,
  type WorkflowChange,
  type WorkflowChangeResult,
  workflowView,
} from './workflows.service.ts';

const stageParams = z.object({
  id: z.string().uuid('Workflow not found'),
  stageId: z.string().uuid('Stage not found'),
});

const optionalKey = (header: string | string[] | undefined) => {
  const key = Array.isArray(header) ? header[0] : header;
  return key && /^[A-Za-z0-9_.:-]{8,128}$/.test(key) ? key : undefined;
};

export function workflowRoutes(deps: ApprovalsDeps & { gate: ApprovalGate }) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['approvals'];
    const view = can('approvals.requests.view');
    const manage = can('approvals.workflows.manage');
    const params = idParams('Workflow');
    const changed = { 200: workflowResponse, 201: workflowResponse, 202: gatedActionResponse, ...errors };

    function answer(reply: FastifyReply, result: WorkflowChangeResult, message: string, created = false) {
      if (result.gated) {
        return reply.status(202).send({
          message: APPROVAL_MESSAGES.sentForApproval,
          data: { approvalRequest: { requestId: result.requestId, status: 'pending' as const } },
        });
      }
      return reply.status(created ? 201 : 200).send({ message, data: result.result! });
    }
    const run = (request: Parameters<typeof callerOf>[0], change: WorkflowChange) =>
      changeWorkflow(deps, callerOf(request), change, optionalKey(request.headers['idempotency-key']));

    api.get(
      APPROVAL_PATHS.workflows,
      {
        schema: {
          tags,
          security,
          querystring: workflowListQuery,
          response: { 200: workflowListResponse, ...errors },
        },
        config: view,
      },
      async (request) => ({
        message: 'Approval workflows',
        data: await listWorkflowViews(deps.db, authOf(request).companyId, request.query),
      }),
    );

    api.get(
      APPROVAL_PATHS.workflow,
      { schema: { tags, security, params, response: { 200: workflowResponse, ...errors } }, config: view },
      async (request) => ({
        message: 'Approval workflow',
        data: await workflowView(deps.db, authOf(request).companyId, request.params.id),
      }),
    );

    api.post(
      APPROVAL_PATHS.workflows,
      { schema: { tags, security, body: createWorkflowRequest, response: changed }, config: manage },
      async (request, reply) =>
        answer(
          reply,
          await run(request, { op: 'create', body: request.body }),
          APPROVAL_MESSAGES.workflowCreated,
          true,
        ),
    );

    api.patch(
      APPROVAL_PATHS.workflow,
      { schema: { tags, security, params, body: updateWorkflowRequest, response: changed }, config: manage },
      async (request, reply) =>
        answer(
          reply,
          await run(request, { op: 'update', workflowId: request.params.id, body: request.body }),
          APPROVAL_MESSAGES.workflowUpdated,
        ),
    );

    api.patch(
      APPROVAL_PATHS.workflowStage,
      {
        schema: { tags, security, params: stageParams, body: updateStageRequest, response: changed },
        config: manage,
      },
      async (request, reply) =>
        answer(
          reply,
          await run(request, {
            op: 'update-stage',
            workflowId: request.params.id,
            stageId: request.params.stageId,
            body: request.body,
          }),
          APPROVAL_MESSAGES.stageUpdated,
        ),
    );

    for (const [path, op, message] of [
      [APPROVAL_PATHS.workflowEnable, 'enable', APPROVAL_MESSAGES.workflowEnabled],
      [APPROVAL_PATHS.workflowDisable, 'disable', APPROVAL_MESSAGES.workflowDisabled],
    ] as const) {
      api.post(
        path,
        { schema: { tags, security, params, response: changed }, config: manage },
        async (request, reply) =>
          answer(reply, await run(request, { op, workflowId: request.params.id }), message),
      );
    }

    api.delete(
      APPROVAL_PATHS.workflow,
      {
        schema: {
          tags,
          security,
          params,
          response: { 200: messageOnly, 202: gatedActionResponse, ...errors },
        },
        config: manage,
      },
      async (request, reply) => {
        const result = await run(request, { op: 'delete', workflowId: request.params.id });
        if (result.gated) return answer(reply, result, '');
        return reply.send({ message: APPROVAL_MESSAGES.workflowDeleted, data: null });
      },
    );
  };
}
