// Routes of the review (/payroll/{id}/finalize) and its outcome: summary, lines, one line (read, adjust), the
// variance check and the acknowledgement of its warnings, submit, approve and reject.
import {
  acknowledgeWarningRequest,
  approvePayrollRequest,
  PAYROLL_RUN_MESSAGES,
  PAYROLL_RUN_PATHS,
  payrollLineParams,
  payrollLineResponse,
  payrollLinesQuery,
  payrollLinesResponse,
  payrollRunParams,
  payrollRunResponse,
  payrollSummaryResponse,
  rejectPayrollRequest,
  submitPayrollRequest,
  updatePayrollLineRequest,
  varianceCheckResponse,
  varianceQuery,
} from '@paydesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf, callerOf, can, errors, security } from '../../../http/route-kit.ts';
import type { PayrollDeps } from '../payroll-deps.ts';
import {
  acknowledgeWarning,
  getLine,
  getSummary,
  getVariance,
  listLines,
  updateLine,
} from './review.service.ts';
import { approveRun, rejectRun, submitRun } from './status.service.ts';

export function reviewRoutes(deps: PayrollDeps) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['payroll'];
    const params = payrollRunParams;

    api.get(
      PAYROLL_RUN_PATHS.summary,
      {
        schema: { tags, security, params, response: { 200: payrollSummaryResponse, ...errors } },
        config: can('payroll.view'),
      },
      async (request) => ({
        message: 'Payroll summary',
        data: await getSummary(deps, authOf(request).companyId, request.params.id),
      }),
    );

    api.get(
      PAYROLL_RUN_PATHS.lines,
      {
        schema: {
          tags,
          security,
          params,
          querystring: payrollLinesQuery,
          response: { 200: payrollLinesResponse, ...errors },
        },
        config: can('payroll.view'),
      },
      async (request) => ({
        message: 'Payroll lines',
        data: await listLines(deps, authOf(request).companyId, request.params.id, request.query),
      }),
    );

    api.get(
      PAYROLL_RUN_PATHS.line,
      {
        schema: {
          tags,
          security,
          params: payrollLineParams,
          response: { 200: payrollLineResponse, ...errors },
        },
        config: can('payroll.view'),
      },
      async (request) => ({
        message: 'Payroll line',
        data: await getLine(deps, authOf(request).companyId, request.params.id, request.params.lineId),
      }),
    );

    api.patch(
      PAYROLL_RUN_PATHS.line,
      {
        schema: {
          tags,
          security,
          params: payrollLineParams,
          body: updatePayrollLineRequest,
          description:
            'Adds or removes one-off bonuses and deductions with a reason (audited); the line is recomputed.',
          response: { 200: payrollLineResponse, ...errors },
        },
        config: can('payroll.manage'),
      },
      async (request) => ({
        message: PAYROLL_RUN_MESSAGES.lineUpdated,
        data: await updateLine(
          deps,
          callerOf(request),
          request.params.id,
          request.params.lineId,
          request.body,
        ),
      }),
    );

    api.get(
      PAYROLL_RUN_PATHS.variance,
      {
        schema: {
          tags,
          security,
          params,
          querystring: varianceQuery,
          response: { 200: varianceCheckResponse, ...errors },
        },
        config: can('payroll.view'),
      },
      async (request) => ({
        message: 'Variance check',
        data: await getVariance(
          deps,
          authOf(request).companyId,
          request.params.id,
          request.query.thresholdBp,
        ),
      }),
    );

    api.post(
      PAYROLL_RUN_PATHS.acknowledgeWarning,
      {
        schema: {
          tags,
          security,
          params,
          body: acknowledgeWarningRequest,
          description:
            'Acknowledges one warning of the variance check by its `key` (who and when, audited): approval is refused (409) while a warning is not acknowledged; a computation that changes the warning clears it. 409 when the key names no warning of the run now.',
          response: { 200: varianceCheckResponse, ...errors },
        },
        config: can('payroll.approve'),
      },
      async (request) => ({
        message: PAYROLL_RUN_MESSAGES.warningAcknowledged,
        data: await acknowledgeWarning(deps, callerOf(request), request.params.id, request.body.key),
      }),
    );

    api.post(
      PAYROLL_RUN_PATHS.submit,
      {
        schema: {
          tags,
          security,
          params,
          body: submitPayrollRequest,
          description:
            "Draft → in-review. Refused (409) with blocking variance issues; a comment is required on large variances. An approval request when a workflow covers 'payroll.approval'.",
          response: { 200: payrollRunResponse, ...errors },
        },
        config: can('payroll.manage'),
      },
      async (request) => submitRun(deps, callerOf(request), request.params.id, request.body.comment),
    );

    api.post(
      PAYROLL_RUN_PATHS.approve,
      {
        schema: {
          tags,
          security,
          params,
          body: approvePayrollRequest,
          description:
            "In-review → approved, with the approver's transaction PIN (400/403 when wrong or locked).",
          response: { 200: payrollRunResponse, ...errors },
        },
        config: can('payroll.approve'),
      },
      async (request) => ({
        message: PAYROLL_RUN_MESSAGES.approved,
        data: await approveRun(deps, callerOf(request), request.params.id, request.body),
      }),
    );

    api.post(
      PAYROLL_RUN_PATHS.reject,
      {
        schema: {
          tags,
          security,
          params,
          body: rejectPayrollRequest,
          response: { 200: payrollRunResponse, ...errors },
        },
        config: can('payroll.approve'),
      },
      async (request) => ({
        message: PAYROLL_RUN_MESSAGES.rejected,
        data: await rejectRun(deps, callerOf(request), request.params.id, request.body.reason),
      }),
    );
  };
}
