// Routes of employee documents (issue 28): the business's payslip protection setting, the employee's own payslip
// password and tax statement (staff tokens), and the employer's PDF of an employee's tax statement.
import {
  documentSettingsRequest,
  documentSettingsResponse,
  EMPLOYEE_DOCUMENT_MESSAGES,
  EMPLOYEE_DOCUMENT_PATHS,
  staffPayslipPasswordRequest,
  staffPayslipPasswordResponse,
  taxStatementParams,
  taxStatementQuery,
  taxStatementResponse,
} from '@paydesk/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authOf,
  callerOf,
  can,
  errors,
  requestOrigin,
  security,
  sendDownload,
} from '../../../http/route-kit.ts';
import { staffAuthHook, staffOf } from '../../staff/index.ts';
import type { PayrollDeps } from '../payroll-deps.ts';
import {
  documentSettings,
  myPayslipPassword,
  saveDocumentSettings,
  setMyPayslipPassword,
} from './employee-documents.service.ts';
import { taxStatementPdf } from './tax-statement-pdf.ts';
import { employeeTaxStatement, myTaxStatement } from './tax-statements.service.ts';

export function employeeDocumentRoutes(deps: PayrollDeps) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['payroll'];
    const pdf = (reply: FastifyReply, file: { bytes: Buffer; fileName: string }) =>
      sendDownload(reply, { bytes: file.bytes, name: file.fileName, type: 'application/pdf' });

    api.get(
      EMPLOYEE_DOCUMENT_PATHS.settings,
      {
        schema: {
          tags,
          security,
          description: 'How the payslip PDFs employees receive are protected: none, phone, or employee.',
          response: { 200: documentSettingsResponse, ...errors },
        },
        config: can('payroll.setup.view'),
      },
      async (request) => ({
        message: 'Payslip settings',
        data: await documentSettings(deps, authOf(request).companyId),
      }),
    );

    api.put(
      EMPLOYEE_DOCUMENT_PATHS.settings,
      {
        schema: {
          tags,
          security,
          body: documentSettingsRequest,
          description:
            "`phone`: the last 4 digits of the employee's phone open the PDF; `employee`: a password the employee " +
            'sets in the staff app (the phone digits until they do). Audited.',
          response: { 200: documentSettingsResponse, ...errors },
        },
        config: can('payroll.setup.manage'),
      },
      async (request) => ({
        message: EMPLOYEE_DOCUMENT_MESSAGES.settingsSaved,
        data: await saveDocumentSettings(deps, callerOf(request), request.body),
      }),
    );

    api.get(
      EMPLOYEE_DOCUMENT_PATHS.employeeTaxStatementPdf,
      {
        schema: {
          tags,
          security,
          params: taxStatementParams,
          querystring: taxStatementQuery,
          description:
            "The employee's annual tax statement of a year (default: this Lagos year) as a PDF: gross, reliefs, " +
            'taxable income, PAYE per payslip with the state it went to and its remittance and receipt.',
        },
        config: can('payroll.view'),
      },
      async (request, reply) =>
        pdf(
          reply,
          await taxStatementPdf(
            await employeeTaxStatement(
              deps,
              authOf(request).companyId,
              request.params.employeeId,
              request.query.year,
            ),
          ),
        ),
    );

    const onRequest = staffAuthHook({ db: deps.db, staffTokens: deps.staffTokens });
    const staffTags = ['staff'];

    api.get(
      EMPLOYEE_DOCUMENT_PATHS.staffTaxStatement,
      {
        schema: {
          tags: staffTags,
          security,
          querystring: taxStatementQuery,
          response: { 200: taxStatementResponse, ...errors },
        },
        onRequest,
      },
      async (request) => ({
        message: 'Tax statement',
        data: await myTaxStatement(deps, staffOf(request), request.query.year),
      }),
    );

    api.get(
      EMPLOYEE_DOCUMENT_PATHS.staffTaxStatementPdf,
      { schema: { tags: staffTags, security, querystring: taxStatementQuery }, onRequest },
      async (request, reply) =>
        pdf(reply, await taxStatementPdf(await myTaxStatement(deps, staffOf(request), request.query.year))),
    );

    api.get(
      EMPLOYEE_DOCUMENT_PATHS.staffPayslipPassword,
      {
        schema: { tags: staffTags, security, response: { 200: staffPayslipPasswordResponse, ...errors } },
        onRequest,
      },
      async (request) => ({
        message: 'Payslip password',
        data: await myPayslipPassword(deps, staffOf(request)),
      }),
    );

    api.put(
      EMPLOYEE_DOCUMENT_PATHS.staffPayslipPassword,
      {
        schema: {
          tags: staffTags,
          security,
          body: staffPayslipPasswordRequest,
          description:
            'Sets the password that opens your payslip PDFs (409 unless your employer asks for one). Never returned.',
          response: { 200: staffPayslipPasswordResponse, ...errors },
        },
        onRequest,
      },
      async (request) => ({
        message: EMPLOYEE_DOCUMENT_MESSAGES.passwordSaved,
        data: await setMyPayslipPassword(deps, staffOf(request), requestOrigin(request), request.body),
      }),
    );
  };
}
