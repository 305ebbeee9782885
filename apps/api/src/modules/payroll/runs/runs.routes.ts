// Routes of payroll runs: list (and download), create, read, delete, run (compute) with its progress (poll or
// server-sent events) and what a re-run changed.
import {
  createPayrollRunRequest,
  messageOnly,
  PAYROLL_RUN_MESSAGES,
  PAYROLL_RUN_PATHS,
  pageQuery,
  payrollChangesResponse,
  payrollRunListQuery,
  payrollRunListResponse,
  payrollRunParams,
  payrollRunProgressResponse,
  payrollRunResponse,
} from '@paydesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf, callerOf, can, errors, security, sendDownload } from '../../../http/route-kit.ts';
import { createStreamSlots } from '../../../platform/notifications/stream-slots.ts';
import type { PayrollDeps } from '../payroll-deps.ts';
import { streamComputeProgress } from './progress-stream.ts';
import { runListFile } from './run-files.ts';
import {
  createRun,
  deleteRun,
  getProgress,
  getRun,
  listChanges,
  listRuns,
  startCompute,
} from './runs.service.ts';

export function runRoutes(deps: PayrollDeps) {
  const slots = createStreamSlots(
    { perSession: deps.config.SSE_STREAMS_PER_SESSION, perBusiness: deps.config.SSE_STREAMS_PER_BUSINESS },
    'payroll progress streams',
  );
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['payroll'];

    api.get(
      PAYROLL_RUN_PATHS.runs,
      {
        schema: {
          tags,
          security,
          querystring: payrollRunListQuery,
          description:
            'Payroll runs, newest period first; `download=csv|xlsx` answers the filtered list as a file.',
          response: { 200: payrollRunListResponse, ...errors },
        },
        config: can('payroll.view'),
      },
      async (request, reply) => {
        const { companyId } = authOf(request);
        if (request.query.download) {
          const file = await runListFile(deps, companyId, request.query);
          return sendDownload(reply, file);
        }
        return { message: 'Payrolls', data: await listRuns(deps, companyId, request.query) };
      },
    );

    api.post(
      PAYROLL_RUN_PATHS.runs,
      {
        schema: {
          tags,
          security,
          body: createPayrollRunRequest,
          response: { 201: payrollRunResponse, ...errors },
        },
        config: can('payroll.manage'),
      },
      async (request, reply) =>
        reply.status(201).send({
          message: PAYROLL_RUN_MESSAGES.created,
          data: await createRun(deps, callerOf(request), request.body),
        }),
    );

    api.get(
      PAYROLL_RUN_PATHS.run,
      {
        schema: {
          tags,
          security,
          params: payrollRunParams,
          response: { 200: payrollRunResponse, ...errors },
        },
        config: can('payroll.view'),
      },
      async (request) => ({
        message: 'Payroll',
        data: await getRun(deps, authOf(request).companyId, request.params.id),
      }),
    );

    api.delete(
      PAYROLL_RUN_PATHS.run,
      {
        schema: { tags, security, params: payrollRunParams, response: { 200: messageOnly, ...errors } },
        config: can('payroll.manage'),
      },
      async (request) => {
        await deleteRun(deps, callerOf(request), request.params.id);
        return { message: PAYROLL_RUN_MESSAGES.deleted, data: null };
      },
    );

    api.post(
      PAYROLL_RUN_PATHS.compute,
      {
        schema: {
          tags,
          security,
          params: payrollRunParams,
          description:
            'Computes every employee as a job, chunk by chunk; running again recomputes and reports changes.',
          response: { 202: payrollRunProgressResponse, ...errors },
        },
        config: can('payroll.manage'),
      },
      async (request, reply) =>
        reply.status(202).send({
          message: PAYROLL_RUN_MESSAGES.computeStarted,
          data: await startCompute(deps, callerOf(request), request.params.id),
        }),
    );

    api.get(
      PAYROLL_RUN_PATHS.progress,
      {
        schema: {
          tags,
          security,
          params: payrollRunParams,
          response: { 200: payrollRunProgressResponse, ...errors },
        },
        config: can('payroll.view'),
      },
      async (request) => ({
        message: 'Payroll progress',
        data: await getProgress(deps, authOf(request).companyId, request.params.id),
      }),
    );

    api.get(
      PAYROLL_RUN_PATHS.progressStream,
      {
        schema: {
          tags,
          security,
          params: payrollRunParams,
          description:
            'Server-sent events: `progress` with the computation on connect and on every change, until it completes or fails.',
          response: errors,
        },
        config: { ...can('payroll.view'), rateLimit: false },
      },
      (request, reply) => streamComputeProgress(deps, slots, request, reply, request.params.id),
    );

    api.get(
      PAYROLL_RUN_PATHS.changes,
      {
        schema: {
          tags,
          security,
          params: payrollRunParams,
          querystring: pageQuery,
          response: { 200: payrollChangesResponse, ...errors },
        },
        config: can('payroll.view'),
      },
      async (request) => ({
        message: 'Payroll changes',
        data: await listChanges(deps, authOf(request).companyId, request.params.id, request.query),
      }),
    );
  };
}
