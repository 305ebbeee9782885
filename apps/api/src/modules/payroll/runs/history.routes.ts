// Routes of the payroll dashboard info, the analytics of the current calendar year, and the history with its
// transactions (and their downloads).
import {
  PAYROLL_RUN_PATHS,
  payrollAnalyticsResponse,
  payrollDashboardResponse,
  payrollHistoryDetailResponse,
  payrollHistoryQuery,
  payrollHistoryResponse,
  payrollRunParams,
  payrollTransactionsQuery,
  payrollTransactionsResponse,
} from '@paydesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf, can, errors, security, sendDownload } from '../../../http/route-kit.ts';
import type { PayrollDeps } from '../payroll-deps.ts';
import {
  analytics,
  dashboard,
  historyDetail,
  historyFile,
  historyTransactions,
  listHistory,
  transactionsFile,
} from './history.service.ts';

export function historyRoutes(deps: PayrollDeps) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['payroll'];

    api.get(
      PAYROLL_RUN_PATHS.dashboard,
      {
        schema: { tags, security, response: { 200: payrollDashboardResponse, ...errors } },
        config: can('payroll.view'),
      },
      async (request) => ({
        message: 'Payroll dashboard',
        data: await dashboard(deps, authOf(request).companyId),
      }),
    );

    api.get(
      PAYROLL_RUN_PATHS.analytics,
      {
        schema: {
          tags,
          security,
          description:
            'Cost by month and by department of the current calendar year (Africa/Lagos), completed runs.',
          response: { 200: payrollAnalyticsResponse, ...errors },
        },
        config: can('payroll.view'),
      },
      async (request) => ({
        message: 'Payroll analytics',
        data: await analytics(deps, authOf(request).companyId),
      }),
    );

    api.get(
      PAYROLL_RUN_PATHS.history,
      {
        schema: {
          tags,
          security,
          querystring: payrollHistoryQuery,
          response: { 200: payrollHistoryResponse, ...errors },
        },
        config: can('payroll.view'),
      },
      async (request, reply) => {
        const { companyId } = authOf(request);
        if (request.query.download)
          return sendDownload(reply, await historyFile(deps, companyId, request.query));
        return { message: 'Payroll history', data: (await listHistory(deps, companyId, request.query)).page };
      },
    );

    api.get(
      PAYROLL_RUN_PATHS.historyRun,
      {
        schema: {
          tags,
          security,
          params: payrollRunParams,
          response: { 200: payrollHistoryDetailResponse, ...errors },
        },
        config: can('payroll.view'),
      },
      async (request) => ({
        message: 'Payroll',
        data: await historyDetail(deps, authOf(request).companyId, request.params.id),
      }),
    );

    api.get(
      PAYROLL_RUN_PATHS.historyTransactions,
      {
        schema: {
          tags,
          security,
          params: payrollRunParams,
          querystring: payrollTransactionsQuery,
          response: { 200: payrollTransactionsResponse, ...errors },
        },
        config: can('payroll.view'),
      },
      async (request, reply) => {
        const { companyId } = authOf(request);
        const { id } = request.params;
        if (request.query.download)
          return sendDownload(reply, await transactionsFile(deps, companyId, id, request.query));
        return {
          message: 'Payroll transactions',
          data: (await historyTransactions(deps, companyId, id, request.query)).page,
        };
      },
    );
  };
}
