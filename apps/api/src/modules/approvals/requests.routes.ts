// Approval requests (/approvals/dashboard): the list by tab and filters, the drawer, the decisions, comments,
// update disbursement, analytics and the emailed link (signed in, or open with the transaction PIN).
import {
  APPROVAL_MESSAGES,
  APPROVAL_PATHS,
  acknowledgeRequestWarningBody,
  approvalAnalyticsQuery,
  approvalAnalyticsResponse,
  approvalRequestListQuery,
  approvalRequestListResponse,
  approvalRequestResponse,
  approveRequestBody,
  cancelRequestBody,
  commentRequestBody,
  idParams,
  linkDecisionBody,
  linkDecisionResponse,
  rejectRequestBody,
  resolveLinkBody,
  resolveLinkResponse,
  updateDisbursementBody,
} from '@paydesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf, callerOf, can, errors, requestOrigin, security, sendStored } from '../../http/route-kit.ts';
import { readIdempotencyKey } from '../../lib/idempotency.ts';
import { authRateLimit } from '../../plugins/rate-limits.ts';
import { approvalAnalytics } from './analytics.service.ts';
import type { ApprovalsDeps } from './approvals-deps.ts';
import { acknowledgeRequestWarning, approveRequest, rejectRequest } from './decisions.service.ts';
import { decideFromLink, resolveLink } from './links.service.ts';
import {
  cancelRequest,
  commentOnRequest,
  getApprovalRequest,
  listApprovalRequests,
  updateDisbursement,
} from './requests.service.ts';

export function requestRoutes(deps: ApprovalsDeps & { authRateLimitPerMinute: number }) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['approvals'];
    const view = can('approvals.requests.view');
    const decide = can('approvals.requests.decide');
    const params = idParams('Request');
    const one = { 200: approvalRequestResponse, ...errors };

    api.get(
      APPROVAL_PATHS.requests,
      {
        schema: {
          tags,
          security,
          querystring: approvalRequestListQuery,
          response: { 200: approvalRequestListResponse, ...errors },
        },
        config: view,
      },
      async (request) => ({
        message: 'Approval requests',
        data: await listApprovalRequests(deps, callerOf(request), request.query),
      }),
    );

    api.get(
      APPROVAL_PATHS.analytics,
      {
        schema: {
          tags,
          security,
          querystring: approvalAnalyticsQuery,
          response: { 200: approvalAnalyticsResponse, ...errors },
        },
        config: view,
      },
      async (request) => ({
        message: 'Approval analytics',
        data: await approvalAnalytics(deps.db, authOf(request).companyId, request.query.granularity),
      }),
    );

    api.get(
      APPROVAL_PATHS.request,
      { schema: { tags, security, params, response: one }, config: view },
      async (request) => ({
        message: 'Approval request',
        data: await getApprovalRequest(deps, callerOf(request), request.params.id),
      }),
    );

    api.post(
      APPROVAL_PATHS.approve,
      {
        schema: {
          tags,
          security,
          description:
            'Approves the current stage. Needs an Idempotency-Key header; the PIN for money actions.',
          params,
          body: approveRequestBody,
          response: one,
        },
        config: decide,
      },
      async (request, reply) => {
        const key = readIdempotencyKey(request.headers['idempotency-key']);
        return sendStored(
          reply,
          await approveRequest(deps, callerOf(request), request.params.id, request.body, key),
        );
      },
    );

    api.post(
      APPROVAL_PATHS.reject,
      { schema: { tags, security, params, body: rejectRequestBody, response: one }, config: decide },
      async (request) => ({
        message: APPROVAL_MESSAGES.rejected,
        data: await rejectRequest(deps, callerOf(request), request.params.id, request.body),
      }),
    );

    api.post(
      APPROVAL_PATHS.acknowledgeWarning,
      {
        schema: {
          tags,
          security,
          description:
            "An approver of the current stage acknowledges one of the request's `warnings` (a payroll run's variance warnings) by its key: approving is refused (409) while one is not acknowledged. 403 when the caller may not decide the request, 409 when the key names no warning now.",
          params,
          body: acknowledgeRequestWarningBody,
          response: one,
        },
        config: decide,
      },
      async (request) => ({
        message: APPROVAL_MESSAGES.warningAcknowledged,
        data: await acknowledgeRequestWarning(deps, callerOf(request), request.params.id, request.body.key),
      }),
    );

    api.post(
      APPROVAL_PATHS.cancel,
      { schema: { tags, security, params, body: cancelRequestBody, response: one }, config: view },
      async (request) => ({
        message: APPROVAL_MESSAGES.cancelled,
        data: await cancelRequest(deps, callerOf(request), request.params.id, request.body ?? {}),
      }),
    );

    api.post(
      APPROVAL_PATHS.comments,
      { schema: { tags, security, params, body: commentRequestBody, response: one }, config: view },
      async (request) => ({
        message: APPROVAL_MESSAGES.commented,
        data: await commentOnRequest(deps, callerOf(request), request.params.id, request.body),
      }),
    );

    api.patch(
      APPROVAL_PATHS.disbursement,
      { schema: { tags, security, params, body: updateDisbursementBody, response: one }, config: view },
      async (request) => ({
        message: APPROVAL_MESSAGES.disbursementUpdated,
        data: await updateDisbursement(deps, callerOf(request), request.params.id, request.body),
      }),
    );

    api.post(
      APPROVAL_PATHS.resolveLink,
      {
        schema: { tags, security, body: resolveLinkBody, response: { 200: resolveLinkResponse, ...errors } },
        config: view,
      },
      async (request) => ({
        message: 'Approval request',
        data: await resolveLink(deps, callerOf(request), request.body.token),
      }),
    );

    api.post(
      APPROVAL_PATHS.linkDecision,
      {
        schema: { tags, body: linkDecisionBody, response: { 200: linkDecisionResponse, ...errors } },
        config: { rateLimit: authRateLimit(deps.authRateLimitPerMinute) },
      },
      async (request) => {
        const result = await decideFromLink(deps, requestOrigin(request), request.body);
        return {
          message:
            request.body.decision === 'approve' ? APPROVAL_MESSAGES.approved : APPROVAL_MESSAGES.rejected,
          data: { requestId: result.requestId, status: result.status },
        };
      },
    );
  };
}
