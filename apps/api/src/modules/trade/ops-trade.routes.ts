// The operator console's trade review (/api/ops/trade-advances/...): the queue, one advance with its document,
// starting the review and the decision. Operator sign-in as in modules/ops.
import {
  approveTradeRequest,
  OPS_TRADE_PATHS,
  opsTradeListResponse,
  rejectTradeRequest,
  tradeAdvanceResponse,
  tradeListQuery,
} from '@paydesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, requestOrigin, security, sendFile } from '../../http/route-kit.ts';
import { createOperatorTokens, registerOperatorContext } from '../ops/index.ts';
import type { TradeDeps } from './trade-deps.ts';
import * as review from './trade-review.service.ts';

export function opsTradeRoutes(deps: TradeDeps) {
  return async (app: FastifyInstance) => {
    registerOperatorContext(app, { db: deps.db, tokens: createOperatorTokens(deps.config.APP_SECRET) });
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['ops'];
    const operator = { operator: true } as const;
    const params = z.object({ id: z.string().uuid('Trade advance not found') });

    api.get(
      OPS_TRADE_PATHS.queue,
      {
        schema: {
          tags,
          security,
          querystring: tradeListQuery,
          response: { 200: opsTradeListResponse, ...errors },
        },
        config: operator,
      },
      async (request) => ({
        message: 'Trade advances',
        data: await review.listQueue(deps.db, request.query),
      }),
    );

    api.get(
      OPS_TRADE_PATHS.one(':id'),
      {
        schema: { tags, security, params, response: { 200: tradeAdvanceResponse, ...errors } },
        config: operator,
      },
      async (request) => ({
        message: 'Trade advance',
        data: await review.getForOps(deps.db, request.params.id),
      }),
    );

    api.get(
      OPS_TRADE_PATHS.document(':id'),
      { schema: { tags, security, params, response: errors }, config: operator },
      async (request, reply) => sendFile(reply, await review.openForOps(deps, request.params.id)),
    );

    api.post(
      OPS_TRADE_PATHS.startReview(':id'),
      {
        schema: { tags, security, params, response: { 200: tradeAdvanceResponse, ...errors } },
        config: operator,
      },
      async (request) => ({
        message: 'Review started',
        data: await review.startReview(deps.db, request.operator!, requestOrigin(request), request.params.id),
      }),
    );

    api.post(
      OPS_TRADE_PATHS.approve(':id'),
      {
        schema: {
          tags,
          security,
          params,
          body: approveTradeRequest,
          response: { 200: tradeAdvanceResponse, ...errors },
        },
        config: operator,
      },
      async (request) => ({
        message: 'Advance approved and disbursed',
        data: await review.approve(
          deps,
          request.operator!,
          requestOrigin(request),
          request.params.id,
          request.body,
        ),
      }),
    );

    api.post(
      OPS_TRADE_PATHS.reject(':id'),
      {
        schema: {
          tags,
          security,
          params,
          body: rejectTradeRequest,
          response: { 200: tradeAdvanceResponse, ...errors },
        },
        config: operator,
      },
      async (request) => ({
        message: 'Advance request rejected',
        data: await review.reject(
          deps.db,
          request.operator!,
          requestOrigin(request),
          request.params.id,
          request.body.reason,
        ),
      }),
    );
  };
}
