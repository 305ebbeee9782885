// The transaction history (spec §7 wallet service paths): counts, the filtered list, the CSV export, one
// transaction and its PDF receipt.
// Thin: schema, permission, call the service, answer.

import { Readable } from 'node:stream';
import {
  lagosIso,
  transactionCountsResponse,
  transactionFilters,
  transactionListQuery,
  transactionListResponse,
  transactionResponse,
  WALLET_PATHS,
} from '@paydesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, can, errors, exportName, security, sendDownload } from '../../../http/route-kit.ts';
import { csvRow, primed } from '../../../lib/csv.ts';
import { plainNaira } from '../../../lib/documents.ts';
import { createPageCache, pageKey } from '../../../platform/read-cache.ts';
import { companyName, getWallet } from '../accounts/accounts.queries.ts';
import type { WalletDeps } from '../wallet-deps.ts';
import { receiptPdf } from './receipt-pdf.ts';
import * as history from './transactions.queries.ts';

export function transactionRoutes(deps: WalletDeps) {
  // The first pages of the history, kept as their answer's bytes until a write may have changed them (decision
  // 0014): the history is opened far more often than a wallet moves.
  const pages = createPageCache(deps.db, { ttlMs: deps.config.READ_CACHE_MS, maxEntries: 500 });
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['wallets'];

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
        data: await history.countTransactions(deps.db, authOf(request).companyId, request.query),
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
      async (request, reply) => {
        const companyId = authOf(request).companyId;
        const { page, limit, ...filters } = request.query;
        return pages.send(reply, pageKey(companyId, request.query), async () => ({
          message: 'Transactions',
          data: await history.listTransactions(deps.db, companyId, filters, { page, limit }),
        }));
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
        const companyId = authOf(request).companyId;
        // The file is named with every filter, the wallet by its name (another business's wallet is a 404).
        const { walletId, ...named } = request.query;
        const wallet = walletId ? (await getWallet(deps.db, companyId, walletId)).name : undefined;
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
                lagosIso(t.createdAt),
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
        return sendDownload(reply, {
          stream: Readable.from(rows()),
          name: exportName('transactions', { ...named, wallet }, 'csv'),
          type: 'text/csv; charset=utf-8',
        });
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
        data: await history.getTransaction(deps.db, authOf(request).companyId, request.params.id),
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
        const companyId = authOf(request).companyId;
        const transaction = await history.getTransaction(deps.db, companyId, request.params.id);
        const pdf = await receiptPdf(transaction, await companyName(deps.db, companyId));
        return sendDownload(reply, {
          bytes: pdf,
          name: `receipt-${transaction.reference}.pdf`,
          type: 'application/pdf',
        });
      },
    );
  };
}
