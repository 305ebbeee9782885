// Routes of the annual PAYE return: read it (JSON, CSV, XLSX, or a state's summary PDF) and mark a state's return
// filed.
import {
  ANNUAL_RETURN_MESSAGES,
  ANNUAL_RETURN_PATHS,
  annualReturnFiledResponse,
  annualReturnQuery,
  annualReturnResponse,
  itfForm5aQuery,
  markAnnualReturnFiledRequest,
} from '@paydesk/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authOf, callerOf, can, errors, security, sendDownload } from '../../../http/route-kit.ts';
import { BadRequest } from '../../../lib/errors.ts';
import { lagosDay } from '../../../lib/lagos-time.ts';
import { companyDetails } from '../../businesses/index.ts';
import type { PayrollDeps } from '../payroll-deps.ts';
import { annualReturn, markAnnualReturnFiled } from './annual-returns.service.ts';
import { annualReturnPdf, annualReturnTable } from './annual-returns-files.ts';
import { itfForm5a, itfForm5aCsv, itfForm5aPdf } from './itf-form-5a.ts';

export function annualReturnRoutes(deps: PayrollDeps) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['payroll'];

    api.get(
      ANNUAL_RETURN_PATHS.returns,
      {
        schema: {
          tags,
          security,
          querystring: annualReturnQuery,
          description:
            'The annual PAYE return of a tax year per state of residence (every state, or `state`): employees, ' +
            'reliefs, PAYE by month with its remittance, totals and blockers. `download=csv|xlsx` answers the ' +
            'table; `download=pdf` the summary of one `state`.',
          response: { 200: annualReturnResponse, ...errors },
        },
        config: can('payroll.view'),
      },
      async (request, reply) => {
        const { companyId } = authOf(request);
        const { download, state } = request.query;
        if (download === 'pdf' && !state) throw new BadRequest(ANNUAL_RETURN_MESSAGES.pdfNeedsState);
        const data = await annualReturn(deps, companyId, request.query);
        if (download === 'pdf') {
          const ret = data.returns[0];
          if (!ret) throw new BadRequest(ANNUAL_RETURN_MESSAGES.nothingToFile);
          const company = await companyDetails(deps.db, companyId);
          return sendDownload(
            reply,
            await annualReturnPdf(data, ret, { name: company?.name ?? '', tin: company?.tin ?? null }),
          );
        }
        if (download) return sendDownload(reply, await annualReturnTable(data, download, state));
        return { message: 'Annual PAYE return', data };
      },
    );

    api.get(
      ANNUAL_RETURN_PATHS.itfForm5a,
      {
        schema: {
          tags,
          security,
          querystring: itfForm5aQuery,
          description:
            "ITF Form 5A of a year (default: this Lagos year): staff paid, each month's emoluments and ITF (1%), " +
            'what the ITF remittances paid, due by 1 April of the next year; `download=csv|pdf`.',
        },
        config: can('payroll.view'),
      },
      async (request, reply) => {
        const { companyId } = authOf(request);
        const year = request.query.year ?? Number(lagosDay().slice(0, 4));
        const form = await itfForm5a(deps, companyId, year);
        if (request.query.download === 'csv') return sendDownload(reply, await itfForm5aCsv(form));
        const company = await companyDetails(deps.db, companyId);
        return sendDownload(
          reply,
          await itfForm5aPdf(form, { name: company?.name ?? '', tin: company?.tin ?? null }),
        );
      },
    );

    api.post(
      ANNUAL_RETURN_PATHS.filed,
      {
        schema: {
          tags,
          security,
          body: markAnnualReturnFiledRequest,
          description:
            "Records that the state's return of the year was filed (who, when; audited). 409 while an employee " +
            'of it has no Tax ID (their ids in `errors.employees`) or when it was already marked.',
          response: { 201: annualReturnFiledResponse, ...errors },
        },
        config: can('payroll.pay'),
      },
      async (request, reply) =>
        reply.status(201).send({
          message: ANNUAL_RETURN_MESSAGES.filed,
          data: await markAnnualReturnFiled(deps, callerOf(request), request.body),
        }),
    );
  };
}
