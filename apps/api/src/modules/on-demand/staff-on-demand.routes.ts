// Employee routes of on-demand pay (/staff, staff tokens only): the summary, the fee quote, own requests, and
// requesting a withdrawal or a saving (Idempotency-Key header required).
import {
  earnedSummaryResponse,
  feeQuoteResponse,
  ON_DEMAND_MESSAGES,
  onDemandQuoteQuery,
  onDemandRequestResponse,
  STAFF_ON_DEMAND_PATHS,
  savingRequest,
  staffRequestListQuery,
  withdrawalListResponse,
  withdrawalRequest,
} from '@paydesk/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errors, security } from '../../http/route-kit.ts';
import { BadRequest } from '../../lib/errors.ts';
import type { AccessTokens } from '../../platform/access-tokens.ts';
import { staffAuthHook, staffClaimsHook, staffClaimsOf, staffOf } from '../staff/index.ts';
import { listRequests, toView } from './decisions.service.ts';
import { earnedState } from './earned.service.ts';
import type { OnDemandDeps } from './on-demand-deps.ts';
import { quote, requestOnDemand } from './requests.service.ts';

const keyOf = (request: FastifyRequest) => {
  const key = request.headers['idempotency-key'];
  return typeof key === 'string' ? key : undefined;
};

export function staffOnDemandRoutes(deps: OnDemandDeps & { staffTokens: AccessTokens }) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['staff'];
    const signedIn = staffAuthHook(deps);
    // Requests check the staff session in their own first read (one round trip fewer on the hot path).
    const claimed = staffClaimsHook(deps);
    const P = STAFF_ON_DEMAND_PATHS;

    api.get(
      P.summary,
      {
        schema: { tags, security, response: { 200: earnedSummaryResponse, ...errors } },
        onRequest: signedIn,
      },
      async (request) => {
        const staff = staffOf(request);
        const state = await earnedState(deps.db, staff.companyId, staff.employeeId);
        if (!state) throw new BadRequest(ON_DEMAND_MESSAGES.noRules);
        return { message: 'Earned to date', data: state.summary };
      },
    );
    api.get(
      P.quote,
      {
        schema: {
          tags,
          security,
          querystring: onDemandQuoteQuery,
          response: { 200: feeQuoteResponse, ...errors },
        },
        onRequest: signedIn,
      },
      async (request) => ({
        message: 'Fee quote',
        data: await quote(deps, staffOf(request), request.query.amount),
      }),
    );
    api.get(
      P.withdrawals,
      {
        schema: {
          tags,
          security,
          querystring: staffRequestListQuery,
          response: { 200: withdrawalListResponse, ...errors },
        },
        onRequest: signedIn,
      },
      async (request) => {
        const staff = staffOf(request);
        return {
          message: 'Your withdrawals and savings',
          data: await listRequests(deps.db, staff.companyId, {
            ...request.query,
            employeeId: staff.employeeId,
          }),
        };
      },
    );
    for (const kind of ['withdrawal', 'saving'] as const) {
      api.post(
        kind === 'withdrawal' ? P.withdrawals : P.savings,
        {
          schema: {
            tags,
            security,
            body: kind === 'withdrawal' ? withdrawalRequest : savingRequest,
            response: { 200: onDemandRequestResponse, 201: onDemandRequestResponse, ...errors },
          },
          onRequest: claimed,
        },
        async (request, reply) => {
          const staff = staffClaimsOf(request);
          const { row, replayed } = await requestOnDemand(
            deps,
            staff,
            kind,
            request.body.amount,
            keyOf(request),
          );
          if (replayed) reply.header('idempotent-replayed', 'true');
          const employee = { firstName: '', lastName: '', staffId: '' };
          return reply.status(replayed ? 200 : 201).send({
            message:
              kind === 'withdrawal'
                ? ON_DEMAND_MESSAGES.withdrawalRequested
                : ON_DEMAND_MESSAGES.savingRequested,
            data: toView(row, employee),
          });
        },
      );
    }
  };
}
