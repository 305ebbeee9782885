import { DASHBOARD_PATHS, errorResponse, walletBalanceResponse } from '@paydesk/contracts';
import type { Database } from '@paydesk/db';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf, sendSerialized } from '../../http/route-kit.ts';
import { createReadCache } from '../../platform/read-cache.ts';
import { totalWalletBalance } from '../ledger/index.ts';

export function dashboardRoutes(deps: { db: Database; readCacheMs: number }) {
  // The header chip asks on every page: its answer is kept, serialized by the route's schema, until a write may
  // have moved the total (decision 0014).
  const balances = createReadCache<Buffer>(deps.db, {
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
      async (request, reply) => {
        const companyId = authOf(request).companyId;
        const body = await balances.read(companyId, async () => {
          const balance = await totalWalletBalance(deps.db, companyId);
          return Buffer.from(
            String(reply.serialize({ message: 'Wallet balance', data: { balance, currency: 'NGN' } })),
          );
        });
        return sendSerialized(reply, body);
      },
    );
  };
}
