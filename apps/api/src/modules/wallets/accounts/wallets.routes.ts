// Wallet accounts, moving money and the dashboard (spec §7 wallet service paths).
// Thin: schema, permission, call the service, answer.
import {
  createWalletRequest,
  freezeRequest,
  gatedActionResponse,
  moveMoneyRequest,
  moveMoneyResponse,
  transactionListResponse,
  updateWalletRequest,
  WALLET_PATHS,
  walletDashboardResponse,
  walletIdRequest,
  walletListResponse,
  walletResponse,
  walletTransactionsRequest,
} from '@paydesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authOf,
  callerOf,
  can,
  errors,
  security,
  sendSerialized,
  sendStored,
} from '../../../http/route-kit.ts';
import { readIdempotencyKey } from '../../../lib/idempotency.ts';
import { createDashboardReader } from '../dashboard.service.ts';
import * as history from '../transactions/transactions.queries.ts';
import type { WalletDeps } from '../wallet-deps.ts';
import * as accounts from './accounts.service.ts';
import { moveMoney } from './move.service.ts';

const walletIdParams = z.object({ id: z.string().uuid('Wallet not found') });

export function walletRoutes(deps: WalletDeps) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['wallets'];
    const dashboardAnswer = createDashboardReader(deps, deps.config.DASHBOARD_CACHE_ENTRIES);

    api.get(
      WALLET_PATHS.accounts,
      {
        schema: { tags, security, response: { 200: walletListResponse, ...errors } },
        config: can('wallets.view'),
      },
      async (request) => ({
        message: 'Business accounts',
        data: await accounts.listWallets(deps, authOf(request).companyId),
      }),
    );

    api.post(
      WALLET_PATHS.accountSingle,
      {
        schema: { tags, security, body: walletIdRequest, response: { 200: walletResponse, ...errors } },
        config: can('wallets.view'),
      },
      async (request) => ({
        message: 'Account details',
        data: await accounts.getWalletDetails(deps, authOf(request).companyId, request.body.walletId),
      }),
    );

    api.post(
      WALLET_PATHS.walletTransactions,
      {
        schema: {
          tags,
          security,
          body: walletTransactionsRequest,
          response: { 200: transactionListResponse, ...errors },
        },
        config: can('wallets.view'),
      },
      async (request) => {
        const { walletId, page, limit } = request.body;
        await accounts.getWalletDetails(deps, authOf(request).companyId, walletId);
        return {
          message: 'Wallet transactions',
          data: await history.listTransactions(
            deps.db,
            authOf(request).companyId,
            { walletId },
            { page, limit },
          ),
        };
      },
    );

    api.post(
      WALLET_PATHS.createAdditional,
      {
        schema: { tags, security, body: createWalletRequest, response: { 201: walletResponse, ...errors } },
        config: can('wallets.create'),
      },
      async (request, reply) =>
        reply.status(201).send({
          message: 'Wallet created',
          data: await accounts.createAdditionalWallet(deps, callerOf(request), request.body),
        }),
    );

    api.patch(
      WALLET_PATHS.freeze,
      {
        schema: { tags, security, body: freezeRequest, response: { 200: walletResponse, ...errors } },
        config: can('wallets.freeze'),
      },
      async (request) => ({
        message: 'Wallet frozen',
        data: await accounts.setFrozen(
          deps,
          callerOf(request),
          request.body.walletId,
          true,
          request.body.reason,
        ),
      }),
    );

    api.patch(
      WALLET_PATHS.unfreeze,
      {
        schema: { tags, security, body: freezeRequest, response: { 200: walletResponse, ...errors } },
        config: can('wallets.freeze'),
      },
      async (request) => ({
        message: 'Wallet unfrozen',
        data: await accounts.setFrozen(
          deps,
          callerOf(request),
          request.body.walletId,
          false,
          request.body.reason,
        ),
      }),
    );

    api.delete(
      WALLET_PATHS.close,
      {
        schema: { tags, security, body: walletIdRequest, response: { 200: walletResponse, ...errors } },
        config: can('wallets.close'),
      },
      async (request) => ({
        message: 'Wallet closed',
        data: await accounts.closeWallet(deps, callerOf(request), request.body.walletId),
      }),
    );

    api.patch(
      WALLET_PATHS.move,
      {
        schema: {
          tags,
          security,
          description:
            'Moves money between two of the business’s wallets. Needs an Idempotency-Key header. Answers 202 with the approval request when a workflow covers it.',
          body: moveMoneyRequest,
          response: { 200: moveMoneyResponse, 202: gatedActionResponse, ...errors },
        },
        config: can('wallets.move'),
      },
      async (request, reply) => {
        const key = readIdempotencyKey(request.headers['idempotency-key']);
        return sendStored(reply, await moveMoney(deps, callerOf(request), request.body, key));
      },
    );

    api.patch(
      WALLET_PATHS.account(':id'),
      {
        schema: {
          tags,
          security,
          params: walletIdParams,
          body: updateWalletRequest,
          response: { 200: walletResponse, ...errors },
        },
        config: can('wallets.update'),
      },
      async (request) => ({
        message: 'Wallet updated',
        data: await accounts.renameWallet(deps, callerOf(request), request.params.id, request.body.name),
      }),
    );

    api.get(
      WALLET_PATHS.dashboard,
      {
        schema: { tags, security, response: { 200: walletDashboardResponse, ...errors } },
        config: can('dashboard.view'),
      },
      // The answer is serialized by this route's own schema (reply.serialize) and may come from memory: the same bytes.
      async (request, reply) => {
        const body = await dashboardAnswer(authOf(request).companyId, (answer) =>
          String(reply.serialize(answer)),
        );
        return sendSerialized(reply, body);
      },
    );
  };
}
