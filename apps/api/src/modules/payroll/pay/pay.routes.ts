// Routes of paying salaries (quote, pay, retry) and of payslips (list, PDF, resend one or all).
import {
  PAYROLL_RUN_MESSAGES,
  PAYROLL_RUN_PATHS,
  payrollLineParams,
  payrollRunParams,
  payrollRunResponse,
  paySalaryQuoteQuery,
  paySalaryQuoteResponse,
  paySalaryRequest,
  paySalaryResponse,
  payslipListQuery,
  payslipListResponse,
  resendPayslipsResponse,
  retrySalaryRequest,
} from '@paydesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authOf,
  callerOf,
  can,
  errors,
  security,
  sendDownload,
  sendStored,
} from '../../../http/route-kit.ts';
import { readIdempotencyKey } from '../../../lib/idempotency.ts';
import type { PayrollDeps } from '../payroll-deps.ts';
import { listPayslips, payslipPdfOf, resendPayslips } from '../payslips/payslips.service.ts';
import { paySalaries, retrySalaries, salaryQuote } from './pay.service.ts';

export function payRoutes(deps: PayrollDeps) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['payroll'];
    const params = payrollRunParams;

    api.get(
      PAYROLL_RUN_PATHS.paySalary,
      {
        schema: {
          tags,
          security,
          params,
          querystring: paySalaryQuoteQuery,
          description:
            'What paying the salaries takes: lines, net pay, fees and the total, against a wallet.',
          response: { 200: paySalaryQuoteResponse, ...errors },
        },
        config: can('payroll.view'),
      },
      async (request) => ({
        message: 'Salary payment quote',
        data: await salaryQuote(
          deps,
          authOf(request).companyId,
          request.params.id,
          request.query.sourceWalletId,
        ),
      }),
    );

    api.post(
      PAYROLL_RUN_PATHS.paySalary,
      {
        schema: {
          tags,
          security,
          params,
          body: paySalaryRequest,
          description:
            'Pays every unpaid line of an approved run as bank transfers in batches. Needs the PIN and an Idempotency-Key header; a run is paid once.',
          response: { 202: paySalaryResponse, ...errors },
        },
        config: can('payroll.pay'),
      },
      async (request, reply) => {
        const key = readIdempotencyKey(request.headers['idempotency-key']);
        return sendStored(
          reply,
          await paySalaries(deps, callerOf(request), request.params.id, request.body, key),
        );
      },
    );

    api.post(
      PAYROLL_RUN_PATHS.retrySalary,
      {
        schema: {
          tags,
          security,
          params,
          body: retrySalaryRequest,
          description:
            'Sends the failed (or reversed) lines again. Needs the PIN and an Idempotency-Key header.',
          response: { 202: payrollRunResponse, ...errors },
        },
        config: can('payroll.pay'),
      },
      async (request, reply) => {
        const key = readIdempotencyKey(request.headers['idempotency-key']);
        return sendStored(
          reply,
          await retrySalaries(deps, callerOf(request), request.params.id, request.body, key),
        );
      },
    );

    api.get(
      PAYROLL_RUN_PATHS.payslips,
      {
        schema: {
          tags,
          security,
          params,
          querystring: payslipListQuery,
          response: { 200: payslipListResponse, ...errors },
        },
        config: can('payroll.view'),
      },
      async (request) => ({
        message: 'Payslips',
        data: await listPayslips(deps, authOf(request).companyId, request.params.id, request.query),
      }),
    );

    api.get(
      PAYROLL_RUN_PATHS.payslipPdf,
      {
        schema: {
          tags,
          security,
          params: payrollLineParams,
          description: 'The payslip as a PDF.',
          response: errors,
        },
        config: can('payroll.view'),
      },
      async (request, reply) => {
        const file = await payslipPdfOf(
          deps,
          authOf(request).companyId,
          request.params.id,
          request.params.lineId,
        );
        return sendDownload(reply, { bytes: file.bytes, name: file.fileName, type: 'application/pdf' });
      },
    );

    api.post(
      PAYROLL_RUN_PATHS.resendPayslip,
      {
        schema: {
          tags,
          security,
          params: payrollLineParams,
          response: { 200: resendPayslipsResponse, ...errors },
        },
        config: can('payroll.manage'),
      },
      async (request) => ({
        message: PAYROLL_RUN_MESSAGES.payslipSent,
        data: await resendPayslips(deps, callerOf(request), request.params.id, request.params.lineId),
      }),
    );

    api.post(
      PAYROLL_RUN_PATHS.resendPayslips,
      {
        schema: { tags, security, params, response: { 200: resendPayslipsResponse, ...errors } },
        config: can('payroll.manage'),
      },
      async (request) => ({
        message: PAYROLL_RUN_MESSAGES.payslipsSent,
        data: await resendPayslips(deps, callerOf(request), request.params.id),
      }),
    );
  };
}
