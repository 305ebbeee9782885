import { DASHBOARD_PATHS, errorResponse, walletBalanceResponse } from '@paydesk/contracts';
import type { Database } from '@paydesk/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { totalWalletBalance } from '../ledger/index.ts';

export function dashboardRoutes(deps: { db: Database }) {
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
          balance: await totalWalletBalance(deps.db, request.auth!.companyId),
          currency: 'NGN' as const,
        },
      }),
    );
  };
}
