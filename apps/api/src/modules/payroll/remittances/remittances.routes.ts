// Routes of a run's remittances: the list grouped by party, one with its employees, its schedule file, the run's
// filing pack, paying it.
import {
  fileFormatQuery,
  PAYROLL_RUN_PATHS,
  pageQuery,
  payRemittanceRequest,
  payRemittanceResponse,
  payrollRunParams,
  remittanceDetailResponse,
  remittanceListResponse,
  remittanceParams,
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
import { filingPack } from './filing-pack.ts';
import { payRemittance } from './remittance-payment.ts';
import { listRemittances, remittanceDetail, scheduleFile } from './remittances.service.ts';

export function remittanceRoutes(deps: PayrollDeps) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['payroll'];

    api.get(
      PAYROLL_RUN_PATHS.remittances,
      {
        schema: {
          tags,
          security,
          params: payrollRunParams,
          response: { 200: remittanceListResponse, ...errors },
        },
        config: can('payroll.view'),
      },
      async (request) => ({
        message: 'Remittances',
        data: await listRemittances(deps, authOf(request).companyId, request.params.id),
      }),
    );

    api.get(
      PAYROLL_RUN_PATHS.remittance,
      {
        schema: {
          tags,
          security,
          params: remittanceParams,
          querystring: pageQuery,
          response: { 200: remittanceDetailResponse, ...errors },
        },
        config: can('payroll.view'),
      },
      async (request) => ({
        message: 'Remittance',
        data: await remittanceDetail(
          deps,
          authOf(request).companyId,
          request.params.id,
          request.params.remittanceId,
          request.query,
        ),
      }),
    );

    api.get(
      PAYROLL_RUN_PATHS.remittanceSchedule,
      {
        schema: {
          tags,
          security,
          params: remittanceParams,
          querystring: fileFormatQuery,
          description:
            'The schedule file the party expects (PAYE: tax ids by state; pension: RSA PINs by PFA).',
        },
        config: can('payroll.view'),
      },
      async (request, reply) =>
        sendDownload(
          reply,
          await scheduleFile(
            deps,
            authOf(request).companyId,
            request.params.id,
            request.params.remittanceId,
            request.query.format,
          ),
        ),
    );

    api.get(
      PAYROLL_RUN_PATHS.filingPack,
      {
        schema: {
          tags,
          security,
          params: payrollRunParams,
          description:
            'The filing pack of an approved run, as a ZIP: a folder per remittance party with its schedule ' +
            '(schedule.csv, schedule.xlsx), summary.pdf (party, period, employees, total, due date, payment status ' +
            'with the NIP session id) and, once paid, payment-receipt.pdf.',
        },
        config: can('payroll.view'),
      },
      async (request, reply) =>
        sendDownload(reply, await filingPack(deps, authOf(request).companyId, request.params.id)),
    );

    api.post(
      PAYROLL_RUN_PATHS.payRemittance,
      {
        schema: {
          tags,
          security,
          params: remittanceParams,
          body: payRemittanceRequest,
          description:
            'Pays the party once, from a wallet, with the PIN and an Idempotency-Key header; under a workflow covering ' +
            "'payroll.remittance.payment', answers the approval request and sends nothing until it is approved.",
          response: { 202: payRemittanceResponse, ...errors },
        },
        config: can('payroll.pay'),
      },
      async (request, reply) => {
        const key = readIdempotencyKey(request.headers['idempotency-key']);
        const { id, remittanceId } = request.params;
        return sendStored(
          reply,
          await payRemittance(deps, callerOf(request), id, remittanceId, request.body, key),
        );
      },
    );
  };
}
