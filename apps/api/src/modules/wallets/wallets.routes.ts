// Wallet accounts, moving money, the dashboard and the transaction history (spec §7 wallet service paths).
// Thin: schema, permission, call the service, answer.

import { Readable } from 'node:stream';
import {
  createWalletRequest,
  errorResponse,
  freezeRequest,
  moveMoneyRequest,
  moveMoneyResponse,
  type Permission,
  transactionCountsResponse,
  transactionFilters,
  transactionListQuery,
  transactionListResponse,
  transactionResponse,
  updateWalletRequest,
  WALLET_PATHS,
  walletDashboardResponse,
  walletIdRequest,
  walletListResponse,
  walletResponse,
  walletTransactionsRequest,
} from '@paydesk/contracts';
import { companies } from '@paydesk/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { csvRow, primed } from '../../lib/csv.ts';
import { readIdempotencyKey, type StoredResponse } from '../../lib/idempotency.ts';
import { callerOf } from '../audit/audit-actor.ts';
import * as accounts from './accounts.service.ts';
import { walletDashboard } from './dashboard.service.ts';
import { lagosDateTime, plainNaira, receiptPdf } from './documents.ts';
import { lagosDay } from './lagos-time.ts';
import { moveMoney } from './move.service.ts';
import * as history from './transactions.queries.ts';
import type { WalletDeps } from './wallet-deps.ts';

export const errors = { '4xx': errorResponse };
export const security = [{ bearer: [] }];
export const walletIdParams = z.object({ id: z.string().uuid('Wallet not found') });

export const can = (permission: Permission | 'session') => ({ auth: true, permission }) as const;

/** Answers a money request's stored response; a replay says so in a header. */
export function sendStored<T>(reply: FastifyReply, result: StoredResponse<T>) {
  if (result.replayed) reply.header('idempotent-replayed', 'true');
  return reply.status(result.status).send(result.body);
}

export function walletRoutes(deps: WalletDeps) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['wallets'];

    api.get(
      WALLET_PATHS.accounts,
      {
        schema: { tags, security, response: { 200: walletListResponse, ...errors } },
        config: can('wallets.view'),
      },
      async (request) => ({
        message: 'Business accounts',
        data: await accounts.listWallets(deps, request.auth!.companyId),
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
        data: await accounts.getWalletDetails(deps, request.auth!.companyId, request.body.walletId),
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
        await accounts.getWalletDetails(deps, request.auth!.companyId, walletId);
        return {
          message: 'Wallet transactions',
          data: await history.listTransactions(
            deps.db,
            request.auth!.companyId,
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
          description: 'Moves money between two of the business’s wallets. Needs an Idempotency-Key header.',
          body: moveMoneyRequest,
          response: { 200: moveMoneyResponse, ...errors },
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
      async (request) => ({
        message: 'Dashboard',
        data: await walletDashboard(deps, request.auth!.companyId),
      }),
    );

    api.get(
      WALLET_PATHS.transactionCounts,
      {
        schema: {
          tags,
          security,
          querystring: transactionFilters,
          response: { 200: transactionCountsResponse, ...errors },
        },
        config: can('payments.transactions.view'),
      },
      async (request) => ({
        message: 'Transaction counts',
        data: await history.countTransactions(deps.db, request.auth!.companyId, request.query),
      }),
    );

    api.get(
      WALLET_PATHS.transactions,
      {
        schema: {
          tags,
          security,
          querystring: transactionListQuery,
          response: { 200: transactionListResponse, ...errors },
        },
        config: can('payments.transactions.view'),
      },
      async (request) => {
        const { page, limit, ...filters } = request.query;
        return {
          message: 'Transactions',
          data: await history.listTransactions(deps.db, request.auth!.companyId, filters, { page, limit }),
        };
      },
    );

    api.get(
      WALLET_PATHS.transactionsExport,
      {
        schema: {
          tags,
          security,
          querystring: transactionFilters,
          description: 'CSV of the matching transactions, newest first.',
        },
        config: can('payments.transactions.export'),
      },
      async (request, reply) => {
        const companyId = request.auth!.companyId;
        const batches = await primed(history.streamTransactions(deps.db, companyId, request.query));
        async function* rows() {
          yield csvRow([
            'Date (Lagos)',
            'Reference',
            'Wallet',
            'Type',
            'Direction',
            'Amount (NGN)',
            'Status',
            'Narration',
            'Counterparty',
            'Counterparty account',
            'Balance after (NGN)',
          ]);
          for await (const batch of batches) {
            for (const t of batch) {
              yield csvRow([
                lagosDateTime(t.createdAt),
                t.reference,
                t.walletName,
                t.type,
                t.direction,
                plainNaira(t.amount),
                t.status,
                t.narration,
                t.counterpartyName ?? '',
                t.counterpartyAccount ?? '',
                t.balanceAfter === null ? '' : plainNaira(t.balanceAfter),
              ]);
            }
          }
        }
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="transactions-${lagosDay()}.csv"`)
          .header('cache-control', 'no-store')
          .send(Readable.from(rows()));
      },
    );

    api.get(
      WALLET_PATHS.transaction(':id'),
      {
        schema: {
          tags,
          security,
          params: z.object({ id: z.string().uuid('Transaction not found') }),
          response: { 200: transactionResponse, ...errors },
        },
        config: can('payments.transactions.view'),
      },
      async (request) => ({
        message: 'Transaction',
        data: await history.getTransaction(deps.db, request.auth!.companyId, request.params.id),
      }),
    );

    api.get(
      WALLET_PATHS.transactionReceipt(':id'),
      {
        schema: {
          tags,
          security,
          params: z.object({ id: z.string().uuid('Transaction not found') }),
          description: 'The transaction receipt as a PDF.',
        },
        config: can('payments.transactions.export'),
      },
      async (request, reply) => {
        const companyId = request.auth!.companyId;
        const transaction = await history.getTransaction(deps.db, companyId, request.params.id);
        const [company] = await deps.db
          .select({ name: companies.name })
          .from(companies)
          .where(eq(companies.id, companyId));
        const pdf = await receiptPdf(transaction, company?.name ?? '');
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="receipt-${transaction.reference}.pdf"`)
          .header('cache-control', 'no-store')
          .send(pdf);
      },
    );
  };
}
