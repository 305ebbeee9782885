// Routes of scheduled payrolls: the pay schedules with their scheduled payroll, and setting one.
import {
  autoRunListResponse,
  autoRunParams,
  autoRunRequest,
  autoRunResponse,
  PAYROLL_RUN_MESSAGES,
  PAYROLL_RUN_PATHS,
} from '@paydesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf, callerOf, can, errors, security } from '../../../http/route-kit.ts';
import type { PayrollDeps } from '../payroll-deps.ts';
import { listAutoRuns, saveAutoRun } from './auto-runs.service.ts';

export function autoRunRoutes(deps: PayrollDeps) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['payroll'];

    api.get(
      PAYROLL_RUN_PATHS.autoRuns,
      {
        schema: { tags, security, response: { 200: autoRunListResponse, ...errors } },
        config: can('payroll.view'),
      },
      async (request) => ({
        message: 'Scheduled payrolls',
        data: await listAutoRuns(deps, authOf(request).companyId),
      }),
    );

    api.put(
      PAYROLL_RUN_PATHS.autoRun,
      {
        schema: {
          tags,
          security,
          params: autoRunParams,
          body: autoRunRequest,
          description:
            'The schedule creates, runs and submits its draft this many days before pay day; it never pays without approval.',
          response: { 200: autoRunResponse, ...errors },
        },
        config: can('payroll.manage'),
      },
      async (request) => ({
        message: PAYROLL_RUN_MESSAGES.autoRunSaved,
        data: await saveAutoRun(deps, callerOf(request), request.params.payScheduleId, request.body),
      }),
    );
  };
}
