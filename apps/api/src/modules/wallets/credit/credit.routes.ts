// Credit routes (spec §7): a registered business requests credit and follows its requests.
import {
  CREDIT_PATHS,
  creditRequestBody,
  creditRequestListResponse,
  creditRequestResponse,
} from '@paydesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, callerOf, can, errors, security } from '../../../http/route-kit.ts';
import type { WalletDeps } from '../wallet-deps.ts';
import * as credit from './credit.service.ts';

const idParams = (what: string) => z.object({ id: z.string().uuid(`${what} not found`) });

export function creditRoutes(deps: WalletDeps) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.post(
      CREDIT_PATHS.request,
      {
        schema: {
          tags: ['credit'],
          security,
          body: creditRequestBody,
          response: { 201: creditRequestResponse, ...errors },
        },
        config: can('credit.request'),
      },
      async (request, reply) =>
        reply.status(201).send({
          message: 'Credit request received. We will review it and let you know.',
          data: await credit.requestCredit(deps, callerOf(request), request.body),
        }),
    );

    api.get(
      CREDIT_PATHS.list,
      {
        schema: { tags: ['credit'], security, response: { 200: creditRequestListResponse, ...errors } },
        config: can('credit.view'),
      },
      async (request) => ({
        message: 'Credit requests',
        data: await credit.listCredits(deps.db, authOf(request).companyId),
      }),
    );

    api.get(
      CREDIT_PATHS.one(':id'),
      {
        schema: {
          tags: ['credit'],
          security,
          params: idParams('Credit request'),
          response: { 200: creditRequestResponse, ...errors },
        },
        config: can('credit.view'),
      },
      async (request) => ({
        message: 'Credit request',
        data: await credit.getCredit(deps.db, authOf(request).companyId, request.params.id),
      }),
    );
  };
}
