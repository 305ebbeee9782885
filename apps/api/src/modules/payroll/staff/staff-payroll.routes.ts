// Routes of the employee's own payroll in the staff app (staff tokens): payslips, one with its breakdown and PDF,
// and remittance receipts with their PDF.
import {
  PAYROLL_RUN_PATHS,
  pageQuery,
  staffPayslipListResponse,
  staffPayslipResponse,
  staffRemittanceReceiptParams,
  staffRemittanceReceiptsResponse,
} from '@paydesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, security, sendDownload } from '../../../http/route-kit.ts';
import { staffAuthHook, staffOf } from '../../staff/index.ts';
import type { PayrollDeps } from '../payroll-deps.ts';
import {
  myPayslip,
  myPayslipPdf,
  myPayslips,
  myRemittanceReceiptPdf,
  myRemittanceReceipts,
} from './staff-payroll.service.ts';

const lineParams = z.object({ lineId: z.string().uuid('Payslip not found') });

export function staffPayrollRoutes(deps: PayrollDeps) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['staff'];
    const onRequest = staffAuthHook({ db: deps.db, staffTokens: deps.staffTokens });
    const pdf = (reply: import('fastify').FastifyReply, file: { bytes: Buffer; fileName: string }) =>
      sendDownload(reply, { bytes: file.bytes, name: file.fileName, type: 'application/pdf' });

    api.get(
      PAYROLL_RUN_PATHS.staffPayslips,
      {
        schema: {
          tags,
          security,
          querystring: pageQuery,
          response: { 200: staffPayslipListResponse, ...errors },
        },
        onRequest,
      },
      async (request) => ({
        message: 'Payslips',
        data: await myPayslips(deps.db, staffOf(request), request.query),
      }),
    );

    api.get(
      PAYROLL_RUN_PATHS.staffPayslip,
      {
        schema: { tags, security, params: lineParams, response: { 200: staffPayslipResponse, ...errors } },
        onRequest,
      },
      async (request) => ({
        message: 'Payslip',
        data: await myPayslip(deps.db, staffOf(request), request.params.lineId),
      }),
    );

    api.get(
      PAYROLL_RUN_PATHS.staffPayslipPdf,
      { schema: { tags, security, params: lineParams }, onRequest },
      async (request, reply) => pdf(reply, await myPayslipPdf(deps, staffOf(request), request.params.lineId)),
    );

    api.get(
      PAYROLL_RUN_PATHS.staffRemittanceReceipts,
      {
        schema: {
          tags,
          security,
          querystring: pageQuery,
          response: { 200: staffRemittanceReceiptsResponse, ...errors },
        },
        onRequest,
      },
      async (request) => ({
        message: 'Remittance receipts',
        data: await myRemittanceReceipts(deps.db, staffOf(request), request.query),
      }),
    );

    api.get(
      PAYROLL_RUN_PATHS.staffRemittanceReceiptPdf,
      { schema: { tags, security, params: staffRemittanceReceiptParams }, onRequest },
      async (request, reply) =>
        pdf(reply, await myRemittanceReceiptPdf(deps.db, staffOf(request), request.params.receiptId)),
    );
  };
}
