// Open routes of the approval email's link (/setwithdrawals/{payload}): no session; the designated approver's
// transaction PIN decides. Rate-limited like the other open auth routes.
import {
  linkDecisionRequest,
  linkPayloadParams,
  linkViewResponse,
  ON_DEMAND_LINK_PATHS,
  onDemandRequestResponse,
} from '@paydesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errors, requestOrigin } from '../../../http/route-kit.ts';
import { authRateLimit } from '../../../plugins/rate-limits.ts';
import { decisionMessage } from '../decisions.service.ts';
import type { OnDemandDeps } from '../on-demand-deps.ts';
import { decideByLink, viewLink } from './approval-links.service.ts';

export function linkRoutes(deps: OnDemandDeps) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['on-demand'];
    const config = { rateLimit: authRateLimit(deps.config.AUTH_RATE_LIMIT_PER_MINUTE) };

    api.get(
      ON_DEMAND_LINK_PATHS.link,
      { schema: { tags, params: linkPayloadParams, response: { 200: linkViewResponse, ...errors } }, config },
      async (request) => ({
        message: 'Request to decide',
        data: await viewLink(deps, request.params.payload),
      }),
    );
    for (const decision of ['approve', 'reject'] as const) {
      api.post(
        decision === 'approve' ? ON_DEMAND_LINK_PATHS.approve : ON_DEMAND_LINK_PATHS.reject,
        {
          schema: {
            tags,
            params: linkPayloadParams,
            body: linkDecisionRequest,
            response: { 200: onDemandRequestResponse, ...errors },
          },
          config,
        },
        async (request) => {
          const view = await decideByLink(
            deps,
            request.params.payload,
            decision,
            request.body,
            requestOrigin(request),
          );
          return { message: decisionMessage(view.kind, decision), data: view };
        },
      );
    }
  };
}
