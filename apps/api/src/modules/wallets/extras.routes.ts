// Statements, yield and credit routes (spec §7 paths).
import {
  CREDIT_PATHS,
  creditRequestBody,
  creditRequestListResponse,
  creditRequestResponse,
  generateStatementRequest,
  STATEMENT_PATHS,
  statementFileQuery,
  statementListResponse,
  statementResponse,
  YIELD_PATHS,
  yieldBalanceResponse,
  yieldOptInOutRequest,
  yieldReportQuery,
  yieldReportResponse,
  yieldSettingsResponse,
} from '@paydesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, can, errors, security, sendFile } from '../../http/route-kit.ts';
import * as credit from './credit.service.ts';
import * as statements from './statements.service.ts';
import type { WalletDeps } from './wallet-deps.ts';
import * as yields from './yield.service.ts';

const idParams = (what: string) => z.object({ id: z.string().uuid(`${what} not found`) });

export function extrasRoutes(deps: WalletDeps) {
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
        data: await statements.listStatements(deps.db, request.auth!.companyId, request.query.walletId),
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
        data: await statements.getStatement(deps.db, request.auth!.companyId, request.params.id),
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
            request.auth!.companyId,
            request.params.id,
            request.query.format,
          ),
        ),
    );

    api.get(
      YIELD_PATHS.settings,
      {
        schema: { tags: ['yield'], security, response: { 200: yieldSettingsResponse, ...errors } },
        config: can('wallets.view'),
      },
      async (request) => ({
        message: 'Yield settings',
        data: await yields.yieldSettings(deps.db, deps.config, request.auth!.companyId),
      }),
    );

    api.get(
      YIELD_PATHS.balance,
      {
        schema: { tags: ['yield'], security, response: { 200: yieldBalanceResponse, ...errors } },
        config: can('wallets.view'),
      },
      async (request) => ({
        message: 'Yield balance',
        data: await yields.yieldBalance(deps.db, deps.config, request.auth!.companyId),
      }),
    );

    api.get(
      YIELD_PATHS.report,
      {
        schema: {
          tags: ['yield'],
          security,
          querystring: yieldReportQuery,
          response: { 200: yieldReportResponse, ...errors },
        },
        config: can('wallets.view'),
      },
      async (request) => ({
        message: 'Yield report',
        data: await yields.yieldReport(deps.db, request.auth!.companyId, request.query),
      }),
    );

    api.patch(
      YIELD_PATHS.optInOut,
      {
        schema: {
          tags: ['yield'],
          security,
          body: yieldOptInOutRequest,
          response: { 200: yieldSettingsResponse, ...errors },
        },
        config: can('wallets.yield.manage'),
      },
      async (request) => {
        const settings = await yields.optInOut(deps.db, deps.config, callerOf(request), request.body);
        return { message: settings.optedIn ? 'You are earning yield' : 'Yield turned off', data: settings };
      },
    );

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
        data: await credit.listCredits(deps.db, request.auth!.companyId),
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
        data: await credit.getCredit(deps.db, request.auth!.companyId, request.params.id),
      }),
    );
  };
}
