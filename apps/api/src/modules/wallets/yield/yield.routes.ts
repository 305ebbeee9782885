// Yield routes (spec §7): settings, balance, the report and opting in or out.
import {
  YIELD_PATHS,
  yieldBalanceResponse,
  yieldOptInOutRequest,
  yieldReportQuery,
  yieldReportResponse,
  yieldSettingsResponse,
} from '@paydesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf, callerOf, can, errors, security } from '../../../http/route-kit.ts';
import type { WalletDeps } from '../wallet-deps.ts';
import * as yields from './yield.service.ts';

export function yieldRoutes(deps: WalletDeps) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();

    api.get(
      YIELD_PATHS.settings,
      {
        schema: { tags: ['yield'], security, response: { 200: yieldSettingsResponse, ...errors } },
        config: can('wallets.view'),
      },
      async (request) => ({
        message: 'Yield settings',
        data: await yields.yieldSettings(deps.db, deps.config, authOf(request).companyId),
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
        data: await yields.yieldBalance(deps.db, deps.config, authOf(request).companyId),
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
        data: await yields.yieldReport(deps.db, authOf(request).companyId, request.query),
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
  };
}
