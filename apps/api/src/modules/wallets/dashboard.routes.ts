import { DASHBOARD_PATHS, errorResponse, walletBalanceResponse } from '@paydesk/contracts';
import type { Database } from '@paydesk/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createReadCache } from '../../platform/read-cache.ts';
import { totalWalletBalance } from '../ledger/index.ts';

export function dashboardRoutes(deps: { db: Database; readCacheMs: number }) {
  // The header chip asks on every page: its total is kept until a write may have moved it (decision 0014).
  const balances = createReadCache<number>(deps.db, {
    ttlMs: deps.readCacheMs,
    maxEntries: 10_000,
  });
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      DASHBOARD_PATHS.walletBalance,
      {
        schema: {
          tags: ['dashboard'],
          security: [{ bearer: [] }],
          response: { 200: walletBalanceResponse, '4xx': errorResponse },
        },
        config: { auth: true, permission: 'dashboard.view' },
      },
      async (request) => ({
        message: 'Wallet balance',
        data: {
          balance: await balances.read(request.auth!.companyId, () =>
            totalWalletBalance(deps.db, request.auth!.companyId),
          ),
          currency: 'NGN' as const,
        },
      }),
    );
  };
}
