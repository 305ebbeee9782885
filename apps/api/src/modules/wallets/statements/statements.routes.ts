// Statement routes (spec §7): ask for one, list them, read one and download its PDF or CSV.
import {
  generateStatementRequest,
  STATEMENT_PATHS,
  statementFileQuery,
  statementListResponse,
  statementResponse,
} from '@paydesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, callerOf, can, errors, security, sendFile } from '../../../http/route-kit.ts';
import type { WalletDeps } from '../wallet-deps.ts';
import * as statements from './statements.service.ts';

const idParams = (what: string) => z.object({ id: z.string().uuid(`${what} not found`) });

export function statementRoutes(deps: WalletDeps) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.post(
      STATEMENT_PATHS.generate,
      {
        schema: {
          tags: ['statements'],
          security,
          body: generateStatementRequest,
          response: { 202: statementResponse, ...errors },
        },
        config: can('wallets.statements'),
      },
      async (request, reply) =>
        reply.status(202).send({
          message: 'Your statement is being prepared. We will email you when it is ready.',
          data: await statements.requestStatement(deps, callerOf(request), request.body),
        }),
    );

    api.get(
      STATEMENT_PATHS.list,
      {
        schema: {
          tags: ['statements'],
          security,
          querystring: z.object({ walletId: z.string().uuid('Wallet not found').optional() }),
          response: { 200: statementListResponse, ...errors },
        },
        config: can('wallets.statements'),
      },
      async (request) => ({
        message: 'Statements',
        data: await statements.listStatements(deps.db, authOf(request).companyId, request.query.walletId),
      }),
    );

    api.get(
      STATEMENT_PATHS.one(':id'),
      {
        schema: {
          tags: ['statements'],
          security,
          params: idParams('Statement'),
          response: { 200: statementResponse, ...errors },
        },
        config: can('wallets.statements'),
      },
      async (request) => ({
        message: 'Statement',
        data: await statements.getStatement(deps.db, authOf(request).companyId, request.params.id),
      }),
    );

    api.get(
      STATEMENT_PATHS.file(':id'),
      {
        schema: {
          tags: ['statements'],
          security,
          params: idParams('Statement'),
          querystring: statementFileQuery,
          response: errors,
        },
        config: can('wallets.statements'),
      },
      async (request, reply) =>
        sendFile(
          reply,
          await statements.openStatementFile(
            deps,
            authOf(request).companyId,
            request.params.id,
            request.query.format,
          ),
        ),
    );
  };
}
